package org.braid.c;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Writes one random C program for {@link AggregateDifferentialTest}: deterministic,
 * single-threaded, free of undefined behaviour, storing what it computes into integer globals
 * {@code r_0}, {@code r_1}, ... ({@link #results()}). A sibling of {@link ProgramGenerator}
 * aimed at aggregates and at the integer view of memory:
 * <ul>
 * <li>nested structs ({@code struct out} holds a {@code struct in} and an array of two), full
 * and designated initializers, copies of whole and nested structs, arrays of nested structs
 * filled from a function returning a struct, pointers into them (walks, differences, relational
 * comparisons within one object, back from a member to its struct as {@code container_of} does),
 * {@code sizeof}, {@code _Alignof} and {@code offsetof} of nested members;</li>
 * <li>pointers as integers: non-null pointers (locals, globals, struct members, heap blocks)
 * convert to non-zero integers aligned for their type, distinct objects to distinct integers,
 * round trips through {@code uintptr_t} with arithmetic on the way;</li>
 * <li>bit-fields of every integer type that gcc gives its promoted type ({@code char},
 * {@code short}, {@code int}, {@code long} up to 31 bits, 64-bit {@code long}, {@code _Bool}),
 * assigned values that do not fit, incremented past their range, compound-assigned, read
 * through pointers, in arrays and on the heap ({@code calloc} zeroes them);</li>
 * <li>a packed struct with a bit-field run, misaligned members and a nested struct;</li>
 * <li>unions (layout, one member in use per object, a union inside a struct) and type punning
 * through a union of members of every width, whole-union copies and {@code memcpy} of its bytes
 * ({@link #punning});</li>
 * <li>integer promotions and conversions on {@code char}, {@code short} and {@code _Bool}
 * variables (compound assignments, increments, mixed signedness);</li>
 * <li>heap arrays of nested structs from {@code calloc} (read as zeros) and {@code malloc},
 * struct copies between them, an array of pointers into them, {@code free}.</li>
 * </ul>
 *
 * <p>Left out (each is a known limit, not a wrong value): a run of packed bit-fields whose bytes
 * are not 1, 2, 4 or 8 (no single storage unit,
 * fixtures/differential-findings/bitfield-storage-unit.c), so the packed run is padded to such
 * a size by an unnamed bit-field; bit-fields of {@code long} or {@code long long} with 32 to 63
 * bits (fixtures/differential-findings/long-long-bitfield-width.c). Addresses differ between gcc
 * and Braid, so only address differences within one object, alignments and null tests reach a
 * result, never an address itself or the order of two objects.
 */
final class AggregateGenerator {

    /** A bit-field: its declared type, name and width. */
    private record BitField(String type, String name, int width) {
        boolean isBool() {
            return type.equals("_Bool");
        }
    }

    private static final String[] RESULT_TYPES = { "signed char", "unsigned char", "short", "unsigned short", "int",
        "unsigned", "long", "unsigned long", "long long", "unsigned long long", "char" };
    private static final String[] MEMBER_TYPES = { "char", "signed char", "unsigned char", "short", "unsigned short",
        "int", "unsigned", "long", "unsigned long", "long long", "unsigned long long", "_Bool" };
    private static final String[] ACCUMULATE = { "+=", "-=", "^=", "|=", "*=", "&=" };
    /** Bit-field types with their widths in bits. */
    private static final String[] BIT_TYPES = { "char", "signed char", "unsigned char", "short", "unsigned short", "int",
        "signed int", "unsigned", "long", "unsigned long", "_Bool" };
    /** Variables of small types whose arithmetic goes through the integer promotions. */
    private static final String[][] SMALL = { { "unsigned char", "uc" }, { "signed char", "sc" }, { "char", "ch" },
        { "unsigned short", "us" }, { "short", "ss" }, { "_Bool", "bo" }, { "unsigned", "ui" }, { "long", "lo" } };
    private static final int GLOBALS = 4;
    static final int MAX_LOOP = 5;

    private final Random random;
    private final IntExpressions e;
    private final List<ProgramGenerator.Result> results = new ArrayList<>();
    private final List<String> globals = new ArrayList<>();
    private final List<BitField> bitFields = new ArrayList<>();
    private final List<BitField> packedFields = new ArrayList<>();
    private String[] inTypes;
    private int fresh;

    AggregateGenerator(long seed) {
        this.random = new Random(seed);
        this.e = new IntExpressions(random);
    }

    /** The result globals of the last program written. */
    List<ProgramGenerator.Result> results() {
        return results;
    }

    /** Writes the program with {@code blocks} random blocks in {@code main}. */
    String program(int blocks) {
        StringBuilder head = new StringBuilder("#include <stddef.h>\n#include <stdint.h>\n#include <stdlib.h>\n#include <string.h>\n\n");
        head.append(types());
        for (int i = 0; i < GLOBALS; i++) {
            head.append(e.pick(IntExpressions.TYPES)).append(" g_").append(i).append(" = ").append(e.literal()).append(";\n");
            globals.add("g_" + i);
        }
        String functions = functions();
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < blocks; i++) {
            body.append(block());
        }
        for (ProgramGenerator.Result r : results) {
            head.append(r.type()).append(' ').append(r.name()).append(";\n");
        }
        return head.append('\n').append(functions).append("int main(void)\n{\n").append(body).append("    return 0;\n}\n")
            .toString();
    }

    // ---- declarations ----

    private String types() {
        inTypes = new String[] { e.pick(MEMBER_TYPES), e.pick(MEMBER_TYPES), e.pick(MEMBER_TYPES) };
        StringBuilder c = new StringBuilder();
        c.append("struct in {\n    ").append(inTypes[0]).append(" x;\n    ").append(inTypes[1]).append(" y;\n    ")
            .append(inTypes[2]).append(" z[3];\n};\n\n");
        c.append("struct out {\n    ").append(e.pick(MEMBER_TYPES)).append(" tag;\n    struct in in;\n")
            .append("    struct in pair[2];\n    ").append(e.pick(MEMBER_TYPES)).append(" w;\n};\n\n");
        c.append("struct bf {\n").append(bitFieldRun(bitFields, "b", false)).append("    long long tail;\n};\n\n");
        c.append("struct __attribute__((packed)) pk {\n    ").append(e.pick(MEMBER_TYPES)).append(" head;\n")
            .append(bitFieldRun(packedFields, "p", true)).append("    ").append(e.pick(MEMBER_TYPES))
            .append(" mid;\n    struct in in;\n};\n\n");
        c.append("union un {\n    int i;\n    struct in s;\n    ").append(e.pick(MEMBER_TYPES)).append(" arr[4];\n")
            .append("    long long ll;\n};\n\n");
        c.append("struct holder {\n    char c;\n    union un u;\n    struct bf b;\n};\n\n");
        c.append("union pun {\n    unsigned long long q;\n    unsigned int w[2];\n    unsigned short h[4];\n")
            .append("    unsigned char b[8];\n    signed char sb[8];\n};\n\n");
        return c.toString();
    }

    /**
     * A run of 2 to 5 bit-fields placed as gcc places them, within 64 bits (Braid gives a run one
     * storage unit of at most 8 bytes). A packed run is padded by an unnamed bit-field to 1, 2, 4
     * or 8 bytes, so that its storage unit ends where the next member starts.
     */
    private String bitFieldRun(List<BitField> into, String prefix, boolean packed) {
        StringBuilder c = new StringBuilder();
        long bitPos = 0;
        int count = 2 + random.nextInt(4);
        for (int i = 0; i < count; i++) {
            String type = e.pick(BIT_TYPES);
            int typeBits = typeBits(type);
            int width = type.equals("_Bool") ? 1 : typeBits == 64 && random.nextInt(4) == 0 ? 64 : 1 + random.nextInt(Math.min(typeBits, 31));
            long at = packed || bitPos / typeBits == (bitPos + width - 1) / typeBits ? bitPos : (bitPos + typeBits - 1) / typeBits * typeBits;
            if (at + width > 64) {
                break;
            }
            BitField b = new BitField(type, prefix + i, width);
            into.add(b);
            bitPos = at + width;
            c.append("    ").append(type).append(' ').append(b.name()).append(" : ").append(width).append(";\n");
        }
        if (packed) {
            long unit = bitPos <= 8 ? 8 : bitPos <= 16 ? 16 : bitPos <= 32 ? 32 : 64;
            if (unit > bitPos) {
                c.append("    unsigned long long : ").append(unit - bitPos).append(";\n");
            }
        }
        return c.toString();
    }

    private static int typeBits(String type) {
        return switch (type) {
            case "char", "signed char", "unsigned char", "_Bool" -> 8;
            case "short", "unsigned short" -> 16;
            case "long", "unsigned long" -> 64;
            default -> 32;
        };
    }

    /** {@code make_in} returns a {@code struct in} by value computed from its argument. */
    private String functions() {
        StringBuilder c = new StringBuilder("static struct in make_in(long long seed)\n{\n    struct in r;\n");
        List<String> seed = List.of("seed");
        c.append("    r.x = ").append(e.with(seed, 2)).append(";\n");
        c.append("    r.y = ").append(e.with(seed, 2)).append(";\n");
        c.append("    for (int i = 0; i < 3; i++) {\n        r.z[i] = ").append(e.with(List.of("seed", "i"), 2))
            .append(";\n    }\n    return r;\n}\n\n");
        return c.toString();
    }

    // ---- main's blocks ----

    private String block() {
        return switch (random.nextInt(9)) {
            case 0 -> nested();
            case 1 -> structArray();
            case 2 -> addresses();
            case 3 -> bitFieldBlock();
            case 4 -> packedBlock();
            case 5 -> unionBlock();
            case 6 -> promotions();
            case 7 -> punning();
            default -> heap();
        };
    }

    /** A nested struct initialized, changed at depth, copied whole and in parts; its layout and pointer order. */
    private String nested() {
        String o = name("o");
        String o2 = name("o");
        StringBuilder c = new StringBuilder("    {\n");
        c.append("        struct out ").append(o).append(" = ").append(outInitializer()).append(";\n");
        int j = random.nextInt(2);
        c.append("        ").append(o).append(".in.z[").append(random.nextInt(3)).append("] ").append(e.pick(ACCUMULATE))
            .append(' ').append(e.with(outLeaves(o), 2)).append(";\n");
        c.append("        ").append(o).append(".pair[").append(j).append("].y = ").append(e.with(outLeaves(o), 2)).append(";\n");
        c.append("        struct out ").append(o2).append(" = ").append(o).append(";\n");
        c.append("        ").append(o2).append(".pair[").append(j).append("] = ").append(o).append(".in;\n");
        c.append("        ").append(o2).append(".in = ").append(o2).append(".pair[").append(1 - j).append("];\n");
        c.append("        struct in *q = &").append(o2).append(".pair[1];\n");
        c.append("        q->x ").append(e.pick(ACCUMULATE)).append(' ').append(e.with(outLeaves(o), 1)).append(";\n");
        c.append("        q[-1].z[").append(random.nextInt(3)).append("] = ").append(e.with(List.of("q->y"), 2)).append(";\n");
        List<String> leaves = new ArrayList<>(outLeaves(o));
        leaves.addAll(outLeaves(o2));
        c.append("        ").append(result()).append(" = ").append(e.with(leaves, 3)).append(";\n");
        int k = random.nextInt(3);
        c.append("        ").append(exact()).append(" = (long) ((uintptr_t) &").append(o).append(".pair[").append(j)
            .append("].z[").append(k).append("] - (uintptr_t) &").append(o).append(") * 1000 + (long) offsetof(struct out, pair[")
            .append(1 - j).append("].y) * 10 + (long) (sizeof(struct out) % 7) + (long) _Alignof(struct out) * 100000;\n");
        c.append("        ").append(exact()).append(" = (&").append(o).append(".pair[0] < &").append(o).append(".pair[1]) + 2 * ((char *) &")
            .append(o).append(".w > (char *) &").append(o).append(".in.z[").append(k).append("]) + 4 * (q == &").append(o2)
            .append(".pair[1]) + 8 * (&").append(o2).append(".pair[1].z[2] >= &q->z[").append(k).append("]) + 16 * (&q[-1] != &")
            .append(o2).append(".pair[0]) + 32 * ((void *) &").append(o).append(" == (void *) &").append(o).append(".tag);\n");
        c.append("    }\n");
        return c.toString();
    }

    /** An array of nested structs filled by a call returning a struct; walked by pointer; pointers compared and moved as integers. */
    private String structArray() {
        int n = 2 + random.nextInt(MAX_LOOP - 1);
        String a = name("a");
        String acc = name("acc");
        StringBuilder c = new StringBuilder("    {\n");
        c.append("        struct out ").append(a).append('[').append(n).append("];\n");
        c.append("        for (int i = 0; i < ").append(n).append("; i++) {\n");
        c.append("            ").append(a).append("[i].tag = ").append(e.with(List.of("i"), 2)).append(";\n");
        c.append("            ").append(a).append("[i].in = make_in(").append(e.with(List.of("i"), 1)).append(");\n");
        c.append("            ").append(a).append("[i].pair[0] = make_in(i * 3 + ").append(e.small(0, 9)).append(");\n");
        c.append("            ").append(a).append("[i].pair[1] = ").append(a).append("[i].in;\n");
        c.append("            ").append(a).append("[i].pair[1].z[i % 3] = ").append(e.with(List.of("i"), 2)).append(";\n");
        c.append("            ").append(a).append("[i].w = ").append(e.with(List.of("i", a + "[i].in.y"), 2)).append(";\n");
        c.append("        }\n");
        c.append("        ").append(e.pick(RESULT_TYPES)).append(' ').append(acc).append(" = ").append(e.literal()).append(";\n");
        int k = random.nextInt(3);
        c.append("        for (struct out *p = ").append(a).append("; p < ").append(a).append(" + ").append(n).append("; p++) {\n");
        c.append("            ").append(acc).append(' ').append(e.pick(ACCUMULATE)).append(' ')
            .append(e.with(List.of("p->in.y", "p->pair[1].z[" + k + "]", "p->tag", "(p - " + a + ")", acc), 2)).append(";\n");
        c.append("        }\n");
        c.append("        ").append(result()).append(" = ").append(acc).append(";\n");
        int i = random.nextInt(n);
        int j = random.nextInt(n);
        c.append("        struct in *q = &").append(a).append('[').append(i).append("].pair[1];\n");
        c.append("        q->y ").append(e.pick(ACCUMULATE)).append(' ').append(e.with(List.of("q[-1].x"), 2)).append(";\n");
        c.append("        struct out *s = (struct out *) ((uintptr_t) ").append(a).append(" + ").append(j)
            .append(" * sizeof(struct out));\n");
        c.append("        struct out *owner = (struct out *) ((char *) q - offsetof(struct out, pair[1]));\n");
        c.append("        owner->tag ").append(e.pick(ACCUMULATE)).append(' ').append(e.with(List.of("owner->w"), 2)).append(";\n");
        c.append("        ").append(result()).append(" = ")
            .append(e.with(List.of("s->in.x", "s->pair[0].z[" + k + "]", "q->y", "(s == &" + a + "[" + j + "])",
                "(q > &" + a + "[" + j + "].in)", "(q - &" + a + "[" + i + "].pair[0])", "(&" + a + "[" + j + "] <= s)",
                "(long) (s - " + a + ")", a + "[" + j + "].w", a + "[" + i + "].tag", "(owner == &" + a + "[" + i + "])",
                "(long) ((char *) &owner->w - (char *) " + a + ")", "((void *) owner < (void *) q)"), 3))
            .append(";\n");
        c.append("    }\n");
        return c.toString();
    }

    /** Non-null pointers are non-zero integers, aligned for their type; distinct objects differ; round trips. */
    private String addresses() {
        String type = e.pick(MEMBER_TYPES);
        String v = name("v");
        String o = name("o");
        String h = name("h");
        StringBuilder c = new StringBuilder("    {\n");
        c.append("        ").append(type).append(' ').append(v).append(" = ").append(e.expression(2)).append(";\n");
        c.append("        struct out ").append(o).append(" = { 0 };\n");
        c.append("        ").append(o).append(".pair[1].y = ").append(e.expression(1)).append(";\n");
        c.append("        void *").append(h).append(" = malloc(").append(1 + random.nextInt(40)).append(");\n");
        c.append("        uintptr_t u1 = (uintptr_t) &").append(v).append(";\n");
        c.append("        uintptr_t u2 = (uintptr_t) &").append(o).append(".pair[1];\n");
        c.append("        uintptr_t u3 = (uintptr_t) ").append(h).append(";\n");
        c.append("        ").append(exact()).append(" = (u1 != 0) + 2 * (u1 % _Alignof(").append(type)
            .append(") == 0) + 4 * (u2 % _Alignof(struct in) == 0) + 8 * (u3 != 0) + 16 * ((u3 & 15) == 0) + 32 * (")
            .append(h).append(" != NULL) + 64 * ((uintptr_t) &g_").append(random.nextInt(GLOBALS))
            .append(" != 0) + 128 * (u2 - (uintptr_t) &").append(o).append(" == offsetof(struct out, pair[1])) + 256 * (u1 != u2)")
            .append(" + 512 * (u1 != u3) + 1024 * !!&").append(v).append(" + 2048 * (_Bool) u3 + 4096 * ((uintptr_t) (void *) 0 == 0);\n");
        String cast = e.pick(new String[] { "uintptr_t", "intptr_t", "unsigned long", "long" });
        c.append("        ").append(cast).append(" t = (").append(cast).append(") &").append(o).append(".pair[0];\n");
        c.append("        t += sizeof(struct in);\n");
        c.append("        struct in *back = (struct in *) t;\n");
        c.append("        back->z[").append(random.nextInt(3)).append("] = ").append(e.expression(1)).append(";\n");
        c.append("        ").append(type).append(" *pv = (").append(type).append(" *) (uintptr_t) &").append(v).append(";\n");
        c.append("        *pv ").append(e.pick(ACCUMULATE)).append(' ').append(e.expression(1)).append(";\n");
        c.append("        ").append(result()).append(" = ")
            .append(e.with(List.of(v, "back->y", o + ".pair[1].z[0]", o + ".pair[1].z[1]", o + ".pair[1].z[2]",
                "(back == &" + o + ".pair[1])", "(long) (t - (" + cast + ") &" + o + ")"), 3))
            .append(";\n");
        c.append("        free(").append(h).append(");\n    }\n");
        return c.toString();
    }

    /** Bit-fields given values that do not fit, moved past their range, compound-assigned, read via pointers and arrays. */
    private String bitFieldBlock() {
        String b = name("b");
        StringBuilder c = new StringBuilder("    {\n");
        c.append("        struct bf ").append(b).append("[2];\n");
        for (int i = 0; i < 2; i++) {
            for (BitField f : bitFields) {
                c.append("        ").append(b).append('[').append(i).append("].").append(f.name()).append(" = ")
                    .append(e.expression(2)).append(";\n");
            }
            c.append("        ").append(b).append('[').append(i).append("].tail = ").append(e.expression(1)).append(";\n");
        }
        List<String> leaves = bitLeaves(b + "[0].", bitFields);
        leaves.addAll(bitLeaves(b + "[1].", bitFields));
        e.scope.addAll(leaves);
        BitField f = pick(bitFields);
        c.append("        ").append(b).append("[0].").append(f.name()).append(random.nextBoolean() ? "++" : "--").append(";\n");
        f = pick(bitFields);
        c.append("        ").append(random.nextBoolean() ? "++" : "--").append(b).append("[1].").append(f.name()).append(";\n");
        f = pick(bitFields);
        c.append("        ").append(b).append("[1].").append(f.name()).append(' ').append(e.pick(ACCUMULATE)).append(' ')
            .append(e.expression(2)).append(";\n");
        c.append("        struct bf *pb = &").append(b).append('[').append(random.nextInt(2)).append("];\n");
        c.append("        pb->").append(pick(bitFields).name()).append(" = ").append(e.expression(2)).append(";\n");
        c.append("        pb->").append(pick(bitFields).name()).append(' ').append(e.pick(ACCUMULATE)).append(" pb->")
            .append(pick(bitFields).name()).append(";\n");
        c.append("        ").append(result()).append(" = ").append(e.expression(3)).append(";\n");
        c.append("        ").append(result()).append(" = (").append(b).append("[0].").append(pick(bitFields).name())
            .append(" = ").append(e.expression(1)).append(") + pb->").append(pick(bitFields).name()).append(" * 3;\n");
        f = pick(bitFields);
        String read = b + "[1]." + f.name();
        c.append("        ").append(exact()).append(" = (").append(read).append(" < 0) + 2 * (").append(read)
            .append(" == -1) + 4 * (").append(read).append(" + 0u > 5u) + 8 * (-").append(read).append(" > 0) + 16 * (sizeof(")
            .append(read).append(" + 0) == 4);\n");
        e.scope.removeAll(leaves);
        c.append("    }\n");
        return c.toString();
    }

    /** A packed struct: its bit-field run, a misaligned member, a nested struct at a misaligned offset; its layout. */
    private String packedBlock() {
        String p = name("pk");
        StringBuilder c = new StringBuilder("    {\n");
        c.append("        struct pk ").append(p).append(" = { ").append(e.expression(1));
        for (int i = 0; i < packedFields.size(); i++) {
            c.append(", ").append(e.expression(1));
        }
        c.append(", ").append(e.expression(1)).append(", { ").append(e.expression(1)).append(", ").append(e.expression(1))
            .append(", { ").append(e.expression(1)).append(" } } };\n");
        List<String> leaves = bitLeaves(p + ".", packedFields);
        leaves.addAll(List.of(p + ".head", p + ".mid", p + ".in.x", p + ".in.y", p + ".in.z[0]", p + ".in.z[1]", p + ".in.z[2]"));
        e.scope.addAll(leaves);
        BitField f = pick(packedFields);
        c.append("        ").append(p).append('.').append(f.name()).append(' ').append(e.pick(ACCUMULATE)).append(' ')
            .append(e.expression(2)).append(";\n");
        c.append("        ").append(p).append('.').append(pick(packedFields).name()).append(random.nextBoolean() ? "++" : "--")
            .append(";\n");
        c.append("        ").append(p).append(".mid ").append(e.pick(ACCUMULATE)).append(' ').append(e.expression(2)).append(";\n");
        c.append("        ").append(p).append(".in.z[").append(random.nextInt(3)).append("] = ").append(e.expression(2)).append(";\n");
        c.append("        struct pk ").append(p).append("copy = ").append(p).append(";\n");
        c.append("        ").append(p).append("copy.").append(pick(packedFields).name()).append(" = ").append(e.expression(1))
            .append(";\n");
        e.scope.add(p + "copy." + pick(packedFields).name());
        c.append("        ").append(result()).append(" = ").append(e.expression(3)).append(";\n");
        e.scope.remove(e.scope.size() - 1);
        e.scope.removeAll(leaves);
        c.append("        ").append(exact()).append(" = (long) sizeof(struct pk) * 10000 + (long) offsetof(struct pk, mid) * 100")
            .append(" + (long) ((uintptr_t) &").append(p).append(".in.z[").append(random.nextInt(3)).append("] - (uintptr_t) &")
            .append(p).append(") + (long) _Alignof(struct pk) * 1000000;\n");
        c.append("    }\n");
        return c.toString();
    }

    /** Unions: their layout, one member in use per object, a union and bit-fields inside a struct. */
    private String unionBlock() {
        String v = name("u");
        String h = name("hd");
        StringBuilder c = new StringBuilder("    {\n");
        c.append("        union un ").append(v).append(";\n");
        List<String> leaves = new ArrayList<>();
        switch (random.nextInt(4)) {
            case 0 -> {
                c.append("        ").append(v).append(".i = ").append(e.expression(2)).append(";\n");
                leaves.add(v + ".i");
            }
            case 1 -> {
                c.append("        ").append(v).append(".s = make_in(").append(e.expression(1)).append(");\n");
                c.append("        ").append(v).append(".s.y ").append(e.pick(ACCUMULATE)).append(' ').append(e.expression(1))
                    .append(";\n");
                leaves.addAll(List.of(v + ".s.x", v + ".s.y", v + ".s.z[" + random.nextInt(3) + "]"));
            }
            case 2 -> {
                c.append("        for (int i = 0; i < 4; i++) {\n            ").append(v).append(".arr[i] = ")
                    .append(e.with(List.of("i"), 2)).append(";\n        }\n");
                leaves.addAll(List.of(v + ".arr[" + random.nextInt(4) + "]", v + ".arr[" + random.nextInt(4) + "]"));
            }
            default -> {
                c.append("        ").append(v).append(".ll = ").append(e.expression(2)).append(";\n");
                c.append("        ").append(v).append(".ll <<= ").append(e.small(0, 15)).append(";\n");
                leaves.add(v + ".ll");
            }
        }
        c.append("        struct holder ").append(h).append(";\n");
        c.append("        ").append(h).append(".c = ").append(e.expression(1)).append(";\n");
        c.append("        ").append(h).append(".u.i = ").append(e.expression(1)).append(";\n");
        BitField f = pick(bitFields);
        c.append("        ").append(h).append(".b.").append(f.name()).append(" = ").append(e.expression(1)).append(";\n");
        leaves.addAll(List.of(h + ".c", h + ".u.i", h + ".b." + f.name()));
        c.append("        ").append(result()).append(" = ").append(e.with(leaves, 3)).append(";\n");
        c.append("        ").append(exact()).append(" = (long) sizeof(union un) * 1000 + (long) _Alignof(union un) * 100")
            .append(" + (long) offsetof(struct holder, b) + (long) ((uintptr_t) &").append(v).append(".s.z[2] - (uintptr_t) &")
            .append(v).append(") * 100000 + ((void *) &").append(v).append(".i == (void *) &").append(v).append(".arr[0]);\n");
        c.append("    }\n");
        return c.toString();
    }

    /**
     * The bytes of one 8-byte union seen through members of every width (type punning, which C
     * defines through unions): a whole write, a byte and a half-word changed inside it, a copy of
     * the whole union, its bytes copied out with {@code memcpy} and an {@code unsigned} written
     * back with {@code memcpy}; every byte read was written.
     */
    private String punning() {
        String p = name("pn");
        String q = name("pn");
        String raw = name("raw");
        StringBuilder c = new StringBuilder("    {\n");
        c.append("        union pun ").append(p).append(";\n");
        c.append("        ").append(p).append(".q = ").append(e.expression(2)).append(";\n");
        c.append("        ").append(p).append(".b[").append(random.nextInt(8)).append("] = ").append(e.expression(1))
            .append(";\n");
        c.append("        ").append(p).append(".h[").append(random.nextInt(4)).append("] ").append(e.pick(ACCUMULATE))
            .append(' ').append(e.expression(1)).append(";\n");
        c.append("        union pun ").append(q).append(" = ").append(p).append(";\n");
        c.append("        unsigned char ").append(raw).append("[8];\n");
        c.append("        memcpy(").append(raw).append(", &").append(q).append(", sizeof ").append(raw).append(");\n");
        c.append("        unsigned int ").append(raw).append("w = ").append(e.expression(1)).append(";\n");
        c.append("        memcpy(&").append(q).append(".b[").append(random.nextInt(5)).append("], &").append(raw)
            .append("w, sizeof ").append(raw).append("w);\n");
        List<String> leaves = List.of(p + ".w[" + random.nextInt(2) + "]", p + ".sb[" + random.nextInt(8) + "]",
            q + ".h[" + random.nextInt(4) + "]", raw + "[" + random.nextInt(8) + "]", q + ".b[" + random.nextInt(8) + "]");
        c.append("        ").append(result()).append(" = ").append(e.with(leaves, 3)).append(";\n");
        c.append("        ").append(exact()).append(" = (long long) ").append(q).append(".q;\n");
        c.append("    }\n");
        return c.toString();
    }

    /** Small-typed variables changed by compound assignments and increments, then mixed in expressions. */
    private String promotions() {
        StringBuilder c = new StringBuilder("    {\n");
        List<String> names = new ArrayList<>();
        for (String[] s : SMALL) {
            String n = name(s[1]);
            names.add(n);
            c.append("        ").append(s[0]).append(' ').append(n).append(" = ").append(e.expression(2)).append(";\n");
        }
        e.scope.addAll(names);
        int steps = 3 + random.nextInt(4);
        for (int i = 0; i < steps; i++) {
            String x = names.get(random.nextInt(names.size()));
            String y = names.get(random.nextInt(names.size()));
            c.append("        ").append(switch (random.nextInt(5)) {
                case 0 -> x + (random.nextBoolean() ? "++" : "--");
                case 1 -> x + " <<= " + e.small(0, 15);
                case 2 -> x + " >>= " + e.small(0, 15);
                case 3 -> x + " = " + x + " * " + y;
                default -> x + ' ' + e.pick(ACCUMULATE) + ' ' + e.expression(2);
            }).append(";\n");
        }
        c.append("        ").append(result()).append(" = ").append(e.expression(3)).append(";\n");
        String a = names.get(random.nextInt(names.size()));
        String b = names.get(random.nextInt(names.size()));
        c.append("        ").append(exact()).append(" = (").append(a).append(" < ").append(b).append(") + 2 * (").append(a)
            .append(" + ").append(b).append(" > ").append(b).append(") + 4 * (sizeof(").append(a).append(" + ").append(b)
            .append(") == 8) + 8 * (-").append(a).append(" < 0) + 16 * (~").append(b).append(" < 0);\n");
        e.scope.removeAll(names);
        c.append("    }\n");
        return c.toString();
    }

    /** Heap arrays of nested structs (calloc's zeros, malloc and struct copies), bit-fields on the heap, pointers into them. */
    private String heap() {
        int n = 2 + random.nextInt(MAX_LOOP - 1);
        String z = name("hz");
        String m = name("hm");
        String hb = name("hb");
        StringBuilder c = new StringBuilder("    {\n");
        c.append("        struct out *").append(z).append(" = calloc(").append(n).append(", sizeof *").append(z).append(");\n");
        int k = random.nextInt(n);
        int j = random.nextInt(n);
        c.append("        ").append(z).append('[').append(k).append("].pair[1].z[").append(random.nextInt(3)).append("] ")
            .append(e.pick(ACCUMULATE)).append(' ').append(e.expression(2)).append(";\n");
        c.append("        ").append(z).append('[').append(j).append("].in = make_in(").append(e.expression(1)).append(");\n");
        c.append("        struct bf *").append(hb).append(" = calloc(2, sizeof(struct bf));\n");
        BitField f = pick(bitFields);
        c.append("        ").append(hb).append("[1].").append(f.name()).append(" = ").append(e.expression(2)).append(";\n");
        c.append("        struct out *").append(m).append(" = malloc(").append(n).append(" * sizeof(struct out));\n");
        c.append("        for (int i = 0; i < ").append(n).append("; i++) {\n            ").append(m).append("[i] = ").append(z)
            .append("[i];\n        }\n");
        c.append("        ").append(m).append('[').append(random.nextInt(n)).append("].w = ").append(e.expression(2)).append(";\n");
        c.append("        struct in **ptrs = malloc(").append(n).append(" * sizeof *ptrs);\n");
        c.append("        for (int i = 0; i < ").append(n).append("; i++) {\n            ptrs[i] = &").append(m)
            .append("[i].pair[i % 2];\n        }\n");
        int p = random.nextInt(n);
        List<String> leaves = new ArrayList<>(outLeaves(z + "[" + k + "]"));
        leaves.addAll(outLeaves(m + "[" + j + "]"));
        leaves.addAll(bitLeaves(hb + "[0].", bitFields));
        leaves.add(hb + "[1]." + f.name());
        leaves.addAll(List.of("ptrs[" + p + "]->y", "ptrs[" + p + "]->z[" + random.nextInt(3) + "]",
            "(long) ((uintptr_t) ptrs[" + p + "] - (uintptr_t) " + m + ")", "(ptrs[" + p + "] == &" + m + "[" + p + "].pair[" + (p % 2) + "])"));
        c.append("        ").append(result()).append(" = ").append(e.with(leaves, 3)).append(";\n");
        c.append("        ").append(result()).append(" = ").append(e.with(leaves, 2)).append(";\n");
        c.append("        free(ptrs);\n        free(").append(m).append(");\n        free(").append(hb).append(");\n        free(")
            .append(z).append(");\n    }\n");
        return c.toString();
    }

    // ---- pieces ----

    /** A full or a designated initializer of a {@code struct out}. */
    private String outInitializer() {
        if (random.nextBoolean()) {
            return "{ .in.y = " + e.expression(1) + ", .pair[1].z[" + random.nextInt(3) + "] = " + e.expression(1) + ", .w = "
                + e.expression(1) + ", .pair[0] = { " + e.expression(1) + ", " + e.expression(1) + " } }";
        }
        StringBuilder c = new StringBuilder("{ ").append(e.expression(1)).append(", ").append(inInitializer());
        c.append(", { ").append(inInitializer()).append(", ").append(inInitializer()).append(" }, ").append(e.expression(1));
        return c.append(" }").toString();
    }

    private String inInitializer() {
        return "{ " + e.expression(1) + ", " + e.expression(1) + ", { " + e.expression(1) + ", " + e.expression(1) + ", "
            + e.expression(1) + " } }";
    }

    /** Some of the leaves of a {@code struct out} reached by {@code prefix} (an lvalue). */
    private List<String> outLeaves(String prefix) {
        int j = random.nextInt(2);
        return new ArrayList<>(List.of(prefix + ".tag", prefix + ".in.x", prefix + ".in.z[" + random.nextInt(3) + "]",
            prefix + ".pair[" + j + "].y", prefix + ".pair[" + (1 - j) + "].z[" + random.nextInt(3) + "]", prefix + ".w"));
    }

    private static List<String> bitLeaves(String prefix, List<BitField> fields) {
        List<String> leaves = new ArrayList<>();
        for (BitField f : fields) {
            leaves.add(prefix + f.name());
        }
        return leaves;
    }

    private BitField pick(List<BitField> fields) {
        return fields.get(random.nextInt(fields.size()));
    }

    /** A new {@code long long} result global, for values no bit of which may be lost; its name. */
    private String exact() {
        ProgramGenerator.Result r = new ProgramGenerator.Result("r_" + results.size(), "long long");
        results.add(r);
        return r.name();
    }

    /** A new result global of a random integer type; its name. */
    private String result() {
        ProgramGenerator.Result r = new ProgramGenerator.Result("r_" + results.size(), e.pick(RESULT_TYPES));
        results.add(r);
        return r.name();
    }

    private String name(String prefix) {
        return prefix + fresh++;
    }
}
