package org.braid.core.internal.interp;

import static org.braid.core.internal.interp.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.braid.core.AccessKind;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/** Which cells a next step accesses, seen through the races it causes. */
class FootprintTest {

    /** main: t = async writer(); [line 3 statement]; join t.  writer: x = 1 (line 10). */
    static Program withMainStatement(Stmt third, Variable... extraLocals) {
        Variable t = reg("t", I32);
        List<Variable> locals = new java.util.ArrayList<>(List.of(extraLocals));
        locals.add(t);
        return program(List.of(global("x", I32), global("y", I32)), external("ext", I32),
            proc("getX", I32, List.of(), List.of(), block("entry", ret(i(7), 20))),
            simple("writer", List.of(), ret(11), set(g("x", I32), i(1), 10)),
            simple("main", locals, ret(5), async(v(t), "writer", 2), third, join(r(t), null, 4)));
    }

    static Outcome firstOutcome(Program p) {
        return new Interpreter(p, InterpreterOptions.DEFAULT).run("main", new ScriptOracle(List.of(0), List.of()))
            .outcome();
    }

    static Outcome.Access mainAccess(AccessKind kind, int line) {
        return new Outcome.Access(0, new StmtRef("main", "entry", 1), at(line), kind,
            new Outcome.Cell(1, 0, "x", "x"));
    }

    static Outcome.Access writerWrite() {
        return new Outcome.Access(1, new StmtRef("writer", "entry", 0), at(10), AccessKind.WRITE,
            new Outcome.Cell(1, 0, "x", "x"));
    }

    @Test
    void externalCallWritesItsResultLvalueInTheCallingStep() {
        Outcome o = firstOutcome(withMainStatement(call(g("x", I32), "ext", 3)));
        assertEquals(new Outcome.DataRace(mainAccess(AccessKind.WRITE, 3), writerWrite()), o);
    }

    @Test
    void internalCallWritesItsResultOnlyWhenTheCalleeReturns() {
        Program p = withMainStatement(call(g("x", I32), "getX", 3));
        Run run = new Interpreter(p, InterpreterOptions.DEFAULT).run("main",
            new ScriptOracle(List.of(0, 0), List.of()));
        assertEquals(new Outcome.DataRace(
            new Outcome.Access(0, new StmtRef("getX", "entry", 0), at(20), AccessKind.WRITE,
                new Outcome.Cell(1, 0, "x", "x")), writerWrite()), run.outcome());
    }

    @Test
    void argumentsAreReadByTheCallStep() {
        Outcome o = firstOutcome(withMainStatement(call(null, "ext", 3, r(g("x", I32)))));
        assertEquals(new Outcome.DataRace(mainAccess(AccessKind.READ, 3), writerWrite()), o);
    }

    @Test
    void aThreadBlockedOnAnAssumeDoesNotRace() {
        Program p = withMainStatement(assume(bin(BinaryOp.EQ, r(g("x", I32)), i(1)), 3));
        Run run = new Interpreter(p, InterpreterOptions.DEFAULT).run("main", new ScriptOracle(List.of(0), List.of()));
        assertEquals(new Outcome.Completed(OptionalLong.empty()), run.outcome());
        assertEquals(List.of(0, 1, 1, 0, 0, 0), run.execution().steps().stream().map(Execution.Step::thread).toList());
    }

    @Test
    void anIndirectThreadStartGoesThroughTheFunctionPointer() {
        Type.Pointer fnptr = ptr(new Type.Function(Type.VOID, List.of(), false));
        Variable t = reg("t", I32);
        Stmt start = new Stmt.Async(Optional.of(v(t)), new Callee.Indirect(new Expr.FunctionAddr("writer", fnptr)),
            List.of(), at(2));
        Program p = program(List.of(global("x", I32)),
            simple("writer", List.of(), ret(11), set(g("x", I32), i(1), 10)),
            simple("main", List.of(t), ret(5), start, join(r(t), null, 3),
                check(bin(BinaryOp.EQ, r(g("x", I32)), i(1)), 4)));
        Run run = new Interpreter(p, InterpreterOptions.DEFAULT).run("main", new RandomOracle(3));
        assertEquals(new Outcome.Completed(OptionalLong.empty()), run.outcome());
    }

    @Test
    void replayingAThreadWhileAnotherOwnsTheAtomicSectionIsAMismatch() {
        Program p = Programs.lostUpdate(true);
        StmtRef begin = new StmtRef("worker", "entry", 0);
        ReplayResult r = new Interpreter(p, InterpreterOptions.DEFAULT).replay("main", new Replay(List.of(
            ReplayStep.of(0, new StmtRef("main", "entry", 0)), ReplayStep.of(0, new StmtRef("main", "entry", 1)),
            ReplayStep.of(1, begin), ReplayStep.of(2, begin))));
        ReplayResult.Mismatch m = assertInstanceOf(ReplayResult.Mismatch.class, r);
        assertEquals(3, m.stepIndex());
        assertEquals("thread 1 holds the atomic section", m.actual());
    }
}
