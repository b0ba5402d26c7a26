package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.braid.core.internal.interp.Interpreter;
import org.braid.core.internal.interp.InterpreterOptions;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.interp.RandomOracle;
import org.braid.core.internal.interp.Run;
import org.braid.core.internal.ir.Type;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Differential test of floating point: random {@code float}/{@code double} expressions over
 * edge values (signed zeros, subnormals, huge values, infinities and NaN made at run time,
 * values with inexact binary forms), with the usual arithmetic conversions, comparisons and
 * conversions to and from every integer type (also out of range, where x86's conversion
 * instructions decide), computed by gcc ({@code -O0}, x86-64 SSE) and by Braid's interpreter; the
 * result bits must be equal.
 */
class FloatDifferentialTest {
    private static final String[] FLOATING = { "float", "double" };
    private static final String[] INTEGER = { "int", "unsigned", "long long", "unsigned long long", "short",
        "unsigned char" };
    private static final String[] VALUES = { "0.0", "-0.0", "1.0", "-1.5", "0.1", "3.0", "1e10", "-2.5e-3", "1e308",
        "4.9e-324", "1.17549435e-38f", "3.4e38f", "16777217.0", "2147483648.0", "-2147483649.0",
        "9223372036854775808.0", "1.8446744073709552e19", "65535.75" };
    private static final int VARIABLES = 16;
    private static final int RESULTS = 120;

    @ParameterizedTest
    @ValueSource(longs = { 1, 2, 3, 4, 5, 6, 7, 8 })
    void braidComputesFloatsAsGccDoes(long seed) throws Exception {
        assumeTrue(HostGcc.available(), "gcc is not on the PATH");
        Random random = new Random(seed);
        StringBuilder c = new StringBuilder();
        for (int i = 0; i < VARIABLES; i++) {
            c.append(FLOATING[i % 2]).append(" f").append(i).append(" = ").append(VALUES[random.nextInt(VALUES.length)])
                .append(";\n");
        }
        c.append("int i0 = 7, i1 = -3;\nunsigned u0 = 4000000000u;\nlong long l0 = -9000000000000000000LL;\n");
        String[] types = new String[RESULTS];
        String[] expressions = new String[RESULTS];
        for (int i = 0; i < RESULTS; i++) {
            types[i] = random.nextInt(3) == 0 ? INTEGER[random.nextInt(INTEGER.length)] : FLOATING[random.nextInt(2)];
            c.append(types[i]).append(" r").append(i).append(";\n");
        }
        c.append("int main(void)\n{\n    double zero = 0.0;\n    f0 = f0 + zero / zero;\n    f1 = f1 * (1e308 * 10);\n");
        for (int i = 0; i < RESULTS; i++) {
            expressions[i] = expression(random, 3);
            c.append("    r").append(i).append(" = ").append(expressions[i]).append(";\n");
        }
        c.append("    return 0;\n}\n");
        Path file = Fixtures.tempDir("braid-floats").resolve("floats" + seed + ".c");
        Files.writeString(file, c.toString());

        LoweringResult lowered = CFrontEnd.lower(List.of(file), CFrontEndOptions.defaults());
        assertTrue(lowered.isExact(), () -> "diagnostics: " + lowered.diagnostics());
        Run run = new Interpreter(lowered.program(), InterpreterOptions.DEFAULT.withMaxSteps(1_000_000)
            .withRecordExecution(false)).run("main", new RandomOracle(1));
        assertInstanceOf(Outcome.Completed.class, run.outcome(), () -> "interpreter: " + run.outcome());
        StringBuilder braid = new StringBuilder();
        StringBuilder printer = new StringBuilder("#undef main\n#include <stdio.h>\nint braid_fixture_main(void);\n");
        StringBuilder prints = new StringBuilder();
        for (int i = 0; i < RESULTS; i++) {
            String name = "r" + i;
            Type.Int type = (Type.Int) lowered.program().globals().get(name).type();
            braid.append(name).append(' ').append(Long.toUnsignedString(run.readGlobal(name, 0, type) & type.mask()))
                .append('\n');
            printer.append("extern unsigned char ").append(name).append("[];\n");
            prints.append("  { unsigned long long v = 0; for (int k = ").append(type.width() / 8 - 1)
                .append("; k >= 0; k--) v = v << 8 | ").append(name).append("[k]; printf(\"").append(name)
                .append(" %llu\\n\", v); }\n");
        }
        printer.append("int main(void) {\n  braid_fixture_main();\n").append(prints).append("  return 0;\n}\n");
        Path main = file.resolveSibling("printer.c");
        Files.writeString(main, printer.toString());
        String gcc = HostGcc.compileAndRun(List.of(file, main), List.of("-O0", "-Dmain=braid_fixture_main"));
        List<String> expected = gcc.lines().toList();
        List<String> actual = braid.toString().lines().toList();
        StringBuilder differences = new StringBuilder();
        for (int i = 0; i < RESULTS; i++) {
            if (!expected.get(i).equals(actual.get(i)) && !bothNaN(types[i], expected.get(i), actual.get(i))) {
                differences.append(types[i]).append(' ').append(expected.get(i)).append(" (gcc) vs ")
                    .append(actual.get(i)).append(" (Braid) = ").append(expressions[i]).append('\n');
            }
        }
        assertEquals("", differences.toString(), () -> "program: " + file);
    }

    /**
     * Whether both results are NaNs: when both operands of an operation are NaN, x86 returns the
     * one in its destination register, which depends on gcc's register allocation, not on C; the
     * payload and sign of such a NaN are unspecified by C. Every other NaN is compared bit for bit.
     */
    private static boolean bothNaN(String type, String gcc, String braid) {
        if (!type.equals("double") && !type.equals("float")) {
            return false;
        }
        long a = Long.parseUnsignedLong(gcc.substring(gcc.indexOf(' ') + 1));
        long b = Long.parseUnsignedLong(braid.substring(braid.indexOf(' ') + 1));
        return type.equals("double") ? Double.isNaN(Double.longBitsToDouble(a)) && Double.isNaN(Double.longBitsToDouble(b))
            : Float.isNaN(Float.intBitsToFloat((int) a)) && Float.isNaN(Float.intBitsToFloat((int) b));
    }

    private static String expression(Random random, int depth) {
        if (depth == 0 || random.nextInt(4) == 0) {
            int pick = random.nextInt(10);
            return pick == 0 ? "i" + random.nextInt(2) : pick == 1 ? "u0" : pick == 2 ? "l0"
                : "f" + random.nextInt(VARIABLES);
        }
        String a = expression(random, depth - 1);
        String b = expression(random, depth - 1);
        return switch (random.nextInt(8)) {
            case 0 -> "((" + FLOATING[random.nextInt(2)] + ") " + a + ")";
            case 1 -> "((" + INTEGER[random.nextInt(INTEGER.length)] + ") (" + a + "))";
            case 2 -> "(" + a + (random.nextBoolean() ? " < " : " == ") + b + ")";
            case 3 -> "(-" + a + ")";
            case 4 -> "(" + a + " / (double) (" + b + "))";
            default -> "(" + a + (random.nextBoolean() ? " + " : random.nextBoolean() ? " - " : " * ") + b + ")";
        };
    }
}
