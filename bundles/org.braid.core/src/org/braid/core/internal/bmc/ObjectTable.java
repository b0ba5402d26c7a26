package org.braid.core.internal.bmc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.braid.core.internal.bmc.term.Term;

/**
 * The memory objects of one check, with static ids: 0 is null; then globals, functions whose
 * address is taken, and, as symbolic execution reaches them, one object per in-memory local of
 * each inlined activation and one per executed instance of an {@code Alloc} in the unwound
 * program. Each executes at most once per path, so a static id per instance is exact.
 */
final class ObjectTable {

    enum Kind { NULL, GLOBAL, FUNCTION, LOCAL, HEAP }

    /** One object; {@code size} is a 64-bit term (a constant except for heap objects). */
    record MemoryObject(int id, Kind kind, String name, Term size) {
        boolean isData() {
            return kind == Kind.GLOBAL || kind == Kind.LOCAL || kind == Kind.HEAP;
        }
    }

    private final List<MemoryObject> objects = new ArrayList<>();
    private final Map<String, Integer> globals = new LinkedHashMap<>();
    private final Map<String, Integer> functions = new LinkedHashMap<>();

    ObjectTable(Term zero) {
        objects.add(new MemoryObject(0, Kind.NULL, "null", zero));
    }

    int add(Kind kind, String name, Term size) {
        int id = objects.size();
        if (id == Integer.MAX_VALUE) {
            throw CheckStopped.memoryGuard("too many memory objects");
        }
        objects.add(new MemoryObject(id, kind, name, size));
        if (kind == Kind.GLOBAL) {
            globals.put(name, id);
        } else if (kind == Kind.FUNCTION) {
            functions.put(name, id);
        }
        return id;
    }

    MemoryObject get(int id) {
        return objects.get(id);
    }

    int size() {
        return objects.size();
    }

    int global(String name) {
        Integer id = globals.get(name);
        if (id == null) {
            throw new IllegalArgumentException("unknown global " + name);
        }
        return id;
    }

    int function(String name) {
        Integer id = functions.get(name);
        if (id == null) {
            throw new IllegalArgumentException("address of unknown procedure " + name);
        }
        return id;
    }
}
