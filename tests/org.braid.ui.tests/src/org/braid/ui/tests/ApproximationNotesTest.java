package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.junit.jupiter.api.Test;

/**
 * Nothing Braid approximates is silent: a function with neither body nor model gets an info
 * marker at the call, inline assembly in a function no check runs gets an info marker saying
 * which checks it makes unknown, and main's race is still found.
 */
class ApproximationNotesTest {

    @Test
    void approximationsAreInfoMarkersAndAnUnreachedUnsupportedConstructDoesNotHideTheRace() throws Exception {
        IFile file = UiTestSupport.project("approximation-notes", "approximations.c",
                UiTestSupport.fixture("notes/approximations-unsafe.c"));
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        String race = "Data race on counter: write in worker and write in main (up to 4 threads, 1 pending at a time)";
        assertEquals(List.of(
                Ids.UNSUPPORTED_MARKER + "|approximations.c|10|" + IMarker.SEVERITY_INFO
                        + "|Braid: inline assembly is not supported; checks that may run this function are unknown",
                Ids.RACE_MARKER + "|approximations.c|16|" + IMarker.SEVERITY_WARNING + "|" + race,
                Ids.UNSUPPORTED_MARKER + "|approximations.c|23|" + IMarker.SEVERITY_INFO
                        + "|Braid: call to log_event with no body or model: result assumed nondeterministic",
                Ids.RACE_MARKER + "|approximations.c|25|" + IMarker.SEVERITY_WARNING + "|" + race),
                UiTestSupport.markers(file.getProject()));
        file.getProject().delete(true, true, null);
    }

    /**
     * Deepening raised the unwinding bound from 2 to its ceiling, 8, and the loop was still cut
     * there; so no execution within the bounds reaches the assertion after it, which gets its own
     * info marker.
     */
    @Test
    void aLoopTheUnwindingBoundCutAndTheAssertionBehindItGetInfoMarkers() throws Exception {
        IFile file = UiTestSupport.project("cut-notes", "spin.c", UiTestSupport.fixture("notes/spin-cut.c"));
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        assertEquals(List.of(Ids.UNSUPPORTED_MARKER + "|spin.c|8|" + IMarker.SEVERITY_INFO
                + "|Braid explored at most 8 iterations of this loop (main); raise the unwinding bound in the Braid "
                + "preferences to check more",
                Ids.UNSUPPORTED_MARKER + "|spin.c|11|" + IMarker.SEVERITY_INFO
                + "|Braid: no execution within the bounds reaches this assertion in main (main), so it was not "
                + "checked; look for what blocks the way here (a lock taken twice, a wait that never ends, a loop "
                + "cut by the unwinding bound)"), UiTestSupport.markers(file.getProject()));
        file.getProject().delete(true, true, null);
    }
}
