package org.braid.ui.internal.views;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.braid.core.TraceStep;
import org.braid.ui.internal.markers.StoredFinding;

/**
 * What the Interleaving view shows of a trace. In the compact form (the default) the user sees
 * their own code: steps of the code Braid synthesises (the harness: file
 * {@value TraceStep#SYNTHESISED_FILE}, line 0) are hidden; steps inside Braid's environment models
 * ({@value TraceStep#MODEL_PREFIX}{@code *.c}, see {@link TraceStep#isBraidCode()}) are folded into the
 * user step of the same thread that precedes or follows them without a context switch; a run of
 * model steps that a context switch separates from user code is one dimmed {@link Row.Library}
 * row while the thread is between user steps (e.g. blocked in {@code pthread_mutex_lock}) and
 * hidden before the thread's first or after its last user step (thread start and exit). Context
 * switches stay visible: each row is in its thread's lane. The full form shows every step. A
 * data race ends with a {@link Row.Race} row of the two racing next steps.
 *
 * @param rows the rows, in trace order
 * @param lanes the threads with a row, ascending: one lane each
 */
record TraceRows(List<Row> rows, List<Integer> lanes) {

    TraceRows {
        rows = List.copyOf(rows);
        lanes = List.copyOf(lanes);
    }

    static TraceRows of(StoredFinding finding, boolean allSteps) {
        List<Row> rows = allSteps ? everyStep(finding.steps()) : compact(finding.steps());
        if (finding.isRace() && finding.highlights().size() == 2) {
            rows.add(new Row.Race(finding.highlights()));
        }
        TreeSet<Integer> lanes = new TreeSet<>();
        for (Row row : rows) {
            switch (row) {
                case Row.Step step -> lanes.add(step.thread());
                case Row.Library library -> lanes.add(library.thread());
                case Row.Race race -> race.accesses().forEach(access -> lanes.add(access.thread()));
            }
        }
        return new TraceRows(rows, List.copyOf(lanes));
    }

    /**
     * The function that names {@code thread}'s lane: the function of its first user step, else
     * of its racing access, else of its first step.
     */
    static String function(StoredFinding finding, int thread) {
        for (TraceStep step : finding.steps()) {
            if (step.thread() == thread && isUserStep(step)) {
                return step.function();
            }
        }
        for (StoredFinding.Location place : finding.highlights()) {
            if (place.thread() == thread && place.function() != null) {
                return place.function();
            }
        }
        return finding.steps().stream().filter(step -> step.thread() == thread).findFirst()
                .map(TraceStep::function).orElse("");
    }

    /** Whether {@code step} runs code of the user's files (not a harness, not a model). */
    static boolean isUserStep(TraceStep step) {
        return !step.isBraidCode() && step.line() > 0;
    }

    /** Whether {@code step} runs one of Braid's environment models ({@code models/pthread_mutex.c}). */
    static boolean isModel(TraceStep step) {
        return step.file().startsWith(TraceStep.MODEL_PREFIX);
    }

    private static List<Row> everyStep(List<TraceStep> steps) {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            rows.add(new Row.Step(steps.get(i).thread(), i, i, i));
        }
        return rows;
    }

    private static List<Row> compact(List<TraceStep> steps) {
        Map<Integer, Integer> lastUser = new HashMap<>();
        for (int i = 0; i < steps.size(); i++) {
            if (isUserStep(steps.get(i))) {
                lastUser.put(steps.get(i).thread(), i);
            }
        }
        List<Row> rows = new ArrayList<>();
        Map<Integer, Boolean> started = new HashMap<>();
        int start = 0;
        while (start < steps.size()) {
            int thread = steps.get(start).thread();
            int end = start;
            while (end + 1 < steps.size() && steps.get(end + 1).thread() == thread) {
                end++;
            }
            boolean lastRun = end == steps.size() - 1;
            boolean between = started.getOrDefault(thread, false)
                    && (lastUser.getOrDefault(thread, -1) > end || lastRun);
            if (run(steps, start, end, between, rows)) {
                started.put(thread, true);
            }
            start = end + 1;
        }
        return rows;
    }

    /**
     * Adds the rows of the steps {@code start..end}, all of one thread, run without a context
     * switch; {@code between}: whether the thread has run user code before and will again (or the
     * trace ends here). Returns whether the run has a user step.
     */
    private static boolean run(List<TraceStep> steps, int start, int end, boolean between, List<Row> rows) {
        int thread = steps.get(start).thread();
        Row.Step open = null;
        int pendingModel = -1;
        int pendingEnd = -1;
        for (int i = start; i <= end; i++) {
            TraceStep step = steps.get(i);
            if (isUserStep(step)) {
                open = new Row.Step(thread, i, pendingModel >= 0 ? pendingModel : i, i);
                rows.add(open);
                pendingModel = -1;
            } else if (isModel(step)) {
                if (open != null) {
                    open = new Row.Step(thread, open.step(), open.first(), i);
                    rows.set(rows.size() - 1, open);
                } else {
                    pendingModel = pendingModel >= 0 ? pendingModel : i;
                    pendingEnd = i;
                }
            }
        }
        if (pendingModel >= 0 && between) {
            rows.add(new Row.Library(thread, steps.get(pendingModel).function(), pendingModel, pendingEnd));
        }
        return open != null;
    }
}
