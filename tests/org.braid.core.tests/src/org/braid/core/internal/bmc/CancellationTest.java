package org.braid.core.internal.bmc;

import static org.braid.core.internal.bmc.Checks.unknown;
import static org.braid.core.internal.bmc.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.braid.core.Cancellation;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/** Cancellation and memory guards end a check quickly with an unknown verdict. */
class CancellationTest {

    /** Factoring a 62-bit semiprime with 64-bit multiplication: far beyond a second of SAT solving. */
    static Program factoring() {
        long p = 2_147_483_629L;
        long q = 2_147_483_587L;
        Proc main = proc("main", Type.VOID);
        Variable x = main.local("x", U64);
        Variable y = main.local("y", U64);
        main.block("entry", ret(9), havoc(x, 1), havoc(y, 2),
                assume(lt(c(1, U64), read(x)), 3), assume(lt(c(1, U64), read(y)), 3),
                assume(lt(read(x), c(1L << 32, U64)), 4), assume(lt(read(y), c(1L << 32, U64)), 4),
                check(ne(bin(BinaryOp.MUL, read(x), read(y)), c(p * q, U64)), 5));
        return program(main.build());
    }

    @Test
    void timeoutStopsTheSolverQuickly() {
        long start = System.nanoTime();
        BmcResult r = BoundedModelChecker.check(factoring(), "main",
                BmcOptions.of(0, 0, Cancellation.after(Duration.ofMillis(500))));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals("timeout after 0.5 s", unknown(r).reason());
        assertTrue(millis < 3_000, "stopped after " + millis + " ms");
    }

    @Test
    void canceledCheckStopsBeforeSolving() {
        Cancellation canceled = new Cancellation() {
            @Override
            public boolean isCanceled() {
                return true;
            }

            @Override
            public String reason() {
                return "canceled by the user";
            }
        };
        BmcResult r = BoundedModelChecker.check(factoring(), "main", BmcOptions.of(0, 0, canceled));
        assertEquals("canceled by the user", unknown(r).reason());
        assertEquals(0, r.stats().counts().get("solverCalls"));
    }

    @Test
    void clauseLimitIsAMemoryGuard() {
        BmcResult r = BoundedModelChecker.check(factoring(), "main", BmcOptions.of(0, 0).withLimits(1_000, 1_000));
        assertEquals("memory guard: CNF exceeds 1000 clauses" + CheckStopped.MEMORY_GUARD_ADVICE, unknown(r).reason());
    }

    @Test
    void blockInstanceLimitIsAMemoryGuard() {
        Proc main = proc("main", Type.VOID);
        main.block("entry", jump("entry", 1));
        BmcResult r = BoundedModelChecker.check(program(main.build()), "main", BmcOptions.of(100, 0).withLimits(10, 1_000));
        assertEquals("memory guard: unwinding needs more than 10 block instances; lower the unwinding bound "
                + "(--unwind, or Unwinding in the Braid preferences), the thread bound or MAX / K, or check an entry-point "
                + "pair instead of main", unknown(r).reason());
    }
}
