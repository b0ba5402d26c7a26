package org.braid.core.internal.ir;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A whole CIR program: data model, struct layouts, globals and procedures. Immutable; passes
 * return new programs (see {@link #withProcedures} and {@link #withGlobals}).
 */
public final class Program {
    private final DataModel dataModel;
    private final Map<String, StructDef> structs;
    private final Map<String, Global> globals;
    private final Map<String, Procedure> procedures;

    public Program(DataModel dataModel, List<StructDef> structs, List<Global> globals, List<Procedure> procedures) {
        this.dataModel = Objects.requireNonNull(dataModel, "dataModel");
        this.structs = index(structs, StructDef::tag, "struct");
        this.globals = index(globals, Global::name, "global");
        this.procedures = index(procedures, Procedure::name, "procedure");
    }

    private static <T> Map<String, T> index(List<T> items, java.util.function.Function<T, String> key, String what) {
        Map<String, T> map = new LinkedHashMap<>();
        for (T item : items) {
            if (map.put(key.apply(item), item) != null) {
                throw new IllegalArgumentException("duplicate " + what + " " + key.apply(item));
            }
        }
        return java.util.Collections.unmodifiableMap(map);
    }

    public DataModel dataModel() {
        return dataModel;
    }

    /** Struct layouts in declaration order. */
    public Map<String, StructDef> structs() {
        return structs;
    }

    /** Globals in declaration order. */
    public Map<String, Global> globals() {
        return globals;
    }

    /** Procedures in declaration order. */
    public Map<String, Procedure> procedures() {
        return procedures;
    }

    public Optional<Procedure> procedure(String name) {
        return Optional.ofNullable(procedures.get(name));
    }

    public StructDef struct(String tag) {
        StructDef def = structs.get(tag);
        if (def == null) {
            throw new IllegalArgumentException("unknown struct " + tag);
        }
        return def;
    }

    /** Size in bytes of a type under this program's data model. */
    public long sizeOf(Type type) {
        return switch (type) {
            case Type.Int i -> (i.width() + 7) / 8;
            case Type.Bool b -> 1;
            case Type.Pointer p -> dataModel.pointerBytes();
            case Type.Struct s -> struct(s.tag()).size();
            case Type.Array a -> a.length() * sizeOf(a.element());
            case Type.Function f -> 1;
            case Type.Void v -> 1;
        };
    }

    public Program withProcedures(List<Procedure> newProcedures) {
        return new Program(dataModel, List.copyOf(structs.values()), List.copyOf(globals.values()), newProcedures);
    }

    public Program withGlobals(List<Global> newGlobals) {
        return new Program(dataModel, List.copyOf(structs.values()), newGlobals, List.copyOf(procedures.values()));
    }
}
