package org.braid.c;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.LongStream;
import org.braid.core.internal.bmc.BmcOptions;
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
            ThreeWay.agree(file, generator.results(), seed % 2 == 0, BOUNDS);
            agreed = true;
        } finally {
            if (!agreed) {
                disagreements.incrementAndGet();
                ThreeWay.keep(file, "program-differential");
            }
        }
    }

    @AfterAll
    static void summary() {
        System.out.println("programs: " + programs + ", disagreements: " + disagreements);
    }
}
