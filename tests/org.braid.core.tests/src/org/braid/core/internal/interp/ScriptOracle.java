package org.braid.core.internal.interp;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Type;

/**
 * Test oracle: takes threads from a script while it lasts (then keeps running the previous
 * thread if enabled, else the lowest enabled one), values from a queue (then 0), and records
 * the enabled sets it was offered.
 */
final class ScriptOracle implements Oracle {
    private final Deque<Integer> threads;
    private final Deque<Long> values;
    final List<List<Integer>> offered = new ArrayList<>();

    ScriptOracle(List<Integer> threads, List<Long> values) {
        this.threads = new ArrayDeque<>(threads);
        this.values = new ArrayDeque<>(values);
    }

    static ScriptOracle values(Long... values) {
        return new ScriptOracle(List.of(), List.of(values));
    }

    @Override
    public int chooseThread(List<Integer> enabled, int previous) {
        offered.add(enabled);
        if (!threads.isEmpty()) {
            return threads.removeFirst();
        }
        return enabled.contains(previous) ? previous : enabled.get(0);
    }

    @Override
    public long chooseValue(Type type, int thread, StmtRef at) {
        return values.isEmpty() ? 0 : values.removeFirst();
    }
}
