package org.braid.core.internal.harness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * Makes the arguments of an entry routine: a pointer parameter points to a fresh zero-filled
 * heap object of the pointee's size ({@value #UNKNOWN_SIZE} bytes for {@code void*} and types
 * of unknown size), shared by all parameters of the same pointer type when sharing; a function
 * pointer parameter is null; an integer or boolean parameter is a havoc.
 */
final class Arguments {
    /** Size of the object behind a {@code void*} or a pointer to a type of unknown size. */
    static final long UNKNOWN_SIZE = 64;

    private final Program program;
    private final ProcedureBuilder builder;
    private final Map<Type, Expr> shared;

    /**
     * @param shared pointee type to the shared object's pointer, filled as objects are made;
     *        {@code null} for disjoint objects
     */
    Arguments(Program program, ProcedureBuilder builder, Map<Type, Expr> shared) {
        this.program = program;
        this.builder = builder;
        this.shared = shared;
    }

    /** Shared-object sharing with an empty table. */
    static Map<Type, Expr> sharing() {
        return new LinkedHashMap<>();
    }

    /** Emits the statements that make {@code routine}'s arguments and returns them. */
    List<Expr> make(Procedure routine) throws HarnessException {
        List<Expr> arguments = new ArrayList<>();
        for (Variable p : routine.parameters()) {
            arguments.add(argument(routine, p));
        }
        return arguments;
    }

    private Expr argument(Procedure routine, Variable p) throws HarnessException {
        return switch (p.type()) {
            case Type.Int i -> havoc(p.type());
            case Type.Bool b -> havoc(p.type());
            case Type.Pointer ptr when ptr.target() instanceof Type.Function -> new Expr.Null(ptr);
            case Type.Pointer ptr -> {
                if (shared == null) {
                    yield allocate(ptr, "argument " + p.name() + " of " + routine.name());
                }
                Expr existing = shared.get(ptr.target());
                if (existing != null) {
                    yield existing;
                }
                Expr made = allocate(ptr, "argument " + p.name() + " of " + routine.name());
                shared.put(ptr.target(), made);
                yield made;
            }
            case Type.Struct s -> throw unsupported(routine, p);
            case Type.Array a -> throw unsupported(routine, p);
            case Type.Function f -> throw unsupported(routine, p);
            case Type.Void v -> throw unsupported(routine, p);
        };
    }

    /** Allocates the zero-filled object a pointer of type {@code ptr} points to. */
    Expr allocate(Type.Pointer ptr, String site) {
        long size = ptr.target() instanceof Type.Void ? 0 : program.sizeOf(ptr.target());
        Variable object = builder.local("__braid_obj", ptr);
        Type.Int sizeType = new Type.Int(program.dataModel().pointerBits(), false);
        builder.add(new Stmt.Alloc(new Lvalue.Var(object), Expr.Const.of(size == 0 ? UNKNOWN_SIZE : size, sizeType),
            true, site, Loc.NONE));
        return new Expr.Read(new Lvalue.Var(object));
    }

    private Expr havoc(Type type) {
        Variable v = builder.local("__braid_arg", type);
        builder.add(new Stmt.Havoc(new Lvalue.Var(v), Loc.NONE));
        return new Expr.Read(new Lvalue.Var(v));
    }

    private static HarnessException unsupported(Procedure routine, Variable p) {
        return new HarnessException(routine.loc() + ": parameter " + p.name() + " of " + routine.name()
            + " has type " + p.type() + ", which an entry-point harness cannot supply (pass it by pointer)");
    }

    /** The routine named {@code name}, with a body. */
    static Procedure routine(Program program, String name) throws HarnessException {
        Optional<Procedure> p = program.procedure(name);
        if (p.isEmpty()) {
            throw new HarnessException("no function named '" + name + "' in the program");
        }
        if (p.get().isExternal()) {
            throw new HarnessException("function '" + name + "' is only declared; it has no body to run");
        }
        return p.get();
    }
}
