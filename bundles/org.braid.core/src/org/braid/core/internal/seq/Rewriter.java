package org.braid.core.internal.seq;

import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Variable;

/**
 * Rewrites the variables of one inlined activation into globals: registers become scalar
 * globals ({@code Lvalue.Mem} of a ghost), in-memory locals become global objects, and
 * thread-local globals become the running thread's copy. The lazy sequentialization needs this
 * because a thread's locals must survive between its contexts (Inverso et al., CAV 2014: "local
 * variables are made static").
 */
final class Rewriter {

    private final Map<Variable, Lvalue.Mem> registers;
    private final Map<Variable, String> objects;
    private final Function<Expr.GlobalAddr, Expr> globals;
    private final boolean keepUnmapped;

    /** Maps registers and in-memory locals to globals, thread-local globals to the thread's copy (by name). */
    Rewriter(Map<Variable, Lvalue.Mem> registers, Map<Variable, String> objects, Map<String, String> threadLocals) {
        this(registers, objects, g -> threadLocals.containsKey(g.name())
            ? new Expr.GlobalAddr(threadLocals.get(g.name()), g.type()) : g, false);
    }

    private Rewriter(Map<Variable, Lvalue.Mem> registers, Map<Variable, String> objects,
            Function<Expr.GlobalAddr, Expr> globals, boolean keepUnmapped) {
        this.registers = registers;
        this.objects = objects;
        this.globals = globals;
        this.keepUnmapped = keepUnmapped;
    }

    /** Keeps variables, maps only the addresses of globals. */
    static Rewriter ofGlobals(Function<Expr.GlobalAddr, Expr> globals) {
        return new Rewriter(Map.of(), Map.of(), globals, true);
    }

    Lvalue lvalue(Lvalue l) {
        return switch (l) {
            case Lvalue.Var v -> keepUnmapped && !registers.containsKey(v.variable()) ? v : cell(v.variable());
            case Lvalue.Mem m -> m.withPointer(expr(m.pointer()));
        };
    }

    Lvalue.Mem mem(Lvalue.Mem m) {
        return m.withPointer(expr(m.pointer()));
    }

    private Lvalue.Mem cell(Variable v) {
        Lvalue.Mem c = registers.get(v);
        if (c == null) {
            throw new IllegalStateException("no cell for register " + v);
        }
        return c;
    }

    Expr expr(Expr e) {
        return switch (e) {
            case Expr.Const c -> c;
            case Expr.Null n -> n;
            case Expr.Read r -> new Expr.Read(lvalue(r.lvalue()));
            case Expr.GlobalAddr g -> globals.apply(g);
            case Expr.LocalAddr l -> {
                String name = objects.get(l.variable());
                if (name == null && keepUnmapped) {
                    yield l;
                }
                if (name == null) {
                    throw new IllegalStateException("no object for local " + l.variable());
                }
                yield new Expr.GlobalAddr(name, l.type());
            }
            case Expr.FunctionAddr f -> f;
            case Expr.PtrAdd p -> new Expr.PtrAdd(expr(p.pointer()), expr(p.bytes()), p.type());
            case Expr.PtrDiff d -> new Expr.PtrDiff(expr(d.left()), expr(d.right()), d.type());
            case Expr.ObjectSize o -> new Expr.ObjectSize(expr(o.pointer()), o.type());
            case Expr.Unary u -> new Expr.Unary(u.op(), expr(u.operand()));
            case Expr.Binary b -> new Expr.Binary(b.op(), expr(b.left()), expr(b.right()));
            case Expr.Cast c -> new Expr.Cast(expr(c.operand()), c.type());
            case Expr.Ite i -> new Expr.Ite(expr(i.condition()), expr(i.then()), expr(i.otherwise()));
            case Expr.FloatOp o -> new Expr.FloatOp(o.op(), o.operands().stream().map(this::expr).toList(), o.type());
        };
    }

    Optional<Lvalue> lvalue(Optional<Lvalue> l) {
        return l.map(this::lvalue);
    }

    /** A statement without calls, thread creation or joins (those are translated, not rewritten). */
    Stmt stmt(Stmt s) {
        return switch (s) {
            case Stmt.Assign a -> new Stmt.Assign(lvalue(a.target()), expr(a.value()), a.loc());
            case Stmt.Havoc h -> new Stmt.Havoc(lvalue(h.target()), h.loc());
            case Stmt.Assume a -> new Stmt.Assume(expr(a.condition()), a.loc());
            case Stmt.Assert a -> a.withCondition(expr(a.condition()));
            case Stmt.Call c -> new Stmt.Call(lvalue(c.result()), callee(c.callee()),
                c.arguments().stream().map(this::expr).toList(), c.loc());
            case Stmt.Async a -> new Stmt.Async(lvalue(a.threadId()), callee(a.callee()),
                a.arguments().stream().map(this::expr).toList(), a.loc());
            case Stmt.Join j -> new Stmt.Join(expr(j.threadId()), lvalue(j.result()), j.loc());
            case Stmt.AtomicBegin a -> a;
            case Stmt.AtomicEnd a -> a;
            case Stmt.Alloc a -> new Stmt.Alloc(lvalue(a.target()), expr(a.size()), a.zeroed(), a.site(), a.loc());
            case Stmt.Free f -> new Stmt.Free(expr(f.pointer()), f.loc());
        };
    }

    Callee callee(Callee c) {
        return switch (c) {
            case Callee.Direct d -> d;
            case Callee.Indirect i -> new Callee.Indirect(expr(i.pointer()));
        };
    }

    Terminator terminator(Terminator t) {
        return switch (t) {
            case Terminator.Goto g -> g;
            case Terminator.Branch b -> new Terminator.Branch(expr(b.condition()), b.then(), b.otherwise(), b.loc());
            case Terminator.Return r -> new Terminator.Return(r.value().map(this::expr), r.loc());
            case Terminator.Exit e -> e;
        };
    }
}
