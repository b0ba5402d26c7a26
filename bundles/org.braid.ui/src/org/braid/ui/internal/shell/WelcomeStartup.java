package org.braid.ui.internal.shell;

import java.io.IOException;

import org.braid.ui.internal.preferences.BraidPreferences;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.preference.IPersistentPreferenceStore;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;

/**
 * Opens Braid's Getting Started page on the first start of a workspace: while the workspace
 * preference {@link BraidPreferences#SHOW_GETTING_STARTED} is on (its default), the page is shown
 * and the preference turned off, so later starts leave the workbench as the user left it. A
 * product or test run that should not show it sets the preference's default to false in its
 * plug-in customization ({@code org.braid.ui/showGettingStarted=false}).
 */
public final class WelcomeStartup implements IStartup {

    @Override
    public void earlyStartup() {
        // the preference is read and saved here, off the UI thread; the UI thread only opens the view
        if (markShown()) {
            IWorkbench workbench = PlatformUI.getWorkbench();
            workbench.getDisplay().asyncExec(() -> {
                IWorkbenchWindow[] windows = workbench.getWorkbenchWindows();
                IWorkbenchWindow active = workbench.getActiveWorkbenchWindow();
                open(active != null ? active : windows.length > 0 ? windows[0] : null);
            });
        }
    }

    /** Whether the page is still to be shown in this workspace; if so, records that it was. */
    public static boolean markShown() {
        IPreferenceStore store = BraidPreferences.store();
        if (!store.getBoolean(BraidPreferences.SHOW_GETTING_STARTED)) {
            return false;
        }
        store.setValue(BraidPreferences.SHOW_GETTING_STARTED, false);
        if (store instanceof IPersistentPreferenceStore persistent) {
            try {
                persistent.save();
            } catch (IOException e) {
                ILog.of(WelcomeStartup.class).warn("Braid could not save that Getting Started was shown", e);
            }
        }
        return true;
    }

    /** Opens the page in {@code window}'s active page, if any. UI thread. */
    public static void open(IWorkbenchWindow window) {
        IWorkbenchPage page = window == null ? null : window.getActivePage();
        if (page == null) {
            return;
        }
        try {
            page.showView(GettingStartedView.ID);
        } catch (PartInitException e) {
            ILog.of(WelcomeStartup.class).error(e.getMessage(), e);
        }
    }
}
