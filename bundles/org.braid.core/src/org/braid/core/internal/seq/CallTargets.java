package org.braid.core.internal.seq;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;

/**
 * Possible targets of calls and thread starts through function pointers: every procedure whose
 * address is taken somewhere in the program and whose signature fits the pointer's (same number
 * of parameters, same scalar kinds). The sequentializers turn an indirect call into a chain of
 * comparisons with direct calls, so the generated program contains no function pointer calls.
 */
public final class CallTargets {

    private final Program program;
    private final Set<String> addressTaken = new LinkedHashSet<>();

    public CallTargets(Program program) {
        this.program = program;
        for (Global g : program.globals().values()) {
            g.initializer().forEach(i -> collect(i.value()));
        }
        for (Procedure p : program.procedures().values()) {
            for (Block b : p.blocks()) {
                b.statements().forEach(this::collect);
                collect(b.terminator());
            }
        }
    }

    /** Names of the procedures whose address the program takes. */
    public Set<String> addressTaken() {
        return java.util.Collections.unmodifiableSet(addressTaken);
    }

    /** The procedures a callee may denote, in declaration order. */
    public List<Procedure> targets(Callee callee) {
        return switch (callee) {
            case Callee.Direct d -> program.procedure(d.name()).map(List::of).orElse(List.of());
            case Callee.Indirect i -> candidates((Type.Function) ((Type.Pointer) i.pointer().type()).target());
        };
    }

    private List<Procedure> candidates(Type.Function signature) {
        List<Procedure> out = new ArrayList<>();
        for (String name : addressTaken) {
            program.procedure(name).filter(p -> fits(p.type(), signature)).ifPresent(out::add);
        }
        return out;
    }

    private static boolean fits(Type.Function actual, Type.Function pointer) {
        if (actual.parameters().size() != pointer.parameters().size()) {
            return false;
        }
        for (int i = 0; i < actual.parameters().size(); i++) {
            if (!sameKind(actual.parameters().get(i), pointer.parameters().get(i))) {
                return false;
            }
        }
        return sameKind(actual.returnType(), pointer.returnType());
    }

    private static boolean sameKind(Type a, Type b) {
        if (a instanceof Type.Pointer && b instanceof Type.Pointer) {
            return true;
        }
        return a.equals(b);
    }

    private void collect(Stmt s) {
        switch (s) {
            case Stmt.Assign a -> {
                lvalue(a.target());
                collect(a.value());
            }
            case Stmt.Havoc h -> lvalue(h.target());
            case Stmt.Assume a -> collect(a.condition());
            case Stmt.Assert a -> collect(a.condition());
            case Stmt.Call c -> {
                c.result().ifPresent(this::lvalue);
                callee(c.callee());
                c.arguments().forEach(this::collect);
            }
            case Stmt.Async a -> {
                a.threadId().ifPresent(this::lvalue);
                callee(a.callee());
                a.arguments().forEach(this::collect);
            }
            case Stmt.Join j -> {
                collect(j.threadId());
                j.result().ifPresent(this::lvalue);
            }
            case Stmt.AtomicBegin a -> {
            }
            case Stmt.AtomicEnd a -> {
            }
            case Stmt.Alloc a -> {
                lvalue(a.target());
                collect(a.size());
            }
            case Stmt.Free f -> collect(f.pointer());
        }
    }

    private void collect(Terminator t) {
        switch (t) {
            case Terminator.Goto g -> {
            }
            case Terminator.Branch b -> collect(b.condition());
            case Terminator.Return r -> r.value().ifPresent(this::collect);
            case Terminator.Exit e -> {
            }
        }
    }

    private void callee(Callee c) {
        if (c instanceof Callee.Indirect i) {
            collect(i.pointer());
        }
    }

    private void lvalue(Lvalue l) {
        if (l instanceof Lvalue.Mem m) {
            collect(m.pointer());
        }
    }

    private void collect(Expr e) {
        switch (e) {
            case Expr.Const c -> {
            }
            case Expr.Null n -> {
            }
            case Expr.Read r -> lvalue(r.lvalue());
            case Expr.GlobalAddr g -> {
            }
            case Expr.LocalAddr l -> {
            }
            case Expr.FunctionAddr f -> addressTaken.add(f.name());
            case Expr.PtrAdd p -> {
                collect(p.pointer());
                collect(p.bytes());
            }
            case Expr.PtrDiff d -> {
                collect(d.left());
                collect(d.right());
            }
            case Expr.Unary u -> collect(u.operand());
            case Expr.Binary b -> {
                collect(b.left());
                collect(b.right());
            }
            case Expr.Cast c -> collect(c.operand());
            case Expr.Ite i -> {
                collect(i.condition());
                collect(i.then());
                collect(i.otherwise());
            }
        }
    }
}
