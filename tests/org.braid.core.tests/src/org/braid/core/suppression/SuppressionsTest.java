package org.braid.core.suppression;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.braid.core.Access;
import org.braid.core.AccessKind;
import org.braid.core.AssertionFinding;
import org.braid.core.DataRaceFinding;
import org.braid.core.DeadlockFinding;
import org.braid.core.Finding;
import org.braid.core.Property;
import org.braid.core.Trace;
import org.junit.jupiter.api.Test;

/** Comments and suppression-file entries accept exactly the findings they name. */
class SuppressionsTest {
    private static final Trace EMPTY = new Trace(List.of());
    private static final String STATS = "/work/p/src/stats.c";
    private static final DataRaceFinding HITS = new DataRaceFinding("hits",
            new Access(1, AccessKind.READ, STATS, 4, "count_hit"), new Access(2, AccessKind.WRITE, STATS, 9, "report"),
            EMPTY);
    private static final AssertionFinding TOTAL = new AssertionFinding(STATS, 20, "main", "total == 2", EMPTY);
    private static final String CACHE = "/work/p/src/Cache.java";
    private static final AssertionFinding NPE = new AssertionFinding(CACHE, 12, "Cache.load()",
            "uncaught NullPointerException: name", EMPTY, Property.EXCEPTION);

    @Test
    void aCommentOnEitherAccessLineOrAloneAboveItSuppressesTheRace() {
        String onTheLine = "a\nb\nc\nint h = hits; // braid: benign-race(statistics only)\n";
        assertEquals(List.of(new SuppressedFinding(HITS, "statistics only", "stats.c:4", true)),
                review(Suppressions.commentsOnly(), onTheLine, HITS).suppressed());
        String aboveTheSecond = "1\n2\n3\n4\n5\n6\n7\n  /* braid: benign-race */\n  hits = 0;\n";
        assertEquals(List.of(new SuppressedFinding(HITS, "benign", "stats.c:9", true)),
                review(Suppressions.commentsOnly(), aboveTheSecond, HITS).suppressed());
    }

    @Test
    void aCommentElsewhereOrOutsideACommentSuppressesNothing() {
        String twoLinesAbove = "1\n// braid: benign-race(x)\n\nint h = hits;\n";
        assertEquals(List.of(HITS), review(Suppressions.commentsOnly(), twoLinesAbove, HITS).reported());
        String inAString = "1\n2\n3\nputs(\"braid: benign-race(x)\");\n";
        assertEquals(List.of(HITS), review(Suppressions.commentsOnly(), inAString, HITS).reported());
        String afterCode = "1\n2\nx = 1; // braid: benign-race(x)\nhits;\n";
        assertEquals(List.of(HITS), review(Suppressions.commentsOnly(), afterCode, HITS).reported(),
                "a comment after code covers only its own line");
    }

    @Test
    void commentsDoNotSuppressAssertions() {
        String text = "\n".repeat(19) + "assert(total == 2); // braid: benign-race(no)\n";
        assertEquals(List.of(TOTAL), review(Suppressions.commentsOnly(), text, TOTAL).reported());
    }

    @Test
    void fileEntriesMatchByKindFileSubjectAndFunctionsInAnyOrder() throws SuppressionException {
        List<SuppressionEntry> entries = SuppressionFile.parse(".braid-suppressions", """
                # accepted
                race | src/stats.c | hits | report, count_hit | statistics only

                assertion | src/stats.c | total == 2 | main | known, issue 12
                """);
        Suppressions suppressions = Suppressions.of(".braid-suppressions", entries);
        Review review = review(suppressions, "", HITS, TOTAL);
        assertEquals(List.of(), review.reported());
        assertEquals(List.of(new SuppressedFinding(HITS, "statistics only", ".braid-suppressions:2", false),
                new SuppressedFinding(TOTAL, "known, issue 12", ".braid-suppressions:4", false)), review.suppressed());
        DataRaceFinding otherFunction = new DataRaceFinding("hits", HITS.first(),
                new Access(2, AccessKind.WRITE, STATS, 30, "reset"), EMPTY);
        assertEquals(List.of(otherFunction), review(suppressions, "", otherFunction).reported());
        AssertionFinding otherCondition = new AssertionFinding(STATS, 20, "main", "total == 3", EMPTY);
        assertEquals(List.of(otherCondition), review(suppressions, "", otherCondition).reported());
    }

    @Test
    void anEntryWrittenForAFindingReadsBackAndAcceptsIt() throws SuppressionException {
        DeadlockFinding deadlock = new DeadlockFinding(List.of(
                new DeadlockFinding.Wait(0, STATS, 40, "main", "pthread_join(t, 0);", "join"),
                new DeadlockFinding.Wait(1, STATS, 50, "worker", "lock(&a);", "pthread_mutex_lock")), EMPTY);
        DataRaceFinding piped = new DataRaceFinding("a[i | 1]", HITS.first(), HITS.second(), EMPTY);
        String text = "";
        for (Finding finding : List.of(HITS, TOTAL, deadlock, piped)) {
            text = SuppressionFile.append(text, SuppressionEntry.of(finding, "src/stats.c", "why \\ not"));
        }
        assertEquals(SuppressionFile.HEADER + "\n"
                + "race | src/stats.c | hits | count_hit, report | why \\\\ not\n"
                + "assertion | src/stats.c | total == 2 | main | why \\\\ not\n"
                + "deadlock | src/stats.c |  | main, worker | why \\\\ not\n"
                + "race | src/stats.c | a[i \\| 1] | count_hit, report | why \\\\ not\n", text);
        List<SuppressionEntry> read = SuppressionFile.parse("s", text);
        assertEquals(List.of("why \\ not"), read.stream().map(SuppressionEntry::reason).distinct().toList());
        Review review = review(Suppressions.of("s", read), "", HITS, TOTAL, deadlock, piped);
        assertEquals(List.of(), review.reported());
        assertEquals(List.of("s:2", "s:3", "s:4", "s:5"), review.suppressed().stream()
                .map(SuppressedFinding::origin).toList());
    }

    @Test
    void anUncaughtExceptionIsOfKindExceptionAndAnAssertionEntryDoesNotTakeANewOne() throws SuppressionException {
        SuppressionEntry entry = SuppressionEntry.of(NPE, "src/Cache.java", "checked upstream");
        assertEquals("exception | src/Cache.java | uncaught NullPointerException: name | Cache.load() | checked upstream",
                entry.format());
        Suppressions suppressions = Suppressions.of("s", SuppressionFile.parse("s", SuppressionFile.append("", entry)
                + "assertion | src/stats.c | uncaught NullPointerException: name | main | other file\n"));
        Review review = review(suppressions, "", NPE, TOTAL);
        assertEquals(List.of(TOTAL), review.reported());
        assertEquals(List.of(new SuppressedFinding(NPE, "checked upstream", "s:2", false)), review.suppressed());
        assertEquals(List.of(), review.deprecated());
        AssertionFinding assertNamedLikeAnException = new AssertionFinding(CACHE, 12, "Cache.load()",
                "uncaught NullPointerException: name", EMPTY);
        assertEquals(List.of(assertNamedLikeAnException), review(suppressions, "", assertNamedLikeAnException)
                .reported(), "an entry of kind exception never accepts an assertion");
    }

    /**
     * Entries written before the kind {@code exception} name an uncaught exception as an
     * assertion: they still accept exactly that finding, and the review lists them as deprecated,
     * once each; an entry of the new kind wins over an old one.
     */
    @Test
    void anOldAssertionEntryStillAcceptsItsUncaughtExceptionAndIsListedAsDeprecated() throws SuppressionException {
        Suppressions old = Suppressions.of("s", SuppressionFile.parse("s", """
                # written by Braid before the kind exception
                assertion | src/Cache.java | uncaught NullPointerException: name | Cache.load() | checked upstream
                assertion | src/Cache.java | uncaught NullPointerException: key | Cache.load() | not this one
                """));
        AssertionFinding again = new AssertionFinding(CACHE, 12, "Cache.load()", "uncaught NullPointerException: name",
                EMPTY, Property.EXCEPTION);
        Review review = review(old, "", NPE, again);
        assertEquals(List.of(), review.reported());
        assertEquals(List.of("s:2", "s:2"), review.suppressed().stream().map(SuppressedFinding::origin).toList());
        assertEquals(List.of(2), review.deprecated().stream().map(SuppressionEntry::line).toList());
        Suppressions both = Suppressions.of("s", SuppressionFile.parse("s", """
                assertion | src/Cache.java | uncaught NullPointerException: name | Cache.load() | old
                exception | src/Cache.java | uncaught NullPointerException: name | Cache.load() | new
                """));
        Review preferred = review(both, "", NPE);
        assertEquals(List.of(new SuppressedFinding(NPE, "new", "s:2", false)), preferred.suppressed());
        assertEquals(List.of(), preferred.deprecated());
    }

    @Test
    void aFindingOutsideTheSuppressionFilesDirectoryIsNeverMatchedByAnEntry() throws SuppressionException {
        Suppressions suppressions = Suppressions.of("s", SuppressionFile.parse("s",
                "race | src/stats.c | hits | report, count_hit | x\n"));
        Review review = suppressions.review(List.of(HITS), file -> Optional.empty(), file -> Optional.empty(),
                file -> file);
        assertEquals(List.of(HITS), review.reported());
    }

    @Test
    void malformedLinesAreErrorsWithTheirLine() {
        Map<String, String> cases = Map.of(
                "race | a.c | x | f, g\n", "s:1: expected 5 fields separated by | (kind | file | subject | functions "
                        + "| reason), found 4",
                "# c\nbug | a.c | x | f | r\n", "s:2: unknown kind 'bug' (expected race, assertion, exception or "
                        + "deadlock)",
                "exception | A.java | uncaught E | f, g | r\n", "s:1: an exception names one function, found 2",
                "assertion | a.c | x |  | r\n", "s:1: an assertion names one function, found 0",
                "race | a.c | x | f | r\n", "s:1: a race names two functions, found 1",
                "assertion |  | x | f | r\n", "s:1: the file is missing",
                "deadlock | a.c |  |  | r\n", "s:1: a deadlock names the waiting threads' functions, found 0");
        cases.forEach((text, message) -> assertEquals(message, assertThrows(SuppressionException.class,
                () -> SuppressionFile.parse("s", text)).getMessage()));
    }

    @Test
    void theQuickFixCommentCannotEndEarly() {
        assertEquals("/* braid: benign-race(counts [approx] * / ok) */",
                SuppressionComments.comment("counts (approx) */ ok"));
        assertEquals("/* braid: benign-race(benign) */", SuppressionComments.comment(" "));
        assertEquals(Optional.of("counts [approx] * / ok"),
                SuppressionComments.scan("x; " + SuppressionComments.comment("counts (approx) */ ok")).reasonAt(1));
    }

    private static Review review(Suppressions suppressions, String source, Finding... findings) {
        return suppressions.review(List.of(findings),
                file -> file.startsWith("/work/p/") ? Optional.of(file.substring("/work/p/".length())) : Optional.empty(),
                file -> Optional.of(source), file -> file.substring(file.lastIndexOf('/') + 1));
    }
}
