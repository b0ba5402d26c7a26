package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import org.braid.core.internal.bmc.BmcOptions;
import org.braid.core.internal.bmc.BmcResult;
import org.braid.core.internal.bmc.BoundedModelChecker;
import org.braid.core.internal.interp.Interpreter;
import org.braid.core.internal.interp.InterpreterOptions;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.interp.RandomOracle;
import org.braid.core.internal.interp.Replay;
import org.braid.core.internal.interp.ReplayResult;
import org.braid.core.internal.interp.ReplayStep;
import org.braid.core.internal.interp.Run;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The bounded model checker agrees with the interpreter (which {@link BitPrecisionTest} checks
 * against gcc) on the deterministic fixtures of {@code fixtures/bitprecise}: after {@code main},
 * the checker proves every {@code r_} global equal to the value the interpreter computed, and
 * finds the violation, with a trace that replays, when one expected value is off by one.
 */
class BmcAgreementTest {

    static final String CHECK = "braid_bmc_check";
    private static final BmcOptions OPTIONS = BmcOptions.of(64, 12);

    static Stream<Path> fixtures() {
        return Fixtures.list("bitprecise", ".c").stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void checkerProvesTheInterpretersValues(Path fixture) throws CFrontEndException {
        LoweringResult lowered = Fixtures.lower(fixture, CFrontEndOptions.defaults());
        assertTrue(lowered.isExact(), () -> "diagnostics: " + lowered.diagnostics());
        Program program = lowered.program();
        Run run = new Interpreter(program, InterpreterOptions.DEFAULT.withMaxSteps(5_000_000)).run("main",
                new RandomOracle(1));
        assertInstanceOf(Outcome.Completed.class, run.outcome(), () -> "interpreter: " + run.outcome());
        Map<String, Long> values = new LinkedHashMap<>();
        for (Global g : program.globals().values()) {
            if (g.name().startsWith("r_") && g.type() instanceof Type.Int t) {
                values.put(g.name(), run.readGlobal(g.name(), 0, t));
            }
        }
        assertTrue(!values.isEmpty(), "fixture has no r_ globals");

        BmcResult proved = BoundedModelChecker.check(withChecks(program, values, null), CHECK, OPTIONS);
        BmcResult.NoViolation none = assertInstanceOf(BmcResult.NoViolation.class, proved, () -> "checker: " + proved);
        assertEquals(false, none.unwindingAssumptionHit(), "fixtures run to completion within the bounds");

        String wrong = values.keySet().iterator().next();
        Program off = withChecks(program, values, wrong);
        BmcResult found = BoundedModelChecker.check(off, CHECK, OPTIONS);
        BmcResult.Violation v = assertInstanceOf(BmcResult.Violation.class, found, () -> "checker: " + found);
        assertEquals("r_ global " + wrong, v.message());
        Replay replay = new Replay(v.steps().stream().map(s -> new ReplayStep(0, s.stmt(), s.value())).toList());
        ReplayResult replayed = new Interpreter(off, InterpreterOptions.DEFAULT).replay(CHECK, replay);
        ReplayResult.Reached reached = assertInstanceOf(ReplayResult.Reached.class, replayed, () -> "" + replayed);
        Outcome.AssertionFailed failed = assertInstanceOf(Outcome.AssertionFailed.class, reached.outcome());
        assertEquals(v.failedAssertion(), failed.stmt());
        assertEquals(v.steps().get(v.steps().size() - 1).stmt(), new StmtRef(CHECK, "entry", 1 + indexOf(values, wrong)));
    }

    private static int indexOf(Map<String, Long> values, String name) {
        return new ArrayList<>(values.keySet()).indexOf(name);
    }

    /** {@code main(); assert(r_a == va); assert(r_b == vb); ...}, with {@code wrong}'s value off by one. */
    static Program withChecks(Program program, Map<String, Long> values, String wrong) {
        Loc loc = Loc.NONE;
        List<Stmt> statements = new ArrayList<>();
        statements.add(new Stmt.Call(Optional.empty(), new Callee.Direct("main"), List.of(), loc));
        for (Map.Entry<String, Long> e : values.entrySet()) {
            Type.Int type = (Type.Int) program.globals().get(e.getKey()).type();
            long expected = e.getValue() + (e.getKey().equals(wrong) ? 1 : 0);
            Expr actual = new Expr.Read(new Lvalue.Mem(new Expr.GlobalAddr(e.getKey(), new Type.Pointer(type)), type,
                    e.getKey()));
            statements.add(new Stmt.Assert(new Expr.Binary(Expr.BinaryOp.EQ, actual, Expr.Const.of(expected, type)),
                    "r_ global " + e.getKey(), loc));
        }
        Procedure check = new Procedure(CHECK, new Type.Function(Type.VOID, List.of(), false), List.of(), List.of(),
                List.of(new Block("entry", statements, new Terminator.Return(Optional.empty(), loc))), loc);
        List<Procedure> procedures = new ArrayList<>(program.procedures().values());
        procedures.add(check);
        return program.withProcedures(procedures);
    }

}
