package org.braid.core.internal.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.braid.core.Cancellation;
import org.junit.jupiter.api.Test;

class Sat4jSolverTest {

    @Test
    void modelsAndAssumptions() {
        try (SatSolver s = new Sat4jSolver()) {
            int a = s.newVariable();
            int b = s.newVariable();
            s.addClause(a, b);
            s.addClause(-a, b);
            assertEquals(SatSolver.Result.SAT, s.solve(new int[0], Cancellation.none()));
            assertTrue(s.modelValue(b));
            assertEquals(SatSolver.Result.UNSAT, s.solve(new int[] {-b}, Cancellation.none()));
            assertEquals(SatSolver.Result.SAT, s.solve(new int[] {-a}, Cancellation.none()), "assumptions are per call");
            assertFalse(s.modelValue(a));
            assertEquals(2, s.variables());
            assertEquals(2, s.clauses());
        }
    }

    @Test
    void contradictoryUnitsMakeEveryCallUnsat() {
        try (SatSolver s = new Sat4jSolver()) {
            int a = s.newVariable();
            s.addClause(a);
            s.addClause(-a);
            assertEquals(SatSolver.Result.UNSAT, s.solve(new int[0], Cancellation.none()));
        }
    }

    @Test
    void unknownLiteralsAreRejected() {
        try (SatSolver s = new Sat4jSolver()) {
            s.newVariable();
            assertThrows(IllegalArgumentException.class, () -> s.addClause(2));
            assertThrows(IllegalArgumentException.class, () -> s.addClause(0));
        }
    }

    /** Pigeonhole 11 into 10: hard for resolution, so the search runs until the deadline. */
    @Test
    void cancellationExpiresTheSearchAndLeavesNoThreads() throws InterruptedException {
        long threadsBefore = solverThreads();
        try (SatSolver s = new Sat4jSolver()) {
            int pigeons = 11;
            int holes = 10;
            int[][] in = new int[pigeons][holes];
            for (int p = 0; p < pigeons; p++) {
                for (int h = 0; h < holes; h++) {
                    in[p][h] = s.newVariable();
                }
                s.addClause(in[p]);
            }
            for (int h = 0; h < holes; h++) {
                for (int p = 0; p < pigeons; p++) {
                    for (int q = p + 1; q < pigeons; q++) {
                        s.addClause(-in[p][h], -in[q][h]);
                    }
                }
            }
            long start = System.nanoTime();
            assertEquals(SatSolver.Result.UNKNOWN, s.solve(new int[0], Cancellation.after(Duration.ofMillis(300))));
            assertTrue(System.nanoTime() - start < 3_000_000_000L, "stopped within 3 s");
        }
        Thread.sleep(100);
        assertEquals(threadsBefore, solverThreads(), "watcher and timer threads are gone");
    }

    private static long solverThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && (t.getName().startsWith("braid-sat") || t.getName().startsWith("Timer-")))
                .count();
    }
}
