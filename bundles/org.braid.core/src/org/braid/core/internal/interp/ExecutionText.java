package org.braid.core.internal.interp;

import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

import org.braid.core.AccessKind;
import org.braid.core.internal.ir.Loc;

/**
 * Plain-text rendering of executions and outcomes for the command line and logs: one line per
 * step, {@code [T1] file:line  text   // values}, with a line {@code -- context switch: T0 -> T1}
 * before every step whose thread differs from the previous one. A thread the program named (a
 * Java thread, {@link Execution#threadNames()}) is labelled by its name ({@code [Thread-0]},
 * {@code in thread "main"}), as {@code braid check} names it.
 */
public final class ExecutionText {

    private ExecutionText() {
    }

    public static String render(Execution execution) {
        Map<Integer, String> names = execution.threadNames();
        StringBuilder out = new StringBuilder();
        int previous = -1;
        for (Execution.Step step : execution.steps()) {
            if (step.contextSwitch()) {
                out.append("-- context switch: ").append(label(names, previous)).append(" -> ")
                    .append(label(names, step.thread())).append('\n');
            }
            out.append(step(step, names)).append('\n');
            previous = step.thread();
        }
        return out.toString();
    }

    /** One step: {@code [T1] t.c:11  counter = tmp + 1;   // tmp = 0, counter := 1}. */
    public static String step(Execution.Step step) {
        return step(step, Map.of());
    }

    private static String step(Execution.Step step, Map<Integer, String> names) {
        StringBuilder line = new StringBuilder();
        line.append('[').append(label(names, step.thread())).append("] ").append(where(step.loc()));
        pad(line, 24);
        line.append(step.text());
        if (!step.effects().isEmpty()) {
            pad(line, 60);
            line.append("// ").append(step.effects().stream().map(Execution.Effect::toString)
                .collect(Collectors.joining(", ")));
        }
        return line.toString();
    }

    /** One sentence saying how a run ended. */
    public static String describe(Outcome outcome) {
        return describe(outcome, Map.of());
    }

    private static String describe(Outcome outcome, Map<Integer, String> names) {
        return switch (outcome) {
            case Outcome.Completed c -> "the program ended normally"
                + (c.returnValue().isPresent() ? " (returned " + c.returnValue().getAsLong() + ")" : "");
            case Outcome.AssertionFailed a -> "assertion failed at " + where(a.loc()) + " in " + thread(names, a.thread())
                + ": " + a.message();
            case Outcome.DataRace r -> "data race on " + r.first().cell().display() + " (" + r.first().cell().objectName()
                + "): " + access(r.first(), names) + "; " + access(r.second(), names);
            case Outcome.Deadlock d -> "deadlock: " + d.blocked().stream()
                .map(b -> thread(names, b.thread()) + " waits at " + where(b.loc()) + " (" + b.reason() + ")")
                .collect(Collectors.joining("; "));
            case Outcome.Error e -> e.kind().name().toLowerCase(Locale.ROOT).replace('_', ' ') + " at "
                + where(e.loc()) + " in " + thread(names, e.thread()) + ": " + e.message();
            case Outcome.StepLimit s -> "stopped after " + s.steps() + " steps (step bound)";
            case Outcome.Stopped s -> "replay ended after " + s.steps() + " steps without a finding";
        };
    }

    /**
     * How a run ended, with the call sites that led to a failed assertion or an error (the
     * assertion may sit in a model such as {@code __assert_fail}, called from the user's line):
     * {@code assertion failed at models/verifier.c:177 (called from f.c:24) in thread 0: ...}.
     */
    public static String describe(Run run) {
        Outcome outcome = run.outcome();
        String text = describe(outcome, run.execution().threadNames());
        int thread = switch (outcome) {
            case Outcome.AssertionFailed a -> a.thread();
            case Outcome.Error e -> e.thread();
            case Outcome.Completed c -> -1;
            case Outcome.DataRace r -> -1;
            case Outcome.Deadlock d -> -1;
            case Outcome.StepLimit s -> -1;
            case Outcome.Stopped s -> -1;
        };
        if (thread < 0) {
            return text;
        }
        String sites = run.callSites(thread).stream().filter(Loc::isKnown).map(ExecutionText::where)
            .collect(Collectors.joining(" <- "));
        if (sites.isEmpty()) {
            return text;
        }
        int at = text.indexOf(" in thread ");
        return text.substring(0, at) + " (called from " + sites + ")" + text.substring(at);
    }

    /** For a race, the two racing next steps, one line each; otherwise empty. */
    public static String racingSteps(Outcome outcome) {
        return racingSteps(outcome, Map.of());
    }

    /** For a run that ended in a race, its two racing next steps, one line each; otherwise empty. */
    public static String racingSteps(Run run) {
        return racingSteps(run.outcome(), run.execution().threadNames());
    }

    private static String racingSteps(Outcome outcome, Map<Integer, String> names) {
        if (!(outcome instanceof Outcome.DataRace race)) {
            return "";
        }
        return nextStep(race.first(), names) + "\n" + nextStep(race.second(), names) + "\n";
    }

    private static String nextStep(Outcome.Access a, Map<Integer, String> names) {
        StringBuilder line = new StringBuilder("[").append(label(names, a.thread())).append("] ").append(where(a.loc()));
        pad(line, 24);
        line.append(a.loc().text());
        pad(line, 60);
        return line.append("// next: ").append(a.kind() == AccessKind.WRITE ? "writes " : "reads ")
            .append(a.cell().display()).toString();
    }

    private static String access(Outcome.Access a, Map<Integer, String> names) {
        return thread(names, a.thread()) + " " + (a.kind() == AccessKind.WRITE ? "writes" : "reads")
            + " " + a.cell().display() + " at " + where(a.loc())
            + (a.loc().text().isBlank() ? "" : " `" + a.loc().text() + "`");
    }

    /** A thread's label in a step: its name ({@code Thread-0}) or {@code T1}. */
    private static String label(Map<Integer, String> names, int thread) {
        String name = names.get(thread);
        return name != null ? name : "T" + thread;
    }

    /** A thread in a sentence: {@code thread "Thread-0"} or {@code thread 1}. */
    private static String thread(Map<Integer, String> names, int thread) {
        String name = names.get(thread);
        return name != null ? "thread \"" + name + "\"" : "thread " + thread;
    }

    private static String where(Loc loc) {
        return loc.isKnown() ? loc.file() + ":" + loc.line() : loc.file();
    }

    private static void pad(StringBuilder line, int column) {
        line.append(' ');
        while (line.length() < column) {
            line.append(' ');
        }
    }
}
