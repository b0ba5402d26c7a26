package org.braid.core.internal.bmc;

import java.util.Map;
import java.util.function.Function;
import java.util.regex.Pattern;

import org.braid.core.internal.bmc.term.Evaluator;
import org.braid.core.internal.bmc.term.Term;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Variable;

/**
 * The reason of a reachable memory error, worded from the model that reaches it exactly as the
 * interpreter words the same error ({@code interp.Memory}: the first of its checks that fails),
 * so that both engines make the check {@code unknown} with the same reason. The encoding only
 * needs whether an access is valid; which check fails, the offset and the object's size are read
 * from the model once the question is satisfiable, which costs no clauses.
 */
final class MemoryFaults {

    /** What every memory error's reason starts with. */
    static final String PREFIX = "memory error: ";

    private static final Pattern COPY_SUFFIX = Pattern.compile("(\\.t\\d+)?(\\.a\\d+)?$");

    private final ObjectTable objects;

    MemoryFaults(ObjectTable objects) {
        this.objects = objects;
    }

    /**
     * An invalid access of {@code bytes} bytes at {@code pointer} (the lvalue {@code what}), with
     * the liveness each candidate object had at that step.
     */
    Function<Evaluator, String> access(Term pointer, int bytes, Map<Integer, Term> alive, String what) {
        return model -> PREFIX + access(model, model.value(pointer), bytes, alive, what);
    }

    private String access(Evaluator model, long pointer, int bytes, Map<Integer, Term> alive, String what) {
        long id = pointer >>> 32;
        long offset = (int) pointer;
        if (pointer == 0) {
            return "null pointer dereference in " + what;
        }
        if (id == 0 || id >= objects.size()) {
            return "dereference of an invalid pointer in " + what;
        }
        ObjectTable.MemoryObject object = objects.get((int) id);
        if (object.kind() == ObjectTable.Kind.FUNCTION) {
            return "data access to function " + object.name() + " in " + what;
        }
        if (object.kind() != ObjectTable.Kind.GLOBAL && !isAlive(model, alive, (int) id)) {
            return (object.kind() == ObjectTable.Kind.HEAP ? "use after free of " : "use after return of ")
                + object.name() + " in " + what;
        }
        return "out-of-bounds access in " + what + ": " + bytes + " bytes at offset " + offset + " of "
            + object.name() + " (" + model.value(object.size()) + " bytes)";
    }

    /** An invalid {@code free(pointer)}, with the liveness each candidate object had before it. */
    Function<Evaluator, String> free(Term pointer, Map<Integer, Term> alive) {
        return model -> {
            long p = model.value(pointer);
            long id = p >>> 32;
            ObjectTable.MemoryObject object = id > 0 && id < objects.size() ? objects.get((int) id) : null;
            if (object == null || object.kind() != ObjectTable.Kind.HEAP) {
                return PREFIX + "free of " + (object == null ? "an invalid pointer" : object.name())
                    + ", which was not allocated on the heap";
            }
            if (!isAlive(model, alive, (int) id)) {
                return PREFIX + "double free of " + object.name();
            }
            return PREFIX + "free of a pointer into the middle of " + object.name() + " (offset " + (int) p + ")";
        };
    }

    /**
     * An in-memory local's name as the interpreter gives it, {@code local x of f} or
     * {@code parameter x of f}, with {@code f} the user's procedure also in a sequentialization's
     * copy of it ({@code f.t1}, {@code f.a1}, {@code f.t1.a1}: C names have no dot, and Java's end
     * with their parameter types).
     */
    static String localName(Procedure procedure, Variable variable) {
        String kind = procedure.parameters().contains(variable) ? "parameter " : "local ";
        return kind + variable.name() + " of " + COPY_SUFFIX.matcher(procedure.name()).replaceFirst("");
    }

    /** A call through {@code pointer}, which points to no procedure. */
    static Function<Evaluator, String> call(Term pointer, String what) {
        return model -> PREFIX + "call through " + (model.value(pointer) == 0 ? "a null" : "an invalid")
            + " function pointer in " + what;
    }

    private static boolean isAlive(Evaluator model, Map<Integer, Term> alive, int object) {
        Term condition = alive.get(object);
        return condition != null && model.isTrue(condition);
    }
}
