package org.braid.core.internal.sat;

import org.braid.core.Cancellation;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;

/**
 * {@link SatSolver} on Sat4j's default solver ({@code SolverFactory.newDefault()}). Sat4j's own
 * timeout is set to its maximum; cancellation is delivered by a watcher thread that calls
 * {@code expireTimeout()} until the search returns. {@link #close()} calls {@code reset()},
 * which stops Sat4j's timer thread.
 */
public final class Sat4jSolver implements SatSolver {

    /** How often the watcher polls the cancellation, in milliseconds. */
    private static final long POLL_MILLIS = 20;

    /**
     * The Sat4j configuration, by {@code SolverFactory} method name without {@code new}: the
     * system property {@code braid.sat4j} (for measurements, see README "Speed"), else
     * {@value #DEFAULT_CONFIGURATION}.
     */
    static final String DEFAULT_CONFIGURATION = "Default";

    private final ISolver solver = configured(System.getProperty("braid.sat4j", DEFAULT_CONFIGURATION));
    private int variables;
    private long clauses;
    private boolean contradiction;
    private boolean[] model = new boolean[0];

    public Sat4jSolver() {
        solver.setTimeoutMs(Integer.MAX_VALUE);
        solver.setDBSimplificationAllowed(false);
    }

    /** A new solver of Sat4j's {@code SolverFactory.new<configuration>()}. */
    static ISolver configured(String configuration) {
        try {
            return (ISolver) SolverFactory.class.getMethod("new" + configuration).invoke(null);
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new IllegalArgumentException("no Sat4j solver configuration " + configuration, e);
        }
    }

    @Override
    public int newVariable() {
        return ++variables;
    }

    @Override
    public void addClause(int... literals) {
        for (int literal : literals) {
            if (literal == 0 || Math.abs(literal) > variables) {
                throw new IllegalArgumentException("unknown literal " + literal);
            }
        }
        clauses++;
        if (contradiction) {
            return;
        }
        solver.newVar(variables);
        try {
            solver.addClause(new VecInt(literals));
        } catch (ContradictionException e) {
            contradiction = true;
        }
    }

    @Override
    public Result solve(int[] assumptions, Cancellation cancellation) {
        model = new boolean[0];
        if (contradiction) {
            return Result.UNSAT;
        }
        if (cancellation.isCanceled()) {
            return Result.UNKNOWN;
        }
        solver.newVar(variables);
        Watcher watcher = new Watcher(cancellation);
        Thread thread = Thread.ofPlatform().daemon().name("braid-sat-watcher").start(watcher);
        try {
            if (!solver.isSatisfiable(new VecInt(assumptions))) {
                return cancellation.isCanceled() ? Result.UNKNOWN : Result.UNSAT;
            }
            boolean[] values = new boolean[variables + 1];
            for (int v = 1; v <= variables && v <= solver.nVars(); v++) {
                values[v] = solver.model(v);
            }
            model = values;
            return Result.SAT;
        } catch (TimeoutException e) {
            return Result.UNKNOWN;
        } finally {
            watcher.stop();
            thread.interrupt();
            joinQuietly(thread);
        }
    }

    private static void joinQuietly(Thread thread) {
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public boolean modelValue(int variable) {
        return variable < model.length && model[variable];
    }

    @Override
    public int variables() {
        return variables;
    }

    @Override
    public long clauses() {
        return clauses;
    }

    @Override
    public void close() {
        solver.reset();
    }

    /** Polls the cancellation and expires the running search once it fires. */
    private final class Watcher implements Runnable {
        private final Cancellation cancellation;
        private volatile boolean running = true;

        Watcher(Cancellation cancellation) {
            this.cancellation = cancellation;
        }

        void stop() {
            running = false;
        }

        @Override
        public void run() {
            while (running) {
                if (cancellation.isCanceled()) {
                    solver.expireTimeout();
                }
                try {
                    Thread.sleep(POLL_MILLIS);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }
}
