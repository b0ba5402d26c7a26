package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.analysis.FrontEndRegistry;
import org.eclipse.core.resources.IFile;
import org.junit.jupiter.api.Test;

/**
 * A Java file goes through the same seam as C: the IDE finds the Java front end through the
 * {@code org.braid.ui.frontEnds} extension point and analyzes the file's main like a C file's.
 */
class JavaAnalysisTest {

    private static final String BOUNDS = " (up to 4 threads, 1 pending at a time)";
    /** The markers of {@code LostUpdate.java}: the two races on the counter and the lost update. */
    static final List<String> JAVA_MARKERS = List.of(
            Ids.RACE_MARKER + "|LostUpdate.java|7|1|Data race on Counter.count: read in Counter.increment() and write "
                    + "in Counter.increment()" + BOUNDS,
            Ids.RACE_MARKER + "|LostUpdate.java|7|1|Data race on Counter.count: write in Counter.increment() and "
                    + "write in Counter.increment()" + BOUNDS,
            Ids.ASSERTION_MARKER + "|LostUpdate.java|33|2|Assertion fails in LostUpdate.main(String[]): assert "
                    + "counter.count == 2: an update was lost" + BOUNDS);

    @Test
    void aJavaFilesRaceAndLostUpdateAreMarked() throws Exception {
        IFile file = UiTestSupport.project("java-lost-update", "LostUpdate.java",
                UiTestSupport.fixture("LostUpdate.java"));
        assertTrue(FrontEndRegistry.isSource(file), "the Java front end reads .java files");
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        UiTestSupport.waitForAnalysis();
        assertEquals(JAVA_MARKERS, UiTestSupport.markers(file));
        file.getProject().delete(true, true, null);
    }

    @Test
    void anUncaughtExceptionIsMarkedInPlainWordsWhereItIsThrown() throws Exception {
        IFile file = UiTestSupport.project("java-uncaught", "NpeInSynchronized.java",
                UiTestSupport.fixture("NpeInSynchronized.java"));
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        UiTestSupport.waitForAnalysis();
        // With every property the exception ends each execution, so what main does after join is
        // never reached: the reachability notes (unsupported markers) on lines 16, 21 and 23 say so.
        assertEquals(List.of(Ids.ASSERTION_MARKER + "|NpeInSynchronized.java|10|2|Uncaught NullPointerException: name "
                + "in thread \"Thread-0\", in NpeInSynchronized$lambda$1.run()" + BOUNDS), UiTestSupport.markers(file).stream()
                        .filter(marker -> !marker.startsWith(Ids.UNSUPPORTED_MARKER + "|")).toList());
        assertEquals(List.of(16, 21, 21, 23), UiTestSupport.markers(file).stream()
                .filter(marker -> marker.startsWith(Ids.UNSUPPORTED_MARKER + "|"))
                .map(marker -> Integer.parseInt(marker.split("\\|")[2])).toList());
        file.getProject().delete(true, true, null);
    }
}
