package org.braid.core.internal.interp;

import static org.braid.core.internal.interp.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/** Calls, recursion, function pointers, external procedures, havoc, exit and the step bound. */
class CallTest {
    static final Type.Function INT_TO_INT = new Type.Function(I32, List.of(I32), false);

    static Run run(Program p, Long... values) {
        return new Interpreter(p, InterpreterOptions.DEFAULT).run("main", ScriptOracle.values(values));
    }

    static org.braid.core.internal.ir.Procedure factorial() {
        Variable n = reg("n", I32);
        Variable rec = reg("rec", I32);
        return proc("fact", I32, List.of(n), List.of(rec),
            block("entry", branch(bin(BinaryOp.LE, r(n), i(1)), "base", "step", 10)),
            block("base", ret(i(1), 11)),
            block("step", ret(bin(BinaryOp.MUL, r(n), r(rec)), 13),
                call(v(rec), "fact", 12, bin(BinaryOp.SUB, r(n), i(1)))));
    }

    @Test
    void recursionComputesFactorialAndMainReturnsIt() {
        Variable x = reg("x", I32);
        Program p = program(List.of(), factorial(),
            proc("main", I32, List.of(), List.of(x), block("entry", ret(r(x), 3), call(v(x), "fact", 2, i(5)))));
        Run run = run(p);
        assertEquals(new Outcome.Completed(OptionalLong.of(120)), run.outcome());
    }

    @Test
    void indirectCallGoesThroughTheFunctionObject() {
        Variable n = reg("n", I32);
        Type.Pointer fnptr = ptr(INT_TO_INT);
        Global fp = global("fp", fnptr, new Global.Init(0, new Expr.FunctionAddr("inc", fnptr)));
        Stmt indirect = new Stmt.Call(Optional.of(g("out", I32)), new Callee.Indirect(r(g("fp", fnptr))),
            List.of(i(41)), at(2));
        Program p = program(List.of(fp, global("out", I32)),
            proc("inc", I32, List.of(n), List.of(), block("entry", ret(bin(BinaryOp.ADD, r(n), i(1)), 10))),
            simple("main", List.of(), ret(3), indirect));
        assertEquals(42, run(p).readGlobal("out", 0, I32));
    }

    @Test
    void callThroughANullFunctionPointerIsAMemoryError() {
        Type.Pointer fnptr = ptr(INT_TO_INT);
        Stmt indirect = new Stmt.Call(Optional.empty(), new Callee.Indirect(new Expr.Null(fnptr)), List.of(i(1)),
            at(2));
        Program p = program(List.of(), simple("main", List.of(), ret(3), indirect));
        Outcome.Error e = assertInstanceOf(Outcome.Error.class, run(p).outcome());
        assertEquals(ErrorKind.MEMORY_ERROR, e.kind());
        assertEquals("call through a null function pointer in call", e.message());
    }

    @Test
    void externalCallResultComesFromTheOracleAndIsRecorded() {
        Program p = program(List.of(global("out", U8)), external("rand8", U8),
            simple("main", List.of(), ret(3), call(g("out", U8), "rand8", 2)));
        Run run = run(p, 300L);
        assertEquals(44, run.readGlobal("out", 0, U8));
        Execution.Step step = run.execution().steps().get(0);
        assertEquals(OptionalLong.of(44), step.havocValue());
        assertEquals("out := 44", step.effects().get(0).toString());
    }

    @Test
    void havocOfBooleanAndPointerIsNormalized() {
        Variable b = reg("b", Type.BOOL);
        Variable q = reg("q", ptr(I32));
        Program p = program(List.of(global("out", I32)), simple("main", List.of(b, q), ret(5),
            havoc(v(b), 2), havoc(v(q), 3),
            set(g("out", I32), new Expr.Ite(r(b), cast(r(q), I32), i(-1)), 4)));
        Run run = run(p, 6L, 12L);
        assertEquals(12, run.readGlobal("out", 0, I32));
        assertEquals("q := (invalid pointer 0:12)", run.execution().steps().get(1).effects().get(0).toString());
    }

    @Test
    void callOfAnUnknownProcedureIsUnsupported() {
        Program p = program(List.of(), simple("main", List.of(), ret(3), call(null, "nowhere", 2)));
        Outcome.Error e = assertInstanceOf(Outcome.Error.class, run(p).outcome());
        assertEquals(ErrorKind.UNSUPPORTED, e.kind());
        assertEquals("call of unknown procedure nowhere", e.message());
    }

    @Test
    void exitInACalleeEndsTheProgram() {
        Program p = program(List.of(global("out", I32)),
            proc("quit", Type.VOID, List.of(), List.of(), block("entry", new Terminator.Exit(at(10)))),
            simple("main", List.of(), ret(4), call(null, "quit", 2), set(g("out", I32), i(1), 3)));
        Run run = run(p);
        assertEquals(new Outcome.Completed(OptionalLong.empty()), run.outcome());
        assertEquals(0, run.readGlobal("out", 0, I32));
    }

    @Test
    void anInfiniteLoopStopsAtTheStepBound() {
        Program p = program(List.of(), proc("main", Type.VOID, List.of(), List.of(), block("entry", go("entry", 2))));
        Run run = new Interpreter(p, new InterpreterOptions(1000, true)).run("main", ScriptOracle.values());
        assertEquals(new Outcome.StepLimit(1000), run.outcome());
        assertEquals(1000, run.execution().steps().size());
    }
}
