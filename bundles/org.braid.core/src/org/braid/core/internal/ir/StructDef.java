package org.braid.core.internal.ir;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Layout of a struct or union, computed by the front end for the program's data model. Unions
 * are raw storage: all fields at offset 0.
 */
public record StructDef(String tag, boolean union, List<Field> fields, long size, int align) {

    /** A member at a byte offset from the start of the struct. */
    public record Field(String name, Type type, long offset) {
        public Field {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(type, "type");
        }
    }

    public StructDef {
        Objects.requireNonNull(tag, "tag");
        fields = List.copyOf(fields);
    }

    public Optional<Field> field(String name) {
        return fields.stream().filter(f -> f.name().equals(name)).findFirst();
    }
}
