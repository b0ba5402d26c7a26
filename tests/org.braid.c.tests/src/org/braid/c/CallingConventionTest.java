package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
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
 * Calls through function pointers of another type than the procedure's, against gcc: for each
 * argument type, parameter type and argument a gcc-compiled program prints what the handler
 * read, then Braid's model checker, in both strategies, must prove every
 * {@code assert(read == value)} and refute a wrong value. Only bindings Braid models are here
 * (a parameter as wide as its argument or narrower, or at most 32 bits wide); the others are
 * unknown ({@code CheckEndToEndTest}).
 */
class CallingConventionTest {
    /** Argument type, parameter type, argument. */
    private static final String[][] CASES = {
        {"int", "short", "0x18001"}, {"int", "signed char", "-385"}, {"int", "unsigned char", "-385"},
        {"int", "unsigned short", "-2"}, {"int", "unsigned", "-7"}, {"long", "int", "0x1fffffffbL"},
        {"long", "unsigned", "-3L"}, {"long", "short", "0x123458765L"}, {"unsigned long", "int", "0x80000000UL"},
        {"short", "int", "-5"}, {"signed char", "unsigned", "-1"}, {"unsigned char", "int", "200"},
        {"unsigned short", "short", "65535"}, {"long", "unsigned long", "-9L"}};

    @Test
    void braidReadsMismatchedArgumentsAsGccDoes() throws Exception {
        assumeTrue(HostGcc.available(), "gcc is not on the PATH");
        Path dir = Fixtures.tempDir("braid-calling-convention");
        StringBuilder handlers = new StringBuilder("#include <assert.h>\n#include <stdio.h>\nunsigned long long out;\n");
        for (int i = 0; i < CASES.length; i++) {
            handlers.append("void h").append(i).append("(").append(CASES[i][1])
                .append(" x) { out = (unsigned long long) x; }\n");
        }
        StringBuilder printer = new StringBuilder(handlers).append("int main(void) {\n");
        for (int i = 0; i < CASES.length; i++) {
            printer.append("  ").append(call(i)).append(" printf(\"%llu\\n\", out);\n");
        }
        printer.append("  return 0;\n}\n");
        Path printerFile = dir.resolve("native.c");
        Files.writeString(printerFile, printer);
        List<String> values = HostGcc.compileAndRun(List.of(printerFile), List.of()).lines().toList();
        assertEquals(CASES.length, values.size());
        assertEquals("18446744073709518849", values.get(0), "gcc: h0 reads the low 16 bits of 0x18001, -32767");

        int firstLine = handlers.toString().split("\n").length + 2;
        StringBuilder checked = new StringBuilder(handlers).append("int main(void) {\n");
        for (int i = 0; i < CASES.length; i++) {
            checked.append("  ").append(call(i)).append(" assert(out == ").append(values.get(i)).append("ULL);\n");
        }
        checked.append("  return 0;\n}\n");
        String wrong = checked.toString().replace("assert(out == " + values.get(3) + "ULL);",
            "assert(out == " + (Long.parseUnsignedLong(values.get(3)) + 1) + "ULL);");
        for (Map<String, String> strategy : List.of(Map.of("strategy", "kiss"), Map.of("strategy", "rounds"))) {
            CheckResult agree = check(dir.resolve("agree.c"), checked.toString(), strategy);
            assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, agree.verdict(), () -> agree.toString());
            CheckResult refuted = check(dir.resolve("wrong.c"), wrong, strategy);
            AssertionFinding failure = assertInstanceOf(AssertionFinding.class, refuted.findings().get(0));
            assertEquals(firstLine + 3, failure.line(), "the fourth call's assertion");
        }
    }

    private static String call(int i) {
        return "((void (*)(" + CASES[i][0] + ")) h" + i + ")(" + CASES[i][2] + ");";
    }

    private static CheckResult check(Path file, String text, Map<String, String> settings) throws Exception {
        Files.writeString(file, text);
        LoweringResult lowered = CFrontEnd.lower(List.of(file), CFrontEndOptions.defaults());
        assertTrue(lowered.isExact(), () -> lowered.diagnostics().toString());
        CheckOptions options = CheckOptions.from(option -> settings.get(option.key())).withEngine(Engine.BMC);
        return Checker.check(lowered.program(), new HarnessSpec.Main(), options, Cancellation.none());
    }
}
