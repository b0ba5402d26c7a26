package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.LongStream;
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
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Three-way differential test of whole programs: each seed's {@link ProgramGenerator} program
 * (structs, arrays, pointer arithmetic, pointer to integer to pointer round trips, heap objects,
 * bit-fields, nested loops, calls with struct and pointer parameters, integer arithmetic of every
 * width; {@code memset}, {@code bzero}, {@code memcpy}, {@code memmove} and {@code memcmp} on
 * integer arrays, arrays of structs (with pointer members too) and heap arrays, with constant
 * sizes and run-time ones such as {@code k * sizeof(T)}, overlapping moves both ways, non-zero
 * fill bytes and {@code memcmp}'s sign; free of undefined behaviour by construction) is
 * <ol>
 * <li>compiled with the host's gcc ({@code -O0 -fwrapv}) and run, printing its {@code r_}
 * globals (as {@link BitPrecisionTest} does);</li>
 * <li>lowered by Braid's front end (host headers for even seeds, Braid's own for odd ones) and run
 * on Braid's interpreter; every {@code r_} global must have gcc's value;</li>
 * <li>checked by Braid's bounded model checker, as {@link BmcAgreementTest} does: after
 * {@code main}, each {@code r_} global must provably equal gcc's value, with every loop run to
 * completion within the bounds, and the same check with one value off by one must be a
 * violation.</li>
 * </ol>
 * The default run covers {@value #DEFAULT_PROGRAMS} seeds; {@code -Dbraid.differential.programs=N}
 * (through Tycho: {@code -Dtycho.testArgLine=-Dbraid.differential.programs=N}) runs seeds 1..N
 * and prints {@code programs: N, disagreements: D} at the end.
 */
class ProgramDifferentialTest {

    /** System property: how many seeds to run. */
    static final String PROGRAMS = "braid.differential.programs";
    private static final int DEFAULT_PROGRAMS = 200;
    /** Random blocks in each program's {@code main}. */
    private static final int BLOCKS = 8;
    /** Unwinds further than the longest loop of a generated program; there is no recursion. */
    private static final BmcOptions BOUNDS = BmcOptions.of(ProgramGenerator.MAX_LOOP + 2, 1);

    private static final AtomicInteger programs = new AtomicInteger();
    private static final AtomicInteger disagreements = new AtomicInteger();

    static LongStream seeds() {
        return LongStream.rangeClosed(1, Integer.getInteger(PROGRAMS, DEFAULT_PROGRAMS));
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void gccInterpreterAndCheckerAgree(long seed) throws Exception {
        assumeTrue(HostGcc.available(), "gcc is not on the PATH");
        ProgramGenerator generator = new ProgramGenerator(seed);
        Path file = Fixtures.tempDir("braid-programs").resolve("program" + seed + ".c");
        Files.writeString(file, generator.program(BLOCKS));
        programs.incrementAndGet();
        boolean agreed = false;
        try {
            LoweringResult lowered = CFrontEnd.lower(List.of(file),
                CFrontEndOptions.defaults().withHostCompiler(seed % 2 == 0));
            assertTrue(lowered.isExact(), () -> "diagnostics: " + lowered.diagnostics() + " in " + file);
            Map<String, Type> types = resultTypes(lowered.program(), generator);
            String gcc = BitPrecisionTest.gccValues(file, types, DataModel.LP64);
            assertEquals(gcc, BitPrecisionTest.format(interpreterValues(lowered.program(), types), types),
                () -> "interpreter vs gcc: " + file);
            checkerProves(lowered.program(), parse(gcc), file);
            agreed = true;
        } finally {
            if (!agreed) {
                disagreements.incrementAndGet();
                keep(file);
            }
        }
    }

    @AfterAll
    static void summary() {
        System.out.println("programs: " + programs + ", disagreements: " + disagreements);
    }

    /** Copies a program that disagreed to {@code target/program-differential/}, which outlives the run. */
    private static void keep(Path file) throws java.io.IOException {
        Path dir = Files.createDirectories(Path.of("target", "program-differential"));
        Files.copy(file, dir.resolve(file.getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    private static Map<String, Type> resultTypes(Program program, ProgramGenerator generator) {
        Map<String, Type> types = new LinkedHashMap<>();
        for (ProgramGenerator.Result r : generator.results()) {
            types.put(r.name(), program.globals().get(r.name()).type());
        }
        return types;
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
    private static void checkerProves(Program program, Map<String, Long> expected, Path file) {
        BmcResult proved = BoundedModelChecker.check(BmcAgreementTest.withChecks(program, expected, null),
            BmcAgreementTest.CHECK, BOUNDS);
        BmcResult.NoViolation none = assertInstanceOf(BmcResult.NoViolation.class, proved,
            () -> "checker vs gcc: " + proved + " in " + file);
        assertEquals(false, none.unwindingAssumptionHit(), () -> "a bound cut the program " + file);
        String wrong = expected.keySet().iterator().next();
        BmcResult found = BoundedModelChecker.check(BmcAgreementTest.withChecks(program, expected, wrong),
            BmcAgreementTest.CHECK, BOUNDS);
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
