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
import org.braid.core.internal.ir.Operands;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Type;

/**
 * Possible targets of calls and thread starts through function pointers: every procedure whose
 * address is taken somewhere in the program and whose signature fits the pointer's (see
 * {@link #fits}: at most as many parameters, of the same scalar kinds). The sequentializers turn an indirect call into a chain of
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
                b.statements().forEach(s -> Operands.visit(s, this::lvalue, this::collect));
                Operands.visit(b.terminator(), this::collect);
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

    /**
     * Whether a call through a pointer of type {@code pointer} may run a procedure of type
     * {@code actual}, as GCC compiles it on x86-64: the procedure may take fewer parameters than
     * the call passes (an unprototyped {@code void *f()} started by {@code pthread_create}, a
     * handler that ignores its context argument): the extra arguments are ignored. The
     * parameters it has and the result must be of the same kinds.
     */
    static boolean fits(Type.Function actual, Type.Function pointer) {
        if (actual.parameters().size() > pointer.parameters().size()) {
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
