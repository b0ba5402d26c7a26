package org.braid.core.internal.lockset;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Type;

/**
 * What reads of memory can give, flow-insensitively, found by iteration to a fixpoint (analyse,
 * record every write, analyse again while the facts changed):
 * <ul>
 * <li>integer cells of globals that keep their initial value in every execution because no write
 * can change it (for instance the kind word of a mutex never initialised with attributes):
 * reading one gives its initial value, which shows which branch of a model is taken (the default
 * mutex's plain acquire);
 * <li>for pointer cells, per abstract object, the join of its initial pointers and of every
 * pointer written into it (and of every pointer written through an unknown address), so that a
 * pointer kept in a global ({@code gp->f}) still names the heap and not any object.
 * </ul>
 */
final class MemoryFacts {

    private final Program program;
    private final Set<Cell> changed = new HashSet<>();
    private final Set<String> changedObjects = new HashSet<>();
    private final Map<String, Value> pointers = new HashMap<>();
    private Value wildPointer;
    private boolean everything;
    private boolean grew;

    MemoryFacts(Program program) {
        this.program = program;
    }

    /** The value a read of {@code type} at {@code pointer} gives, {@link Value.Top} unless stable. */
    Value value(Value pointer, Type type) {
        if (type instanceof Type.Pointer) {
            return everything || !(pointer instanceof Value.Addr a) ? Value.TOP : storedPointer(a.object());
        }
        if (everything || !(pointer instanceof Value.Addr a) || a.offset().isEmpty()
            || !ObjectNames.isGlobal(a.object()) || changedObjects.contains(a.object())
            || changed.contains(new Cell(a.object(), a.offset().getAsLong()))
            || !(type instanceof Type.Int || type instanceof Type.Bool)) {
            return Value.TOP;
        }
        OptionalLong init = initial(a.object().substring(2), a.offset().getAsLong(), type);
        return init.isPresent() ? new Value.Const(init.getAsLong()) : Value.TOP;
    }

    /** Records a write of {@code value} of {@code type} at {@code pointer}. */
    void written(Value pointer, Type type, Value value) {
        if (everything) {
            return;
        }
        if (type instanceof Type.Pointer) {
            if (pointer instanceof Value.Addr a) {
                Value old = pointers.get(a.object());
                Value joined = Value.join(old, value);
                if (!joined.equals(old)) {
                    pointers.put(a.object(), joined);
                    grew = true;
                }
            } else {
                Value joined = Value.join(wildPointer, value);
                if (!joined.equals(wildPointer)) {
                    wildPointer = joined;
                    grew = true;
                }
            }
        }
        if (!(pointer instanceof Value.Addr a)) {
            if (!(type instanceof Type.Pointer)) {
                everything = true;
                grew = true;
            }
            return;
        }
        if (a.offset().isEmpty()) {
            grew |= changedObjects.add(a.object());
            if (!(type instanceof Type.Pointer) && !Value.TOP.equals(pointers.get(a.object()))) {
                pointers.put(a.object(), Value.TOP);
                grew = true;
            }
            return;
        }
        if (!ObjectNames.isGlobal(a.object())) {
            return;
        }
        Cell cell = new Cell(a.object(), a.offset().getAsLong());
        OptionalLong init = initial(a.object().substring(2), cell.offset(), type);
        if (init.isEmpty() || !value.equals(new Value.Const(init.getAsLong()))) {
            grew |= changed.add(cell);
        }
    }

    /** Whether some write since the last call made more cells unstable. */
    boolean grew() {
        boolean g = grew;
        grew = false;
        return g;
    }

    void giveUp() {
        everything = true;
    }

    private Value storedPointer(String object) {
        Value v = Value.join(pointers.get(object), wildPointer);
        if (!ObjectNames.isGlobal(object) || !program.globals().containsKey(object.substring(2))) {
            return Value.TOP;
        }
        v = Value.join(v, new Value.Null());
        for (Global.Init init : program.globals().get(object.substring(2)).initializer()) {
            if (init.value().type() instanceof Type.Pointer) {
                v = Value.join(v, switch (init.value()) {
                    case Expr.Null n -> new Value.Null();
                    case Expr.GlobalAddr g -> new Value.Addr(ObjectNames.global(g.name()), OptionalLong.of(0));
                    case Expr.FunctionAddr f -> new Value.Func(f.name());
                    default -> Value.TOP;
                });
            }
        }
        return v;
    }

    private OptionalLong initial(String name, long offset, Type type) {
        Global g = program.globals().get(name);
        if (g == null || !(type instanceof Type.Int || type instanceof Type.Bool)) {
            return OptionalLong.empty();
        }
        long size = program.sizeOf(type);
        if (offset < 0 || offset + size > program.sizeOf(g.type())) {
            return OptionalLong.empty();
        }
        for (Global.Init init : g.initializer()) {
            long end = init.offset() + program.sizeOf(init.value().type());
            if (init.offset() == offset && init.value() instanceof Expr.Const c && c.type().equals(type)) {
                return OptionalLong.of(c.bits());
            }
            if (init.offset() < offset + size && offset < end) {
                return OptionalLong.empty();
            }
        }
        return OptionalLong.of(0);
    }
}
