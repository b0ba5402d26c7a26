package org.braid.c.internal.types;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The scalar cells of an object of a given type, in address order: what a struct copy copies
 * and what zero-initialization writes. Bit-fields are represented by their storage units (each
 * once); a union by its largest member (the first of equal size), since Braid's memory is
 * typed per cell and a union's other members reuse the same bytes; a {@code __int128} by its low
 * and high 64 bits.
 */
public final class Leaves {

    /** How the cells of a {@code __int128} object are named after the object: its low and high 64 bits. */
    public static final String LOW_HALF = " (low 64 bits)";
    public static final String HIGH_HALF = " (high 64 bits)";

    /** A scalar cell at {@code offset} with the access path {@code path} ({@code .a[2].b}). */
    public record Leaf(long offset, CType type, String path) {
    }

    private Leaves() {
    }

    public static List<Leaf> of(CType type, Target target) {
        List<Leaf> out = new ArrayList<>();
        collect(type.unqualified(), 0, "", target, out);
        return out;
    }

    private static void collect(CType type, long offset, String path, Target target, List<Leaf> out) {
        switch (type.unqualified()) {
            case CType.Arr a -> {
                long size = target.sizeOf(a.element());
                for (long i = 0; i < a.length(); i++) {
                    collect(a.element(), offset + i * size, path + "[" + i + "]", target, out);
                }
            }
            case CType.Rec r -> {
                StructTable.Layout layout = target.structs().layout(r.tag());
                if (layout.union()) {
                    StructTable.Member largest = null;
                    for (StructTable.Member m : layout.members()) {
                        if (largest == null || size(m, target) > size(largest, target)) {
                            largest = m;
                        }
                    }
                    if (largest != null) {
                        member(largest, offset, path, target, out);
                    }
                    return;
                }
                Map<Long, StructTable.Member> units = new LinkedHashMap<>();
                for (StructTable.Member m : layout.members()) {
                    if (m.isBitField()) {
                        if (units.putIfAbsent(m.offset(), m) == null) {
                            out.add(new Leaf(offset + m.offset(), m.unit(), path + "." + m.name()));
                        }
                    } else {
                        member(m, offset, path, target, out);
                    }
                }
            }
            case CType.Int i when i.kind().isWide() -> {
                out.add(new Leaf(offset, new CType.Int(IntKind.ULLONG), path + LOW_HALF));
                out.add(new Leaf(offset + 8, new CType.Int(IntKind.ULLONG), path + HIGH_HALF));
            }
            case CType.Int i -> out.add(new Leaf(offset, i, path));
            case CType.Ptr p -> out.add(new Leaf(offset, p, path));
            case CType.Floating f -> out.add(new Leaf(offset, f, path));
            case CType.Fun f -> {
            }
            case CType.Void v -> {
            }
            case CType.Atomic a -> collect(a.base(), offset, path, target, out);
        }
    }

    /**
     * The access path ({@code [1].b}) of the sub-object of type {@code sub} at {@code offset} of
     * an object of {@code type}.
     */
    public static String path(CType type, long offset, CType sub, Target target) {
        CType t = type.unqualified();
        if (offset == 0 && t.equals(sub.unqualified())) {
            return "";
        }
        if (t instanceof CType.Arr a && a.length() != 0) {
            long size = Math.max(1, target.sizeOf(a.element()));
            return "[" + offset / size + "]" + path(a.element(), offset % size, sub, target);
        }
        if (t instanceof CType.Rec r) {
            StructTable.Layout layout = target.structs().layout(r.tag());
            StructTable.Member found = null;
            for (StructTable.Member m : layout.members()) {
                long size = m.isBitField() ? target.sizeOf(m.unit()) : target.sizeOf(m.type());
                if (m.offset() <= offset && offset < m.offset() + Math.max(1, size)) {
                    found = m;
                    if (!layout.union()) {
                        continue;
                    }
                    break;
                }
            }
            if (found != null) {
                String name = found.name().isEmpty() ? "" : "." + found.name();
                return found.isBitField() ? name : name + path(found.type(), offset - found.offset(), sub, target);
            }
        }
        return "";
    }

    /** {@code display} made safe to append a member or index path to ({@code *p} becomes {@code (*p)}). */
    public static String base(String display) {
        return display.startsWith("*") || display.startsWith("&") ? "(" + display + ")" : display;
    }

    private static long size(StructTable.Member m, Target target) {
        return m.isBitField() ? target.sizeOf(m.unit()) : target.sizeOf(m.type());
    }

    private static void member(StructTable.Member m, long offset, String path, Target target, List<Leaf> out) {
        if (m.isBitField()) {
            out.add(new Leaf(offset + m.offset(), m.unit(), path + "." + m.name()));
            return;
        }
        String p = m.name().isEmpty() ? path : path + "." + m.name();
        collect(m.type(), offset + m.offset(), p, target, out);
    }
}
