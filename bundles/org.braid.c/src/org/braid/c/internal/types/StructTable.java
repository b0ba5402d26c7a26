package org.braid.c.internal.types;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.braid.core.internal.ir.StructDef;

/**
 * The struct and union layouts of one linked program, by unique tag. A tag used by two
 * different layouts (a struct redefined in an inner scope or another translation unit) gets a
 * numbered variant ({@code node.1}). Not thread-safe.
 */
public final class StructTable {

    /**
     * A member: its type and byte offset. A bit-field lives in the storage unit {@code unit} (an
     * unsigned integer type) at {@code offset}, at bit {@code bitOffset} with {@code bitWidth}
     * bits; {@code type} is its declared type (signedness, promotion). An anonymous struct or
     * union member has an empty name.
     */
    public record Member(String name, CType type, long offset, int bitOffset, int bitWidth, CType.Int unit) {
        public boolean isBitField() {
            return bitWidth > 0;
        }
    }

    /** A layout; an incomplete (declared, never defined) type has {@code complete} false. */
    public record Layout(String tag, boolean union, List<Member> members, long size, int align, boolean complete) {
        public Layout {
            members = List.copyOf(members);
        }

        public Optional<Member> member(String name) {
            return members.stream().filter(m -> m.name().equals(name)).findFirst();
        }
    }

    private final Map<String, Layout> layouts = new LinkedHashMap<>();
    private final Map<String, Boolean> reserved = new LinkedHashMap<>();

    /** A tag not used yet, derived from {@code preferred}. */
    public String freshTag(String preferred) {
        String tag = preferred;
        for (int n = 1; reserved.containsKey(tag); n++) {
            tag = preferred + "." + n;
        }
        reserved.put(tag, Boolean.TRUE);
        return tag;
    }

    public void define(Layout layout) {
        reserved.put(layout.tag(), Boolean.TRUE);
        layouts.put(layout.tag(), layout);
    }

    public Optional<Layout> find(String tag) {
        return Optional.ofNullable(layouts.get(tag));
    }

    public Layout layout(String tag) {
        Layout l = layouts.get(tag);
        if (l == null) {
            throw new IllegalStateException("no layout for struct " + tag);
        }
        return l;
    }

    /** CIR struct definitions; bit-fields appear as their storage units. */
    public List<StructDef> toIr(Target target) {
        List<StructDef> defs = new ArrayList<>();
        for (Layout l : layouts.values()) {
            List<StructDef.Field> fields = new ArrayList<>();
            for (Member m : l.members()) {
                String name = m.name().isEmpty() ? "<anonymous>" : m.name();
                fields.add(new StructDef.Field(name, target.ir(m.isBitField() ? m.unit() : m.type()), m.offset()));
            }
            defs.add(new StructDef(l.tag(), l.union(), fields, l.size(), l.align()));
        }
        return defs;
    }
}
