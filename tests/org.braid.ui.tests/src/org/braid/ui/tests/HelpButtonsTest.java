package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.braid.ui.internal.Ids;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.dialogs.TrayDialog;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Without a help system (Braid's product has none: {@code hasHelpUI()} is false) context help
 * cannot show anything, so no Braid dialog or page offers a help button: the Preferences and
 * Properties dialogs on Braid's pages and the entry-point pair dialog have no "?" control, and
 * the Help menu has no entry that would open help (Help Contents, Search, Show Context Help).
 */
class HelpButtonsTest {

    private static final String HELP_TOOLTIP = JFaceResources.getString("helpToolTip");

    @Test
    void braidsDialogsAndPagesHaveNoHelpButtonWithoutAHelpSystem() throws Exception {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        Assumptions.assumeFalse(PlatformUI.getWorkbench().getHelpSystem().hasHelpUI(), "a workbench without help");
        long deadline = System.currentTimeMillis() + 20_000;
        while (TrayDialog.isDialogHelpAvailable() && System.currentTimeMillis() < deadline) {
            UiTestSupport.spin(100);
        }
        Shell shell = window.getShell();

        PreferenceDialog preferences = PreferencesUtil.createPreferenceDialogOn(shell, Ids.PREFERENCE_PAGE,
                new String[] { Ids.PREFERENCE_PAGE }, null);
        preferences.setBlockOnOpen(false);
        preferences.open();
        try {
            assertEquals(List.of(), helpControls(preferences.getShell()), "Preferences > Braid");
        } finally {
            preferences.close();
        }

        IFile file = UiTestSupport.project("help-buttons", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        PreferenceDialog properties = PreferencesUtil.createPropertyDialogOn(shell, file.getProject(),
                Ids.PROPERTY_PAGE, new String[] { Ids.PROPERTY_PAGE }, null);
        properties.setBlockOnOpen(false);
        properties.open();
        try {
            assertEquals(List.of(), helpControls(properties.getShell()), "Properties > Braid");
        } finally {
            properties.close();
        }

        IDE.openEditor(window.getActivePage(), file);
        List<String> pairDialog = new ArrayList<>();
        inspectDialogWhenItOpens("Check Entry-Point Pair", pairDialog);
        IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        handlers.executeCommand(ParameterizedCommand.generateCommand(
                PlatformUI.getWorkbench().getService(ICommandService.class).getCommand(Ids.CHECK_PAIR_COMMAND),
                Map.of(Ids.CHECK_PAIR_FILE, file.getFullPath().toPortableString(), Ids.CHECK_PAIR_FIRST,
                        "increment")), null);
        deadline = System.currentTimeMillis() + 30_000;
        while (pairDialog.isEmpty() && System.currentTimeMillis() < deadline) {
            UiTestSupport.spin(100);
        }
        assertEquals(List.of("opened"), pairDialog, "the pair dialog opened and had no help control");

        IMenuManager help = ((org.eclipse.ui.internal.WorkbenchWindow) window).getMenuBarManager()
                .findMenuUsingPath("help");
        assertNotNull(help);
        List<String> entries = new ArrayList<>();
        for (IContributionItem item : help.getItems()) {
            if (item.isVisible() && !item.isSeparator() && !item.isGroupMarker()) {
                entries.add(item instanceof MenuManager menu ? menu.getMenuText()
                        : item instanceof org.eclipse.jface.action.ActionContributionItem action
                                ? action.getAction().getText()
                                : item.getId());
            }
        }
        assertEquals(List.of("org.eclipse.ui.actions.showKeyAssistHandler", "&About "), entries,
                "Help Contents, Search and Show Context Help are hidden; Key Assist and About stay");
        file.getProject().delete(true, true, null);
    }

    /** When a dialog titled {@code title} opens: adds "opened", or its help controls if it has any, and closes it. */
    private static void inspectDialogWhenItOpens(String title, List<String> result) {
        Display display = Display.getCurrent();
        long deadline = System.currentTimeMillis() + 30_000;
        Runnable[] poll = new Runnable[1];
        poll[0] = () -> {
            for (Shell shell : display.getShells()) {
                if (!shell.isDisposed() && title.equals(shell.getText()) && shell.isVisible()) {
                    List<String> controls = helpControls(shell);
                    result.addAll(controls.isEmpty() ? List.of("opened") : controls);
                    shell.close();
                    return;
                }
            }
            if (System.currentTimeMillis() < deadline) {
                display.timerExec(50, poll[0]);
            }
        };
        display.timerExec(50, poll[0]);
    }

    /** The help controls of a dialog: JFace's "?" tool item or help link. */
    private static List<String> helpControls(Control control) {
        List<String> found = new ArrayList<>();
        if (control instanceof ToolBar bar) {
            for (ToolItem item : bar.getItems()) {
                if (HELP_TOOLTIP.equals(item.getToolTipText())) {
                    found.add("help tool item");
                }
            }
        }
        if (control instanceof org.eclipse.swt.widgets.Link link && HELP_TOOLTIP.equals(link.getToolTipText())) {
            found.add("help link");
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                found.addAll(helpControls(child));
            }
        }
        return found;
    }
}
