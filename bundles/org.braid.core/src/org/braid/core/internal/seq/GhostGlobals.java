package org.braid.core.internal.seq;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Type;

/**
 * The scalar globals a sequentializer adds (scheduler state, race-watch state). Every name starts
 * with {@code __braid_}; a clash with a global of the program is a Braid bug.
 */
final class GhostGlobals {

    static final String PREFIX = "__braid_";

    private final Program program;
    private final Map<String, Global> globals = new LinkedHashMap<>();

    GhostGlobals(Program program) {
        this.program = program;
    }

    /** Declares (once) a ghost zero-initialized or with an initial value, and returns its cell. */
    Lvalue.Mem declare(String name, Type type, long initial) {
        String full = PREFIX + name;
        if (program.globals().containsKey(full)) {
            throw new IllegalStateException("program already declares Braid's ghost global " + full);
        }
        Global existing = globals.get(full);
        if (existing == null) {
            List<Global.Init> init = new ArrayList<>();
            if (initial != 0) {
                init.add(new Global.Init(0, Expr.Const.of(initial, (Type.Int) type)));
            }
            globals.put(full, new Global(full, type, init, false, Loc.NONE));
        } else if (!existing.type().equals(type)) {
            throw new IllegalStateException("ghost " + full + " declared with two types");
        }
        return cell(full, type);
    }

    Lvalue.Mem declare(String name, Type type) {
        return declare(name, type, 0);
    }

    /** Declares (once) a ghost object {@code name} of any type, initialized like {@code model}. */
    String object(String name, Type type, List<Global.Init> initializer) {
        String full = PREFIX + name;
        if (program.globals().containsKey(full)) {
            throw new IllegalStateException("program already declares Braid's ghost global " + full);
        }
        globals.putIfAbsent(full, new Global(full, type, initializer, false, Loc.NONE));
        return full;
    }

    static Lvalue.Mem cell(String fullName, Type type) {
        return new Lvalue.Mem(new Expr.GlobalAddr(fullName, new Type.Pointer(type)), type, fullName);
    }

    /** The program's globals (without thread-local ones when {@code dropThreadLocal}) followed by the ghosts. */
    List<Global> withProgramGlobals(boolean dropThreadLocal) {
        List<Global> all = new ArrayList<>(program.globals().values().stream()
            .filter(g -> !(dropThreadLocal && g.threadLocal())).toList());
        all.addAll(globals.values());
        return all;
    }
}
