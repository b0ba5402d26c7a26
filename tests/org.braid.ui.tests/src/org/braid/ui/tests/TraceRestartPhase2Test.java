package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Properties;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.builder.BraidNature;
import org.braid.ui.internal.analysis.ResultCache;
import org.braid.ui.internal.markers.StoredFinding;
import org.braid.ui.internal.markers.TraceStore;
import org.braid.ui.internal.views.InterleavingView;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.IShowInTarget;
import org.eclipse.ui.part.ShowInContext;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Phase 2 of the restart test (the Maven execution {@code restart-phase-2}): a new workbench on
 * the workspace {@link TraceRestartPhase1Test} left finds the same markers (the suppressed
 * assertion too, with its trace), without checking anything again, and a race marker's trace loads from the {@link TraceStore} and shows in the
 * Interleaving view. Outside that execution (system property {@value #PHASE_2} unset) it is
 * skipped with a message; in it, a missing phase 1 fails the test.
 */
class TraceRestartPhase2Test {
    static final String PHASE_2 = "braid.restart.phase2";

    @Test
    void markersAndTheirTracesSurviveARestart() throws Exception {
        Assumptions.assumeTrue(Boolean.getBoolean(PHASE_2), "runs only in the Maven execution restart-phase-2, "
                + "on the workspace that restart-phase-1 left (run the whole test bundle without -Dtest)");
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(TraceRestartPhase1Test.PROJECT);
        assertTrue(project.isOpen() && Files.isRegularFile(TraceRestartPhase1Test.record()), "phase 1 "
                + "(TraceRestartPhase1Test, execution restart-phase-1) left no project '" + project.getName()
                + "' and no " + TraceRestartPhase1Test.record() + " in the workspace "
                + ResourcesPlugin.getWorkspace().getRoot().getLocation() + "; both executions must use the same "
                + "osgiDataDirectory, and phase 2 must not delete it");
        IFile file = project.getFile(TraceRestartPhase1Test.FILE);
        UiTestSupport.waitForAnalysis();

        assertEquals(TraceRestartPhase1Test.MARKERS, UiTestSupport.markers(project), () -> "after the restart: "
                + "nature " + BraidNature.isEnabled(project) + ", file exists " + file.exists() + ", marker ids of "
                + "phase 1 " + readRecord() + "; see " + ResourcesPlugin.getWorkspace().getRoot().getLocation()
                + "/.metadata/.log");
        Properties before = new Properties();
        try (Reader in = Files.newBufferedReader(TraceRestartPhase1Test.record(), StandardCharsets.UTF_8)) {
            before.load(in);
        }
        assertEquals(before, TraceRestartPhase1Test.markerIds(file), "the very markers of phase 1, by id");
        assertEquals(0, ResultCache.instance().misses() + ResultCache.instance().hits(),
                "nothing was checked since the start: the markers come from the saved workspace");

        IMarker suppressed = marker(file, Ids.SUPPRESSED_MARKER, 32);
        assertTrue(TraceStore.instance().isStored(suppressed.getAttribute(Ids.ATTR_FINDING_ID, "")),
                "the suppressed assertion keeps its trace across the restart");

        IMarker race = marker(file, Ids.RACE_MARKER, 19);
        String id = race.getAttribute(Ids.ATTR_FINDING_ID, "");
        assertTrue(TraceStore.instance().isStored(id), "the trace " + id + " is in the plug-in's state folder");
        StoredFinding finding = TraceStore.instance().get(id).orElseThrow();
        assertEquals(TraceRestartPhase1Test.RACE_READ_WRITE, finding.message());

        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        InterleavingView view = (InterleavingView) page.showView(Ids.INTERLEAVING_VIEW);
        assertTrue(assertInstanceOf(IShowInTarget.class, view).show(new ShowInContext(null,
                new StructuredSelection(race))), "Show In > Braid Interleaving takes the marker");
        assertAll(() -> assertEquals(List.of("T1 read line 19 in increment", "T2 write line 20 in increment"),
                finding.highlights().stream().map(TraceRestartPhase2Test::access).toList(), "the racing steps"),
                () -> assertEquals(List.of("T0 28", "T0 29", "T2 19"), finding.steps().stream()
                .filter(step -> step.file().endsWith(TraceRestartPhase1Test.FILE))
                .map(step -> "T" + step.thread() + " " + step.line()).toList(),
                "the trace's steps in the file: main starts both threads, T2 reads the counter"),
                () -> assertEquals(TraceRestartPhase1Test.RACE_READ_WRITE, view.finding().message()),
                () -> assertEquals(List.of("T0 main", "T1 increment", "T2 increment"), view.laneTitles()),
                () -> assertEquals(List.of("T0 28 pthread_create(&first, NULL, increment, NULL);",
                        "T0 29 pthread_create(&second, NULL, increment, NULL);",
                        "T2 19 int seen = counter;",
                        "race T1 read 19, T2 write 20"), view.rowSummaries()),
                () -> assertEquals(3, view.currentRow(), "the race is selected"),
                () -> assertEquals("Step 4 of 4: data race. The next steps of both threads access the same "
                        + "location: T1 reads at line 19, T2 writes at line 20.", view.valuesHeading()));
    }

    private static String access(StoredFinding.Location location) {
        return "T" + location.thread() + " " + location.access() + " line " + location.line() + " in "
                + location.function();
    }

    private static IMarker marker(IFile file, String type, int line) throws Exception {
        for (IMarker marker : file.findMarkers(type, false, IResource.DEPTH_ZERO)) {
            if (marker.getAttribute(IMarker.LINE_NUMBER, 0) == line) {
                return marker;
            }
        }
        throw new AssertionError("no " + type + " on line " + line + " of " + file);
    }

    private static String readRecord() {
        try {
            return Files.readString(TraceRestartPhase1Test.record(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "unreadable: " + e;
        }
    }
}
