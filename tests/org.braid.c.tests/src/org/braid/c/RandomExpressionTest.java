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
 * Differential test of the integer semantics: random expressions over all integer types
 * (promotions, usual arithmetic conversions, wrap-around, truncating division, shifts, casts,
 * comparisons, conditionals, compound assignments), generated from a fixed seed, evaluated by
 * gcc ({@code -fwrapv}) and by Braid's interpreter on the lowered program; every result must be
 * equal. Undefined behaviour is avoided by construction: divisors are never 0 or -1 and shift
 * counts are masked.
 */
class RandomExpressionTest {
    private static final String[] TYPES = { "signed char", "unsigned char", "short", "unsigned short", "int", "unsigned",
        "long", "unsigned long", "long long", "unsigned long long", "_Bool", "char" };
    private static final String[] OPS = { "+", "-", "*", "&", "|", "^", "<", ">", "<=", ">=", "==", "!=", "&&", "||" };
    private static final long[] EDGES = { 0, 1, -1, 2, 7, 127, 128, 255, 256, -128, 32767, 32768, 65535, -32768,
        2147483647L, -2147483648L, 4294967295L, 4294967296L, Long.MAX_VALUE, Long.MIN_VALUE, 0x123456789abcdefL };
    private static final int VARIABLES = 24;
    private static final int RESULTS = 160;


    @ParameterizedTest
    @ValueSource(longs = { 1, 2, 3, 4 })
    void braidAndGccComputeTheSameValues(long seed) throws Exception {
        assumeTrue(HostGcc.available(), "gcc is not on the PATH");
        Path file = Fixtures.tempDir("braid-random").resolve("random" + seed + ".c");
        Files.writeString(file, new Generator(seed).program());
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
            braid.append(name).append(' ').append(Long.toUnsignedString(run.readGlobal(name, 0, type) & type.mask())).append('\n');
            printer.append("extern unsigned char ").append(name).append("[];\n");
            prints.append("  { unsigned long long v = 0; for (int k = ").append(type.width() / 8 - 1)
                .append("; k >= 0; k--) v = v << 8 | ").append(name).append("[k]; printf(\"").append(name)
                .append(" %llu\\n\", v); }\n");
        }
        printer.append("int main(void) {\n  braid_fixture_main();\n").append(prints).append("  return 0;\n}\n");
        Path main = file.resolveSibling("printer.c");
        Files.writeString(main, printer.toString());
        String gcc = HostGcc.compileAndRun(List.of(file, main), List.of("-Dmain=braid_fixture_main"));
        assertEquals(gcc, braid.toString(), () -> "program: " + file);
    }

    /** Writes the random program of one seed. */
    static final class Generator {
        private final Random random;

        Generator(long seed) {
            this.random = new Random(seed);
        }

        String program() {
            StringBuilder c = new StringBuilder();
            for (int i = 0; i < VARIABLES; i++) {
                c.append(TYPES[i % TYPES.length]).append(" v").append(i).append(" = ").append(literal()).append(";\n");
            }
            for (int i = 0; i < RESULTS; i++) {
                c.append(TYPES[random.nextInt(TYPES.length)]).append(" r").append(i).append(";\n");
            }
            c.append("int main(void)\n{\n");
            for (int i = 0; i < RESULTS; i++) {
                if (random.nextInt(5) == 0) {
                    c.append("    r").append(i).append(" = ").append(expression(2)).append(";\n");
                    c.append("    r").append(i).append(' ').append(random.nextBoolean() ? "+=" : "^=").append(' ')
                        .append(expression(2)).append(";\n");
                } else {
                    c.append("    r").append(i).append(" = ").append(expression(3)).append(";\n");
                }
            }
            c.append("    return 0;\n}\n");
            return c.toString();
        }

        private String literal() {
            long v = random.nextBoolean() ? EDGES[random.nextInt(EDGES.length)] : random.nextLong() >> random.nextInt(64);
            return v == Long.MIN_VALUE ? "(-9223372036854775807LL - 1)" : v < 0 ? "(" + v + "LL)" : v + "ULL";
        }

        private String expression(int depth) {
            if (depth == 0 || random.nextInt(4) == 0) {
                return random.nextInt(3) == 0 ? literal() : "v" + random.nextInt(VARIABLES);
            }
            String a = expression(depth - 1);
            String b = expression(depth - 1);
            return switch (random.nextInt(9)) {
                case 0 -> "((" + TYPES[random.nextInt(TYPES.length)] + ") " + a + ")";
                case 1 -> "(" + a + (random.nextBoolean() ? " / " : " % ") + "((" + b + ") == 0 || (" + b + ") == -1 ? 3 : (" + b + ")))";
                case 2 -> "(" + a + (random.nextBoolean() ? " << " : " >> ") + "((" + b + ") & 15))";
                case 3 -> "(" + expression(depth - 1) + " ? " + a + " : " + b + ")";
                case 4 -> (random.nextBoolean() ? "-" : random.nextBoolean() ? "~" : "!") + "(" + a + ")";
                default -> "(" + a + " " + OPS[random.nextInt(OPS.length)] + " " + b + ")";
            };
        }
    }
}
