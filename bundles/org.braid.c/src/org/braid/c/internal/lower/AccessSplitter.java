package org.braid.c.internal.lower;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * Makes every step touch memory at most once, as compiled code does: a step is executed
 * atomically (CIR), so {@code counter = counter + 1} as one step would hide the lost update of two
 * threads. Memory reads are hoisted, innermost first and left to right, into register
 * temporaries assigned just before the statement, until the statement has one access left (none
 * besides its write if it writes memory). Hoisting is exact: the hoisted reads run immediately
 * before the statement, with nothing in between. The lowering never puts memory reads under an
 * {@link Expr.Ite} or a boolean {@code LAND}/{@code LOR}, so no read is made unconditional.
 */
public final class AccessSplitter {

    /** The statements to run before a terminator, and the rewritten terminator. */
    public record Split(List<Stmt> before, Terminator terminator) {
    }

    private final Function<Type, Variable> temps;

    /** @param temps creates a fresh register temporary of a type */
    public AccessSplitter(Function<Type, Variable> temps) {
        this.temps = temps;
    }

    public List<Stmt> split(Stmt s) {
        int writes = switch (s) {
            case Stmt.Assign a -> isMem(a.target()) ? 1 : 0;
            case Stmt.Havoc h -> isMem(h.target()) ? 1 : 0;
            case Stmt.Call c -> c.result().map(AccessSplitter::isMem).orElse(false) ? 1 : 0;
            case Stmt.Async a -> a.threadId().map(AccessSplitter::isMem).orElse(false) ? 1 : 0;
            case Stmt.Join j -> j.result().map(AccessSplitter::isMem).orElse(false) ? 1 : 0;
            case Stmt.Alloc a -> isMem(a.target()) ? 1 : 0;
            case Stmt.Assume a -> 0;
            case Stmt.Assert a -> 0;
            case Stmt.AtomicBegin a -> 0;
            case Stmt.AtomicEnd a -> 0;
            case Stmt.Free f -> 0;
        };
        Counter counter = new Counter();
        forEachExpr(s, e -> {
            counter.count(e);
            return e;
        });
        int reads = counter.reads;
        int allowed = writes > 0 ? 0 : 1;
        if (reads <= allowed) {
            return List.of(s);
        }
        Hoister h = new Hoister(reads - allowed, s.loc());
        Stmt rewritten = forEachExpr(s, h::rewrite);
        List<Stmt> out = new ArrayList<>(h.before);
        out.add(rewritten);
        return out;
    }

    public Split split(Terminator t) {
        Counter counter = new Counter();
        List<Expr> exprs = switch (t) {
            case Terminator.Branch b -> List.of(b.condition());
            case Terminator.Return r -> r.value().map(List::of).orElse(List.of());
            case Terminator.Goto g -> List.of();
            case Terminator.Exit e -> List.of();
        };
        exprs.forEach(counter::count);
        if (counter.reads <= 1) {
            return new Split(List.of(), t);
        }
        Hoister h = new Hoister(counter.reads - 1, t.loc());
        Terminator rewritten = switch (t) {
            case Terminator.Branch b -> new Terminator.Branch(h.rewrite(b.condition()), b.then(), b.otherwise(), b.loc());
            case Terminator.Return r -> new Terminator.Return(r.value().map(h::rewrite), r.loc());
            case Terminator.Goto g -> g;
            case Terminator.Exit e -> e;
        };
        return new Split(h.before, rewritten);
    }

    private static boolean isMem(Lvalue l) {
        return l instanceof Lvalue.Mem;
    }

    /** Applies {@code f} to every expression of {@code s}, targets' pointers first. */
    private static Stmt forEachExpr(Stmt s, Function<Expr, Expr> f) {
        return switch (s) {
            case Stmt.Assign a -> {
                Lvalue target = lvalue(a.target(), f);
                yield new Stmt.Assign(target, f.apply(a.value()), a.loc());
            }
            case Stmt.Havoc h -> new Stmt.Havoc(lvalue(h.target(), f), h.loc());
            case Stmt.Assume a -> new Stmt.Assume(f.apply(a.condition()), a.loc());
            case Stmt.Assert a -> a.withCondition(f.apply(a.condition()));
            case Stmt.Call c -> {
                Optional<Lvalue> result = c.result().map(r -> lvalue(r, f));
                Callee callee = callee(c.callee(), f);
                yield new Stmt.Call(result, callee, c.arguments().stream().map(f).toList(), c.loc());
            }
            case Stmt.Async a -> {
                Optional<Lvalue> result = a.threadId().map(r -> lvalue(r, f));
                Callee callee = callee(a.callee(), f);
                yield new Stmt.Async(result, callee, a.arguments().stream().map(f).toList(), a.loc());
            }
            case Stmt.Join j -> {
                Optional<Lvalue> result = j.result().map(r -> lvalue(r, f));
                yield new Stmt.Join(f.apply(j.threadId()), result, j.loc());
            }
            case Stmt.AtomicBegin a -> a;
            case Stmt.AtomicEnd a -> a;
            case Stmt.Alloc a -> {
                Lvalue target = lvalue(a.target(), f);
                yield new Stmt.Alloc(target, f.apply(a.size()), a.zeroed(), a.site(), a.loc());
            }
            case Stmt.Free fr -> new Stmt.Free(f.apply(fr.pointer()), fr.loc());
        };
    }

    private static Callee callee(Callee c, Function<Expr, Expr> f) {
        return switch (c) {
            case Callee.Direct d -> d;
            case Callee.Indirect i -> new Callee.Indirect(f.apply(i.pointer()));
        };
    }

    private static Lvalue lvalue(Lvalue l, Function<Expr, Expr> f) {
        return switch (l) {
            case Lvalue.Var v -> v;
            case Lvalue.Mem m -> m.withPointer(f.apply(m.pointer()));
        };
    }

    /** Counts memory reads. */
    private static final class Counter {
        int reads;

        void count(Expr e) {
            Exprs.visit(e, x -> {
                if (x instanceof Expr.Read r && r.lvalue() instanceof Lvalue.Mem) {
                    reads++;
                }
            });
        }
    }

    /** Replaces the first {@code budget} memory reads (post-order) by temporaries. */
    private final class Hoister {
        final List<Stmt> before = new ArrayList<>();
        final org.braid.core.internal.ir.Loc loc;
        int budget;

        Hoister(int budget, org.braid.core.internal.ir.Loc loc) {
            this.budget = budget;
            this.loc = loc;
        }

        Expr rewrite(Expr e) {
            return Exprs.map(e, x -> {
                if (budget > 0 && x instanceof Expr.Read r && r.lvalue() instanceof Lvalue.Mem m) {
                    budget--;
                    Variable t = temps.apply(m.type());
                    before.add(new Stmt.Assign(new Lvalue.Var(t), x, loc));
                    return new Expr.Read(new Lvalue.Var(t));
                }
                return x;
            });
        }
    }
}
