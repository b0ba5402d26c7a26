package org.braid.ui.internal.shell;

import java.util.HashSet;
import java.util.Set;

import org.eclipse.jface.dialogs.TrayDialog;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.activities.IWorkbenchActivitySupport;

/**
 * At startup, hides what cannot work in this installation. Without a help system (no
 * {@code org.eclipse.help.ui}), the IDE still shows a "?" button in every dialog
 * ({@code IDEWorkbenchAdvisor} turns it on unconditionally) that does nothing: it is turned off.
 * Without the native launcher (started with {@code java -jar org.eclipse.equinox.launcher...jar},
 * as Braid's product is), File &gt; Restart quits instead of restarting: the activity
 * {@value #RESTART_ACTIVITY} that holds the command is disabled, which hides it. A full Eclipse
 * with both keeps both.
 */
public final class MissingPartsStartup implements IStartup {

    /** The activity (plugin.xml) that holds the workbench's Restart command. */
    public static final String RESTART_ACTIVITY = "org.braid.ui.activities.restart";

    @Override
    public void earlyStartup() {
        IWorkbench workbench = PlatformUI.getWorkbench();
        workbench.getDisplay().asyncExec(() -> {
            if (!workbench.getHelpSystem().hasHelpUI()) {
                TrayDialog.setDialogHelpAvailable(false);
            }
            IWorkbenchActivitySupport activities = workbench.getActivitySupport();
            Set<String> enabled = new HashSet<>(activities.getActivityManager().getEnabledActivityIds());
            // the workbench remembers enabled activities: a workspace opened once without the launcher
            // gets Restart back when it is opened with it
            boolean changed = System.getProperty("eclipse.launcher") == null ? enabled.remove(RESTART_ACTIVITY)
                    : enabled.add(RESTART_ACTIVITY);
            if (changed) {
                activities.setEnabledActivityIds(enabled);
            }
        });
    }
}
