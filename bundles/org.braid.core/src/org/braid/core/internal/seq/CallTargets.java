package org.braid.core.internal.seq;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.CallingConvention;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Operands;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Type;

/**
 * Possible targets of calls and thread starts through function pointers: every procedure whose
 * address is taken somewhere in the program and whose parameters read the call's arguments as
 * gcc's code passes them ({@link CallingConvention}); the others whose address is taken are
 * {@linkplain #unmodelled unmodelled} targets. The sequentializers turn an indirect call into a
 * chain of comparisons with direct calls, so the generated program contains no function pointer
 * calls.
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
                b.statements().forEach(s -> Operands.visit(s, this::lvalue, this::collect));
                Operands.visit(b.terminator(), this::collect);
            }
        }
    }

    /** Names of the procedures whose address the program takes. */
    public Set<String> addressTaken() {
        return java.util.Collections.unmodifiableSet(addressTaken);
    }

    /**
     * The procedures a call or thread start with these arguments may run, in declaration order:
     * the direct callee, or every procedure whose address is taken and whose parameters read the
     * arguments as gcc's code passes them ({@link CallingConvention}).
     */
    public List<Procedure> targets(Callee callee, List<Expr> arguments) {
        return denoted(callee).stream()
            .filter(q -> CallingConvention.bind(q, arguments, through(callee, q))
                instanceof CallingConvention.Passed)
            .toList();
    }

    /**
     * The procedures a call or thread start may denote but whose run Braid does not model, each
     * with the reason ({@link CallingConvention.Unmodelled}): the translation makes a path that
     * reaches one of them end in an unsupported step, never cut silently.
     */
    public List<Unmodelled> unmodelled(Callee callee, List<Expr> arguments) {
        List<Unmodelled> out = new ArrayList<>();
        for (Procedure q : denoted(callee)) {
            if (CallingConvention.bind(q, arguments, through(callee, q))
                    instanceof CallingConvention.Unmodelled u) {
                out.add(new Unmodelled(q, u.reason()));
            }
        }
        return out;
    }

    /** A procedure a call may denote, and why its run is not modelled. */
    public record Unmodelled(Procedure procedure, String reason) {
    }

    /** The function type a call goes through: the pointer's target, or the direct callee's own type. */
    public static Type.Function through(Callee callee, Procedure q) {
        return switch (callee) {
            case Callee.Direct d -> q.type();
            case Callee.Indirect i -> (Type.Function) ((Type.Pointer) i.pointer().type()).target();
        };
    }

    private List<Procedure> denoted(Callee callee) {
        return switch (callee) {
            case Callee.Direct d -> program.procedure(d.name()).map(List::of).orElse(List.of());
            case Callee.Indirect i -> addressTaken.stream().map(program::procedure)
                .flatMap(java.util.Optional::stream).toList();
        };
    }

    private void lvalue(Lvalue l) {
        Operands.pointer(l).ifPresent(this::collect);
    }

    private void collect(Expr e) {
        if (e instanceof Expr.FunctionAddr f) {
            addressTaken.add(f.name());
        }
        Operands.children(e).forEach(this::collect);
    }
}
