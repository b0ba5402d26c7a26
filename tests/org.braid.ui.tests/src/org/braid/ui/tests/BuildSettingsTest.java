package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.braid.c.ui.internal.preferences.CPreferences;
import org.braid.c.ui.internal.settings.CdtBuildSettings;
import org.braid.c.ui.internal.settings.ScannerSettings;
import org.braid.core.frontend.FrontEndOption;
import org.braid.core.frontend.FrontEndSettings;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.analysis.ResultCache;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.braid.ui.internal.settings.BuildSettings;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.preference.IPersistentPreferenceStore;
import org.eclipse.jface.preference.IPreferenceStore;
import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;

/**
 * Where the front end's include directories and macros come from in the IDE: CDT's build
 * settings first, then the project's preferences (which win); without CDT, as in this test
 * workbench, the preferences alone. The path through a real CDT is not exercised here: CDT is not
 * in the target platform.
 */
class BuildSettingsTest {
    private static final String FIXTURE = "header-lost-update-unsafe/";
    private static final String RACE = "Data race on counter: read in increment and write in increment "
            + "(up to 4 threads, 1 pending at a time)";

    @Test
    void theParserJarIsNotTakenForCdt() throws Exception {
        assertNull(Platform.getBundle(CdtBuildSettings.BUNDLE), "CDT is not installed in the test workbench");
        assertFalse(CdtBuildSettings.isInstalled());
        Bundle parser = Platform.getBundle("wrapped.io.joern.eclipse-cdt-core");
        assertEquals("org.eclipse.cdt.core.CCorePlugin", parser.loadClass("org.eclipse.cdt.core.CCorePlugin")
                .getName(), "the parser jar has a CCorePlugin (a stub), which must not count as CDT");
    }

    @Test
    void cdtSettingsComeFirstAndThePreferencesWin() throws Exception {
        IProject project = projectWithHeader("settings-merge");
        setIncludesAndMacros(project, "include; extra", "LEVEL=2;LOCKED");
        Path location = project.getLocation().toPath();
        ScannerSettings fromCdt = CdtBuildSettings.scannerSettings(new String[0], new String[] { "/opt/cdt/include", "include" },
                Map.of("LEVEL", "1", "TRACE", ""), location);

        ScannerSettings merged = fromCdt.then(CPreferences.preferences(project));
        assertEquals(List.of(Path.of("/opt/cdt/include"), location.resolve("include"), location.resolve("extra")),
                merged.includeDirs());
        assertEquals(List.of("TRACE=", "LEVEL=2", "LOCKED=1"), ScannerSettingsTest.entries(merged.macros()));
        assertEquals(merged.applyTo(FrontEndSettings.NONE),
                new CPreferences().applyTo(fromCdt.applyTo(FrontEndSettings.NONE), project.getFile("lost-update.c"))
                        .replacing(CPreferences.DATA_MODEL, List.of()),
                "what the C UI bundle's provider gives, followed by the preferences, as the front end's options");
        project.delete(true, true, null);
    }

    @Test
    void withoutCdtThePreferencesAloneApply() throws Exception {
        IProject project = projectWithHeader("settings-alone");
        IFile file = project.getFile("lost-update.c");
        setIncludesAndMacros(project, "include", "LOCKED");

        assertEquals(Optional.empty(), CdtBuildSettings.of(file));
        assertEquals(FrontEndSettings.NONE
                .with(FrontEndOption.INCLUDE, project.getLocation().toPath().resolve("include").toString())
                .with(FrontEndOption.DEFINE, "LOCKED=1").with(CPreferences.DATA_MODEL, "LP64"),
                BuildSettings.frontEndSettings(file));
        project.delete(true, true, null);
    }

    @Test
    void anIncludeDirectoryOfThePreferencesFindsTheHeaderAndAChangeReChecks() throws Exception {
        IProject project = projectWithHeader("settings-header");
        IFile file = project.getFile("lost-update.c");
        AnalysisJob.schedule(project, Set.of(file)).join();
        List<String> without = UiTestSupport.markers(project);
        assertEquals(1, without.size(), without.toString());
        assertTrue(without.get(0).startsWith(Ids.UNSUPPORTED_MARKER + "|lost-update.c|9|" + IMarker.SEVERITY_INFO
                + "|Braid cannot read this file: ") && without.get(0).contains("counter.h"), without.get(0));

        setIncludesAndMacros(project, "include", "");
        AnalysisJob.schedule(project, Set.of(file)).join();
        List<String> found = List.of(
                Ids.RACE_MARKER + "|lost-update.c|15|" + IMarker.SEVERITY_WARNING + "|" + RACE,
                Ids.RACE_MARKER + "|lost-update.c|16|" + IMarker.SEVERITY_WARNING + "|" + RACE,
                Ids.RACE_MARKER + "|lost-update.c|16|" + IMarker.SEVERITY_WARNING + "|Data race on counter: "
                        + "write in increment and write in increment (up to 4 threads, 1 pending at a time)",
                Ids.ASSERTION_MARKER + "|lost-update.c|28|" + IMarker.SEVERITY_ERROR
                        + "|Assertion fails in main: assert(counter == 2 * STEP); (up to 4 threads, 1 pending at a time)");
        assertEquals(found, UiTestSupport.markers(project));

        long checks = ResultCache.instance().misses();
        AnalysisJob.schedule(project, Set.of(file)).join();
        assertEquals(checks, ResultCache.instance().misses(), "the same settings take main's result from the cache");
        project.getFolder("vendor").create(true, true, null);
        setIncludesAndMacros(project, "include;vendor", "");
        AnalysisJob.schedule(project, Set.of(file)).join();
        assertEquals(checks + 1, ResultCache.instance().misses(),
                "another include directory checks main again, although its code is the same");
        assertEquals(found, UiTestSupport.markers(project));
        project.delete(true, true, null);
    }

    /** A project with {@code lost-update.c} and {@code include/counter.h} from the fixture. */
    private static IProject projectWithHeader(String name) throws Exception {
        String source = UiTestSupport.fixture(FIXTURE + "lost-update.c");
        IProject project = UiTestSupport.project(name, "lost-update.c", source).getProject();
        IFolder include = project.getFolder("include");
        include.create(true, true, null);
        byte[] header = UiTestSupport.fixture(FIXTURE + "include/counter.h").getBytes(StandardCharsets.UTF_8);
        include.getFile("counter.h").create(new ByteArrayInputStream(header), true, null);
        return project;
    }

    /** Sets the project's own include directories and macros as its property page does. */
    private static void setIncludesAndMacros(IProject project, String includes, String macros) throws Exception {
        IPreferenceStore store = BraidPreferences.projectStore(project);
        store.setValue(BraidPreferences.PROJECT_SPECIFIC, true);
        store.setValue(CPreferences.INCLUDES, includes);
        store.setValue(CPreferences.MACROS, macros);
        ((IPersistentPreferenceStore) store).save();
    }
}
