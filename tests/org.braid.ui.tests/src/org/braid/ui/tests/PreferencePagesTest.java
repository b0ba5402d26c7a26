package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.braid.core.CheckOption;
import org.braid.core.CheckOptions;
import org.braid.core.Strategy;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.preferences.BraidPreferencePage;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.braid.ui.internal.preferences.BraidPropertyPage;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ProjectScope;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.jface.preference.PreferencePage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.junit.jupiter.api.Test;

/**
 * The project property page: its settings replace the workspace's for that project's analysis
 * only; the fields are disabled until "Enable project-specific settings" is on; values out of an
 * option's range are rejected with a message that names the field, and the dialog cannot be
 * closed with them.
 */
class PreferencePagesTest {
    private static final String UNWIND = "Loop and recursion &unwinding:";
    private static final String UNWIND_ERROR = "Loop and recursion unwinding must be a whole number from 1 to 1024";

    @Test
    void projectSettingsApplyToTheProjectsAnalysis() throws Exception {
        IFile file = UiTestSupport.project("properties", "lost-update.c", UiTestSupport.fixture("lost-update-unsafe.c"));
        IProject project = file.getProject();
        PreferenceDialog dialog = propertiesOf(project);
        try {
            BraidPropertyPage page = assertInstanceOf(BraidPropertyPage.class, dialog.getSelectedPage());
            Composite fields = (Composite) page.getControl();
            assertFalse(field(fields, UNWIND).isEnabled(), "disabled until project-specific settings are on");
            click(button(fields, "&Enable project-specific settings"));
            assertTrue(field(fields, UNWIND).isEnabled());
            click(button(fields, "&Rounds: K round-robin rounds over all threads"));
            type(field(fields, "Number of rounds &K:"), "4");
            type(field(fields, UNWIND), "3");
            assertTrue(page.isValid());
            assertTrue(page.performOk());
        } finally {
            dialog.close();
        }
        CheckOptions own = BraidPreferences.checkOptions(project);
        assertEquals(Strategy.ROUNDS, own.strategy());
        assertEquals(4, own.rounds());
        assertEquals(3, own.unwind());
        assertEquals(UiTestSupport.testWorkbenchDefaults(), BraidPreferences.checkOptions(), "the workspace keeps its settings");

        AnalysisJob.schedule(project, Set.of(file)).join();
        assertEquals(List.of(
                Ids.RACE_MARKER + "|lost-update.c|19|1|Data race on counter: read in increment and write in "
                        + "increment (up to 4 threads, 4 round-robin rounds)",
                Ids.RACE_MARKER + "|lost-update.c|20|1|Data race on counter: read in increment and write in "
                        + "increment (up to 4 threads, 4 round-robin rounds)",
                Ids.RACE_MARKER + "|lost-update.c|20|1|Data race on counter: write in increment and write in "
                        + "increment (up to 4 threads, 4 round-robin rounds)",
                Ids.ASSERTION_MARKER + "|lost-update.c|32|2|Assertion fails in main: assert(counter == 2); "
                        + "(up to 4 threads, 4 round-robin rounds)"), UiTestSupport.markers(file), "the project's strategy and K");
        project.delete(true, true, null);
    }

    @Test
    void aProjectValueEqualToTheDefaultIsNotTheWorkspaceValue() throws Exception {
        IProject project = UiTestSupport.project("defaults", "a.c", "int main(void) { return 0; }\n").getProject();
        int defaultRounds = Integer.parseInt(CheckOption.ROUNDS.defaultValue());
        BraidPreferences.store().setValue(CheckOption.ROUNDS.key(), Integer.toString(defaultRounds + 2));
        try {
            new ProjectScope(project).getNode(Ids.PLUGIN).putBoolean(BraidPreferences.PROJECT_SPECIFIC, true);
            assertEquals(defaultRounds + 2, BraidPreferences.checkOptions().rounds());
            assertEquals(defaultRounds, BraidPreferences.checkOptions(project).rounds(),
                    "a preference store keeps no value equal to the default, so the project's own K is the default,"
                            + " not the workspace's");
        } finally {
            BraidPreferences.store().setToDefault(CheckOption.ROUNDS.key());
            project.delete(true, true, null);
        }
    }

    @Test
    void thePreferencePageEditsEveryCheckOption() throws Exception {
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        PreferenceDialog dialog = PreferencesUtil.createPreferenceDialogOn(shell, Ids.PREFERENCE_PAGE,
                new String[] { Ids.PREFERENCE_PAGE }, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            List<String> names = assertInstanceOf(BraidPreferencePage.class, dialog.getSelectedPage())
                    .preferenceNames();
            for (CheckOption option : CheckOption.values()) {
                assertTrue(names.contains(option.key()), option.key() + " has a field; fields: " + names);
            }
            List<String> withoutTip = new java.util.ArrayList<>();
            inputs(((org.eclipse.jface.dialogs.IDialogPage) dialog.getSelectedPage()).getControl(), withoutTip);
            assertEquals(List.of(), withoutTip, "every field has a tooltip");
        } finally {
            dialog.close();
        }
    }

    @Test
    void thePropertyPageHasATooltipOnEveryInput() throws Exception {
        IProject project = UiTestSupport.project("property-tips", "a.c", "int main(void) { return 0; }\n").getProject();
        PreferenceDialog dialog = propertiesOf(project);
        try {
            List<String> withoutTip = new java.util.ArrayList<>();
            inputs(((org.eclipse.jface.dialogs.IDialogPage) dialog.getSelectedPage()).getControl(), withoutTip);
            assertEquals(List.of(), withoutTip, "every field of Project > Properties > Braid has a tooltip");
        } finally {
            dialog.close();
            project.delete(true, true, null);
        }
    }

    @Test
    void outOfRangeValuesAreRejected() throws Exception {
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        PreferenceDialog dialog = PreferencesUtil.createPreferenceDialogOn(shell, Ids.PREFERENCE_PAGE,
                new String[] { Ids.PREFERENCE_PAGE }, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            BraidPreferencePage page = assertInstanceOf(BraidPreferencePage.class, dialog.getSelectedPage());
            Composite fields = (Composite) page.getControl();
            Button ok = button(dialog.getShell(), "Apply and Close");
            for (String bad : List.of("0", "1025", "two")) {
                type(field(fields, UNWIND), bad);
                assertFalse(page.isValid(), bad);
                assertEquals(UNWIND_ERROR, page.getErrorMessage(), bad);
                assertFalse(ok.isEnabled(), "the dialog cannot be closed with unwinding " + bad);
            }
            type(field(fields, UNWIND), "1024");
            assertTrue(page.isValid());
            assertNull(page.getErrorMessage());
            assertTrue(ok.isEnabled());
        } finally {
            dialog.close();
        }
        assertEquals(CheckOptions.defaults().unwind(), BraidPreferences.checkOptions().unwind(),
                "closing without OK changes nothing");
    }

    /** Replaces the text of {@code field} as typing would (field editors validate on key release). */
    /**
     * The input controls under {@code control} (text fields, combos, check boxes and radio
     * buttons; not the page's push buttons) that have no tooltip.
     */
    private static void inputs(org.eclipse.swt.widgets.Control control, List<String> withoutTip) {
        boolean input = control instanceof Text || control instanceof org.eclipse.swt.widgets.Combo
                || control instanceof Button button && (button.getStyle() & org.eclipse.swt.SWT.PUSH) == 0;
        if (input && (control.getToolTipText() == null || control.getToolTipText().isBlank())) {
            withoutTip.add(control.getClass().getSimpleName() + " " + (control instanceof Button button
                    ? button.getText() : control instanceof Text text ? text.getText() : ""));
        }
        if (control instanceof org.eclipse.swt.widgets.Composite composite) {
            for (org.eclipse.swt.widgets.Control child : composite.getChildren()) {
                inputs(child, withoutTip);
            }
        }
    }

    private static void type(Text field, String text) {
        field.setText(text);
        field.notifyListeners(SWT.KeyUp, new Event());
    }

    private static PreferenceDialog propertiesOf(IProject project) {
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        PreferenceDialog dialog = PreferencesUtil.createPropertyDialogOn(shell, project, Ids.PROPERTY_PAGE,
                new String[] { Ids.PROPERTY_PAGE }, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        assertInstanceOf(PreferencePage.class, dialog.getSelectedPage(), () -> "pages: "
                + dialog.getPreferenceManager().getElements(org.eclipse.jface.preference.PreferenceManager.PRE_ORDER)
                        .stream().map(node -> node.getId()).toList());
        return dialog;
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

    private static Button button(Composite parent, String text) {
        for (Control child : parent.getChildren()) {
            if (child instanceof Button b && text.equals(b.getText())) {
                return b;
            }
            if (child instanceof Composite composite) {
                try {
                    return button(composite, text);
                } catch (AssertionError notHere) {
                    // look further
                }
            }
        }
        throw new AssertionError("no button " + text);
    }

    private static void click(Button button) {
        button.setSelection(!button.getSelection() || (button.getStyle() & SWT.RADIO) != 0);
        if ((button.getStyle() & SWT.RADIO) != 0) {
            for (Control sibling : button.getParent().getChildren()) {
                if (sibling != button && sibling instanceof Button other && (other.getStyle() & SWT.RADIO) != 0) {
                    other.setSelection(false);
                }
            }
        }
        button.notifyListeners(SWT.Selection, new Event());
    }
}
