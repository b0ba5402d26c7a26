package org.braid.core.internal.bmc;

import static org.braid.core.internal.bmc.Checks.noViolation;
import static org.braid.core.internal.bmc.Checks.run;
import static org.braid.core.internal.bmc.Checks.unknown;
import static org.braid.core.internal.bmc.Checks.violation;
import static org.braid.core.internal.bmc.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.OptionalLong;

import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/** Direct, indirect and external calls. */
class CallTest {

    private static final Type.Function UNARY = fn(I32, I32);

    private static Procedure unary(String name, BinaryOp op, int line) {
        Proc p = proc(name, I32);
        Variable a = p.param("a", I32);
        p.block("entry", ret(bin(op, read(a), c(1, I32)), line));
        return p.build();
    }

    private static Expr address(String name) {
        return new Expr.FunctionAddr(name, ptr(UNARY));
    }

    @Test
    void functionPointerCallCaseSplitsOverAddressTakenProcedures() {
        Proc main = proc("main", Type.VOID);
        Variable b = main.local("b", Type.BOOL);
        Variable fp = main.local("fp", ptr(UNARY));
        Variable r = main.local("r", I32);
        main.block("entry", ret(9), havoc(b, 1), assign(fp, new Expr.Ite(read(b), address("inc"), address("dec")), 2),
                callIndirect(r, read(fp), 3, c(5, I32)), check(ne(read(r), c(4, I32)), 4));
        BmcResult.Violation v = violation(run(program(unary("inc", BinaryOp.ADD, 20), unary("dec", BinaryOp.SUB, 30),
                unary("unused", BinaryOp.MUL, 40), main.build()), 0, 0));
        assertEquals(List.of(new StmtRef("main", "entry", 0), new StmtRef("main", "entry", 1),
                new StmtRef("main", "entry", 2), new StmtRef("dec", "entry", 0), new StmtRef("main", "entry", 3)),
                v.steps().stream().map(BmcStep::stmt).toList());
        assertEquals(OptionalLong.of(0), v.steps().get(0).value(), "b = false selects dec");
    }

    @Test
    void callThroughNullFunctionPointerIsAMemoryError() {
        Proc main = proc("main", Type.VOID);
        Variable r = main.local("r", I32);
        main.block("entry", ret(9), callIndirect(r, new Expr.Null(ptr(UNARY)), 1, c(5, I32)), check(bool(false), 2));
        assertEquals("memory error: call through a null function pointer in call at t.c:1:1",
                Checks.memoryError(program(unary("inc", BinaryOp.ADD, 20), main.build())));
    }

    @Test
    void externalCallHavocsItsResult() {
        Proc main = proc("main", Type.VOID);
        Variable r = main.local("r", I32);
        main.block("entry", ret(9), call(r, "ext", 1), check(ne(read(r), c(-7, I32)), 2));
        BmcResult.Violation v = violation(run(program(external("ext", I32), main.build()), 0, 0));
        assertEquals(OptionalLong.of(0xFFFF_FFF9L), v.steps().get(0).value(), "the external result is in the trace");
    }

    @Test
    void callOfUnknownProcedureIsUnsupported() {
        Proc main = proc("main", Type.VOID);
        main.block("entry", ret(9), call(null, "nowhere", 1), check(bool(false), 2));
        BmcResult.Unknown u = unknown(run(program(main.build()), 0, 0));
        assertEquals("unsupported: call of unknown procedure nowhere at t.c:1:1", u.reason());
    }

    @Test
    void localsOfEachActivationAreSeparateObjects() {
        Proc f = proc("f", I32);
        Variable a = f.param("a", I32);
        Variable x = f.memLocal("x", I32);
        Variable y = f.local("y", I32);
        f.block("entry", ret(read(y), 23), store(addr(x), I32, read(a), 21), assign(y, load(addr(x), I32), 22));
        Proc main = proc("main", Type.VOID);
        Variable r1 = main.local("r1", I32);
        Variable r2 = main.local("r2", I32);
        main.block("entry", ret(9), call(r1, "f", 1, c(1, I32)), call(r2, "f", 2, c(2, I32)),
                check(eq(add(read(r1), read(r2)), c(3, I32)), 3));
        noViolation(run(program(f.build(), main.build()), 0, 0), false);
    }

    @Test
    void danglingPointerToReturnedLocalIsAMemoryError() {
        Proc f = proc("f", ptr(I32));
        Variable x = f.memLocal("x", I32);
        f.block("entry", ret(addr(x), 21));
        Proc main = proc("main", Type.VOID);
        Variable p = main.local("p", ptr(I32));
        Variable v = main.local("v", I32);
        main.block("entry", ret(9), call(p, "f", 1), assign(v, load(read(p), I32), 2), check(bool(false), 3));
        assertEquals("memory error: use after return of local x of f in *p at t.c:2:1",
                Checks.memoryError(program(f.build(), main.build())));
    }
}
