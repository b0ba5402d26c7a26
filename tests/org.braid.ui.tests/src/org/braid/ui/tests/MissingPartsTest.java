package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.braid.ui.internal.shell.MissingPartsStartup;
import org.eclipse.jface.dialogs.TrayDialog;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.activities.IActivityManager;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The test workbench, like Braid's product, has no help system and was not started by the native
 * launcher: dialogs show no help button that would do nothing, and File &gt; Restart, which would
 * quit, is hidden (its command's activity is disabled).
 */
class MissingPartsTest {

    @Test
    void noHelpButtonsAndNoRestartWithoutAHelpSystemAndALauncher() throws Exception {
        Assumptions.assumeTrue(System.getProperty("eclipse.launcher") == null
                && !PlatformUI.getWorkbench().getHelpSystem().hasHelpUI(), "a workbench without both");
        IActivityManager activities = PlatformUI.getWorkbench().getActivitySupport().getActivityManager();
        long deadline = System.currentTimeMillis() + 20_000;
        while ((TrayDialog.isDialogHelpAvailable()
                || activities.getEnabledActivityIds().contains(MissingPartsStartup.RESTART_ACTIVITY))
                && System.currentTimeMillis() < deadline) {
            UiTestSupport.spin(100);
        }
        assertFalse(TrayDialog.isDialogHelpAvailable(), "no help button in dialogs");
        assertTrue(activities.getActivity(MissingPartsStartup.RESTART_ACTIVITY).isDefined());
        assertFalse(activities.getIdentifier("org.eclipse.ui/org.eclipse.ui.file.restartWorkbench").isEnabled(),
                "File > Restart is hidden");
        assertTrue(activities.getIdentifier("org.eclipse.ui/org.eclipse.ui.file.exit").isEnabled(),
                "File > Exit is not");
    }
}
