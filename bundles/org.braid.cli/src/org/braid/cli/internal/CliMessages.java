package org.braid.cli.internal;

import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.braid.core.Access;
import org.braid.core.AssertionFinding;
import org.braid.core.Bounds;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;
import org.braid.core.Cut;
import org.braid.core.DataRaceFinding;
import org.braid.core.DeadlockFinding;
import org.braid.core.Finding;
import org.braid.core.Property;
import org.braid.core.Trace;

/**
 * Every text the {@code check} and {@code bench} commands show to the user, in one place.
 * Reports of all formats take their messages from here so that they say the same thing.
 */
public final class CliMessages {

    private CliMessages() {
    }

    /** {@code braid: FILE: no such file}. */
    public static String noSuchFile(Object file) {
        return "braid: " + file + ": no such file";
    }

    /** {@code braid: DIR: no such directory}. */
    public static String noSuchDirectory(Object directory) {
        return "braid: " + directory + ": no such directory";
    }

    /** A diagnostic for bad input at a source location, like a compiler's. */
    public static String inputError(String file, int line, String message) {
        return line > 0 ? file + ":" + line + ": error: " + message : file + ": error: " + message;
    }

    /**
     * Nothing to run: the program has no {@code main} (and, in Java, no {@code @ThreadSafe} class);
     * names the entry points {@code --pair} accepts, at most ten.
     */
    static String noEntry(List<String> entryPoints) {
        String listed = entryPoints.stream().limit(10).collect(java.util.stream.Collectors.joining(", "))
                + (entryPoints.size() > 10 ? ", ..." : "");
        return "the program has no main to check; check two entry points with --pair F,G (Java: --pair "
                + "Class#m1,Class#m2, --class Class, --test TestClass, or a class annotated @ThreadSafe)"
                + (entryPoints.isEmpty() ? "" : "; the files define " + listed);
    }

    /** {@code --pair Class#method} or {@code --class} given for files of a language whose front end builds no such harness. */
    static String noFrontEndHarness(String language, String key) {
        String flag = key.equals("class") ? "--class" : key.equals("test") ? "--test" : "--pair Class#method";
        return flag + " is for Java; the " + language
                + " files are checked with --pair F,G naming two functions";
    }

    /**
     * A front-end option given as a flag for files whose front end has no such option, e.g.
     * {@code --data-model: the Java front end has no such option (it is for C files)}.
     */
    static String noFrontEndOption(String flag, String language, List<String> languagesWithIt) {
        return invalidOption(flag, "the " + language + " front end has no such option" + (languagesWithIt.isEmpty() ? ""
                : " (it is for " + String.join(" and ", languagesWithIt) + " files)"));
    }

    /** An error without a source location: {@code braid: message}. */
    public static String braidError(String message) {
        return "braid: " + message;
    }

    /** The command line's flag of an option, in an error message: {@code --max-ts: must be ...}. */
    public static String invalidOption(String flag, String problem) {
        return flag + ": " + problem;
    }

    /**
     * The one-line message of a finding, e.g.
     * {@code data race on 'x': write in f (thread 1) || read in g (thread 2)} or
     * {@code uncaught NullPointerException: name in thread "Thread-0" at Foo.java:12}: a thread the
     * program named (a Java thread) by its name, else by its id ({@link #thread(Trace, int)}).
     */
    public static String findingMessage(Finding finding) {
        Trace trace = finding.trace();
        return switch (finding) {
            case DataRaceFinding race -> "data race on '" + race.target() + "': " + access(race.first(), trace)
                    + " || " + access(race.second(), trace);
            case AssertionFinding assertion when assertion.uncaughtException() -> assertion.message() + " in "
                    + thread(trace, lastThread(assertion)) + " at " + fileName(assertion.file()) + ":"
                    + assertion.line();
            case AssertionFinding assertion -> "assertion violated in " + assertion.function() + ": "
                    + assertion.message();
            case DeadlockFinding deadlock -> "deadlock: " + String.join(" || ", deadlock.waits().stream()
                    .map(w -> thread(trace, w.thread()) + " waits in " + w.waitsIn() + " at " + w.function() + ":"
                            + w.line()).toList());
        };
    }

    /** The thread that threw an uncaught exception: the one of the trace's last step. */
    private static int lastThread(AssertionFinding finding) {
        var steps = finding.trace().steps();
        return steps.isEmpty() ? 0 : steps.get(steps.size() - 1).thread();
    }

    private static String fileName(String file) {
        return file.substring(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
    }

    /** One access of a race: {@code write in f (thread 1)}, {@code write in Worker.run() (thread "Thread-0")}. */
    public static String access(Access access, Trace trace) {
        return access.kind().key() + " in " + access.function() + " (" + thread(trace, access.thread()) + ")";
    }

    /** A thread in a sentence: {@code thread "Thread-0"} if the program named it, else {@code thread 1}. */
    public static String thread(Trace trace, int thread) {
        return trace.threadName(thread).map(name -> "thread \"" + name + "\"").orElse("thread " + thread);
    }

    /** A thread's short label in an interleaving: its name ({@code Thread-0}, {@code main}) or {@code T1}. */
    public static String threadLabel(Trace trace, int thread) {
        return trace.threadName(thread).orElse("T" + thread);
    }

    /** The thread marker of a trace step: {@code [T1]}, {@code [Thread-0]}. */
    public static String threadTag(Trace trace, int thread) {
        return "[" + threadLabel(trace, thread) + "]";
    }

    /** The marker of a context switch in a text interleaving: {@code --- switch to T1 ---}. */
    public static String contextSwitch(Trace trace, int thread) {
        return "--- switch to " + threadLabel(trace, thread) + " ---";
    }

    /** Heading of the interleaving under a finding. */
    public static final String INTERLEAVING = "interleaving:";

    /** {@code 1 finding}, {@code 2 findings}. */
    public static String findings(int count) {
        return count + (count == 1 ? " finding" : " findings");
    }

    /** The bounds in short: {@code kiss, MAX=1, unwind=2, threads=4} or {@code rounds, K=3, unwind=2, threads=4}. */
    public static String bounds(Bounds bounds) {
        if (bounds.engine() == org.braid.core.Engine.DPOR) {
            return "dpor, steps<=" + bounds.dporMaxSteps() + ", executions<=" + bounds.dporMaxExecutions()
                    + ", wide inputs: " + bounds.dporRepresentatives() + " representatives";
        }
        List<String> parts = switch (bounds.strategy()) {
            case KISS -> List.of("kiss", "MAX=" + bounds.maxTs());
            case ROUNDS -> List.of("rounds", "K=" + bounds.rounds());
        };
        return String.join(", ", parts) + ", unwind=" + bounds.unwind() + ", threads=" + bounds.threads();
    }

    /**
     * Which engine of a portfolio answered and why, the line before the verdict: {@code answered by
     * dpor (auto: first conclusive answer; bmc was canceled)}.
     */
    public static String portfolio(org.braid.core.Portfolio portfolio) {
        String other = portfolio.other().key() + portfolio.otherVerdict().map(v -> " said " + v.jsonName())
                .orElse(portfolio.rule() == org.braid.core.Portfolio.Rule.DPOR_THEN_BMC ? " did not run"
                    : " was canceled");
        String why = switch (portfolio.rule()) {
            case FIRST_CONCLUSIVE -> "auto: first conclusive answer";
            case MORE_INFORMATIVE -> "auto: neither engine was conclusive, this result is the more informative";
            case CROSS_CHECK -> "cross-check: both engines ran to the end";
            // Without the BMC's verdict, DPOR was conclusive or the check was canceled during its search.
            case DPOR_THEN_BMC -> portfolio.otherVerdict().isEmpty() ? "dpor-then-bmc: dpor searched first"
                : "dpor-then-bmc: dpor searched first and was not conclusive, then bmc; this result is the more "
                    + "informative";
        };
        return "answered by " + portfolio.answered().key() + " (" + why + "; " + other + ")";
    }

    /** The cross-check's line when the engines agree. */
    public static final String CROSS_CHECK_AGREES = "cross-check: bmc and dpor agree within their common bounds";

    /** The first line on standard error when a cross-check found disagreements. */
    public static String crossCheckFailed(int count) {
        return "braid: cross-check failed: " + count + (count == 1 ? " disagreement" : " disagreements")
                + " between bmc and dpor within their common bounds (a bug in Braid, please report it)";
    }

    /**
     * One disagreement, compiler-style at the finding: {@code f.c:9: error: engines disagree: bmc
     * found data race on 'x': ... (replayed), but dpor said proved and its search covered that
     * interleaving}.
     */
    public static String disagreement(org.braid.core.Disagreement d) {
        return d.finding().file() + ":" + d.finding().line() + ": error: engines disagree: " + d.found().key()
                + " found " + findingMessage(d.finding()) + " (replayed), but " + d.missed().key() + " said "
                + d.missedVerdict().jsonName() + " without it and its search covered that interleaving";
    }

    /** Seconds with two decimals: {@code 0.41 s}. */
    public static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.2f s", millis / 1000.0);
    }

    /**
     * The last line of a text report: {@code verdict: violation (2 findings; kiss, MAX=1, unwind=2; 0.41 s)},
     * {@code verdict: violation (1 finding, search stopped early: timeout after 60 s; ...)},
     * {@code verdict: unknown (timeout after 60 s; ...)}.
     */
    public static String summary(CheckResult result) {
        return summary(result, org.braid.core.suppression.Review.of(result.findings()));
    }

    /**
     * The summary with the findings as {@code review} split them: {@code verdict: violation (1
     * finding, 2 suppressed; ...)}, or {@code (every finding suppressed: 2; ...)}.
     */
    public static String summary(CheckResult result, org.braid.core.suppression.Review review) {
        return "verdict: " + verdictDetail(result, review);
    }

    /**
     * The verdict of one harness of several (a Java class harness's method pairs), for standard
     * error: {@code braid: Counter#increment || Counter#get: violation (1 finding; kiss, MAX=1, unwind=2; 0.41 s)}.
     */
    static String harnessVerdict(String label, CheckResult result) {
        return "braid: " + label + ": " + verdictDetail(result, org.braid.core.suppression.Review.of(result.findings()));
    }

    private static String verdictDetail(CheckResult result, org.braid.core.suppression.Review review) {
        int suppressed = review.suppressed().size();
        String detail = switch (result.verdict()) {
            case VIOLATION -> (review.reported().isEmpty() ? "every finding suppressed: " + suppressed
                    : findings(review.reported().size()) + (suppressed > 0 ? ", " + suppressed + " suppressed" : ""))
                    + result.reason().map(reason -> ", search stopped early: " + reason).orElse("") + "; ";
            case PROVED -> "every execution explored; ";
            case NO_VIOLATION_WITHIN_BOUNDS -> result.complete() ? "complete; "
                    : result.cuts().size() + (result.cuts().size() == 1 ? " bound cut" : " bounds cut") + " the search; ";
            case UNKNOWN -> result.reason().orElseThrow() + "; ";
        };
        return result.verdict().jsonName() + " (" + detail + bounds(result.bounds()) + "; "
                + seconds(result.stats().timeMillis()) + ")";
    }

    /**
     * A cut as a compiler-style note: {@code f.c:12: note: bound reached: loop ran more than 2
     * iterations; behaviour past it was not checked (raise --unwind)}.
     */
    /** A place no execution within the bounds reaches: {@code f.c:9: note: assertion in main is never reached ...}. */
    public static String unreached(org.braid.core.Unreached place) {
        return place.file() + ":" + place.line() + ": note: " + place.describe();
    }

    public static String cut(Cut cut) {
        String where = cut.line() > 0 ? cut.file() + ":" + cut.line() + ": " : "";
        String option = switch (cut.kind()) {
            case LOOP, RECURSION -> "--unwind";
            case THREADS -> "--threads";
            case STEPS -> "--dpor-steps";
            case EXECUTIONS -> "--dpor-executions";
            case INPUTS -> null;
        };
        return where + "note: bound reached: " + (cut.line() > 0 ? cut.what() : cut.describe())
                + "; behaviour past it was not checked ("
                + (option == null ? "a fixed bound of --engine dpor" : "raise " + option) + ")";
    }

    /** A number with thousands separators: {@code 57,848}. */
    public static String count(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }

    /**
     * A suppression file entry of kind {@code assertion} that accepted an uncaught exception:
     * {@code .braid-suppressions:3: warning: kind 'assertion' for an uncaught exception is
     * deprecated, write 'exception' (the entry still applies)}.
     */
    public static String deprecatedKind(String file, int line) {
        return file + ":" + line + ": warning: kind 'assertion' for an uncaught exception is deprecated, write "
                + "'exception' (the entry still applies)";
    }

    /** A property in a progress line: {@code races}, {@code assertions}, {@code uncaught exceptions}. */
    public static String property(Property property) {
        return switch (property) {
            case RACE -> "races";
            case ASSERT -> "assertions";
            case EXCEPTION -> "uncaught exceptions";
        };
    }

    /** What a search looks for in a progress line: {@code races}, {@code assertions and uncaught exceptions}. */
    public static String properties(Set<Property> properties) {
        List<String> names = properties.stream().map(CliMessages::property).toList();
        return names.size() == 1 ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }

    /**
     * One {@code --verbose} line: the seconds since the check started, then the event, e.g.
     * {@code [  0.41 s] races: run 1: 16,183 variables, 57,848 clauses; solving}. While both
     * engines run ({@code --engine auto}, {@code --cross-check}) every line starts with its engine,
     * {@code bmc: } or {@code dpor: }; DPOR's exploration always does.
     */
    public static String progress(long millis, CheckProgress.Event event) {
        String text = event instanceof CheckProgress.Exploring e ? "dpor: " + progressText(e) : progressText(event);
        return String.format(Locale.ROOT, "[%6.2f s] ", millis / 1000.0) + text;
    }

    private static String progressText(CheckProgress.Event event) {
        return switch (event) {
            case CheckProgress.PropertyStarted e -> properties(e.properties()) + ": checking";
            case CheckProgress.RunStarted e -> properties(e.properties()) + ": run " + e.run() + " of at most "
                    + e.maxRuns() + " (" + e.found() + " found so far)";
            case CheckProgress.Solving e -> properties(e.properties()) + ": run " + e.run() + ": "
                    + count(e.variables()) + " variables, " + count(e.clauses()) + " clauses; solving";
            case CheckProgress.Replaying e -> properties(e.properties()) + ": run " + e.run()
                    + ": replaying a counterexample of " + count(e.steps()) + " steps";
            case CheckProgress.FindingConfirmed e -> properties(e.properties()) + ": run " + e.run() + ": confirmed "
                    + findingMessage(e.finding());
            case CheckProgress.Deepening e -> "bounds cut " + e.cuts() + (e.cuts() == 1 ? " place" : " places")
                    + "; checking again with unwind=" + e.unwind();
            case CheckProgress.Exploring e -> count(e.executions()) + " executions explored, "
                    + count(e.pending()) + " backtrack points pending, " + count(e.pruned()) + " pruned, "
                    + count(e.found()) + (e.found() == 1 ? " violation" : " violations") + " found";
            case CheckProgress.OfEngine e -> e.engine().key() + ": " + progressText(e.event());
            case CheckProgress.RaceCandidates e -> e.locations().isEmpty() && !e.heap()
                    ? "races: the lockset pre-pass finds every shared location protected by a lock"
                    : "races: possible on " + candidates(e) + " (lockset pre-pass; not findings until the search "
                        + "confirms them)";
        };
    }

    /** {@code counter, total}, {@code counter and heap memory}, {@code heap memory}. */
    private static String candidates(CheckProgress.RaceCandidates e) {
        String globals = String.join(", ", e.locations());
        return !e.heap() ? globals : globals.isEmpty() ? "heap memory" : globals + " and heap memory";
    }

    /** Short description of the data race rule in SARIF. */
    public static final String RULE_DATA_RACE = "Data race: two threads access the same memory location, at least "
            + "one writes, and nothing orders the accesses.";

    /** Short description of the deadlock rule in SARIF. */
    public static final String RULE_DEADLOCK = "Deadlock: every unfinished thread waits for another one (a lock, "
            + "a condition, a join) and the program cannot go on.";

    /** Short description of the uncaught exception rule in SARIF. */
    public static final String RULE_UNCAUGHT_EXCEPTION = "Uncaught exception: an exception no handler of its thread "
            + "catches is thrown (Java; property exception).";

    /** Short description of the assertion rule in SARIF. */
    public static final String RULE_ASSERTION = "Assertion violation: an assert, reach_error() or __VERIFIER_error() "
            + "is reached with a failing condition.";

    /** The header of the {@code bench} table; see {@link #BENCH_ROW}. */
    public static final String[] BENCH_COLUMNS = { "file", "verdict", "findings", "time (s)", "peak (MB)",
        "SAT vars", "clauses" };

    /** The first column of the bench table's last row. */
    public static final String BENCH_MEDIAN = "median";

    /** The bench summary: decided files of all, then the count of each verdict and of input errors. */
    public static final String BENCH_DECIDED =
        "decided %d of %d files (violation %d, no-violation-within-bounds %d, unknown %d, input-error %d)";

    /** {@link #BENCH_DECIDED} when some file was proved (by {@code --engine dpor}). */
    public static final String BENCH_DECIDED_PROVED =
        "decided %d of %d files (violation %d, proved %d, no-violation-within-bounds %d, unknown %d, input-error %d)";

    /** The bench summary's comparison with the outcome each file's name states. */
    public static final String BENCH_AGAINST_NAMES =
        "against file names (*-safe, *-unsafe): %d violations in *-safe files, %d *-unsafe files without one";

    /** With {@code --engine auto}: how many files each engine answered. */
    public static final String BENCH_ANSWERED_BY = "answered by (--engine auto or dpor-then-bmc): bmc %d, dpor %d";

    /** A {@code *-safe} file with a violation. */
    public static final String BENCH_FALSE_ALARM = "  violation in %s";

    /** A {@code *-unsafe} file checked without a violation. */
    public static final String BENCH_MISSED = "  no violation found in %s";

    /** The heading of the histogram of unknown reasons. */
    public static final String BENCH_UNKNOWN_REASONS = "unknown, by reason:";

    /** The verdict column of a file the front end could not read. */
    public static final String BENCH_INPUT_ERROR = "input-error";

    /** A {@code --baseline} file that cannot be read. */
    public static final String BENCH_BASELINE_UNREADABLE = "cannot read this baseline (the output of an earlier "
        + "'braid bench')";

    /** A {@code --baseline} file without any table row. */
    public static final String BENCH_BASELINE_EMPTY = "no bench table rows in this baseline (expected the output "
        + "of an earlier 'braid bench')";

    /** A {@code --baseline} row whose numbers do not parse. */
    public static final String BENCH_BASELINE_BAD_ROW = "bench table row with a malformed number";

    /** The extra columns of a row compared with a baseline: baseline time, time ratio, clause ratio, verdict change. */
    public static final String BENCH_BASELINE_CELLS = "  %9s  %7s  %9s  %s";

    /** The header of the extra columns. */
    public static final String[] BENCH_BASELINE_COLUMNS = { "base (s)", "time x", "clauses x", "" };

    /** A file whose verdict differs from the baseline's. */
    public static final String BENCH_BASELINE_CHANGED = "was %s";

    /** The comparison summary: files compared, median and total time ratio, median clause ratio. */
    public static final String BENCH_BASELINE_SUMMARY = "against the baseline (%d files in both): median time ratio "
        + "%s, total time %.2f s vs %.2f s (ratio %s), median clauses ratio %s, %d verdicts changed";

    /**
     * The bench table row format after the file column: left-aligned verdict, right-aligned
     * findings, time, peak memory, SAT variables and clauses.
     */
    public static final String BENCH_ROW = "  %-26s  %8s  %8s  %9s  %9s  %9s";
}
