package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.handlers.ToggleAnalyzeOnSaveHandler;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.junit.jupiter.api.Test;

/**
 * Phase 1 of the restart test (the Maven execution {@code restart-phase-1}, on a workspace of its
 * own): a project with "Analyze on Save" gets Braid's markers (its failing assertion suppressed by
 * the project's {@code .braid-suppressions}), and the workbench then closes as usual with the
 * project, its markers and their stored traces left in place.
 * {@link TraceRestartPhase2Test} starts a new workbench on that workspace.
 */
class TraceRestartPhase1Test {
    /** The project both phases use. */
    static final String PROJECT = "restart";
    /** The checked file. */
    static final String FILE = "lost-update.c";
    static final String RACE_READ_WRITE =
            "Data race on counter: read in increment and write in increment (up to 4 threads, 1 pending at a time)";
    /** The markers phase 1 creates and phase 2 finds again, as {@link UiTestSupport#markers}. */
    static final List<String> MARKERS = List.of(
            Ids.RACE_MARKER + "|" + FILE + "|19|" + IMarker.SEVERITY_WARNING + "|" + RACE_READ_WRITE,
            Ids.RACE_MARKER + "|" + FILE + "|20|" + IMarker.SEVERITY_WARNING + "|" + RACE_READ_WRITE,
            Ids.RACE_MARKER + "|" + FILE + "|20|" + IMarker.SEVERITY_WARNING + "|Data race on counter: write in "
                    + "increment and write in increment (up to 4 threads, 1 pending at a time)",
            Ids.SUPPRESSED_MARKER + "|" + FILE + "|32|" + IMarker.SEVERITY_INFO + "|Suppressed (known lost update; "
                    + ".braid-suppressions:1): Assertion fails in main: assert(counter == 2); (up to 4 threads, 1 "
                    + "pending at a time)");
    /** The project's suppression file: it accepts the failing assertion (a suppression survives a restart too). */
    static final String SUPPRESSIONS = "assertion | " + FILE + " | assert(counter == 2); | main | known lost update\n";

    @Test
    void analyzedProjectIsLeftForTheRestart() throws Exception {
        IFile file = UiTestSupport.project(PROJECT, FILE, UiTestSupport.fixture("lost-update-unsafe.c"));
        file.getProject().getFile(org.braid.core.suppression.SuppressionFile.NAME).create(
                new java.io.ByteArrayInputStream(SUPPRESSIONS.getBytes(StandardCharsets.UTF_8)), true, null);
        ToggleAnalyzeOnSaveHandler.setAnalyzeOnSave(file.getProject(), true);
        UiTestSupport.waitForAnalysis();
        assertEquals(MARKERS, UiTestSupport.markers(file.getProject()));

        Properties ids = markerIds(file);
        assertEquals(MARKERS.size(), ids.size(), "one marker per text");
        try (Writer out = Files.newBufferedWriter(record(), StandardCharsets.UTF_8)) {
            ids.store(out, "Braid's markers after phase 1 (TraceRestartPhase1Test): marker text = marker id");
        }
        assertTrue(Files.isRegularFile(record()));
        // Persist the workspace (markers included) now rather than relying on the save at shutdown:
        // phase 2 once found no markers after a restart under load.
        ResourcesPlugin.getWorkspace().save(true, null);
    }

    /** The id of each Braid marker of {@code file}, keyed by its text as {@link UiTestSupport#markers}. */
    static Properties markerIds(IFile file) throws CoreException {
        Properties ids = new Properties();
        for (IMarker marker : file.findMarkers(Ids.PROBLEM_MARKER, true, IResource.DEPTH_ZERO)) {
            ids.setProperty(marker.getType() + "|" + file.getName() + "|"
                    + marker.getAttribute(IMarker.LINE_NUMBER, 0) + "|" + marker.getAttribute(IMarker.SEVERITY, -1)
                    + "|" + marker.getAttribute(IMarker.MESSAGE, ""), Long.toString(marker.getId()));
        }
        return ids;
    }

    /** The file in the workspace folder (outside every project) where phase 1 leaves its markers' ids. */
    static Path record() throws IOException {
        Path workspace = ResourcesPlugin.getWorkspace().getRoot().getLocation().toPath();
        return workspace.resolve("braid-restart-phase1.properties");
    }
}
