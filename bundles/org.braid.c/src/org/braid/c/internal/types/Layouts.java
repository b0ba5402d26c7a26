package org.braid.c.internal.types;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.braid.c.internal.InvalidInput;
import org.eclipse.cdt.core.dom.ast.IASTAttribute;
import org.eclipse.cdt.core.dom.ast.IASTAttributeOwner;
import org.eclipse.cdt.core.dom.ast.IASTCompositeTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTFieldDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.ICompositeType;
import org.eclipse.cdt.core.dom.ast.IVariable;

/**
 * Struct and union layout as GCC computes it on x86 (System V): members in order at the next
 * offset aligned for their type; a bit-field is placed at the next free bit unless it would cross
 * a boundary of its declared type's size, in which case it starts the next such unit; a
 * zero-width bit-field aligns to its type; unnamed bit-fields do not raise the struct's
 * alignment; the size is rounded up to the alignment. {@code __attribute__((packed))} sets
 * every member's alignment to 1 and places each bit-field at the next free bit, even across a
 * boundary of its type's size. Bit-fields are then grouped into storage units ({@link
 * #members}).
 */
final class Layouts {
    private final TypeConverter types;
    private final Target target;
    private final TypeContext context;

    Layouts(TypeConverter types, Target target, TypeContext context) {
        this.types = types;
        this.target = target;
        this.context = context;
    }

    StructTable.Layout compute(String tag, boolean union, IASTCompositeTypeSpecifier spec) {
        boolean packed = isPacked(spec);
        List<Placed> placed = new ArrayList<>();
        long bitPos = 0;
        long maxBytes = 0;
        int align = Math.max(1, aligned(spec, spec.getParent() instanceof IASTSimpleDeclaration d ? d : null, null));
        for (Field f : fields(spec)) {
            long size = target.sizeOf(f.type());
            int a = Math.max(packed ? 1 : target.alignOf(f.type()), f.aligned());
            if (f.bitWidth() >= 0) {
                long unitBits = size * 8;
                if (f.bitWidth() > unitBits) {
                    throw new InvalidInput(f.node(), "bit-field '" + f.name() + "' is wider than its type");
                }
                if (union) {
                    bitPos = 0;
                }
                if (f.bitWidth() == 0) {
                    // aligns to its type also in a packed struct (gcc)
                    bitPos = alignUp(bitPos, Math.max(target.alignOf(f.type()), f.aligned()) * 8L);
                    placed.add(new Placed(f, -1, 0));
                    continue;
                }
                if (!packed && bitPos / unitBits != (bitPos + f.bitWidth() - 1) / unitBits) {
                    bitPos = alignUp(bitPos, unitBits);
                }
                if (!f.name().isEmpty()) {
                    align = Math.max(align, a);
                }
                placed.add(new Placed(f, bitPos, 0));
                bitPos += f.bitWidth();
                maxBytes = Math.max(maxBytes, (bitPos + 7) / 8);
                continue;
            }
            long offset = union ? 0 : alignUp((bitPos + 7) / 8, a);
            placed.add(new Placed(f, -1, offset));
            align = Math.max(align, a);
            bitPos = (offset + size) * 8;
            maxBytes = Math.max(maxBytes, offset + size);
        }
        long size = alignUp(union ? maxBytes : (bitPos + 7) / 8, align);
        return new StructTable.Layout(tag, union, members(placed, union, size), size, align, true);
    }

    /** A field with its bit position (bit-fields) or byte offset (other members). */
    private record Placed(Field field, long bitPos, long offset) {
        boolean isBitField() {
            return field.bitWidth() >= 0;
        }
    }

    /**
     * The members, with each run of adjacent bit-fields (one C11 memory location, 3.14) given one
     * storage unit: the smallest of 1, 2, 4 or 8 bytes from the run's first byte that covers the
     * run without reaching into the next member. (Braid's memory is typed per cell, so a unit
     * that overlapped a neighbouring member would make their accesses conflict.)
     */
    private List<StructTable.Member> members(List<Placed> placed, boolean union, long size) {
        List<StructTable.Member> members = new ArrayList<>();
        int i = 0;
        while (i < placed.size()) {
            Placed p = placed.get(i);
            if (!p.isBitField()) {
                members.add(new StructTable.Member(p.field().name(), p.field().type(), p.offset(), 0, 0, null));
                i++;
                continue;
            }
            int j = i;
            while (j < placed.size() && placed.get(j).isBitField() && placed.get(j).field().bitWidth() > 0
                    && (j == i || !union)) {
                j++;
            }
            if (j == i) {
                i++;
                continue;
            }
            long startBit = placed.get(i).bitPos();
            long endBit = placed.get(j - 1).bitPos() + placed.get(j - 1).field().bitWidth();
            long limit = size;
            for (int k = j; k < placed.size() && !union; k++) {
                if (!placed.get(k).isBitField()) {
                    limit = placed.get(k).offset();
                    break;
                }
                if (placed.get(k).bitPos() >= 0) {
                    limit = placed.get(k).bitPos() / 8;
                    break;
                }
            }
            long startByte = startBit / 8;
            long need = (endBit + 7) / 8 - startByte;
            int width = 0;
            for (int w : new int[] {1, 2, 4, 8}) {
                if (w >= need && startByte + w <= Math.max(limit, startByte + need)) {
                    width = w;
                    break;
                }
            }
            for (int k = i; k < j; k++) {
                Placed b = placed.get(k);
                CType.Int declared = (CType.Int) b.field().type().unqualified();
                long unitOffset = startByte;
                CType.Int unit = width == 0 ? null : unsignedOfBytes(width);
                if (unit == null) {
                    long unitBytes = target.sizeOf(declared);
                    unitOffset = b.bitPos() / (unitBytes * 8) * unitBytes;
                    unit = unsignedOfBytes((int) unitBytes);
                }
                if (!b.field().name().isEmpty()) {
                    members.add(new StructTable.Member(b.field().name(), b.field().type(), unitOffset,
                        (int) (b.bitPos() - unitOffset * 8), b.field().bitWidth(), unit));
                }
            }
            i = j;
        }
        return members;
    }

    private CType.Int unsignedOfBytes(int bytes) {
        for (IntKind k : new IntKind[] {IntKind.UCHAR, IntKind.USHORT, IntKind.UINT, IntKind.ULONG, IntKind.ULLONG}) {
            if (k.width(target.model()) == bytes * 8) {
                return new CType.Int(k);
            }
        }
        throw new IllegalArgumentException("no unsigned type of " + bytes + " bytes");
    }

    /** A member; {@code aligned} is its {@code __attribute__((aligned(N)))}, or 0. */
    private record Field(String name, CType type, int bitWidth, IASTNode node, int aligned) {
        Field(String name, CType type, int bitWidth, IASTNode node) {
            this(name, type, bitWidth, node, 0);
        }
    }

    private List<Field> fields(IASTCompositeTypeSpecifier spec) {
        List<Field> fields = new ArrayList<>();
        for (IASTDeclaration d : spec.getMembers()) {
            if (!(d instanceof IASTSimpleDeclaration s)) {
                continue;
            }
            if (s.getDeclSpecifier().getStorageClass() == org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier.sc_typedef) {
                StaticAssertions.check(s, context);
                continue;
            }
            IASTDeclarator[] declarators = s.getDeclarators();
            if (declarators.length == 0) {
                if (s.getDeclSpecifier() instanceof IASTCompositeTypeSpecifier inner
                        && inner.getName().resolveBinding() instanceof ICompositeType c) {
                    fields.add(new Field("", new CType.Rec(types.tagOf(c, inner)), -1, s));
                }
                continue;
            }
            for (IASTDeclarator decl : declarators) {
                IBinding b = innermost(decl).getName().resolveBinding();
                if (!(b instanceof IVariable v)) {
                    throw new InvalidInput(decl, "cannot resolve member " + decl.getName());
                }
                CType type = types.convert(v.getType(), decl);
                int width = -1;
                if (decl instanceof IASTFieldDeclarator fd && fd.getBitFieldSize() != null) {
                    OptionalLong w = context.constant(fd.getBitFieldSize());
                    if (w.isEmpty() || w.getAsLong() < 0) {
                        throw new InvalidInput(fd, "bit-field width is not a non-negative constant");
                    }
                    width = (int) w.getAsLong();
                    if (!(type.unqualified() instanceof CType.Int)) {
                        throw new InvalidInput(fd, "bit-field of non-integer type");
                    }
                    if (Target.isWide(type)) {
                        // Braid's bit-fields live in one storage unit of at most 64 bits
                        context.unsupportedEverywhere(fd, "the __int128 bit-field " + decl.getName() + " (Braid's"
                            + " bit-fields are at most 64 bits wide)");
                        type = new CType.Int(((CType.Int) type.unqualified()).kind().signed() ? IntKind.LLONG : IntKind.ULLONG);
                        width = Math.min(width, 64);
                    }
                }
                fields.add(new Field(innermost(decl).getName().toString(), type, width, decl,
                    aligned(decl, s, s.getDeclSpecifier())));
            }
        }
        return fields;
    }

    private static IASTDeclarator innermost(IASTDeclarator d) {
        IASTDeclarator cur = d;
        while (cur.getNestedDeclarator() != null) {
            cur = cur.getNestedDeclarator();
        }
        return cur;
    }

    private static boolean isPacked(IASTCompositeTypeSpecifier spec) {
        return hasPacked(spec) || spec.getParent() instanceof IASTSimpleDeclaration s && hasPacked(s);
    }

    private static boolean hasPacked(IASTNode node) {
        if (node instanceof IASTAttributeOwner owner) {
            for (IASTAttribute a : owner.getAttributes()) {
                String n = new String(a.getName());
                if (n.equals("packed") || n.equals("__packed__")) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The largest {@code __attribute__((aligned(N)))} on any of the nodes (0 if none);
     * {@code aligned} without an argument is the target's largest alignment, 16.
     */
    private int aligned(IASTNode... nodes) {
        int result = 0;
        for (IASTNode node : nodes) {
            if (!(node instanceof IASTAttributeOwner owner)) {
                continue;
            }
            for (IASTAttribute a : owner.getAttributes()) {
                String n = new String(a.getName());
                if (!n.equals("aligned") && !n.equals("__aligned__")) {
                    continue;
                }
                if (a.getArgumentClause() == null) {
                    result = Math.max(result, 16);
                    continue;
                }
                String argument = tokens(a.getArgumentClause()).strip();
                int value = alignment(argument);
                if (value <= 0) {
                    context.unsupported(node, "__attribute__((aligned(" + argument + ")))");
                }
                result = Math.max(result, value);
            }
        }
        return result;
    }

    /**
     * The value of an {@code aligned} argument: an integer, or the alignment of a basic type named
     * as {@code __alignof__(long long)} (GCC's own {@code max_align_t} uses it) or alone (from
     * {@code _Alignas(double)}); 0 if neither.
     */
    private int alignment(String argument) {
        try {
            return (int) Long.decode(argument.replaceAll("[uUlL]+$", "")).longValue();
        } catch (NumberFormatException e) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?:__alignof__|__alignof|_Alignof)\\s*\\((.*)\\)")
                .matcher(argument);
            String type = (m.matches() ? m.group(1) : argument).replaceAll("\\s+", " ").replace(" *", "*").strip();
            return switch (type) {
                case "char", "signed char", "unsigned char", "_Bool" -> 1;
                case "short", "unsigned short", "short int" -> target.alignOf(new CType.Int(IntKind.SHORT));
                case "int", "unsigned", "unsigned int" -> target.alignOf(CType.INT);
                case "long", "unsigned long", "long int" -> target.alignOf(CType.LONG);
                case "long long", "unsigned long long", "long long int" -> target.alignOf(CType.LLONG);
                case "float" -> target.alignOf(new CType.Floating("float", 4));
                case "double" -> target.alignOf(new CType.Floating("double", 8));
                case "long double" -> target.alignOf(new CType.Floating("long double",
                    target.model().pointerBits() == 64 ? 16 : 12));
                case "void*" -> target.alignOf(new CType.Ptr(CType.VOID));
                default -> 0;
            };
        }
    }

    private static String tokens(org.eclipse.cdt.core.dom.ast.IASTToken token) {
        if (token instanceof org.eclipse.cdt.core.dom.ast.IASTTokenList list) {
            StringBuilder text = new StringBuilder();
            for (org.eclipse.cdt.core.dom.ast.IASTToken t : list.getTokens()) {
                text.append(tokens(t)).append(' ');
            }
            return text.toString();
        }
        char[] image = token.getTokenCharImage();
        return image == null ? "" : new String(image);
    }

    static long alignUp(long value, long align) {
        return align <= 1 ? value : (value + align - 1) / align * align;
    }
}
