package org.braid.ui.internal.markers;

import org.braid.core.AccessKind;
import org.braid.core.AssertionFinding;
import org.braid.core.Bounds;
import org.braid.core.CheckResult;
import org.braid.core.Cut;
import org.braid.core.DataRaceFinding;
import org.braid.core.DeadlockFinding;
import org.braid.core.Finding;
import org.eclipse.osgi.util.NLS;

/** The user-visible text of findings and check outcomes. */
public final class FindingText {

    private FindingText() {
    }

    /**
     * In plain words, e.g. {@code Data race on counter: read in increment and write in increment
     * (up to 4 threads, 1 pending at a time)}: no markup characters and no option names.
     */
    public static String message(Finding finding, Bounds bounds) {
        return switch (finding) {
            case DataRaceFinding race -> NLS.bind(MarkerMessages.Race_message, new Object[] { race.target(),
                kind(race.first().kind()), race.first().function(), kind(race.second().kind()),
                race.second().function(), bounds(bounds) });
            case AssertionFinding assertion when assertion.uncaughtException() -> NLS.bind(
                    MarkerMessages.UncaughtException_message, new Object[] {
                        plain(assertion.message().replaceFirst("^uncaught ", "")),
                        assertion.trace().steps().isEmpty() ? 0
                            : assertion.trace().steps().get(assertion.trace().steps().size() - 1).thread(),
                        assertion.function(), bounds(bounds) });
            case AssertionFinding assertion -> NLS.bind(MarkerMessages.Assertion_message, plain(assertion.message()),
                    assertion.function(), bounds(bounds));
            case DeadlockFinding deadlock -> NLS.bind(MarkerMessages.Deadlock_message, String.join(", ",
                    deadlock.waits().stream().map(w -> NLS.bind(MarkerMessages.Deadlock_wait, new Object[] {
                        w.thread(), w.waitsIn(), w.function() })).toList()), bounds(bounds));
        };
    }

    /**
     * The bounds of the check that found it, compactly and in words: the thread bound and the
     * strategy's context bound, e.g. {@code up to 4 threads, 1 pending at a time} (KISS, MAX=1) or
     * {@code up to 4 threads, 3 round-robin rounds} (rounds, K=3).
     * The unwinding and the timeout are left out to keep the message readable; the preferences
     * show them.
     */
    public static String bounds(Bounds bounds) {
        if (bounds.engine() == org.braid.core.Engine.DPOR) {
            return NLS.bind(MarkerMessages.Bounds_dpor, bounds.dporMaxSteps(), bounds.dporMaxExecutions());
        }
        return switch (bounds.strategy()) {
            case KISS -> NLS.bind(MarkerMessages.Bounds_kiss, bounds.maxTs(), bounds.threads());
            case ROUNDS -> NLS.bind(MarkerMessages.Bounds_rounds, bounds.rounds(), bounds.threads());
        };
    }

    /**
     * The bounds a finding's marker message ends with in parentheses ({@link #message}, also
     * suppressed), e.g. {@code up to 4 threads, 1 pending at a time}; empty if it has none. The
     * bounds' own words have no " (", so the last one opens them.
     */
    public static String boundsOf(String message) {
        int open = message.lastIndexOf(" (");
        return open < 0 || !message.endsWith(")") ? "" : message.substring(open + 2, message.length() - 1);
    }

    public static String unknown(String harness, String reason) {
        return NLS.bind(MarkerMessages.Unknown_message, harness, plain(reason));
    }

    public static String inputError(String detail) {
        return NLS.bind(MarkerMessages.InputError_message, plain(detail));
    }

    public static String unsupported(String what) {
        return NLS.bind(MarkerMessages.Unsupported_message, plain(what));
    }

    /**
     * {@code text} without the backticks the engine's messages quote code with (the command line
     * keeps them; markers and views show text, not markup).
     */
    static String plain(String text) {
        return text.replace("`", "");
    }

    /**
     * Where a bound cut the check of {@code harness}, e.g. {@code Braid explored at most 2
     * iterations of this loop (main); raise the unwinding bound in the Braid preferences}.
     */
    public static String cut(String harness, Cut cut) {
        return switch (cut.kind()) {
            case LOOP -> NLS.bind(MarkerMessages.Cut_loop, cut.bound(), harness);
            case RECURSION -> NLS.bind(MarkerMessages.Cut_recursion, cut.bound(), harness);
            case THREADS -> NLS.bind(MarkerMessages.Cut_threads, cut.bound(), harness);
            case STEPS -> NLS.bind(MarkerMessages.Cut_steps, cut.bound(), harness);
            case EXECUTIONS -> NLS.bind(MarkerMessages.Cut_executions, cut.bound(), harness);
            case INPUTS -> NLS.bind(MarkerMessages.Cut_inputs, cut.bound(), harness);
        };
    }

    /** The info marker text of a place no execution of {@code harness} within the bounds reaches. */
    public static String unreached(String harness, org.braid.core.Unreached place) {
        return switch (place.kind()) {
            case ASSERTION -> NLS.bind(MarkerMessages.Unreached_assertion, place.function(), harness);
            case THREAD_START -> NLS.bind(MarkerMessages.Unreached_threadStart, place.function(), harness);
        };
    }

    /**
     * A check's outcome in words: {@code No violation within bounds (complete; up to 4 threads, 1
     * pending at a time, loops unwound 2 times)}, {@code ... (2 bounds cut the search; ...)},
     * {@code 3 findings (...)} or
     * {@code Unknown: reason}.
     */
    public static String outcome(CheckResult result) {
        return outcome(result, result.findings().size(), 0);
    }

    /**
     * The outcome when suppressions accepted {@code suppressed} of the findings:
     * {@code 1 finding(s), 2 suppressed (...)} or {@code Every finding suppressed (2; ...)}.
     */
    public static String outcome(CheckResult result, int reported, int suppressed) {
        return switch (result.verdict()) {
            case VIOLATION -> reported == 0
                    ? NLS.bind(MarkerMessages.Outcome_allSuppressed, suppressed, bounds(result.bounds()))
                    : suppressed == 0 ? NLS.bind(MarkerMessages.Outcome_violation, reported, bounds(result.bounds()))
                    : NLS.bind(MarkerMessages.Outcome_someSuppressed, new Object[] { reported, suppressed,
                        bounds(result.bounds()) });
            case NO_VIOLATION_WITHIN_BOUNDS -> result.bounds().engine() == org.braid.core.Engine.DPOR
                    ? result.complete() ? NLS.bind(MarkerMessages.Outcome_completeDpor, bounds(result.bounds()))
                        : NLS.bind(MarkerMessages.Outcome_cutDpor, result.cuts().size(), bounds(result.bounds()))
                    : result.complete()
                    ? NLS.bind(MarkerMessages.Outcome_complete, bounds(result.bounds()), result.bounds().unwind())
                    : NLS.bind(MarkerMessages.Outcome_cut, new Object[] { result.cuts().size(), bounds(result.bounds()),
                        result.bounds().unwind() });
            case PROVED -> MarkerMessages.Outcome_proved;
            case UNKNOWN -> NLS.bind(MarkerMessages.Outcome_unknown, plain(result.reason().orElseThrow()));
        };
    }

    /**
     * The info marker of a finding a suppression accepted, e.g. {@code Suppressed (statistics
     * only; stats.c:11): Data race on hits: ...}.
     */
    public static String suppressed(Finding finding, Bounds bounds, String reason, String origin) {
        return NLS.bind(MarkerMessages.Suppressed_message, new Object[] { plain(reason), origin,
            message(finding, bounds) });
    }

    /** A suppression file line Braid cannot read. */
    public static String suppressionFileError(String detail) {
        return NLS.bind(MarkerMessages.SuppressionFile_error, detail);
    }

    /** An approximation the front end made (e.g. a function with no body or model). */
    public static String note(String what) {
        return NLS.bind(MarkerMessages.Note_message, plain(what));
    }

    public static String showInterleaving() {
        return MarkerMessages.ShowInterleaving_label;
    }

    private static String kind(AccessKind kind) {
        return switch (kind) {
            case READ -> MarkerMessages.Race_read;
            case WRITE -> MarkerMessages.Race_write;
        };
    }
}
