package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.braid.core.internal.interp.Interpreter;
import org.braid.core.internal.interp.InterpreterOptions;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.interp.RandomOracle;
import org.braid.core.internal.interp.Run;
import org.braid.core.internal.ir.DataModel;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Type;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bit precision against the reference: each fixture in {@code fixtures/bitprecise} computes
 * deterministic values into globals named {@code r_...}; the program is compiled and run with
 * the host's gcc (x86-64, {@code -fwrapv} so that signed overflow wraps as in Braid) printing those
 * globals, lowered by Braid and run on Braid's interpreter, and every value must agree. A result
 * global is an integer, an array of integers (compared element by element) or an array of
 * {@code char} rows ({@code char r_text[N][M]}, compared byte for byte, row by row, so a text
 * written there is shown as text).
 */
class BitPrecisionTest {

    /**
     * Each fixture with the host's headers (gcc -E) and with Braid's own headers (CDT
     * preprocessing), for LP64 (x86-64) and ILP32 (i386, only where gcc can run 32-bit programs).
     */
    static Stream<Arguments> fixtures() {
        return Fixtures.list("bitprecise", ".c").stream().flatMap(f -> Stream.of(DataModel.values())
            .flatMap(m -> Stream.of(Arguments.of(f, m, true), Arguments.of(f, m, false))));
    }

    @ParameterizedTest(name = "{0} {1} host headers: {2}")
    @MethodSource("fixtures")
    void interpreterAgreesWithGcc(Path fixture, DataModel model, boolean hostHeaders) throws Exception {
        assumeTrue(HostGcc.available(), "gcc is not on the PATH");
        assumeTrue(model == DataModel.LP64 || HostGcc.canRun32(), "gcc cannot run 32-bit programs here");
        LoweringResult lowered = Fixtures.lower(fixture,
            CFrontEndOptions.defaults().withHostCompiler(hostHeaders).withDataModel(model));
        assertTrue(lowered.isExact(), () -> "diagnostics: " + lowered.diagnostics());
        Map<String, Type> results = new LinkedHashMap<>();
        for (Global g : lowered.program().globals().values()) {
            if (g.name().startsWith("r_") && (g.type() instanceof Type.Int || arrayShape(g.type()) != null)) {
                results.put(g.name(), g.type());
            }
        }
        assertTrue(results.size() > 0, "fixture has no r_ globals");
        Run run = new Interpreter(lowered.program(), InterpreterOptions.DEFAULT.withMaxSteps(5_000_000)
            .withRecordExecution(false)).run("main", new RandomOracle(1));
        assertInstanceOf(Outcome.Completed.class, run.outcome(), () -> "interpreter: " + run.outcome());
        StringBuilder braid = new StringBuilder();
        results.forEach((name, type) -> braid.append(type instanceof Type.Int
            ? format(Map.of(name, run.readGlobal(name, 0, type)), Map.of(name, type))
            : formatArray(name, arrayShape(type), offset -> run.readGlobal(name, offset, arrayShape(type).element()))));
        assertEquals(gccValues(fixture, results, model), braid.toString());
    }

    /**
     * A result array: {@code rows} rows of {@code columns} elements ({@code rows} 0 for a plain
     * array); rows of {@code char} print as text.
     */
    record ArrayShape(Type.Int element, long rows, long columns) {
        boolean text() {
            return rows > 0 && element.width() == 8;
        }
    }

    static ArrayShape arrayShape(Type t) {
        if (t instanceof Type.Array a && a.element() instanceof Type.Int i && a.length() > 0) {
            return new ArrayShape(i, 0, a.length());
        }
        if (t instanceof Type.Array a && a.element() instanceof Type.Array row && row.element() instanceof Type.Int i
                && i.width() == 8 && a.length() > 0 && row.length() > 0) {
            return new ArrayShape(i, a.length(), row.length());
        }
        return null;
    }

    /** One line per element ({@code name[i] value}) or per text row ({@code name[i] text}, escaped). */
    static String formatArray(String name, ArrayShape shape, java.util.function.LongUnaryOperator read) {
        StringBuilder out = new StringBuilder();
        int bytes = shape.element().width() / 8;
        if (!shape.text()) {
            for (long i = 0; i < shape.columns(); i++) {
                out.append(name).append('[').append(i).append("] ")
                    .append(Long.toUnsignedString(read.applyAsLong(i * bytes) & shape.element().mask())).append('\n');
            }
            return out.toString();
        }
        for (long r = 0; r < shape.rows(); r++) {
            out.append(name).append('[').append(r).append("] ");
            for (long c = 0; c < shape.columns(); c++) {
                int b = (int) (read.applyAsLong(r * shape.columns() + c) & 0xff);
                if (b >= 0x20 && b < 0x7f && b != '\\') {
                    out.append((char) b);
                } else {
                    out.append(String.format("\\x%02x", b));
                }
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** Without a 32-bit gcc, ILP32 lowering is still run to completion on the interpreter. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("ilp32")
    void ilp32FixturesRunToCompletion(Path fixture) throws Exception {
        LoweringResult lowered = Fixtures.lower(fixture, CFrontEndOptions.defaults().withDataModel(DataModel.ILP32));
        assertTrue(lowered.isExact(), () -> "diagnostics: " + lowered.diagnostics());
        Run run = new Interpreter(lowered.program(), InterpreterOptions.DEFAULT.withMaxSteps(5_000_000)
            .withRecordExecution(false)).run("main", new RandomOracle(1));
        assertInstanceOf(Outcome.Completed.class, run.outcome(), () -> "interpreter: " + run.outcome());
    }

    /**
     * ILP32 where gcc cannot link 32-bit programs: fixtures whose results gcc folds to constants
     * are compiled with {@code gcc -m32 -O3 -S}, and the constants it stores into the result
     * globals are what Braid's interpreter must compute for ILP32.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("foldedFixtures")
    void ilp32AgreesWithGccsConstants(String name) throws Exception {
        assumeTrue(HostGcc.available(), "gcc is not on the PATH");
        Path fixture = Fixtures.list("bitprecise", ".c").stream().filter(f -> f.getFileName().toString().equals(name))
            .findFirst().orElseThrow();
        LoweringResult lowered = Fixtures.lower(fixture, CFrontEndOptions.defaults().withDataModel(DataModel.ILP32));
        assertTrue(lowered.isExact(), () -> "diagnostics: " + lowered.diagnostics());
        Map<String, Type> results = new LinkedHashMap<>();
        for (Global g : lowered.program().globals().values()) {
            if (g.name().startsWith("r_") && g.type() instanceof Type.Int) {
                results.put(g.name(), g.type());
            }
        }
        Run run = new Interpreter(lowered.program(), InterpreterOptions.DEFAULT.withMaxSteps(5_000_000)
            .withRecordExecution(false)).run("main", new RandomOracle(1));
        assertInstanceOf(Outcome.Completed.class, run.outcome(), () -> "interpreter: " + run.outcome());
        Map<String, Long> braid = new LinkedHashMap<>();
        results.forEach((g, type) -> braid.put(g, run.readGlobal(g, 0, type)));
        Map<String, Long> gcc = HostGcc.foldedStores32(fixture);
        Map<String, Long> expected = new LinkedHashMap<>();
        results.keySet().forEach(g -> expected.put(g, gcc.get(g)));
        assertTrue(!expected.containsValue(null), () -> "gcc did not fold every result: " + gcc.keySet());
        assertEquals(format(expected, results), format(braid, results));
    }

    static Stream<String> foldedFixtures() {
        return Stream.of("overflow-mixed.c", "offsetof-nostddef.c", "vla-inner.c");
    }

    static Stream<Path> ilp32() {
        return Fixtures.list("bitprecise", ".c").stream();
    }

    static String format(Map<String, Long> values, Map<String, Type> types) {
        StringBuilder out = new StringBuilder();
        values.forEach((name, v) -> out.append(name).append(' ')
            .append(Long.toUnsignedString(v & ((Type.Int) types.get(name)).mask())).append('\n'));
        return out.toString();
    }

    /** Runs the fixture compiled by gcc with a printer of the result globals. */
    static String gccValues(Path fixture, Map<String, Type> results, DataModel model) throws Exception {
        StringBuilder printer = new StringBuilder("#undef main\n#include <stdio.h>\nint braid_fixture_main(void);\n");
        for (Map.Entry<String, Type> r : results.entrySet()) {
            ArrayShape shape = arrayShape(r.getValue());
            if (shape == null) {
                printer.append("extern ").append(cType((Type.Int) r.getValue())).append(' ').append(r.getKey()).append(";\n");
            } else if (shape.text()) {
                printer.append("extern unsigned char ").append(r.getKey()).append('[').append(shape.rows()).append("][")
                    .append(shape.columns()).append("];\n");
            } else {
                printer.append("extern ").append(cType(shape.element())).append(' ').append(r.getKey()).append('[')
                    .append(shape.columns()).append("];\n");
            }
        }
        printer.append("int main(void) {\n  braid_fixture_main();\n");
        for (Map.Entry<String, Type> r : results.entrySet()) {
            ArrayShape shape = arrayShape(r.getValue());
            String name = r.getKey();
            if (shape != null && shape.text()) {
                printer.append("  for (int i = 0; i < ").append(shape.rows()).append("; i++) {\n    printf(\"")
                    .append(name).append("[%d] \", i);\n    for (int j = 0; j < ").append(shape.columns())
                    .append("; j++) {\n      unsigned char c = ").append(name).append("[i][j];\n")
                    .append("      if (c >= 0x20 && c < 0x7f && c != '\\\\') putchar(c); else printf(\"\\\\x%02x\", c);\n")
                    .append("    }\n    putchar('\\n');\n  }\n");
                continue;
            }
            if (shape != null) {
                printer.append("  for (int i = 0; i < ").append(shape.columns()).append("; i++) {\n    printf(\"")
                    .append(name).append("[%d] %llu\\n\", i, (unsigned long long) ").append(name).append("[i] & ")
                    .append(Long.toUnsignedString(shape.element().mask())).append("ULL);\n  }\n");
                continue;
            }
            long mask = ((Type.Int) r.getValue()).mask();
            printer.append("  printf(\"").append(r.getKey()).append(" %llu\\n\", (unsigned long long) ")
                .append(r.getKey()).append(" & ").append(Long.toUnsignedString(mask)).append("ULL);\n");
        }
        printer.append("  return 0;\n}\n");
        Path dir = Fixtures.tempDir("braid-bitprecise");
        Path main = dir.resolve("printer.c");
        Files.writeString(main, printer.toString());
        List<String> flags = new ArrayList<>(List.of("-Dmain=braid_fixture_main"));
        if (model == DataModel.ILP32) {
            flags.add("-m32");
        }
        return HostGcc.compileAndRun(List.of(fixture.toAbsolutePath(), main), flags);
    }

    private static String cType(Type.Int t) {
        String base = switch (t.width()) {
            case 8 -> "char";
            case 16 -> "short";
            case 32 -> "int";
            default -> "long long";
        };
        return (t.signed() ? "signed " : "unsigned ") + base;
    }
}
