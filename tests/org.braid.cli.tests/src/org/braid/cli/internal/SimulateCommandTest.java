package org.braid.cli.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import picocli.CommandLine;

/** {@code braid simulate} on real C files (fixtures/simulate), through the front end and the pthread models. */
class SimulateCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int simulate(String... args) {
        return new CommandLine(new SimulateCommand())
                .setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(err, true))
                .execute(args);
    }

    /** A fixture, found from the test bundle's folder (Tycho) or from the repository root. */
    static String fixture(String name) {
        Path local = Path.of("fixtures", "simulate", name);
        Path fromRoot = Path.of("tests", "org.braid.cli.tests", "fixtures", "simulate", name);
        return (Files.isRegularFile(local) ? local : fromRoot).toString();
    }

    @Test
    void theDataModelOfTheCFrontEndSetsTheWidths() {
        Path local = Path.of("fixtures", "data-model", "widths.c");
        String file = (Files.isRegularFile(local) ? local
                : Path.of("tests", "org.braid.cli.tests").resolve(local)).toString();
        assertEquals(SimulateCommand.NO_BUG, simulate("--runs", "3", file), out.toString() + err);
        out.getBuffer().setLength(0);
        assertEquals(SimulateCommand.BUG, simulate("--runs", "3", "--data-model", "ILP32", file), out.toString() + err);
        String first = out.toString().lines().findFirst().orElseThrow();
        assertTrue(first.contains("widths.c:5 in thread 0: assert("), first);
    }

    @Test
    void aDataModelThatIsNoneOfTheChoicesIsAUsageErrorNamingThem() {
        assertEquals(2, simulate("--data-model", "LLP64", fixture("lost-update-unsafe.c")));
        assertTrue(err.toString().startsWith("--data-model: unknown value 'LLP64' (expected ILP32 or LP64)"),
                err.toString());
    }

    @Test
    void lostUpdateRaceIsFoundWithinAThousandRuns() {
        int status = simulate("--runs", "1000", "--seed", "0", fixture("lost-update-unsafe.c"));
        String output = out.toString();
        assertEquals(SimulateCommand.BUG, status, output + err);
        String first = output.lines().findFirst().orElseThrow();
        assertTrue(first.startsWith("bug found in run "), first);
        assertTrue(first.contains("(seed 0): data race on counter (counter): thread 1 "), first);
        assertTrue(first.matches(".*thread 1 (reads|writes) counter at .*lost-update-unsafe.c:1[01] .*"), first);
        assertTrue(first.matches(".*thread 2 (reads|writes) counter at .*lost-update-unsafe.c:1[01] .*"), first);
        assertTrue(output.contains("-- context switch: T"), output);
    }

    @Test
    void mutexProtectedCounterHasNoBugInAThousandRuns() {
        int status = simulate("--runs", "1000", fixture("lost-update-locked-safe.c"));
        assertEquals(SimulateCommand.NO_BUG, status, out.toString() + err);
        assertEquals("no bug found in 1000 random runs (seed 0)", out.toString().strip());
    }

    @Test
    void assertionBeforeJoinFailsInSomeRun() {
        int status = simulate("--runs", "1000", "--seed", "3", fixture("assertion-after-join-unsafe.c"));
        String first = out.toString().lines().findFirst().orElseThrow();
        assertEquals(SimulateCommand.BUG, status, out.toString() + err);
        assertTrue(first.contains("assertion failed at "), first);
        assertTrue(first.contains("assertion-after-join-unsafe.c:24 in thread 0: assert(seen == 1);"), first);
    }

    @Test
    void entryPointPairRacesOnTheSharedDevice() {
        int status = simulate("--pair", "device_open,device_close", fixture("device-pair-unsafe.c"));
        String first = out.toString().lines().findFirst().orElseThrow();
        assertEquals(SimulateCommand.BUG, status, out.toString() + err);
        assertTrue(first.contains("data race on d->open_count (argument d of device_open)"), first);
    }

    @Test
    void unknownEntryPointIsAnInputError() {
        int status = simulate("--pair", "device_open,nope", fixture("device-pair-unsafe.c"));
        assertEquals(Main.USAGE, status);
        assertEquals("braid: no function named 'nope' in the program", err.toString().strip());
    }

    @Test
    void sameSeedGivesTheSameReport() {
        simulate("--seed", "11", fixture("lost-update-unsafe.c"));
        String first = out.toString();
        out.getBuffer().setLength(0);
        simulate("--seed", "11", fixture("lost-update-unsafe.c"));
        assertEquals(first, out.toString());
    }

    @Test
    void aJavaMethodPairRunsOnItsReceiverAndTheRaceIsFound() {
        String file = Path.of(fixture("lost-update-unsafe.c")).getParent().resolveSibling("java").resolve("Counter.java")
                .toString();
        int status = simulate("--runs", "1000", "--seed", "0", "--pair", "Counter#increment,Counter#get", file);
        String first = out.toString().lines().findFirst().orElseThrow();
        assertEquals(SimulateCommand.BUG, status, out.toString() + err);
        assertTrue(first.contains("data race on Counter.count"), first);
    }

    /** Java threads are labelled as {@code braid check} names them: writer, reader and main. */
    @Test
    void javaThreadsAreLabelledByTheirNames() {
        String file = Path.of(fixture("lost-update-unsafe.c")).getParent().resolveSibling("java").resolve("names")
                .resolve("NamedThreads.java").toString();
        int status = simulate("--runs", "1000", "--seed", "0", file);
        assertEquals(SimulateCommand.BUG, status, out.toString() + err);
        String first = out.toString().lines().findFirst().orElseThrow();
        assertTrue(first.contains("data race on NamedThreads.shared") && first.contains("thread \"writer\" writes")
                && first.contains("thread \"reader\" reads"), first);
        List<String> labels = out.toString().lines().filter(l -> l.startsWith("["))
                .map(l -> l.substring(1, l.indexOf(']'))).distinct().sorted().toList();
        assertTrue(labels.contains("main") && List.of("main", "reader", "writer").containsAll(labels),
                out.toString());
    }

    @Test
    void aClassHarnessIsNotSimulated() {
        assertEquals(2, simulate("--class", "Counter", fixture("lost-update-unsafe.c")));
    }
}
