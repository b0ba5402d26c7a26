package org.braid.core.internal.dpor;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;

import org.braid.core.TraceStep;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;

/**
 * The values the search tries for a nondeterministic value ({@code havoc}, the result of an
 * external call such as {@code __VERIFIER_nondet_int()}). A {@code _Bool} and an integer of at
 * most {@value #FULL_WIDTH} bits are enumerated completely; a wider integer takes the
 * representative values 0, 1, -1 and every integer constant {@code c} of the user's branch
 * conditions, assumptions and assertions with {@code c - 1} and {@code c + 1}, at most
 * {@value #MAX_REPRESENTATIVES} of them (the domain is then incomplete and the verdict cannot be
 * {@code proved}); a pointer takes null only (incomplete). A havoc into a register that the
 * procedure only ever tests against zero ({@code _Bool} inputs: {@code __VERIFIER_nondet_bool()}
 * is {@code havoc t; t != 0}) takes 0 and 1, which covers every outcome of those tests: complete.
 * A value that no path reads ({@link UnreadValues}: an uninitialized local assigned before it is
 * read, or never read, a dropped result) takes 0 alone, which stands for every value: complete,
 * and the search does not branch there.
 */
final class Inputs {
    /** Integers of at most this many bits are enumerated completely. */
    static final int FULL_WIDTH = 2;
    /** At most this many representatives of a wider integer. */
    static final int MAX_REPRESENTATIVES = DporOptions.REPRESENTATIVES;

    /** The values of one domain, and whether they are all values of the type. */
    record Domain(long[] values, boolean complete) {
    }

    private final long[] constants;
    private final Set<StmtRef> zeroTested;
    private final Set<StmtRef> unread;

    private Inputs(long[] constants, Set<StmtRef> zeroTested, Set<StmtRef> unread) {
        this.constants = constants;
        this.zeroTested = Set.copyOf(zeroTested);
        this.unread = Set.copyOf(unread);
    }

    /** The representatives of {@code program}'s user code (environment models are skipped). */
    static Inputs of(Program program) {
        TreeSet<Long> found = new TreeSet<>(Arrays.asList(0L, 1L, -1L));
        Set<StmtRef> zeroTested = new HashSet<>();
        Set<StmtRef> unread = new HashSet<>();
        for (Procedure p : program.procedures().values()) {
            if (!p.isExternal()) {
                zeroTested.addAll(ZeroTests.havocs(p));
                unread.addAll(UnreadValues.of(p));
            }
        }
        for (Procedure p : program.procedures().values()) {
            if (p.isExternal() || p.loc().file().startsWith(TraceStep.MODEL_PREFIX)) {
                continue;
            }
            for (Block b : p.blocks()) {
                for (Stmt s : b.statements()) {
                    if (s instanceof Stmt.Assume a) {
                        collect(a.condition(), found);
                    } else if (s instanceof Stmt.Assert a) {
                        collect(a.condition(), found);
                    }
                }
                if (b.terminator() instanceof Terminator.Branch br) {
                    collect(br.condition(), found);
                }
            }
        }
        return new Inputs(found.stream().limit(MAX_REPRESENTATIVES).mapToLong(Long::longValue).toArray(), zeroTested,
            unread);
    }

    private static void collect(Expr e, TreeSet<Long> found) {
        switch (e) {
            case Expr.Const c -> {
                if (c.type() instanceof Type.Int && Math.abs(c.bits()) < 1_000_000) {
                    found.add(c.bits());
                    found.add(c.bits() - 1);
                    found.add(c.bits() + 1);
                }
            }
            case Expr.Unary u -> collect(u.operand(), found);
            case Expr.Binary b -> {
                collect(b.left(), found);
                collect(b.right(), found);
            }
            case Expr.Cast c -> collect(c.operand(), found);
            case Expr.Ite i -> {
                collect(i.condition(), found);
                collect(i.then(), found);
                collect(i.otherwise(), found);
            }
            case Expr.Null n -> {
            }
            case Expr.Read r -> {
            }
            case Expr.GlobalAddr g -> {
            }
            case Expr.LocalAddr l -> {
            }
            case Expr.FunctionAddr f -> {
            }
            case Expr.PtrAdd p -> {
            }
            case Expr.PtrDiff p -> {
            }
            case Expr.ObjectSize o -> {
            }
            case Expr.FloatOp f -> {
            }
        }
    }

    /** The values tried for the value the statement {@code at} takes, of {@code type}. */
    Domain domain(StmtRef at, Type type) {
        if (unread.contains(at)) {
            return new Domain(new long[] {0}, true);
        }
        return zeroTested.contains(at) ? new Domain(new long[] {0, 1}, true) : domain(type);
    }

    /**
     * Whether the value the statement {@code at} takes is one the search chooses: false for a
     * value nothing reads, which the search neither branches on nor starts a transition for.
     */
    boolean chosen(StmtRef at) {
        return !unread.contains(at);
    }

    /** The values tried for a value of {@code type}. */
    Domain domain(Type type) {
        return switch (type) {
            case Type.Bool b -> new Domain(new long[] {0, 1}, true);
            case Type.Int i -> i.width() <= FULL_WIDTH ? new Domain(all(i.width()), true)
                : new Domain(constants, false);
            case Type.Pointer p -> new Domain(new long[] {0}, false);
            case Type.Struct s -> throw new IllegalArgumentException("value of aggregate " + s);
            case Type.Array a -> throw new IllegalArgumentException("value of aggregate " + a);
            case Type.Function f -> throw new IllegalArgumentException("value of function " + f);
            case Type.Void v -> throw new IllegalArgumentException("value of void");
        };
    }

    private static long[] all(int width) {
        long[] values = new long[1 << width];
        for (int v = 0; v < values.length; v++) {
            values[v] = v;
        }
        return values;
    }
}
