package org.braid.core.internal.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class OperandsTest {

    private static final Type.Int I32 = new Type.Int(32, true);
    private static final Type.Pointer P_I32 = new Type.Pointer(I32);
    private static final Type.Pointer P_FN = new Type.Pointer(new Type.Function(Type.VOID, List.of(), false));

    private static final Lvalue.Var X = new Lvalue.Var(new Variable("x", I32, false));
    private static final Expr.GlobalAddr G = new Expr.GlobalAddr("g", P_I32);
    private static final Lvalue.Mem STAR_G = new Lvalue.Mem(G, I32, "g");
    private static final Expr.Const ONE = Expr.Const.of(1, I32);
    private static final Expr.Const TWO = Expr.Const.of(2, I32);
    private static final Expr.FunctionAddr F = new Expr.FunctionAddr("f", P_FN);

    /** Records every callback as a string, in order. */
    private static List<String> events(Stmt s) {
        List<String> out = new ArrayList<>();
        Operands.visit(s, l -> out.add("write " + l), c -> out.add("callee " + c), e -> out.add("read " + e));
        return out;
    }

    @Test
    void assignWritesTargetThenReadsValue() {
        Stmt s = new Stmt.Assign(STAR_G, ONE, Loc.NONE);
        assertEquals(List.of("write " + STAR_G, "read " + ONE), events(s));
    }

    @Test
    void callWritesResultThenCalleeThenArguments() {
        Stmt s = new Stmt.Call(Optional.of(X), new Callee.Direct("h"), List.of(ONE, TWO), Loc.NONE);
        assertEquals(List.of("write " + X, "callee " + new Callee.Direct("h"), "read " + ONE, "read " + TWO), events(s));
    }

    @Test
    void joinReadsThreadIdBeforeWritingResult() {
        Stmt s = new Stmt.Join(new Expr.Read(X), Optional.of(STAR_G), Loc.NONE);
        assertEquals(List.of("read " + new Expr.Read(X), "write " + STAR_G), events(s));
    }

    @Test
    void atomicMarkersHaveNoOperands() {
        assertEquals(List.of(), events(new Stmt.AtomicBegin(Loc.NONE)));
        assertEquals(List.of(), events(new Stmt.AtomicEnd(Loc.NONE)));
    }

    @Test
    void allocWritesTargetThenReadsSize() {
        Lvalue.Var p = new Lvalue.Var(new Variable("p", P_I32, false));
        Stmt s = new Stmt.Alloc(p, TWO, false, "malloc", Loc.NONE);
        assertEquals(List.of("write " + p, "read " + TWO), events(s));
    }

    @Test
    void twoConsumerFormReadsAnIndirectCalleePointer() {
        Stmt s = new Stmt.Async(Optional.of(X), new Callee.Indirect(F), List.of(ONE), Loc.NONE);
        List<String> out = new ArrayList<>();
        Operands.visit(s, l -> out.add("write " + l), e -> out.add("read " + e));
        assertEquals(List.of("write " + X, "read " + F, "read " + ONE), out);

        List<String> direct = new ArrayList<>();
        Stmt d = new Stmt.Async(Optional.empty(), new Callee.Direct("t"), List.of(), Loc.NONE);
        Operands.visit(d, l -> direct.add("write " + l), e -> direct.add("read " + e));
        assertEquals(List.of(), direct);
    }

    @Test
    void terminatorsReadConditionOrReturnValue() {
        List<Expr> out = new ArrayList<>();
        Expr cond = new Expr.Binary(Expr.BinaryOp.LT, ONE, TWO);
        Operands.visit(new Terminator.Branch(cond, "a", "b", Loc.NONE), out::add);
        Operands.visit(new Terminator.Return(Optional.of(TWO), Loc.NONE), out::add);
        Operands.visit(new Terminator.Return(Optional.empty(), Loc.NONE), out::add);
        Operands.visit(new Terminator.Goto("a", Loc.NONE), out::add);
        Operands.visit(new Terminator.Exit(Loc.NONE), out::add);
        assertEquals(List.of(cond, TWO), out);
    }

    @Test
    void pointersOfCalleesAndLvalues() {
        assertEquals(Optional.of(F), Operands.pointer(new Callee.Indirect(F)));
        assertEquals(Optional.empty(), Operands.pointer(new Callee.Direct("f")));
        assertEquals(Optional.of(G), Operands.pointer(STAR_G));
        assertEquals(Optional.empty(), Operands.pointer(X));
    }

    @Test
    void childrenAreDirectOperandsLeftToRight() {
        Expr shifted = new Expr.PtrAdd(G, ONE, P_I32);
        Expr cond = new Expr.Binary(Expr.BinaryOp.EQ, ONE, TWO);
        assertEquals(List.of(), Operands.children(ONE));
        assertEquals(List.of(), Operands.children(new Expr.Null(P_I32)));
        assertEquals(List.of(), Operands.children(G));
        assertEquals(List.of(), Operands.children(F));
        assertEquals(List.of(), Operands.children(new Expr.LocalAddr(new Variable("a", I32, true), P_I32)));
        assertEquals(List.of(), Operands.children(new Expr.Read(X)));
        assertEquals(List.of(shifted), Operands.children(new Expr.Read(new Lvalue.Mem(shifted, I32, "g[0]"))));
        assertEquals(List.of(G, ONE), Operands.children(shifted));
        assertEquals(List.of(shifted, G), Operands.children(new Expr.PtrDiff(shifted, G, I32)));
        assertEquals(List.of(ONE), Operands.children(new Expr.Unary(Expr.UnaryOp.NEG, ONE)));
        assertEquals(List.of(ONE, TWO), Operands.children(new Expr.Binary(Expr.BinaryOp.ADD, ONE, TWO)));
        assertEquals(List.of(TWO), Operands.children(new Expr.Cast(TWO, new Type.Int(64, false))));
        assertEquals(List.of(cond, ONE, TWO), Operands.children(new Expr.Ite(cond, ONE, TWO)));
    }
}
