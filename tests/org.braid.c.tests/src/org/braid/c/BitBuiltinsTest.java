package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.braid.core.AssertionFinding;
import org.braid.core.Cancellation;
import org.braid.core.CheckOptions;
import org.braid.core.CheckResult;
import org.braid.core.Engine;
import org.braid.core.Verdict;
import org.braid.core.internal.check.Checker;
import org.braid.core.internal.harness.HarnessSpec;
import org.junit.jupiter.api.Test;

/**
 * GCC's bit and overflow built-ins against gcc itself: random operands (and the edges), the
 * values a gcc-compiled program prints, then Braid's model checker must prove every
 * {@code assert(builtin(operand) == value)} and refute a wrong value.
 */
class BitBuiltinsTest {
    private static final String[] UNARY = { "__builtin_bswap16", "__builtin_bswap32", "__builtin_bswap64",
        "__builtin_popcount", "__builtin_popcountl", "__builtin_popcountll", "__builtin_parity", "__builtin_parityll",
        "__builtin_clz", "__builtin_clzll", "__builtin_ctz", "__builtin_ctzl", "__builtin_ffs", "__builtin_ffsll" };
    private static final String[] OVERFLOW = { "__builtin_add_overflow", "__builtin_sub_overflow",
        "__builtin_mul_overflow" };
    private static final String[] OVERFLOW_TYPES = { "int", "unsigned", "long long", "unsigned long long",
        "unsigned char", "short" };

    @Test
    void braidComputesWhatGccComputes() throws Exception {
        assumeTrue(HostGcc.available(), "gcc is not on the PATH");
        Random random = new Random(7);
        List<String> calls = new ArrayList<>();
        long[] edges = { 1, 2, 3, 0x80, 0xFFFF, 0x8000_0000L, 0xFFFF_FFFFL, 0x8000_0000_0000_0000L, -1L };
        for (String f : UNARY) {
            for (int i = 0; i < 6; i++) {
                long v = i < 3 ? edges[random.nextInt(edges.length)] : random.nextLong();
                boolean zeroUndefined = f.contains("clz") || f.contains("ctz");
                if (zeroUndefined && narrowed(f, v) == 0) {
                    v = 1;
                }
                calls.add("(unsigned long long) " + f + "(" + literal(f, v) + ")");
            }
        }
        int k = 0;
        for (String f : OVERFLOW) {
            for (String type : OVERFLOW_TYPES) {
                for (int i = 0; i < 3; i++) {
                    long a = i == 0 ? Long.MAX_VALUE : random.nextInt(1 << 20) - (1 << 19);
                    long b = i == 0 ? 2 : random.nextInt(1 << 12) - (1 << 11);
                    String r = "r" + k++;
                    calls.add("({ " + type + " " + r + "; int o = " + f + "((" + type + ") " + a + "LL, (" + type + ") "
                        + b + "LL, &" + r + "); ((unsigned long long) o << 63) ^ (unsigned long long) " + r + "; })");
                }
            }
        }
        Path dir = Fixtures.tempDir("braid-builtins");
        StringBuilder printer = new StringBuilder("#include <stdio.h>\nint main(void) {\n");
        for (String call : calls) {
            printer.append("  printf(\"%llu\\n\", ").append(call).append(");\n");
        }
        printer.append("  return 0;\n}\n");
        Path printerFile = dir.resolve("native.c");
        Files.writeString(printerFile, printer);
        List<String> values = HostGcc.compileAndRun(List.of(printerFile), List.of()).lines().toList();
        assertEquals(calls.size(), values.size());

        StringBuilder checked = new StringBuilder("#include <assert.h>\nint main(void) {\n");
        for (int i = 0; i < calls.size(); i++) {
            checked.append("  assert(").append(calls.get(i)).append(" == ").append(values.get(i)).append("ULL);\n");
        }
        checked.append("  return 0;\n}\n");
        assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, check(dir.resolve("agree.c"), checked.toString()).verdict());

        String wrong = checked.toString().replace(" == " + values.get(5) + "ULL);",
            " == " + (Long.parseUnsignedLong(values.get(5)) + 1) + "ULL);");
        CheckResult refuted = check(dir.resolve("wrong.c"), wrong);
        AssertionFinding failure = assertInstanceOf(AssertionFinding.class, refuted.findings().get(0));
        assertEquals(8, failure.line(), "the sixth call's assertion");
    }

    /**
     * Operands and result of different types, one of them at least 64 bits wide: the infinitely
     * precise result against the result type. The operands are globals, so the model checker
     * encodes the check rather than folding constants.
     */
    @Test
    void mixedTypesAreCheckedWithTheInfinitelyPreciseResult() throws Exception {
        assumeTrue(HostGcc.available(), "gcc is not on the PATH");
        String[] types = { "long", "unsigned long", "long long", "unsigned long long", "int", "unsigned", "short",
            "unsigned char", "signed char" };
        long[] values = { Long.MIN_VALUE, Long.MAX_VALUE, -1, 0, 1, 0x8000_0000L, -0x8000_0000L, 0xFFFF_FFFFL, 65535,
            -32769, 0x1_0000_0001L, 3_037_000_500L };
        Random random = new Random(13);
        StringBuilder globals = new StringBuilder();
        List<String> calls = new ArrayList<>();
        for (int i = 0; i < 24; i++) {
            String op = OVERFLOW[i % 3];
            String ta = types[random.nextInt(4)];
            String tb = types[random.nextInt(types.length)];
            String tr = types[random.nextInt(types.length)];
            globals.append(ta).append(" a").append(i).append(" = (").append(ta).append(") ")
                .append(signedLiteral(values[random.nextInt(values.length)])).append(";\n").append(tb).append(" b")
                .append(i).append(" = (").append(tb).append(") ").append(signedLiteral(values[random.nextInt(values.length)]))
                .append(";\n");
            calls.add("({ " + tr + " r; int o = " + op + "(a" + i + ", b" + i + ", &r);"
                + " ((unsigned long long) o << 63) ^ (unsigned long long) r; })");
        }
        Path dir = Fixtures.tempDir("braid-builtins");
        StringBuilder printer = new StringBuilder("#include <stdio.h>\n").append(globals).append("int main(void) {\n");
        for (String call : calls) {
            printer.append("  printf(\"%llu\\n\", ").append(call).append(");\n");
        }
        printer.append("  return 0;\n}\n");
        Path printerFile = dir.resolve("mixed-native.c");
        Files.writeString(printerFile, printer);
        List<String> expected = HostGcc.compileAndRun(List.of(printerFile), List.of()).lines().toList();
        assertEquals(calls.size(), expected.size());
        StringBuilder checked = new StringBuilder("#include <assert.h>\n").append(globals).append("int main(void) {\n");
        for (int i = 0; i < calls.size(); i++) {
            checked.append("  assert(").append(calls.get(i)).append(" == ").append(expected.get(i)).append("ULL);\n");
        }
        checked.append("  return 0;\n}\n");
        assertTrue(expected.stream().anyMatch(v -> Long.parseUnsignedLong(v) < 0), "some calls overflow");
        assertTrue(expected.stream().anyMatch(v -> Long.parseUnsignedLong(v) >= 0), "some calls fit");
        assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, check(dir.resolve("mixed.c"), checked.toString()).verdict());
    }

    @Test
    void clzOfZeroIsAnyValueSoNoPathDependsOnIt() throws Exception {
        Path file = Fixtures.tempDir("braid-builtins").resolve("clz0.c");
        CheckResult result = check(file, "#include <assert.h>\nint main(void) {\n  unsigned z = 0;\n"
            + "  assert(__builtin_clz(z) == 32);\n  return 0;\n}\n");
        AssertionFinding failure = assertInstanceOf(AssertionFinding.class, result.findings().get(0));
        assertEquals(4, failure.line());
    }

    private static CheckResult check(Path file, String text) throws Exception {
        Files.writeString(file, text);
        LoweringResult lowered = CFrontEnd.lower(List.of(file), CFrontEndOptions.defaults());
        assertTrue(lowered.isExact(), () -> lowered.diagnostics().toString());
        return Checker.check(lowered.program(), new HarnessSpec.Main(), CheckOptions.defaults().withEngine(Engine.BMC),
            Cancellation.none());
    }

    private static String signedLiteral(long v) {
        return v == Long.MIN_VALUE ? "(-9223372036854775807LL - 1)" : v + "LL";
    }

    private static long narrowed(String f, long v) {
        if (f.endsWith("16")) {
            return v & 0xFFFF;
        }
        return f.endsWith("ll") || f.endsWith("l") || f.endsWith("64") ? v : v & 0xFFFF_FFFFL;
    }

    private static String literal(String f, long v) {
        return Long.toUnsignedString(narrowed(f, v)) + "ULL";
    }
}
