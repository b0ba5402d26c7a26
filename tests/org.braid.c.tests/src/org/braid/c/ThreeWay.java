package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.braid.core.internal.bmc.BmcOptions;
import org.braid.core.internal.bmc.BmcResult;
import org.braid.core.internal.bmc.BoundedModelChecker;
import org.braid.core.internal.interp.Interpreter;
import org.braid.core.internal.interp.InterpreterOptions;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.interp.RandomOracle;
import org.braid.core.internal.interp.Run;
import org.braid.core.internal.ir.DataModel;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Type;

/**
 * The three-way agreement of the differential tests ({@link ProgramDifferentialTest},
 * {@link AggregateDifferentialTest}) on one deterministic program that stores its results in
 * integer globals:
 * <ol>
 * <li>gcc ({@code -O0 -fwrapv}) compiles and runs it, printing the result globals (as
 * {@link BitPrecisionTest} does);</li>
 * <li>Braid's front end lowers it (host headers or Braid's own) and its interpreter runs it; every
 * result global must have gcc's value;</li>
 * <li>Braid's bounded model checker, as {@link BmcAgreementTest} does: after {@code main}, each
 * result global must provably equal gcc's value, with every loop run to completion within the
 * bounds, and the same check with the first value off by one must be a violation.</li>
 * </ol>
 */
final class ThreeWay {

    private ThreeWay() {
    }

    /** Asserts that gcc, the interpreter and the model checker agree on {@code results} of {@code file}. */
    static void agree(Path file, List<ProgramGenerator.Result> results, boolean hostHeaders, BmcOptions bounds)
            throws Exception {
        LoweringResult lowered = CFrontEnd.lower(List.of(file), CFrontEndOptions.defaults().withHostCompiler(hostHeaders));
        assertTrue(lowered.isExact(), () -> "diagnostics: " + lowered.diagnostics() + " in " + file);
        Map<String, Type> types = new LinkedHashMap<>();
        for (ProgramGenerator.Result r : results) {
            types.put(r.name(), lowered.program().globals().get(r.name()).type());
        }
        String gcc = BitPrecisionTest.gccValues(file, types, DataModel.LP64);
        assertEquals(gcc, BitPrecisionTest.format(interpreterValues(lowered.program(), types), types),
            () -> "interpreter vs gcc: " + file);
        checkerProves(lowered.program(), parse(gcc), file, bounds);
    }

    /** Copies a program that disagreed to {@code target/<folder>/}, which outlives the run. */
    static void keep(Path file, String folder) throws IOException {
        Path dir = Files.createDirectories(Path.of("target", folder));
        Files.copy(file, dir.resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
    }

    private static Map<String, Long> interpreterValues(Program program, Map<String, Type> types) {
        Run run = new Interpreter(program, InterpreterOptions.DEFAULT.withMaxSteps(1_000_000).withRecordExecution(false))
            .run("main", new RandomOracle(1));
        assertInstanceOf(Outcome.Completed.class, run.outcome(), () -> "interpreter: " + run.outcome());
        Map<String, Long> values = new LinkedHashMap<>();
        types.forEach((name, type) -> values.put(name, run.readGlobal(name, 0, type)));
        return values;
    }

    /** The model checker proves gcc's values and refutes them with the first one off by one. */
    private static void checkerProves(Program program, Map<String, Long> expected, Path file, BmcOptions bounds) {
        BmcResult proved = BoundedModelChecker.check(BmcAgreementTest.withChecks(program, expected, null),
            BmcAgreementTest.CHECK, bounds);
        BmcResult.NoViolation none = assertInstanceOf(BmcResult.NoViolation.class, proved,
            () -> "checker vs gcc: " + proved + " in " + file);
        assertEquals(false, none.unwindingAssumptionHit(), () -> "a bound cut the program " + file);
        String wrong = expected.keySet().iterator().next();
        BmcResult found = BoundedModelChecker.check(BmcAgreementTest.withChecks(program, expected, wrong),
            BmcAgreementTest.CHECK, bounds);
        BmcResult.Violation v = assertInstanceOf(BmcResult.Violation.class, found,
            () -> "checker with " + wrong + " off by one: " + found + " in " + file);
        assertEquals("r_ global " + wrong, v.message());
    }

    /** gcc's printed {@code name value} lines (unsigned, masked to the type's width). */
    private static Map<String, Long> parse(String printed) {
        Map<String, Long> values = new LinkedHashMap<>();
        printed.lines().forEach(line -> {
            int space = line.indexOf(' ');
            values.put(line.substring(0, space), Long.parseUnsignedLong(line.substring(space + 1)));
        });
        return values;
    }
}
