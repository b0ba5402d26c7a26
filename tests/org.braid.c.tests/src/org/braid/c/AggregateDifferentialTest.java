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
 * Three-way differential test ({@link ThreeWay}: gcc, Braid's interpreter, Braid's model checker)
 * of {@link AggregateGenerator}'s programs: nested structs and arrays of them, pointers into
 * them and pointers as integers, bit-fields of every type (also packed and on the heap), unions,
 * integer promotions, {@code calloc}/{@code malloc}/{@code free}. Odd seeds use Braid's own
 * headers, even ones the host's.
 *
 * <p>The default run covers {@value #DEFAULT_PROGRAMS} seeds;
 * {@code -Dtycho.testArgLine=-Dbraid.differential.aggregates=N} runs seeds 1..N, and
 * {@code -Dbraid.differential.print=true} prints each program; the summary line
 * {@code aggregate programs: N, disagreements: D} comes at the end, and every program that
 * disagreed is kept in {@code target/aggregate-differential/}.
 */
class AggregateDifferentialTest {

    /** System property: how many seeds to run. */
    static final String PROGRAMS = "braid.differential.aggregates";
    /** System property: print every program before it runs. */
    static final String PRINT = "braid.differential.print";
    private static final int DEFAULT_PROGRAMS = 120;
    /** Random blocks in each program's {@code main}. */
    private static final int BLOCKS = 6;
    /** Unwinds further than the longest loop of a generated program; there is no recursion. */
    private static final BmcOptions BOUNDS = BmcOptions.of(AggregateGenerator.MAX_LOOP + 2, 1);

    private static final AtomicInteger programs = new AtomicInteger();
    private static final AtomicInteger disagreements = new AtomicInteger();

    static LongStream seeds() {
        return LongStream.rangeClosed(1, Integer.getInteger(PROGRAMS, DEFAULT_PROGRAMS));
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void gccInterpreterAndCheckerAgree(long seed) throws Exception {
        assumeTrue(HostGcc.available(), "gcc is not on the PATH");
        AggregateGenerator generator = new AggregateGenerator(seed);
        String program = generator.program(BLOCKS);
        if (Boolean.getBoolean(PRINT)) {
            System.out.println("// seed " + seed + "\n" + program);
        }
        Path file = Fixtures.tempDir("braid-aggregates").resolve("aggregate" + seed + ".c");
        Files.writeString(file, program);
        programs.incrementAndGet();
        boolean agreed = false;
        try {
            ThreeWay.agree(file, generator.results(), seed % 2 == 0, BOUNDS);
            agreed = true;
        } finally {
            if (!agreed) {
                disagreements.incrementAndGet();
                ThreeWay.keep(file, "aggregate-differential");
                System.out.println("disagreement: seed " + seed + " (" + file.getFileName() + ")");
            }
        }
    }

    @AfterAll
    static void summary() {
        System.out.println("aggregate programs: " + programs + ", disagreements: " + disagreements);
    }
}
