package org.braid.c;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Writes one random C program for {@link ProgramDifferentialTest}: deterministic, single-threaded,
 * free of undefined behaviour, storing what it computes into integer globals {@code r_0},
 * {@code r_1}, ... ({@link #results()}).
 *
 * <p>The program declares a few random types (a record {@code struct rec} with integer fields of
 * random widths and an array member, a bit-field struct {@code struct bits}, a list node
 * {@code struct node}), integer globals {@code g_0...} with literal values, helper functions that
 * take records by pointer and by value, and a {@code main} made of random blocks: integer
 * expressions, struct copies and member offsets, arrays filled and read in nested loops, pointer
 * arithmetic and pointer comparisons within one array, pointer to integer to pointer round
 * trips, heap arrays, records and linked lists ({@code malloc}, {@code calloc}, {@code free}),
 * bit-fields (truncation, compound assignment, signedness), calls, and the memory functions
 * {@code memset}, {@code bzero}, {@code memcpy}, {@code memmove} and {@code memcmp} on integer
 * arrays, 2-D arrays, heap copies, arrays of records and their array members and arrays of list
 * nodes (pointer members).
 *
 * <p>The memory functions' sizes are whole numbers of elements: constants ({@code sizeof a},
 * {@code 3 * sizeof(T)}) or run-time values ({@code k * sizeof(T)}, {@code sizeof *p * k},
 * {@code (k + 1) * sizeof a[0]}, ...) where {@code k} comes from {@code count(n)}, a function
 * returning its argument, so the front end lowers the call as a loop over at most
 * {@link #MAX_LOOP} elements, which the model checker unwinds completely. Source and destination
 * have one element type (or are both character types), as Braid's cell-typed memory needs;
 * {@code memmove} overlaps with the destination above and below the source; non-zero fill bytes
 * go only to integer cells (never {@code _Bool} or pointer members: records with a {@code _Bool}
 * member and list nodes are zeroed); {@code memcmp} only compares fully written integer arrays
 * (no records, whose padding bytes are indeterminate) and only its sign reaches a result. Where
 * each node's {@code next} points after the copies and moves is followed by the generator, so a
 * zeroed one is only compared with 0.
 *
 * <p>Undefined behaviour is avoided by construction: divisors are never 0 or -1 (checked at run
 * time in the expression itself), shift counts are masked to 0..15 (the left operand is promoted
 * to at least 32 bits), signed overflow wraps (gcc runs with {@code -fwrapv}), every array index
 * and pointer offset is known in bounds when the program is written (loop counters index arrays
 * of the loop's length or are reduced modulo the length), every object is written before it is
 * read, and memory is always read with the type it was written with (Braid's memory is
 * cell-typed: no {@code char *} views of other objects, no unions). Addresses differ between gcc
 * and Braid, so only differences of addresses within one object reach a result, never an address
 * itself.
 */
final class ProgramGenerator {

    /** A result global: its name and C type. */
    record Result(String name, String type) {
    }

    /** A field of a generated struct: its C type and name. */
    private record Field(String type, String name) {
    }

    /** A bit-field: its declared type, name and width. */
    private record BitField(String type, String name, int width) {
    }

    private static final String[] TYPES = { "signed char", "unsigned char", "short", "unsigned short", "int",
        "unsigned", "long", "unsigned long", "long long", "unsigned long long", "_Bool", "char" };
    private static final String[] RESULT_TYPES = { "signed char", "unsigned char", "short", "unsigned short", "int",
        "unsigned", "long", "unsigned long", "long long", "unsigned long long", "char" };
    private static final String[] ELEMENT_TYPES = { "unsigned char", "short", "int", "unsigned", "long",
        "unsigned long long" };
    private static final String[] OPS = { "+", "-", "*", "&", "|", "^", "<", ">", "<=", ">=", "==", "!=", "&&", "||" };
    private static final String[] ACCUMULATE = { "+=", "-=", "^=", "|=", "*=" };
    private static final long[] EDGES = { 0, 1, -1, 2, 3, 7, 127, 128, 255, 256, -128, 32767, 32768, 65535, -32768,
        2147483647L, -2147483648L, 4294967295L, 4294967296L, Long.MAX_VALUE, Long.MIN_VALUE, 0x123456789abcdefL };
    /** Element types of the arrays the memory functions work on. */
    private static final String[] MEMORY_TYPES = { "char", "signed char", "unsigned char", "short", "unsigned short",
        "int", "unsigned", "long", "unsigned long", "long long", "unsigned long long", "_Bool" };
    /** {@code memset}'s fill values: converted to unsigned char, so beyond a byte and negative ones too. */
    private static final long[] FILLS = { 0, 1, 0x7f, 0x80, 0x81, 0xa5, 0xff, 0x5a, 0x1ff, -1, -128 };
    /** Steps between the elements of the memory functions' arrays: low, high and several bytes. */
    private static final long[] STEPS = { 1, 3, 0x100, 0x101, 0x10000, 0x1000001, 0x100000000L, 0x0100000000000001L };
    private static final int GLOBALS = 6;
    private static final int RECORD_ITEMS = 4;
    /** The largest loop bound of a generated program; the model checker must unwind further. */
    static final int MAX_LOOP = 6;

    private final Random random;
    private final List<Result> results = new ArrayList<>();
    private final List<Field> recordFields = new ArrayList<>();
    private String itemType;
    private final List<BitField> bitFields = new ArrayList<>();
    private String nodeType;
    /** The integer globals, readable everywhere. */
    private final List<String> globals = new ArrayList<>();
    /** Integer-valued expressions of the block being written that may be read where it is. */
    private final List<String> locals = new ArrayList<>();
    private int fresh;

    ProgramGenerator(long seed) {
        this.random = new Random(seed);
    }

    /** The result globals of the last program written. */
    List<Result> results() {
        return results;
    }

    /** Writes the program with {@code blocks} random blocks in {@code main}. */
    String program(int blocks) {
        StringBuilder c = new StringBuilder(
            "#include <stdint.h>\n#include <stdlib.h>\n#include <string.h>\n#include <strings.h>\n\n");
        c.append(types());
        c.append(globals());
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < blocks; i++) {
            body.append(block());
        }
        StringBuilder out = new StringBuilder(c);
        for (Result r : results) {
            out.append(r.type()).append(' ').append(r.name()).append(";\n");
        }
        out.append('\n').append(functions());
        out.append("int main(void)\n{\n").append(body).append("    return 0;\n}\n");
        return out.toString();
    }

    // ---- declarations ----

    private String types() {
        StringBuilder c = new StringBuilder("struct rec {\n");
        int fields = 3 + random.nextInt(3);
        for (int i = 0; i < fields; i++) {
            Field f = new Field(pick(TYPES), "f" + i);
            recordFields.add(f);
            c.append("    ").append(f.type()).append(' ').append(f.name()).append(";\n");
        }
        itemType = pick(ELEMENT_TYPES);
        c.append("    ").append(itemType).append(" items[").append(RECORD_ITEMS).append("];\n};\n\n");
        c.append("struct bits {\n");
        int bits = 2 + random.nextInt(4);
        long bitPos = 0;
        for (int i = 0; i < bits; i++) {
            BitField b = bitField("b" + i);
            bitPos = placed(bitPos, b);
            if (bitPos + b.width() > 64) {
                break;
            }
            bitPos += b.width();
            bitFields.add(b);
            c.append("    ").append(b.type()).append(' ').append(b.name()).append(" : ").append(b.width()).append(";\n");
        }
        c.append("    long long tail;\n};\n\n");
        nodeType = pick(ELEMENT_TYPES);
        c.append("struct node {\n    ").append(nodeType).append(" value;\n    struct node *next;\n};\n\n");
        return c.toString();
    }

    /**
     * Where gcc places bit-field {@code b} when the next free bit is {@code bitPos}: at the next
     * boundary of its declared type's size if it would cross one.
     *
     * <p>The bit-fields of {@code struct bits} span at most 64 bits and are followed by a
     * {@code long long} (8-byte aligned, so never sharing their bytes): Braid cannot give a run of
     * bit-fields one storage unit when it is wider than 8 bytes or when the smallest unit would
     * reach into the next member, and then reports an unsupported mixed-width access
     * (fixtures/differential-findings/bitfield-storage-unit.c).
     */
    private static long placed(long bitPos, BitField b) {
        int unitBits = switch (b.type()) {
            case "_Bool" -> 8;
            case "unsigned long long" -> 64;
            default -> 32;
        };
        return bitPos / unitBits != (bitPos + b.width() - 1) / unitBits ? (bitPos + unitBits - 1) / unitBits * unitBits
            : bitPos;
    }

    private BitField bitField(String name) {
        return switch (random.nextInt(4)) {
            case 0 -> new BitField("unsigned", name, 1 + random.nextInt(32));
            case 1 -> new BitField("signed int", name, 1 + random.nextInt(32));
            // 32 to 63 bits: gcc computes in a type of exactly that width, Braid in unsigned long long
            // (fixtures/differential-findings/long-long-bitfield-width.c)
            case 2 -> new BitField("unsigned long long", name, random.nextInt(8) == 0 ? 64 : 1 + random.nextInt(31));
            default -> new BitField("_Bool", name, 1);
        };
    }

    private String globals() {
        StringBuilder c = new StringBuilder();
        for (int i = 0; i < GLOBALS; i++) {
            c.append(pick(TYPES)).append(" g_").append(i).append(" = ").append(literal()).append(";\n");
            globals.add("g_" + i);
        }
        c.append("struct bits gb = {");
        for (int i = 0; i < bitFields.size(); i++) {
            c.append(i == 0 ? " " : ", ").append(literal());
        }
        c.append(", ").append(literal()).append(" };\n");
        return c.toString();
    }

    /**
     * The helpers: {@code update} writes through a record pointer and into its record copy,
     * {@code make} returns a record by value, {@code fold} walks an array through a pointer.
     */
    private String functions() {
        StringBuilder c = new StringBuilder();
        String updated = field().name();
        String copied = field().name();
        locals.addAll(List.of("k", "v." + field().name(), "p->" + field().name(), "v.items[" + random.nextInt(RECORD_ITEMS) + "]"));
        c.append("static long long update(struct rec *p, struct rec v, int k)\n{\n")
            .append("    p->").append(updated).append(" = ").append(expression(2)).append(";\n")
            .append("    v.").append(copied).append(" = ").append(expression(2)).append(";\n")
            .append("    p->items[k & 3] ").append(pick(ACCUMULATE)).append(' ').append(expression(1)).append(";\n")
            .append("    return ").append(expression(2)).append(";\n}\n\n");
        locals.clear();
        locals.add("seed");
        c.append("static struct rec make(int seed)\n{\n    struct rec r;\n");
        for (Field f : recordFields) {
            c.append("    r.").append(f.name()).append(" = ").append(expression(2)).append(";\n");
        }
        c.append("    for (int i = 0; i < ").append(RECORD_ITEMS).append("; i++) {\n        r.items[i] = ")
            .append(withScope(List.of("i", "seed"), 2)).append(";\n    }\n    return r;\n}\n\n");
        locals.clear();
        c.append("static ").append(itemType).append(" fold(const ").append(itemType).append(" *a, int n)\n{\n")
            .append("    ").append(itemType).append(" acc = ").append(literal()).append(";\n")
            .append("    for (const ").append(itemType).append(" *p = a; p < a + n; p++) {\n        acc ")
            .append(pick(ACCUMULATE)).append(' ').append(withScope(List.of("*p", "acc", "(p - a)"), 2))
            .append(";\n    }\n    return acc;\n}\n\n");
        locals.clear();
        c.append("static int count(int n)\n{\n    return n;\n}\n\n");
        return c.toString();
    }

    // ---- main's blocks ----

    private String block() {
        return switch (random.nextInt(11)) {
            case 0 -> scalars();
            case 1 -> records();
            case 2 -> arrayLoops();
            case 3 -> pointerArithmetic();
            case 4 -> pointerIntegerRoundTrip();
            case 5 -> heapArrays();
            case 6 -> heapList();
            case 7 -> bitFieldBlock();
            case 8 -> memoryArrays();
            case 9 -> memoryRecords();
            default -> calls();
        };
    }

    /** {@code r = e;} and {@code r op= e;} over the globals. */
    private String scalars() {
        StringBuilder c = new StringBuilder();
        String r = result();
        c.append("    ").append(r).append(" = ").append(expression(3)).append(";\n");
        c.append("    ").append(r).append(' ').append(pick(ACCUMULATE)).append(' ').append(expression(2)).append(";\n");
        c.append("    g_").append(random.nextInt(GLOBALS)).append(" = ").append(expression(2)).append(";\n");
        return c.toString();
    }

    /** A record initialized from expressions, copied, changed, its member offsets; an array of records. */
    private String records() {
        String s = name("s");
        String t = name("t");
        String arr = name("ra");
        StringBuilder c = new StringBuilder("    {\n");
        c.append("        struct rec ").append(s).append(" = { ");
        for (Field f : recordFields) {
            c.append(expression(2)).append(", ");
        }
        c.append("{ ");
        for (int i = 0; i < RECORD_ITEMS; i++) {
            c.append(i == 0 ? "" : ", ").append(expression(1));
        }
        c.append(" } };\n");
        List<String> added = recordLeaves(s + ".");
        locals.addAll(added);
        c.append("        ").append(s).append('.').append(field().name()).append(' ').append(pick(ACCUMULATE))
            .append(' ').append(expression(2)).append(";\n");
        c.append("        struct rec ").append(t).append(" = ").append(s).append(";\n");
        c.append("        ").append(t).append('.').append(field().name()).append(" = ").append(expression(2)).append(";\n");
        c.append("        ").append(t).append(".items[").append(random.nextInt(RECORD_ITEMS)).append("] = ")
            .append(expression(2)).append(";\n");
        List<String> copies = recordLeaves(t + ".");
        locals.addAll(copies);
        c.append("        ").append(result()).append(" = ").append(expression(3)).append(";\n");
        c.append("        ").append(result()).append(" = (long) ((uintptr_t) &").append(s).append('.')
            .append(random.nextBoolean() ? field().name() : "items[" + random.nextInt(RECORD_ITEMS) + "]")
            .append(" - (uintptr_t) &").append(s).append(");\n");
        c.append("        struct rec ").append(arr).append("[3];\n");
        c.append("        for (int i = 0; i < 3; i++) {\n            ").append(arr).append("[i] = ").append(s).append(";\n")
            .append("            ").append(arr).append("[i].").append(field().name()).append(" = ")
            .append(withScope(List.of("i"), 2)).append(";\n        }\n");
        c.append("        struct rec *ps = ").append(arr).append(" + 1;\n");
        c.append("        ps->items[").append(random.nextInt(RECORD_ITEMS)).append("] ").append(pick(ACCUMULATE)).append(' ')
            .append(expression(1)).append(";\n");
        c.append("        ").append(result()).append(" = ")
            .append(withScope(List.of("ps[1]." + field().name(), "(ps - 1)->" + field().name(),
                "ps->items[" + random.nextInt(RECORD_ITEMS) + "]", "(long) (&" + arr + "[2] - ps)"), 2))
            .append(";\n");
        locals.removeAll(added);
        locals.removeAll(copies);
        c.append("    }\n");
        return c.toString();
    }

    /** An array filled in a loop, read in nested loops with {@code continue} and {@code break}; a 2-D array. */
    private String arrayLoops() {
        String type = pick(ELEMENT_TYPES);
        int n = 2 + random.nextInt(MAX_LOOP - 1);
        String a = name("a");
        StringBuilder c = new StringBuilder("    {\n");
        c.append("        ").append(type).append(' ').append(a).append('[').append(n).append("];\n");
        c.append("        for (int i = 0; i < ").append(n).append("; i++) {\n            ").append(a).append("[i] = ")
            .append(withScope(List.of("i"), 2)).append(";\n        }\n");
        String acc = name("acc");
        c.append("        ").append(pick(RESULT_TYPES)).append(' ').append(acc).append(" = ").append(literal()).append(";\n");
        int rows = 1 + random.nextInt(MAX_LOOP);
        int columns = 1 + random.nextInt(MAX_LOOP);
        c.append("        for (int i = 0; i < ").append(rows).append("; i++) {\n");
        c.append("            for (int j = 0; j < ").append(columns).append("; j++) {\n");
        if (random.nextBoolean()) {
            c.append("                if (((i + j) & ").append(1 + random.nextInt(3)).append(") == 0) {\n")
                .append("                    continue;\n                }\n");
        }
        if (random.nextInt(3) == 0) {
            c.append("                if (").append(withScope(List.of("i", "j", acc), 1)).append(") {\n")
                .append("                    break;\n                }\n");
        }
        String element = a + "[(i * " + (1 + random.nextInt(5)) + " + j) % " + n + "]";
        c.append("                ").append(acc).append(' ').append(pick(ACCUMULATE)).append(' ')
            .append(withScope(List.of("i", "j", element, acc), 2)).append(";\n");
        c.append("            }\n        }\n");
        c.append("        ").append(result()).append(" = ").append(acc).append(";\n");
        if (random.nextBoolean()) {
            String grid = name("grid");
            int r = 2 + random.nextInt(2);
            c.append("        ").append(type).append(' ').append(grid).append('[').append(r).append("][").append(n)
                .append("];\n");
            c.append("        for (int i = 0; i < ").append(r).append("; i++) {\n")
                .append("            for (int j = 0; j < ").append(n).append("; j++) {\n")
                .append("                ").append(grid).append("[i][j] = ")
                .append(withScope(List.of("i", "j", a + "[j]"), 2)).append(";\n            }\n        }\n");
            c.append("        ").append(type).append(" (*row)[").append(n).append("] = ").append(grid).append(" + ")
                .append(random.nextInt(r)).append(";\n");
            c.append("        ").append(result()).append(" = ")
                .append(withScope(List.of("(*row)[" + random.nextInt(n) + "]", grid + "[" + random.nextInt(r) + "]["
                    + random.nextInt(n) + "]", "*(*(" + grid + " + " + random.nextInt(r) + ") + " + random.nextInt(n) + ")"), 2))
                .append(";\n");
        }
        c.append("    }\n");
        return c.toString();
    }

    /** Pointer increments, offsets, differences and comparisons within one array. */
    private String pointerArithmetic() {
        String type = pick(ELEMENT_TYPES);
        int n = 3 + random.nextInt(MAX_LOOP - 2);
        String a = name("a");
        StringBuilder c = new StringBuilder("    {\n");
        c.append(filledArray(type, a, n));
        int start = random.nextInt(n);
        int step = random.nextInt(n) - start;
        int at = start + step;
        c.append("        ").append(type).append(" *p = ").append(a).append(" + ").append(start).append(";\n");
        c.append("        p += ").append(step).append(";\n");
        if (at > 0 && random.nextBoolean()) {
            c.append("        p--;\n");
            at--;
        }
        int offset = random.nextInt(n) - at;
        c.append("        *p ").append(pick(ACCUMULATE)).append(' ').append(withScope(List.of("p[" + offset + "]"), 2))
            .append(";\n");
        c.append("        ").append(result()).append(" = ")
            .append(withScope(List.of("*p", "p[" + offset + "]", "(p - " + a + ")", "*(" + a + " + " + random.nextInt(n) + ")"), 2))
            .append(";\n");
        String acc = name("acc");
        c.append("        ").append(pick(RESULT_TYPES)).append(' ').append(acc).append(" = ").append(literal()).append(";\n");
        c.append("        for (").append(type).append(" *q = p; q < ").append(a).append(" + ").append(n)
            .append("; q++) {\n");
        c.append("            ").append(acc).append(' ').append(pick(ACCUMULATE)).append(' ')
            .append(withScope(List.of("*q", "(q - p)", acc), 2)).append(";\n        }\n");
        c.append("        ").append(result()).append(" = ").append(acc).append(" + (p < ").append(a).append(" + ")
            .append(random.nextInt(n + 1)).append(") * 2 + (p == &").append(a).append('[').append(at).append("]);\n");
        c.append("    }\n");
        return c.toString();
    }

    /** Pointers converted to integers, moved as integers and converted back; {@code void *}; first members. */
    private String pointerIntegerRoundTrip() {
        String type = pick(ELEMENT_TYPES);
        int n = 2 + random.nextInt(MAX_LOOP - 1);
        String a = name("a");
        StringBuilder c = new StringBuilder("    {\n");
        c.append(filledArray(type, a, n));
        int from = random.nextInt(n);
        int to = random.nextInt(n);
        String integer = pick(new String[] { "uintptr_t", "unsigned long", "long", "intptr_t" });
        c.append("        ").append(integer).append(" u = (").append(integer).append(") &").append(a).append('[')
            .append(from).append("];\n");
        c.append("        u ").append(to >= from ? "+= " : "-= ").append(Math.abs(to - from)).append(" * sizeof(")
            .append(type).append(");\n");
        c.append("        ").append(type).append(" *q = (").append(type).append(" *) u;\n");
        c.append("        *q ").append(pick(ACCUMULATE)).append(' ').append(expression(2)).append(";\n");
        c.append("        void *v = q;\n        ").append(type).append(" *w = v;\n");
        c.append("        ").append(result()).append(" = ")
            .append(withScope(List.of(a + "[" + to + "]", "*w", "(long) (u - (" + integer + ") " + a + ")",
                "(w == " + a + " + " + to + ")"), 2))
            .append(";\n");
        String s = name("s");
        Field first = recordFields.get(0);
        c.append("        struct rec ").append(s).append(" = make(").append(expression(1)).append(");\n");
        c.append("        struct rec *sp = (struct rec *) (uintptr_t) (void *) &").append(s).append(";\n");
        c.append("        ").append(first.type()).append(" *fp = (").append(first.type()).append(" *) sp;\n");
        c.append("        *fp = ").append(expression(2)).append(";\n");
        c.append("        sp->items[").append(random.nextInt(RECORD_ITEMS)).append("] = ").append(expression(2)).append(";\n");
        List<String> added = recordLeaves(s + ".");
        added.add("*fp");
        locals.addAll(added);
        c.append("        ").append(result()).append(" = ").append(expression(3)).append(";\n");
        locals.removeAll(added);
        c.append("    }\n");
        return c.toString();
    }

    /** A heap array from {@code malloc}, one from {@code calloc} (read as zeros), a heap record. */
    private String heapArrays() {
        String type = pick(ELEMENT_TYPES);
        int n = 2 + random.nextInt(MAX_LOOP - 1);
        String h = name("h");
        String z = name("z");
        StringBuilder c = new StringBuilder("    {\n");
        c.append("        ").append(type).append(" *").append(h).append(" = malloc(").append(n).append(" * sizeof *")
            .append(h).append(");\n");
        c.append("        for (int i = 0; i < ").append(n).append("; i++) {\n            ").append(h).append("[i] = ")
            .append(withScope(List.of("i"), 2)).append(";\n        }\n");
        c.append("        ").append(type).append(" *").append(z).append(" = calloc(").append(n).append(", sizeof(")
            .append(type).append("));\n");
        int stride = 1 + random.nextInt(4);
        c.append("        for (int i = 0; i < ").append(n).append("; i += ").append(stride).append(") {\n            ")
            .append(z).append("[i] ").append(pick(ACCUMULATE)).append(' ')
            .append(withScope(List.of(h + "[(i * " + (1 + random.nextInt(3)) + ") % " + n + "]", "i"), 2))
            .append(";\n        }\n");
        c.append("        ").append(result()).append(" = ")
            .append(withScope(type.equals(itemType) ? List.of(z + "[" + random.nextInt(n) + "]",
                h + "[" + random.nextInt(n) + "]", "fold(" + z + ", " + n + ")")
                : List.of(z + "[" + random.nextInt(n) + "]", h + "[" + random.nextInt(n) + "]"), 2))
            .append(";\n");
        c.append("        free(").append(h).append(");\n        free(").append(z).append(");\n");
        c.append("        struct rec *sp = malloc(sizeof(struct rec));\n        *sp = make(").append(expression(1))
            .append(");\n");
        c.append("        ").append(result()).append(" = update(sp, *sp, ").append(random.nextInt(8)).append(");\n");
        List<String> added = recordLeaves("sp->");
        locals.addAll(added);
        c.append("        ").append(result()).append(" = ").append(expression(2)).append(";\n");
        locals.removeAll(added);
        c.append("        free(sp);\n    }\n");
        return c.toString();
    }

    /** A linked list built on the heap, walked, changed through a pointer to a pointer, freed. */
    private String heapList() {
        int n = 1 + random.nextInt(MAX_LOOP - 1);
        String acc = name("acc");
        StringBuilder c = new StringBuilder("    {\n        struct node *head = 0;\n");
        c.append("        for (int i = 0; i < ").append(n).append("; i++) {\n")
            .append("            struct node *n = malloc(sizeof *n);\n")
            .append("            n->value = ").append(withScope(List.of("i"), 2)).append(";\n")
            .append("            n->next = head;\n            head = n;\n        }\n");
        c.append("        struct node **link = &head;\n");
        int skip = random.nextInt(n);
        c.append("        for (int i = 0; i < ").append(skip).append("; i++) {\n            link = &(*link)->next;\n        }\n");
        c.append("        (*link)->value ").append(pick(ACCUMULATE)).append(' ').append(expression(1)).append(";\n");
        c.append("        ").append(pick(RESULT_TYPES)).append(' ').append(acc).append(" = ").append(literal()).append(";\n");
        c.append("        for (struct node *n = head; n != 0; n = n->next) {\n            ").append(acc).append(' ')
            .append(pick(ACCUMULATE)).append(' ').append(withScope(List.of("n->value", acc), 2)).append(";\n        }\n");
        c.append("        ").append(result()).append(" = ").append(acc).append(";\n");
        c.append("        while (head != 0) {\n            struct node *next = head->next;\n")
            .append("            free(head);\n            head = next;\n        }\n    }\n");
        return c.toString();
    }

    /** Bit-fields written (truncated), incremented, compound-assigned and read, locally and through a pointer. */
    private String bitFieldBlock() {
        String b = name("b");
        StringBuilder c = new StringBuilder("    {\n");
        c.append("        struct bits ").append(b).append(";\n");
        for (BitField f : bitFields) {
            c.append("        ").append(b).append('.').append(f.name()).append(" = ").append(expression(2)).append(";\n");
        }
        c.append("        ").append(b).append(".tail = ").append(expression(1)).append(";\n");
        List<String> added = new ArrayList<>();
        for (BitField f : bitFields) {
            added.add(b + "." + f.name());
            added.add("gb." + f.name());
        }
        locals.addAll(added);
        BitField f = pickBitField();
        c.append("        ").append(b).append('.').append(f.name()).append(random.nextBoolean() ? "++" : "--").append(";\n");
        f = pickBitField();
        if (!f.type().equals("_Bool")) {
            c.append("        ").append(b).append('.').append(f.name()).append(' ').append(pick(ACCUMULATE)).append(' ')
                .append(expression(2)).append(";\n");
        }
        c.append("        struct bits *pb = &").append(random.nextBoolean() ? b : "gb").append(";\n");
        c.append("        pb->").append(pickBitField().name()).append(" = ").append(expression(2)).append(";\n");
        String r = result();
        c.append("        ").append(r).append(" = ").append(expression(3)).append(";\n");
        c.append("        ").append(result()).append(" = pb->").append(pickBitField().name()).append(" + ").append(b)
            .append(".tail;\n");
        c.append("        ").append(result()).append(" = (").append(b).append('.').append(pickBitField().name())
            .append(" = ").append(expression(1)).append(");\n");
        locals.removeAll(added);
        c.append("    }\n");
        return c.toString();
    }

    /** Records passed by pointer and by value, returned by value; an array passed as a pointer. */
    private String calls() {
        String s = name("s");
        StringBuilder c = new StringBuilder("    {\n");
        c.append("        struct rec ").append(s).append(" = make(").append(expression(2)).append(");\n");
        c.append("        ").append(result()).append(" = update(&").append(s).append(", ").append(s).append(", ")
            .append(expression(1)).append(");\n");
        c.append("        ").append(result()).append(" = ").append(s).append('.').append(field().name()).append(" + ")
            .append(s).append(".items[").append(random.nextInt(RECORD_ITEMS)).append("];\n");
        int n = 1 + random.nextInt(RECORD_ITEMS);
        c.append("        ").append(result()).append(" = fold(").append(s).append(".items, ").append(n).append(") ")
            .append(pick(new String[] { "+", "^", "-" })).append(" make(").append(expression(1)).append(").")
            .append(field().name()).append(";\n");
        c.append("    }\n");
        return c.toString();
    }

    // ---- memory functions ----

    /** An array a memory function works on: its name, element type, length and whether {@code sizeof name} is its size. */
    private record Buffer(String name, String type, int length, boolean named) {
        /** An lvalue of its element type for {@code sizeof}. */
        String element(Random random) {
            return random.nextBoolean() ? name + "[0]" : "*" + name;
        }

        /** A pointer to element {@code i}. */
        String at(int i, Random random) {
            return i == 0 && random.nextBoolean() ? name : random.nextBoolean() ? name + " + " + i : "&" + name + "[" + i + "]";
        }
    }

    /**
     * {@code memset}, {@code bzero}, {@code memcpy}, {@code memmove} (overlapping both ways) and
     * {@code memcmp} on two integer arrays of one element type (or {@code char} and its signedness
     * twins), a heap array (a copy of one of them or set by {@code memset}) and a 2-D array, with
     * constant and run-time sizes.
     */
    private String memoryArrays() {
        String type = pick(MEMORY_TYPES);
        StringBuilder c = new StringBuilder("    {\n");
        List<Buffer> buffers = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Buffer b = new Buffer(name(i == 0 ? "a" : "b"), i == 0 ? type : twin(type), 2 + random.nextInt(MAX_LOOP - 1), true);
            c.append("        ").append(b.type()).append(' ').append(b.name()).append('[').append(b.length()).append("];\n")
                .append("        for (int i = 0; i < ").append(b.length()).append("; i++) {\n            ").append(b.name())
                .append("[i] = ").append(distinct()).append(";\n        }\n");
            buffers.add(b);
        }
        Buffer heap = null;
        if (random.nextBoolean()) {
            Buffer from = pick(buffers);
            heap = new Buffer(name("h"), twin(type), from.length(), false);
            c.append("        ").append(heap.type()).append(" *").append(heap.name()).append(" = malloc(")
                .append(random.nextBoolean() ? Integer.toString(heap.length()) : "count(" + heap.length() + ")")
                .append(" * sizeof *").append(heap.name()).append(");\n");
            String size = size(c, heap, heap.length(), from);
            if (random.nextInt(3) == 0) {
                c.append("        memset(").append(heap.name()).append(", ").append(fill(heap.type())).append(", ")
                    .append(size).append(");\n");
            } else {
                c.append("        memcpy(").append(heap.name()).append(", ").append(from.name()).append(", ").append(size)
                    .append(");\n");
            }
            buffers.add(heap);
        }
        List<String> added = new ArrayList<>();
        int operations = 2 + random.nextInt(3);
        for (int o = 0; o < operations; o++) {
            Buffer x = pick(buffers);
            Buffer y = pick(buffers);
            switch (random.nextInt(7)) {
                case 0 -> {
                    int count = random.nextInt(8) == 0 ? 0 : 1 + random.nextInt(x.length());
                    int i = random.nextInt(x.length() - Math.max(count, 1) + 1);
                    String size = size(c, x, count, i == 0 ? x : null);
                    c.append("        memset(").append(x.at(i, random)).append(", ").append(fill(x.type())).append(", ")
                        .append(size).append(");\n");
                }
                case 1 -> {
                    int count = 1 + random.nextInt(x.length());
                    int i = random.nextInt(x.length() - count + 1);
                    String size = size(c, x, count, i == 0 ? x : null);
                    c.append("        bzero(").append(x.at(i, random)).append(", ").append(size).append(");\n");
                }
                case 2 -> c.append(overlappingMove(x));
                case 5 -> c.append(elementLoop(x, y, added));
                case 3 -> {
                    if (x == y) {
                        c.append(overlappingMove(x));
                        break;
                    }
                    int count = 1 + random.nextInt(Math.min(x.length(), y.length()));
                    int i = random.nextInt(y.length() - count + 1);
                    int j = random.nextInt(x.length() - count + 1);
                    String size = size(c, y, count, i == 0 && j == 0 ? (x.length() == count ? x : y.length() == count ? y : null) : null);
                    String call = (random.nextInt(8) == 0 ? "__builtin_" : "")
                        + (random.nextBoolean() ? "memcpy(" : "memmove(") + y.at(i, random) + ", "
                        + x.at(j, random) + ", " + size + ")";
                    if (random.nextInt(3) == 0) {
                        String d = name("d");
                        c.append("        ").append(y.type()).append(" *").append(d).append(" = ").append(call).append(";\n");
                        added.add("(long) (" + d + " - " + y.name() + ")");
                        added.add(d + "[" + random.nextInt(count) + "]");
                    } else {
                        c.append("        ").append(call).append(";\n");
                    }
                }
                default -> {
                    int count = random.nextInt(8) == 0 ? 0 : 1 + random.nextInt(Math.min(x.length(), y.length()));
                    int i = random.nextInt(x.length() - Math.max(count, 1) + 1);
                    int j = random.nextInt(y.length() - Math.max(count, 1) + 1);
                    if (x == y && i == j && random.nextInt(4) != 0) {
                        y = buffers.get((buffers.indexOf(x) + 1) % buffers.size());
                        count = Math.min(count, y.length());
                        j = random.nextInt(y.length() - Math.max(count, 1) + 1);
                    }
                    String size = size(c, x, count, i == 0 && j == 0 ? (x.length() == count ? x : y.length() == count ? y : null) : null);
                    String call = "memcmp(" + x.at(i, random) + ", " + y.at(j, random) + ", " + size + ")";
                    String cmp = name("cmp");
                    c.append("        int ").append(cmp).append(" = ").append(call).append(" < 0 ? -1 : ").append(call)
                        .append(" > 0;\n");
                    c.append("        ").append(result()).append(" = ").append(cmp).append(";\n");
                    added.add(cmp);
                }
            }
        }
        if (random.nextInt(3) == 0) {
            Buffer row = buffers.get(0);
            String m = name("m");
            c.append("        ").append(row.type()).append(' ').append(m).append("[2][").append(row.length()).append("];\n");
            c.append("        memcpy(").append(m).append("[0], ").append(row.name()).append(", sizeof ").append(m)
                .append("[0]);\n");
            if (random.nextBoolean()) {
                c.append("        memcpy(").append(m).append("[1], ").append(m).append("[0], sizeof ").append(m)
                    .append("[1]);\n");
            } else {
                String k = name("k");
                c.append("        int ").append(k).append(" = count(1);\n");
                c.append("        memmove(").append(m).append(" + 1, ").append(m).append(", ").append(k)
                    .append(" * sizeof *").append(m).append(");\n");
            }
            Buffer second = new Buffer(m + "[1]", row.type(), row.length(), true);
            int count = 1 + random.nextInt(row.length());
            int i = random.nextInt(row.length() - count + 1);
            String size = size(c, second, count, i == 0 ? second : null);
            c.append("        memset(").append(second.at(i, random)).append(", ").append(fill(row.type())).append(", ").append(size)
                .append(");\n");
            added.add(m + "[" + random.nextInt(2) + "][" + random.nextInt(row.length()) + "]");
            added.add(m + "[1][" + random.nextInt(row.length()) + "]");
        }
        for (Buffer b : buffers) {
            added.add(b.name() + "[" + random.nextInt(b.length()) + "]");
            added.add(b.name() + "[" + random.nextInt(b.length()) + "]");
        }
        locals.addAll(added);
        c.append("        ").append(result()).append(" = ").append(expression(3)).append(";\n");
        c.append("        ").append(result()).append(" = ").append(expression(2)).append(";\n");
        locals.removeAll(added);
        if (heap != null) {
            c.append("        free(").append(heap.name()).append(");\n");
        }
        c.append("    }\n");
        return c.toString();
    }

    /**
     * A loop calling a memory function on one element at a time, at indexes known only at run time:
     * a reversing copy from {@code x} to {@code y} ({@code memmove} when they are one array), a fill
     * byte that depends on the index with a run-time size, or {@code memcmp}'s signs folded into a
     * local ({@code added}).
     */
    private String elementLoop(Buffer x, Buffer y, List<String> added) {
        int n = Math.min(x.length(), y.length());
        StringBuilder c = new StringBuilder();
        switch (random.nextInt(3)) {
            case 0 -> c.append("        for (int i = 0; i < ").append(n).append("; i++) {\n            ")
                .append(x == y || random.nextBoolean() ? "memmove(" : "memcpy(").append('&').append(y.name()).append("[i], &")
                .append(x.name()).append('[').append(n - 1).append(" - i], sizeof ").append(y.name()).append("[i]);\n        }\n");
            case 1 -> c.append("        for (int i = 0; i < ").append(n).append("; i++) {\n            memset(")
                .append(x.name()).append(" + i, ").append(x.type().equals("_Bool") ? "i & 1" : withScope(List.of("i"), 1))
                .append(", count(1) * sizeof *")
                .append(x.name()).append(");\n        }\n");
            default -> {
                String acc = name("signs");
                String call = "memcmp(&" + x.name() + "[i], " + y.name() + " + i, sizeof " + x.name() + "[0])";
                c.append("        int ").append(acc).append(" = 0;\n");
                c.append("        for (int i = 0; i < ").append(n).append("; i++) {\n            ").append(acc)
                    .append(" = ").append(acc).append(" * 3 + (").append(call).append(" < 0 ? -1 : ").append(call)
                    .append(" > 0);\n        }\n");
                c.append("        ").append(result()).append(" = ").append(acc).append(";\n");
                added.add(acc);
            }
        }
        return c.toString();
    }

    /** {@code memmove} within {@code x}, the destination above or below the source, overlapping when it can. */
    private String overlappingMove(Buffer x) {
        StringBuilder c = new StringBuilder();
        int count = 1 + random.nextInt(x.length() - 1);
        int room = x.length() - count;
        int shift = 1 + random.nextInt(count > 1 ? Math.min(count - 1, room) : room);
        int low = random.nextInt(room - shift + 1);
        boolean up = random.nextBoolean();
        String size = size(c, x, count, null);
        c.append("        memmove(").append(x.at(up ? low + shift : low, random)).append(", ")
            .append(x.at(up ? low : low + shift, random)).append(", ").append(size).append(");\n");
        return c.toString();
    }

    /**
     * {@code memset} (zero or, without {@code _Bool} members, any fill), {@code bzero},
     * {@code memcpy} and overlapping {@code memmove} on arrays of records, on their array members and
     * on a heap copy; then on arrays of list nodes, whose pointer members are only ever copied or
     * zeroed (the generator follows where each one points).
     */
    private String memoryRecords() {
        StringBuilder c = new StringBuilder("    {\n");
        int n = 2 + random.nextInt(MAX_LOOP - 1);
        Buffer sa = new Buffer(name("sa"), "struct rec", n, true);
        Buffer sb = new Buffer(name("sb"), "struct rec", n, true);
        c.append("        struct rec ").append(sa.name()).append('[').append(n).append("];\n");
        c.append("        for (int i = 0; i < ").append(n).append("; i++) {\n            ").append(sa.name())
            .append("[i] = make(").append(distinct()).append(");\n        }\n");
        c.append("        struct rec ").append(sb.name()).append('[').append(n).append("];\n");
        String whole = size(c, sb, n, sa);
        c.append("        memcpy(").append(sb.name()).append(", ").append(sa.name()).append(", ").append(whole).append(");\n");
        boolean hasBool = recordFields.stream().anyMatch(f -> f.type().equals("_Bool"));
        List<Buffer> buffers = List.of(sa, sb);
        int operations = 1 + random.nextInt(3);
        for (int o = 0; o < operations; o++) {
            Buffer x = pick(buffers);
            int count = 1 + random.nextInt(n);
            int i = random.nextInt(n - count + 1);
            switch (random.nextInt(5)) {
                case 0 -> {
                    String size = size(c, x, count, i == 0 ? x : null);
                    c.append("        memset(").append(x.at(i, random)).append(", ").append(fill(hasBool ? "_Bool" : "struct rec"))
                        .append(", ").append(size).append(");\n");
                }
                case 1 -> {
                    String size = size(c, x, count, i == 0 ? x : null);
                    c.append("        bzero(").append(x.at(i, random)).append(", ").append(size).append(");\n");
                }
                case 2 -> c.append(overlappingMove(x));
                case 3 -> {
                    Buffer y = x == sa ? sb : sa;
                    int j = random.nextInt(n - count + 1);
                    String size = size(c, x, count, i == 0 && j == 0 && count == n ? x : null);
                    c.append("        ").append(random.nextBoolean() ? "memcpy(" : "memmove(").append(x.at(i, random))
                        .append(", ").append(y.at(j, random)).append(", ").append(size).append(");\n");
                }
                default -> {
                    String at = x.name() + "[" + random.nextInt(n) + "].items";
                    Buffer items = new Buffer(at, itemType, RECORD_ITEMS, true);
                    int k = 1 + random.nextInt(RECORD_ITEMS);
                    int from = random.nextInt(RECORD_ITEMS - k + 1);
                    String size = size(c, items, k, from == 0 ? items : null);
                    int what = random.nextInt(4);
                    if (what == 0) {
                        c.append("        memset(").append(items.at(from, random)).append(", ").append(fill(itemType))
                            .append(", ").append(size).append(");\n");
                    } else if (what == 1) {
                        Buffer other = new Buffer((random.nextBoolean() ? sb : sa).name() + "[" + random.nextInt(n) + "].items",
                            itemType, RECORD_ITEMS, true);
                        String call = "memcmp(" + items.at(from, random) + ", " + other.at(random.nextInt(RECORD_ITEMS - k + 1),
                            random) + ", " + size + ")";
                        c.append("        ").append(result()).append(" = ").append(call).append(" < 0 ? -1 : ").append(call)
                            .append(" > 0;\n");
                    } else if (what == 2) {
                        Buffer other = new Buffer((x == sa ? sb : sa).name() + "[" + random.nextInt(n) + "].items", itemType,
                            RECORD_ITEMS, true);
                        int to = random.nextInt(RECORD_ITEMS - k + 1);
                        c.append("        memcpy(").append(items.at(to, random)).append(", ").append(other.at(from, random))
                            .append(", ").append(size).append(");\n");
                    } else {
                        c.append(overlappingMove(items));
                    }
                }
            }
        }
        List<String> added = new ArrayList<>();
        if (random.nextBoolean()) {
            String one = name("one");
            c.append("        struct rec ").append(one).append(";\n        memcpy(&").append(one).append(", ")
                .append(pick(buffers).at(random.nextInt(n), random)).append(", sizeof ").append(random.nextBoolean() ? one : "(struct rec)")
                .append(");\n");
            added.addAll(recordLeaves(one + "."));
        }
        added.addAll(recordLeaves(sa.name() + "[" + random.nextInt(n) + "]."));
        added.addAll(recordLeaves(sb.name() + "[" + random.nextInt(n) + "]."));
        Buffer heap = null;
        if (random.nextBoolean()) {
            heap = new Buffer(name("hs"), "struct rec", n, false);
            Buffer from = random.nextBoolean() ? sa : sb;
            c.append("        struct rec *").append(heap.name()).append(" = malloc(").append(n).append(" * sizeof(struct rec));\n");
            String size = size(c, heap, n, from);
            c.append("        memcpy(").append(heap.name()).append(", ").append(from.name()).append(", ").append(size)
                .append(");\n");
            if (random.nextBoolean()) {
                c.append(overlappingMove(heap));
            }
            added.addAll(recordLeaves(heap.name() + "[" + random.nextInt(n) + "]."));
        }
        locals.addAll(added);
        c.append("        ").append(result()).append(" = ").append(expression(3)).append(";\n");
        c.append("        ").append(result()).append(" = ").append(expression(2)).append(";\n");
        locals.removeAll(added);
        if (heap != null) {
            c.append("        free(").append(heap.name()).append(");\n");
        }
        if (random.nextBoolean()) {
            c.append(memoryNodes());
        }
        c.append("    }\n");
        return c.toString();
    }

    /**
     * Arrays of list nodes pointing into the first one, copied, moved and zeroed (null pointers) with
     * the memory functions; {@code targets} follows each node's {@code next} (-1: null).
     */
    private String memoryNodes() {
        StringBuilder c = new StringBuilder();
        int n = 2 + random.nextInt(MAX_LOOP - 1);
        Buffer na = new Buffer(name("na"), "struct node", n, true);
        Buffer nb = new Buffer(name("nb"), "struct node", n, true);
        int step = 1 + random.nextInt(n);
        c.append("        struct node ").append(na.name()).append('[').append(n).append("];\n");
        c.append("        for (int i = 0; i < ").append(n).append("; i++) {\n            ").append(na.name())
            .append("[i].value = ").append(distinct()).append(";\n            ").append(na.name())
            .append("[i].next = &").append(na.name()).append("[(i + ").append(step).append(") % ").append(n)
            .append("];\n        }\n");
        int[][] targets = new int[2][n];
        for (int i = 0; i < n; i++) {
            targets[0][i] = (i + step) % n;
        }
        c.append("        struct node ").append(nb.name()).append('[').append(n).append("];\n");
        String whole = size(c, nb, n, na);
        c.append("        memcpy(").append(nb.name()).append(", ").append(na.name()).append(", ").append(whole).append(");\n");
        targets[1] = targets[0].clone();
        List<Buffer> buffers = List.of(na, nb);
        int operations = 1 + random.nextInt(3);
        for (int o = 0; o < operations; o++) {
            int which = random.nextInt(2);
            Buffer x = buffers.get(which);
            int count = 1 + random.nextInt(n);
            int i = random.nextInt(n - count + 1);
            switch (random.nextInt(3)) {
                case 0 -> {
                    String size = size(c, x, count, i == 0 ? x : null);
                    c.append("        ").append(random.nextBoolean() ? "bzero(" + x.at(i, random)
                        : "memset(" + x.at(i, random) + ", 0").append(", ").append(size).append(");\n");
                    java.util.Arrays.fill(targets[which], i, i + count, -1);
                }
                case 1 -> {
                    StringBuilder move = new StringBuilder();
                    int moveCount = 1 + random.nextInt(n - 1);
                    int room = n - moveCount;
                    int shift = 1 + random.nextInt(moveCount > 1 ? Math.min(moveCount - 1, room) : room);
                    int low = random.nextInt(room - shift + 1);
                    boolean up = random.nextBoolean();
                    int to = up ? low + shift : low;
                    int from = up ? low : low + shift;
                    String size = size(c, x, moveCount, null);
                    c.append("        memmove(").append(x.at(to, random)).append(", ").append(x.at(from, random))
                        .append(", ").append(size).append(");\n");
                    System.arraycopy(targets[which], from, targets[which], to, moveCount);
                }
                default -> {
                    int j = random.nextInt(n - count + 1);
                    String size = size(c, x, count, i == 0 && j == 0 && count == n ? x : null);
                    c.append("        ").append(random.nextBoolean() ? "memcpy(" : "memmove(").append(x.at(i, random))
                        .append(", ").append(buffers.get(1 - which).at(j, random)).append(", ").append(size).append(");\n");
                    System.arraycopy(targets[1 - which], j, targets[which], i, count);
                }
            }
        }
        List<String> added = new ArrayList<>();
        for (int which = 0; which < 2; which++) {
            for (int k = 0; k < 2; k++) {
                int i = random.nextInt(n);
                String node = buffers.get(which).name() + "[" + i + "]";
                added.add(node + ".value");
                if (targets[which][i] < 0) {
                    added.add("(" + node + ".next == 0)");
                } else {
                    added.add(node + ".next->value");
                    added.add("(long) (" + node + ".next - " + na.name() + ")");
                }
            }
        }
        locals.addAll(added);
        c.append("        ").append(result()).append(" = ").append(expression(3)).append(";\n");
        locals.removeAll(added);
        return c.toString();
    }

    /**
     * The size in bytes of {@code count} elements of {@code b}: {@code sizeof whole} (when given,
     * an array of {@code count} elements), a constant, or at run time {@code k * sizeof(T)},
     * {@code sizeof *p * k}, ... with {@code k} from {@code count()}, declared into {@code c}.
     */
    private String size(StringBuilder c, Buffer b, int count, Buffer whole) {
        if (whole != null && whole.named() && whole.length() == count && random.nextInt(3) == 0) {
            return "sizeof " + whole.name();
        }
        String type = b.type();
        String element = b.element(random);
        if (random.nextInt(4) == 0) {
            return random.nextBoolean() ? count + " * sizeof(" + type + ")" : "sizeof " + element + " * " + count;
        }
        int form = random.nextInt(5);
        int value = switch (form) {
            case 3 -> count - 1;
            case 4 -> count + 1;
            default -> count;
        };
        String k = name("k");
        c.append("        int ").append(k).append(" = count(").append(value).append(");\n");
        return switch (form) {
            case 0 -> k + " * sizeof(" + type + ")";
            case 1 -> "sizeof " + element + " * " + k;
            case 2 -> "sizeof(" + type + ") * " + k;
            case 3 -> "(" + k + " + 1) * sizeof " + element;
            default -> k + " * sizeof(" + type + ") - sizeof " + element;
        };
    }

    /**
     * Element {@code i}'s value: mostly {@code L + i * M}, whose elements differ in one or more bytes
     * (so {@code memcmp} meets its first difference in different bytes of a cell), sometimes a
     * random expression of {@code i} (often equal elements).
     */
    private String distinct() {
        if (random.nextInt(3) == 0) {
            return withScope(List.of("i"), 2);
        }
        String step = random.nextBoolean() ? Long.toString(pick(STEPS)) : literal();
        return literal() + " + i * " + step;
    }

    /**
     * A fill byte for {@code memset} on cells of {@code type}: a constant (some beyond a byte, some
     * negative) or an expression; for {@code _Bool} cells (and records with one) a value whose low
     * byte is 0 or 1, the only bytes a {@code _Bool} may hold.
     */
    private String fill(String type) {
        if (type.equals("_Bool")) {
            return pick(new String[] { "0", "1", "0x101", "-255", "(" + expression(1) + ") & 1" });
        }
        return random.nextInt(4) == 0 ? expression(1) : Long.toString(pick(FILLS));
    }

    /** {@code type} or, sometimes, another character type (the memory functions copy between them). */
    private String twin(String type) {
        if (!type.endsWith("char") || random.nextBoolean()) {
            return type;
        }
        return pick(new String[] { "char", "signed char", "unsigned char" });
    }

    private long pick(long[] choices) {
        return choices[random.nextInt(choices.length)];
    }

    private Buffer pick(List<Buffer> choices) {
        return choices.get(random.nextInt(choices.size()));
    }

    // ---- pieces ----

    private String filledArray(String type, String a, int n) {
        return "        " + type + ' ' + a + '[' + n + "];\n" + "        for (int i = 0; i < " + n + "; i++) {\n            "
            + a + "[i] = " + withScope(List.of("i"), 2) + ";\n        }\n";
    }

    /** The integer members of a record reached by {@code prefix} ({@code "s."} or {@code "p->"}). */
    private List<String> recordLeaves(String prefix) {
        List<String> leaves = new ArrayList<>();
        for (Field f : recordFields) {
            leaves.add(prefix + f.name());
        }
        leaves.add(prefix + "items[" + random.nextInt(RECORD_ITEMS) + "]");
        return leaves;
    }

    /** An expression that may also read {@code extra}. */
    private String withScope(List<String> extra, int depth) {
        locals.addAll(extra);
        try {
            return expression(depth);
        } finally {
            locals.subList(locals.size() - extra.size(), locals.size()).clear();
        }
    }

    /**
     * A random integer expression over the block's locals (preferred), the globals and literals; as in {@link RandomExpressionTest}, divisors
     * that are 0 or -1 are replaced by 3 and shift counts are masked.
     */
    private String expression(int depth) {
        if (depth == 0 || random.nextInt(4) == 0) {
            return locals.isEmpty() || random.nextInt(4) == 0 ? literal() : pick(locals.toArray(String[]::new));
        }
        String a = expression(depth - 1);
        String b = expression(depth - 1);
        return switch (random.nextInt(9)) {
            case 0 -> "((" + pick(TYPES) + ") " + a + ")";
            case 1 -> "(" + a + (random.nextBoolean() ? " / " : " % ") + "((" + b + ") == 0 || (" + b + ") == -1 ? 3 : ("
                + b + ")))";
            case 2 -> "(" + a + (random.nextBoolean() ? " << " : " >> ") + "((" + b + ") & 15))";
            case 3 -> "(" + expression(depth - 1) + " ? " + a + " : " + b + ")";
            case 4 -> (random.nextBoolean() ? "-" : random.nextBoolean() ? "~" : "!") + "(" + a + ")";
            default -> "(" + a + " " + pick(OPS) + " " + b + ")";
        };
    }

    private String literal() {
        long v = random.nextBoolean() ? EDGES[random.nextInt(EDGES.length)] : random.nextLong() >> random.nextInt(64);
        return v == Long.MIN_VALUE ? "(-9223372036854775807LL - 1)" : v < 0 ? "(" + v + "LL)" : v + "ULL";
    }

    private String result() {
        Result r = new Result("r_" + results.size(), pick(RESULT_TYPES));
        results.add(r);
        return r.name();
    }

    private String name(String prefix) {
        return prefix + fresh++;
    }

    private Field field() {
        return recordFields.get(random.nextInt(recordFields.size()));
    }

    private BitField pickBitField() {
        return bitFields.get(random.nextInt(bitFields.size()));
    }

    private String pick(String[] choices) {
        return choices[random.nextInt(choices.length)];
    }
}
