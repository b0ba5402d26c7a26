package org.braid.ui.internal.shell;

import java.util.HashSet;
import java.util.Set;

import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.dialogs.TrayDialog;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.activities.IWorkbenchActivitySupport;

/**
 * At startup, hides what cannot work in this installation. Without a help system (no
 * {@code org.eclipse.help.ui}), the IDE still shows a "?" button in every dialog
 * ({@code IDEWorkbenchAdvisor} turns it on unconditionally) and <i>Help &gt; Show Context
 * Help</i>, which do nothing: the button is turned off and the activity {@value
 * #CONTEXT_HELP_ACTIVITY} that holds the command is disabled. Context help needs only the help
 * UI (Braid's product has it: the Help view shows the descriptions of {@code contexts.xml});
 * <i>Help &gt; Help Contents</i> and <i>Search</i> show help pages, which need the help web
 * application ({@code org.eclipse.help.webapp} with its web server) as well; without it the
 * activity {@value #HELP_ACTIVITY} that holds those two is disabled.
 * Without the native launcher (started with {@code java -jar org.eclipse.equinox.launcher...jar},
 * as Braid's product is), File &gt; Restart quits instead of restarting: the activity
 * {@value #RESTART_ACTIVITY} that holds the command is disabled, which hides it. A full Eclipse
 * with both keeps both.
 */
public final class MissingPartsStartup implements IStartup {

    /** The activity (plugin.xml) that holds the workbench's Restart command. */
    public static final String RESTART_ACTIVITY = "org.braid.ui.activities.restart";

    /** The activity (plugin.xml) that holds the Help menu's commands that show help pages. */
    public static final String HELP_ACTIVITY = "org.braid.ui.activities.help";

    /** The activity (plugin.xml) that holds <i>Help &gt; Show Context Help</i>. */
    public static final String CONTEXT_HELP_ACTIVITY = "org.braid.ui.activities.contextHelp";

    /** The bundle that serves help pages; without it Help Contents and Search cannot show anything. */
    private static final String HELP_WEBAPP = "org.eclipse.help.webapp";

    @Override
    public void earlyStartup() {
        IWorkbench workbench = PlatformUI.getWorkbench();
        workbench.getDisplay().asyncExec(() -> {
            boolean help = workbench.getHelpSystem().hasHelpUI();
            if (!help) {
                TrayDialog.setDialogHelpAvailable(false);
            }
            IWorkbenchActivitySupport activities = workbench.getActivitySupport();
            Set<String> enabled = new HashSet<>(activities.getActivityManager().getEnabledActivityIds());
            // the workbench remembers enabled activities: a workspace opened once without the launcher
            // (or the help system) gets Restart (or help) back when it is opened with it
            boolean changed = System.getProperty("eclipse.launcher") == null ? enabled.remove(RESTART_ACTIVITY)
                    : enabled.add(RESTART_ACTIVITY);
            changed |= help ? enabled.add(CONTEXT_HELP_ACTIVITY) : enabled.remove(CONTEXT_HELP_ACTIVITY);
            boolean pages = help && Platform.getBundle(HELP_WEBAPP) != null;
            changed |= pages ? enabled.add(HELP_ACTIVITY) : enabled.remove(HELP_ACTIVITY);
            if (changed) {
                activities.setEnabledActivityIds(enabled);
            }
        });
    }
}
