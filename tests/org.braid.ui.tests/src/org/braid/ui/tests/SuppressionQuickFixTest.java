package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.braid.core.suppression.SuppressionFile;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.suppress.SuppressResolutions;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Suppressing findings from the quick fixes of their markers, through the workbench's marker
 * help registry (what Ctrl+1 and the Problems view's Quick Fix offer): a comment for the benign
 * race on {@code hits}, a {@code .braid-suppressions} entry for the failing assertion; each
 * finding is then listed as a suppressed info marker that still shows its interleaving.
 */
class SuppressionQuickFixTest {
    private static final String BOUNDS = " (up to 4 threads, 1 pending at a time)";
    private static final String HITS_RW = "Data race on hits: read in worker and write in worker" + BOUNDS;
    private static final String HITS_WW = "Data race on hits: write in worker and write in worker" + BOUNDS;
    private static final String TOTAL_RW = "Data race on total: read in worker and write in worker" + BOUNDS;
    private static final String TOTAL_WW = "Data race on total: write in worker and write in worker" + BOUNDS;
    private static final String ASSERTION = "Assertion fails in main: assert(total == 2);" + BOUNDS;

    @AfterEach
    void restorePrompt() {
        SuppressResolutions.usePrompt(null);
    }

    @Test
    void theQuickFixesSuppressARaceByCommentAndAnAssertionByTheProjectFile() throws Exception {
        IFile file = UiTestSupport.project("suppress-quick-fix", "stats.c",
                UiTestSupport.fixture("suppress/stats-unsafe.c"));
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        String race = Ids.RACE_MARKER + "|stats.c|";
        String warning = "|" + IMarker.SEVERITY_WARNING + "|";
        assertEquals(List.of(race + 11 + warning + HITS_RW, race + 11 + warning + HITS_WW,
                race + 12 + warning + TOTAL_RW, race + 12 + warning + TOTAL_WW,
                Ids.ASSERTION_MARKER + "|stats.c|23|" + IMarker.SEVERITY_ERROR + "|" + ASSERTION),
                UiTestSupport.markers(file.getProject()));

        List<String> asked = new java.util.ArrayList<>();
        SuppressResolutions.usePrompt(what -> {
            asked.add(what);
            return Optional.of("statistics only (approximate)");
        });
        IMarker hits = marker(file, 11, HITS_RW);
        assertEquals(List.of("Debug interleaving", "Show interleaving", "Suppress as benign race (comment in the source)",
                "Suppress in .braid-suppressions"), labels(hits));
        resolution(hits, "Suppress as benign race (comment in the source)").run(hits);
        UiTestSupport.waitForAnalysis();
        assertEquals(List.of(HITS_RW), asked);
        assertEquals("    hits++; /* braid: benign-race(statistics only [approximate]) */", line(file, 11));
        String suppressed = Ids.SUPPRESSED_MARKER + "|stats.c|11|" + IMarker.SEVERITY_INFO
                + "|Suppressed (statistics only [approximate]; stats.c:11): ";
        assertEquals(List.of(suppressed + HITS_RW, suppressed + HITS_WW,
                race + 12 + warning + TOTAL_RW, race + 12 + warning + TOTAL_WW,
                Ids.ASSERTION_MARKER + "|stats.c|23|" + IMarker.SEVERITY_ERROR + "|" + ASSERTION),
                UiTestSupport.markers(file.getProject()));

        SuppressResolutions.usePrompt(what -> Optional.of("known lost update, issue 12"));
        IMarker assertion = marker(file, 23, ASSERTION);
        assertEquals(List.of("Debug interleaving", "Show interleaving", "Suppress in .braid-suppressions"),
                labels(assertion));
        resolution(assertion, "Suppress in .braid-suppressions").run(assertion);
        UiTestSupport.waitForAnalysis();
        IFile suppressions = file.getProject().getFile(SuppressionFile.NAME);
        assertEquals(SuppressionFile.HEADER + "\nassertion | stats.c | assert(total == 2); | main | known lost update, "
                + "issue 12\n", text(suppressions));
        assertEquals(Ids.SUPPRESSED_MARKER + "|stats.c|23|" + IMarker.SEVERITY_INFO + "|Suppressed (known lost update, "
                + "issue 12; .braid-suppressions:2): " + ASSERTION, UiTestSupport.markers(file.getProject()).get(4));

        IMarker kept = marker(file, 23, null);
        assertEquals(List.of("Debug interleaving", "Show interleaving"), labels(kept),
                "a suppressed finding still shows its trace");
        file.getProject().delete(true, true, null);
    }

    @Test
    void suppressingEveryOpenFindingAtOnceMakesABaseline() throws Exception {
        IFile file = UiTestSupport.project("suppress-baseline", "stats.c",
                UiTestSupport.fixture("suppress/stats-unsafe.c"));
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        IMarker[] all = file.findMarkers(Ids.PROBLEM_MARKER, true, IResource.DEPTH_ZERO);
        Arrays.sort(all, java.util.Comparator.comparingInt(m -> m.getAttribute(IMarker.LINE_NUMBER, 0)));
        IMarker assertion = marker(file, 23, ASSERTION);
        org.eclipse.ui.views.markers.WorkbenchMarkerResolution many = assertInstanceOf(
                org.eclipse.ui.views.markers.WorkbenchMarkerResolution.class,
                resolution(assertion, "Suppress in .braid-suppressions"),
                "the Quick Fix dialog can apply it to other markers (Select All)");
        IMarker[] others = many.findOtherMarkers(all);
        assertEquals(5, others.length, "every open finding");
        List<String> asked = new java.util.ArrayList<>();
        SuppressResolutions.usePrompt(what -> {
            asked.add(what);
            return Optional.of("baseline");
        });
        many.run(others, new org.eclipse.core.runtime.NullProgressMonitor());
        UiTestSupport.waitForAnalysis();
        assertEquals(List.of("5 findings, each added to .braid-suppressions with this one reason (for example when you "
                + "accept every current finding as a baseline)."), asked, "one question for all");
        assertEquals(SuppressionFile.HEADER + "\n"
                + "race | stats.c | hits | worker, worker | baseline\n"
                + "race | stats.c | total | worker, worker | baseline\n"
                + "assertion | stats.c | assert(total == 2); | main | baseline\n",
                text(file.getProject().getFile(SuppressionFile.NAME)), "each entry once, in line order");
        String suppressed = Ids.SUPPRESSED_MARKER + "|stats.c|";
        String info = "|" + IMarker.SEVERITY_INFO + "|Suppressed (baseline; .braid-suppressions:";
        assertEquals(List.of(suppressed + 11 + info + "2): " + HITS_RW, suppressed + 11 + info + "2): " + HITS_WW,
                suppressed + 12 + info + "3): " + TOTAL_RW, suppressed + 12 + info + "3): " + TOTAL_WW,
                suppressed + 23 + info + "4): " + ASSERTION), UiTestSupport.markers(file.getProject()));
        assertEquals(0, many.findOtherMarkers(file.findMarkers(Ids.PROBLEM_MARKER, true, IResource.DEPTH_ZERO)).length,
                "nothing is left open");
        file.getProject().delete(true, true, null);
    }

    @Test
    void aCancelledReasonSuppressesNothing() throws Exception {
        IFile file = UiTestSupport.project("suppress-cancel", "stats.c",
                UiTestSupport.fixture("suppress/stats-unsafe.c"));
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        SuppressResolutions.usePrompt(what -> Optional.empty());
        IMarker hits = marker(file, 11, HITS_RW);
        resolution(hits, "Suppress in .braid-suppressions").run(hits);
        UiTestSupport.waitForAnalysis();
        assertTrue(!file.getProject().getFile(SuppressionFile.NAME).exists());
        assertEquals("    hits++;", line(file, 11));
        file.getProject().delete(true, true, null);
    }

    @Test
    void aMalformedProjectFileIsAnErrorMarkerAtItsLineAndSuppressesNothing() throws Exception {
        IFile file = UiTestSupport.project("suppress-malformed", "stats.c",
                UiTestSupport.fixture("suppress/stats-unsafe.c"));
        file.getProject().getFile(SuppressionFile.NAME).create(new ByteArrayInputStream(
                "# reviewed\nrace | stats.c | hits | worker | benign\n".getBytes(StandardCharsets.UTF_8)), true, null);
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        List<String> markers = UiTestSupport.markers(file.getProject());
        assertEquals(Ids.UNSUPPORTED_MARKER + "|" + SuppressionFile.NAME + "|2|" + IMarker.SEVERITY_ERROR
                + "|Braid ignores this suppression file: a race names two functions, found 1", markers.get(0));
        assertEquals(6, markers.size(), String.join("\n", markers));
        file.getProject().delete(true, true, null);
    }

    /**
     * The quick fix writes an uncaught exception under the kind {@code exception}; an entry in the
     * old form (kind {@code assertion}) still suppresses it and gets a warning marker at its line.
     */
    @Test
    void anUncaughtExceptionIsSuppressedUnderItsOwnKindAndAnOldEntryGetsAWarning() throws Exception {
        IFile file = UiTestSupport.project("suppress-exception", "NpeInSynchronized.java",
                UiTestSupport.fixture("NpeInSynchronized.java"));
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        String npe = "Uncaught NullPointerException: name in thread \"Thread-0\", in NpeInSynchronized$lambda$1.run()"
                + BOUNDS;
        SuppressResolutions.usePrompt(what -> Optional.of("name is set first"));
        IMarker thrown = marker(file, 10, npe);
        resolution(thrown, "Suppress in .braid-suppressions").run(thrown);
        UiTestSupport.waitForAnalysis();
        IFile suppressions = file.getProject().getFile(SuppressionFile.NAME);
        String entry = " | NpeInSynchronized.java | uncaught NullPointerException: name | "
                + "NpeInSynchronized$lambda$1.run() | name is set first\n";
        assertEquals(SuppressionFile.HEADER + "\nexception" + entry, text(suppressions));
        String suppressed = Ids.SUPPRESSED_MARKER + "|NpeInSynchronized.java|10|" + IMarker.SEVERITY_INFO
                + "|Suppressed (name is set first; .braid-suppressions:2): " + npe;
        assertEquals(List.of(suppressed), findingMarkers(file));

        suppressions.setContents(new ByteArrayInputStream((SuppressionFile.HEADER + "\nassertion" + entry)
                .getBytes(StandardCharsets.UTF_8)), IResource.KEEP_HISTORY, null);
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        UiTestSupport.waitForAnalysis();
        assertEquals(List.of(suppressed), findingMarkers(file));
        assertEquals(List.of(Ids.UNSUPPORTED_MARKER + "|" + SuppressionFile.NAME + "|2|" + IMarker.SEVERITY_WARNING
                + "|Kind 'assertion' for an uncaught exception is deprecated, write 'exception' (this entry still "
                + "applies)"), UiTestSupport.markers(file.getProject()).stream()
                        .filter(marker -> marker.contains("|" + SuppressionFile.NAME + "|")).toList());
        file.getProject().delete(true, true, null);
    }

    /** The markers of {@code file}'s findings, without the reachability notes. */
    private static List<String> findingMarkers(IFile file) throws Exception {
        return UiTestSupport.markers(file).stream()
                .filter(marker -> !marker.startsWith(Ids.UNSUPPORTED_MARKER + "|")).toList();
    }

    private static IMarker marker(IFile file, int line, String message) throws Exception {
        return Arrays.stream(file.findMarkers(Ids.PROBLEM_MARKER, true, IResource.DEPTH_ZERO))
                .filter(m -> m.getAttribute(IMarker.LINE_NUMBER, 0) == line
                        && (message == null || message.equals(m.getAttribute(IMarker.MESSAGE, ""))))
                .findFirst().orElseThrow(() -> new AssertionError("no marker at line " + line + ": " + message));
    }

    private static List<String> labels(IMarker marker) {
        return Arrays.stream(IDE.getMarkerHelpRegistry().getResolutions(marker)).map(IMarkerResolution::getLabel)
                .sorted().toList();
    }

    private static IMarkerResolution resolution(IMarker marker, String label) {
        return Arrays.stream(IDE.getMarkerHelpRegistry().getResolutions(marker))
                .filter(r -> r.getLabel().equals(label)).findFirst().orElseThrow();
    }

    private static String line(IFile file, int line) throws Exception {
        return text(file).lines().toList().get(line - 1);
    }

    private static String text(IFile file) throws Exception {
        try (InputStream in = file.getContents(true)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
