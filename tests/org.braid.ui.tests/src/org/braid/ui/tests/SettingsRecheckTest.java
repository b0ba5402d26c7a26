package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import org.braid.core.CheckOption;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.handlers.ToggleAnalyzeOnSaveHandler;
import org.braid.ui.internal.preferences.BraidPreferencePage;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.braid.ui.internal.preferences.BraidPropertyPage;
import org.braid.ui.internal.preferences.SettingsRecheck;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ProjectScope;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.junit.jupiter.api.Test;

/**
 * Applying Braid settings that change findings offers to re-check the projects that analyze on
 * save (as JDT offers a build after a change of compiler settings), and Yes re-checks them; the
 * project property page links to the workspace settings.
 */
class SettingsRecheckTest {
    private static final String ON_SAVE = "Anal&yze on save in every project, new ones too (unless switched off there)";
    private static final String TITLE = "Braid Settings Changed";

    @Test
    void onlyOptionsThatChangeFindingsAffectProjectsThatAnalyzeOnSave() throws Exception {
        IProject braid = UiTestSupport.project("recheck-decision", "a.c", "int main(void) { return 0; }\n")
                .getProject();
        IProject plain = UiTestSupport.project("recheck-plain", "a.c", "int main(void) { return 0; }\n").getProject();
        ToggleAnalyzeOnSaveHandler.setAnalyzeOnSave(braid, true);
        UiTestSupport.waitForAnalysis();
        Map<IProject, List<String>> before = SettingsRecheck.before(List.of(braid, plain));
        assertEquals(List.of(braid), List.copyOf(before.keySet()), "only the project that analyzes on save");

        IEclipsePreferences node = new ProjectScope(braid).getNode(Ids.PLUGIN);
        node.putBoolean(BraidPreferences.PROJECT_SPECIFIC, true);
        node.put(BraidPreferences.RACE_SEVERITY, BraidPreferences.SEVERITY_ERROR);
        assertEquals(List.of(), SettingsRecheck.affected(before), "a severity does not change findings");
        node.put(CheckOption.MAX.key(), "3");
        assertEquals(List.of(braid), SettingsRecheck.affected(before), "MAX does");
        braid.delete(true, true, null);
        plain.delete(true, true, null);
    }

    @Test
    void applyingANewBoundOnThePropertyPageRechecksTheProject() throws Exception {
        IFile file = UiTestSupport.project("recheck", "lost-update.c", UiTestSupport.fixture("lost-update-unsafe.c"));
        IProject project = file.getProject();
        ToggleAnalyzeOnSaveHandler.setAnalyzeOnSave(project, true);
        UiTestSupport.waitForAnalysis();
        List<String> before = UiTestSupport.markers(file);
        assertEquals(4, before.size(), "three races and the assertion: " + before);
        assertTrue(before.stream().allMatch(marker -> marker.endsWith("(up to 4 threads, 1 pending at a time)")),
                before.toString());

        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        PreferenceDialog dialog = PreferencesUtil.createPropertyDialogOn(shell, project, Ids.PROPERTY_PAGE,
                new String[] { Ids.PROPERTY_PAGE }, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        List<String> question = new CopyOnWriteArrayList<>();
        try {
            BraidPropertyPage page = assertInstanceOf(BraidPropertyPage.class, dialog.getSelectedPage());
            Composite fields = (Composite) page.getControl();
            Button specific = UiTestSupport.find(fields, Button.class, "&Enable project-specific settings");
            specific.setSelection(true);
            specific.notifyListeners(SWT.Selection, new Event());
            Text max = field(fields, "KISS bound &MAX (pending threads):");
            max.setText("2");
            max.notifyListeners(SWT.KeyUp, new Event());
            answerYes(question);
            assertTrue(page.performOk());
        } finally {
            dialog.close();
        }
        assertEquals(List.of("Braid settings have changed. Re-check the affected projects now?"), question);
        UiTestSupport.waitForAnalysis();
        assertEquals(before.stream().map(marker -> marker.replace("1 pending at a time", "2 pending at a time")).toList(),
                UiTestSupport.markers(file), "the project was checked again with MAX=2");

        dialog = PreferencesUtil.createPropertyDialogOn(shell, project, Ids.PROPERTY_PAGE,
                new String[] { Ids.PROPERTY_PAGE }, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        List<String> none = UiTestSupport.closeDialogWhenItOpens(TITLE);
        try {
            assertTrue(assertInstanceOf(BraidPropertyPage.class, dialog.getSelectedPage()).performOk(), "OK without a change");
        } finally {
            dialog.close();
        }
        UiTestSupport.spin(300);
        assertEquals(List.of(), none, "no question when nothing changed");
        project.delete(true, true, null);
    }

    @Test
    void thePropertyPageLinksToTheWorkspaceSettings() throws Exception {
        IProject project = UiTestSupport.project("link", "a.c", "int main(void) { return 0; }\n").getProject();
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        PreferenceDialog dialog = PreferencesUtil.createPropertyDialogOn(shell, project, Ids.PROPERTY_PAGE,
                new String[] { Ids.PROPERTY_PAGE }, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            BraidPropertyPage page = assertInstanceOf(BraidPropertyPage.class, dialog.getSelectedPage());
            UiTestSupport.find((Composite) page.getControl(), Link.class, "<a>Configure Workspace Settings...</a>");
            List<String> opened = new CopyOnWriteArrayList<>();
            Display display = Display.getCurrent();
            display.timerExec(300, () -> {
                for (Shell each : display.getShells()) {
                    if (each.getData() instanceof PreferenceDialog preferences && preferences != dialog) {
                        opened.add(preferences.getSelectedPage().getClass().getSimpleName() + " of "
                                + preferences.getTreeViewer().getTree().getItemCount() + " page");
                        if (preferences.getSelectedPage() instanceof BraidPreferencePage braid) {
                            opened.add(UiTestSupport.find((Composite) braid.getControl(), Button.class, ON_SAVE)
                                    .getText());
                        }
                        preferences.close();
                    }
                }
            });
            page.openWorkspaceSettings();
            assertEquals(List.of("BraidPreferencePage of 1 page", ON_SAVE), opened);
        } finally {
            dialog.close();
        }
        project.delete(true, true, null);
    }

    /** Presses Yes in the question when it opens, after recording its message. */
    private static void answerYes(List<String> message) {
        Display display = Display.getCurrent();
        long deadline = System.currentTimeMillis() + 60_000;
        Runnable[] poll = new Runnable[1];
        poll[0] = () -> {
            for (Shell shell : display.getShells()) {
                if (!shell.isDisposed() && TITLE.equals(shell.getText()) && shell.isVisible()) {
                    message.addAll(UiTestSupport.labels(shell));
                    Button yes = UiTestSupport.find(shell, Button.class, "&Yes");
                    yes.notifyListeners(SWT.Selection, new Event());
                    return;
                }
            }
            if (System.currentTimeMillis() < deadline) {
                display.timerExec(50, poll[0]);
            }
        };
        display.timerExec(50, poll[0]);
    }

    /** The text field after the label {@code label}. */
    private static Text field(Composite parent, String label) {
        Control[] children = parent.getChildren();
        for (int i = 0; i + 1 < children.length; i++) {
            if (children[i] instanceof Label each && label.equals(each.getText()) && children[i + 1] instanceof Text t) {
                return t;
            }
        }
        for (Control child : children) {
            if (child instanceof Composite composite) {
                try {
                    return field(composite, label);
                } catch (AssertionError notHere) {
                    // look further
                }
            }
        }
        throw new AssertionError("no text field labelled " + label);
    }
}
