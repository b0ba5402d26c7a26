package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.braid.c.ui.internal.preferences.CPreferences;
import org.braid.core.Cancellation;
import org.braid.core.CheckOptions;
import org.braid.core.CheckProgress;
import org.braid.core.Verdict;
import org.braid.core.frontend.Analysis;
import org.braid.core.frontend.FrontEndException;
import org.braid.core.frontend.FrontEndOption;
import org.braid.core.frontend.FrontEndSettings;
import org.braid.core.frontend.Lowering;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.FrontEndRegistry;
import org.braid.ui.internal.preferences.BraidPreferencePage;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.braid.ui.internal.preferences.LanguageSections;
import org.braid.ui.internal.settings.BuildSettings;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ProjectScope;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.junit.jupiter.api.Test;

/**
 * C's settings (data model, include directories, macros) are C's section of Braid's preferences,
 * contributed by {@code org.braid.c.ui} through {@code org.braid.ui.languagePreferences}; they are
 * still read from the keys Braid always stored them under, in the workspace and in a project's
 * {@code .settings/org.braid.ui.prefs}, and they apply to C files only.
 */
class LanguagePreferencesTest {
    private static final String C_LABELS = "[&C data model:, &Include directories (-I, separated by ;):, "
            + "Macro &definitions (-D, separated by ;):]";

    @Test
    void theCSectionIsContributedByTheCUiBundle() throws Exception {
        assertEquals(List.of("c org.braid.c.ui " + CPreferences.class.getName()), LanguageSections.all().stream()
                .map(section -> section.frontEnd() + " " + section.contributor() + " "
                        + section.preferences().getClass().getName()).toList());
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        PreferenceDialog dialog = PreferencesUtil.createPreferenceDialogOn(shell, Ids.PREFERENCE_PAGE,
                new String[] { Ids.PREFERENCE_PAGE }, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            BraidPreferencePage page = assertInstanceOf(BraidPreferencePage.class, dialog.getSelectedPage());
            List<Group> groups = new ArrayList<>();
            groups(page.getControl(), groups);
            assertEquals(List.of("C from org.braid.c.ui: " + C_LABELS), groups.stream()
                    .map(group -> group.getText() + " from " + group.getData("org.braid.ui.languageSection") + ": "
                            + labels(group)).toList(), "one section, C's, with C's fields");
            List<String> outside = new ArrayList<>();
            labelsOutsideGroups(page.getControl(), outside);
            assertTrue(outside.stream().noneMatch(label -> label.contains("data model") || label.contains("Include")
                    || label.contains("Macro")), "no C field outside C's section: " + outside);
            assertTrue(page.preferenceNames().containsAll(List.of(CPreferences.DATA_MODEL, "includes", "macros")),
                    page.preferenceNames().toString());
        } finally {
            dialog.close();
        }
    }

    @Test
    void workspaceValuesStoredUnderTheOldKeysAreStillRead() throws Exception {
        IFile file = UiTestSupport.project("old-workspace-keys", "a.c", "int main(void) { return 0; }\n");
        IEclipsePreferences workspace = InstanceScope.INSTANCE.getNode(Ids.PLUGIN);
        workspace.put("includes", "include;/opt/vendor");
        workspace.put("macros", "LOCKED;LEVEL=2");
        workspace.put("dataModel", "ILP32");
        try {
            String base = file.getProject().getLocation().toPath().toString();
            assertEquals(FrontEndSettings.NONE
                    .withAll(FrontEndOption.INCLUDE, List.of(base + "/include", "/opt/vendor"))
                    .withAll(FrontEndOption.DEFINE, List.of("LOCKED=1", "LEVEL=2"))
                    .with(CPreferences.DATA_MODEL, "ILP32"), BuildSettings.frontEndSettings(file));
        } finally {
            workspace.remove("includes");
            workspace.remove("macros");
            workspace.remove("dataModel");
            file.getProject().delete(true, true, null);
        }
    }

    @Test
    void aProjectsSettingsFileFromBeforeTheMoveIsStillRead() throws Exception {
        IFile file = UiTestSupport.project("old-project-keys", "a.c", "int main(void) { return 0; }\n");
        IProject project = file.getProject();
        String prefs = "eclipse.preferences.version=1\nprojectSpecific=true\nincludes=inc\nmacros=TRACE;DEPTH\\=3\n"
                + "dataModel=ILP32\n";
        java.nio.file.Path settings = project.getLocation().toPath().resolve(".settings");
        java.nio.file.Files.createDirectories(settings);
        java.nio.file.Files.writeString(settings.resolve("org.braid.ui.prefs"), prefs, StandardCharsets.ISO_8859_1);
        project.refreshLocal(IResource.DEPTH_INFINITE, null);

        assertEquals(List.of(project.getLocation().toPath().resolve("inc")), CPreferences.includes(project));
        assertEquals(FrontEndSettings.NONE
                .with(FrontEndOption.INCLUDE, project.getLocation().toPath().resolve("inc").toString())
                .withAll(FrontEndOption.DEFINE, List.of("TRACE=1", "DEPTH=3"))
                .with(CPreferences.DATA_MODEL, "ILP32"), BuildSettings.frontEndSettings(file));
        project.delete(true, true, null);
    }

    @Test
    void theDataModelPreferenceReachesTheCFrontEndAndItsDefaultIsTheFrontEndsDefault() throws Exception {
        IFile file = UiTestSupport.project("data-model-reaches-c", "widths.c",
                "#include <assert.h>\nint main(void) { assert(sizeof(long) == 4 && sizeof(void *) == 4); return 0; }\n");
        IProject project = file.getProject();
        IEclipsePreferences node = new ProjectScope(project).getNode(Ids.PLUGIN);
        try {
            assertEquals("LP64", BraidPreferences.value(project, CPreferences.DATA_MODEL), "the C front end's default");
            assertEquals(Verdict.VIOLATION, check(file), "LP64: long and pointers have 8 bytes");
            node.putBoolean(BraidPreferences.PROJECT_SPECIFIC, true);
            node.put(CPreferences.DATA_MODEL, "ILP32");
            assertEquals(Verdict.PROVED, check(file), "ILP32: long and pointers have 4 bytes");
            node.put(CPreferences.DATA_MODEL, "LLP64");
            java.nio.file.Path path = file.getLocation().toPath();
            FrontEndException invalid = assertThrows(FrontEndException.class, () -> Analysis.lower(
                    FrontEndRegistry.frontEnds(), List.of(path), FrontEndRegistry.settingsFor(path,
                            BuildSettings.frontEndSettings(file))));
            assertEquals("dataModel: unknown value 'LLP64' (expected ILP32 or LP64)", invalid.detail());
        } finally {
            project.delete(true, true, null);
        }
    }

    /** The verdict of {@code file}'s main with the default check options, lowered as the IDE lowers it. */
    private static Verdict check(IFile file) throws Exception {
        java.nio.file.Path path = file.getLocation().toPath();
        Lowering lowered = Analysis.lower(FrontEndRegistry.frontEnds(), List.of(path),
                FrontEndRegistry.settingsFor(path, BuildSettings.frontEndSettings(file)));
        return Analysis.check(lowered, new HarnessSpec.Main(), CheckOptions.defaults(), Cancellation.none(),
                CheckProgress.NONE).verdict();
    }

    @Test
    void cSettingsDoNotApplyToJavaFiles() throws Exception {
        IFile file = UiTestSupport.project("c-keys-java", "Counter.java", UiTestSupport.fixture("Counter.java"));
        IEclipsePreferences workspace = InstanceScope.INSTANCE.getNode(Ids.PLUGIN);
        workspace.put("includes", "include");
        workspace.put("macros", "LOCKED");
        try {
            assertEquals(FrontEndSettings.NONE, BuildSettings.frontEndSettings(file),
                    "a plain project's Java file: nothing from C's section, no class path");
        } finally {
            workspace.remove("includes");
            workspace.remove("macros");
            file.getProject().delete(true, true, null);
        }
    }

    private static void groups(Control control, List<Group> found) {
        if (control instanceof Group group && group.getData("org.braid.ui.languageSection") != null) {
            found.add(group);
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                groups(child, found);
            }
        }
    }

    private static List<String> labels(Composite parent) {
        List<String> labels = new ArrayList<>();
        for (Control child : parent.getChildren()) {
            if (child instanceof Label label) {
                labels.add(label.getText());
            }
        }
        return labels;
    }

    private static void labelsOutsideGroups(Control control, List<String> found) {
        if (control instanceof Label label) {
            found.add(label.getText());
        }
        if (control instanceof Composite composite
                && !(control instanceof Group group && group.getData("org.braid.ui.languageSection") != null)) {
            for (Control child : composite.getChildren()) {
                labelsOutsideGroups(child, found);
            }
        }
    }
}
