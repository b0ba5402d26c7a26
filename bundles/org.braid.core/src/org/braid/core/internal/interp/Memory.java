package org.braid.core.internal.interp;

import java.util.ArrayList;
import java.util.List;

import org.braid.core.internal.ir.Type;

/**
 * The objects of a run, indexed by id (0 is the null object and never exists), with cells of
 * bytes as a little-endian machine has them (x86, which gcc targets): a load of the width of the
 * last store to that cell reads its value; any other load is composed of the bytes of the cells it
 * covers, and a store that overlaps cells partially keeps their other bytes. A byte never written
 * reads as 0. A pointer's bytes are those of its encoding ({@link Pointers}): copied byte by byte
 * it is the same pointer. Every access is checked: null, invalid, dead (freed, or a local of a
 * returned activation), function or out-of-bounds pointers give {@link ErrorKind#MEMORY_ERROR},
 * worded as the model checker words the same error (its {@code bmc.MemoryFaults}).
 */
final class Memory {
    private final List<MemObject> objects = new ArrayList<>();

    Memory() {
        objects.add(null);
    }

    /** An independent copy of every object. */
    Memory copy() {
        Memory copy = new Memory();
        for (int i = 1; i < objects.size(); i++) {
            copy.objects.add(objects.get(i).copy());
        }
        return copy;
    }

    MemObject create(MemObject.Kind kind, String name, long size, String procedure) {
        MemObject object = new MemObject(objects.size(), kind, name, size, procedure);
        objects.add(object);
        return object;
    }

    /** The object with this id, or {@code null} if there is none. */
    MemObject object(long id) {
        return id > 0 && id < objects.size() ? objects.get((int) id) : null;
    }

    int count() {
        return objects.size() - 1;
    }

    /** The live data object that {@code bytes} bytes at {@code pointer} lie in. */
    MemObject check(long pointer, int bytes, String what) {
        long id = Pointers.object(pointer);
        long offset = Pointers.offset(pointer);
        if (id == 0) {
            throw Fault.memory(pointer == 0 ? "null pointer dereference in " + what
                : "dereference of an invalid pointer in " + what);
        }
        MemObject object = object(id);
        if (object == null) {
            throw Fault.memory("dereference of an invalid pointer in " + what);
        }
        if (object.kind() == MemObject.Kind.FUNCTION) {
            throw Fault.memory("data access to function " + object.name() + " in " + what);
        }
        if (!object.alive()) {
            throw Fault.memory((object.kind() == MemObject.Kind.HEAP ? "use after free of " : "use after return of ")
                + object.name() + " in " + what);
        }
        if (offset < 0 || offset + bytes > object.size()) {
            throw Fault.memory("out-of-bounds access in " + what + ": " + bytes + " bytes at offset " + offset
                + " of " + object.name() + " (" + object.size() + " bytes)");
        }
        return object;
    }

    /** Loads a value of the scalar {@code type} that is {@code bytes} wide. */
    long load(long pointer, Type type, int bytes, String what) {
        MemObject object = check(pointer, bytes, what);
        long offset = Pointers.offset(pointer);
        MemObject.Cell cell = object.cell(offset);
        long bits;
        if (cell != null && cell.bytes() == bytes) {
            bits = cell.bits();
        } else {
            bits = 0;
            for (int b = bytes - 1; b >= 0; b--) {
                bits = (bits << 8) | object.byteAt(offset + b);
            }
        }
        return switch (type) {
            case Type.Int i -> Arith.mask(bits, i.width());
            case Type.Bool b -> bits != 0 ? 1 : 0;
            case Type.Pointer p -> bits;
            case Type.Struct s -> throw new IllegalStateException("load of aggregate " + type);
            case Type.Array a -> throw new IllegalStateException("load of aggregate " + type);
            case Type.Function f -> throw new IllegalStateException("load of function " + type);
            case Type.Void v -> throw new IllegalStateException("load of void");
        };
    }

    /** Whether {@code [offsetA, offsetA + bytesA)} and {@code [offsetB, offsetB + bytesB)} of one object share a byte. */
    static boolean overlap(long objectA, long offsetA, int bytesA, long objectB, long offsetB, int bytesB) {
        return objectA == objectB && offsetA < offsetB + bytesB && offsetB < offsetA + bytesA;
    }

    void store(long pointer, int bytes, long bits, String what) {
        MemObject object = check(pointer, bytes, what);
        object.put(Pointers.offset(pointer), new MemObject.Cell(bytes, bits));
    }

    /** Stores without the liveness check: parameters and initializers of fresh objects. */
    void initialize(MemObject object, long offset, int bytes, long bits) {
        object.put(offset, new MemObject.Cell(bytes, bits));
    }

    /** {@code free(pointer)}; null does nothing. */
    void free(long pointer) {
        if (pointer == 0) {
            return;
        }
        MemObject object = object(Pointers.object(pointer));
        if (object == null || object.kind() != MemObject.Kind.HEAP) {
            throw Fault.memory("free of " + (object == null ? "an invalid pointer" : object.name())
                + ", which was not allocated on the heap");
        }
        if (!object.alive()) {
            throw Fault.memory("double free of " + object.name());
        }
        if (Pointers.offset(pointer) != 0) {
            throw Fault.memory("free of a pointer into the middle of " + object.name() + " (offset "
                + Pointers.offset(pointer) + ")");
        }
        object.kill();
    }

    /** The procedure a function pointer points to. */
    String function(long pointer, String what) {
        MemObject object = object(Pointers.object(pointer));
        if (object == null || object.kind() != MemObject.Kind.FUNCTION || Pointers.offset(pointer) != 0) {
            throw Fault.memory("call through " + (pointer == 0 ? "a null" : "an invalid") + " function pointer in "
                + what);
        }
        return object.procedure();
    }
}
