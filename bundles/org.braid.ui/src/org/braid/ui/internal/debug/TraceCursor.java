package org.braid.ui.internal.debug;

import java.util.ArrayList;
import java.util.TreeMap;
import java.util.List;
import java.util.Map;

import org.braid.core.TraceStep;

/**
 * A position in a trace, moving over the steps of the user's code (the steps of Braid's harness
 * and environment models are passed over, as the swimlane view folds them; a trace of Braid code
 * only keeps every step). Not thread-safe: the debug model uses it on one thread at a time.
 */
final class TraceCursor {
    private final List<TraceStep> steps;
    /** Indexes into {@link #steps} of the steps the session stops at, in order. */
    private final List<Integer> stops = new ArrayList<>();
    private int position;

    TraceCursor(List<TraceStep> steps) {
        this.steps = List.copyOf(steps);
        for (int i = 0; i < steps.size(); i++) {
            if (!steps.get(i).isBraidCode()) {
                stops.add(i);
            }
        }
        if (stops.isEmpty()) {
            for (int i = 0; i < steps.size(); i++) {
                stops.add(i);
            }
        }
    }

    /** The program's threads by id (as the swimlanes order them), each with its first function. */
    Map<Integer, String> threads() {
        Map<Integer, String> threads = new TreeMap<>();
        for (int stop : stops) {
            threads.putIfAbsent(steps.get(stop).thread(), steps.get(stop).function());
        }
        return threads;
    }

    /** The trace step the session is at (its index in the whole trace), -1 for an empty trace. */
    int step() {
        return stops.isEmpty() ? -1 : stops.get(position);
    }

    TraceStep current() {
        return steps.get(step());
    }

    /** The last step at or before the current one that {@code thread} executed, -1 if none. */
    int lastStepOf(int thread) {
        for (int i = position; i >= 0 && !stops.isEmpty(); i--) {
            if (steps.get(stops.get(i)).thread() == thread) {
                return stops.get(i);
            }
        }
        return -1;
    }

    TraceStep stepAt(int index) {
        return steps.get(index);
    }

    boolean canForward() {
        return position < stops.size() - 1;
    }

    boolean canBack() {
        return position > 0;
    }

    /** One step forward (Step Over). */
    void forward() {
        if (canForward()) {
            position++;
        }
    }

    /** One step back (Step Back). */
    void back() {
        if (canBack()) {
            position--;
        }
    }

    /** Forward to the next step of another thread, or to the end (Resume). */
    void toNextSwitch() {
        int thread = current().thread();
        while (canForward()) {
            position++;
            if (current().thread() != thread) {
                return;
            }
        }
    }

    /**
     * Forward until the current thread's function changes (it returned, or called a function of
     * the user's code) or another thread runs (Step Return: the trace records statements, not
     * frames, so this is as far as a return can be told apart).
     */
    void toReturn() {
        TraceStep from = current();
        while (canForward()) {
            position++;
            if (current().thread() != from.thread() || !current().function().equals(from.function())) {
                return;
            }
        }
    }

    /** Moves to trace step {@code step}, or to the last stop before it. */
    void moveTo(int step) {
        for (int i = 0; i < stops.size(); i++) {
            if (stops.get(i) <= step) {
                position = i;
            }
        }
    }
}
