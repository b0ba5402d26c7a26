package org.braid.c.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.braid.c.CFrontEnd;
import org.braid.c.CFrontEndOptions;
import org.braid.c.LoweringResult;
import org.braid.core.Cancellation;
import org.braid.core.CheckOptions;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;
import org.braid.core.Engine;
import org.braid.core.internal.check.Checker;
import org.braid.core.internal.harness.HarnessSpec;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The engine's part of the warm on-save path (issue 11), without the workbench: in one warm JVM,
 * lowers {@code telemetry-bench.c} (the UI benchmark's 284-line file) after a one-line change in
 * {@code main} (a new local, so main's check must run again) and checks it, alternately with the
 * assertion and race searches one after the other and at once, and prints per way the medians of
 * wall and process CPU time and the ratio. Alternating keeps both ways under the same machine load.
 * Not a timed assertion; both ways must report the same verdict and findings. Runs on request only:
 * {@code ./mvnw -o -q verify -pl tests/org.braid.c.tests -am -Dtest=WarmCheckBenchmark
 * -Dsurefire.failIfNoSpecifiedTests=false -Dtycho.testArgLine=-Dbraid.warmBench=true} (add
 * {@code -Dbraid.warmBench.runs=N} to the test arguments for other than 9 runs each).
 * {@link #eachEngine()} does the same for every engine ({@code bmc}, {@code dpor}, {@code auto}, {@code dpor-then-bmc})
 * with the default options otherwise.
 */
class WarmCheckBenchmark {

    private static final String MAIN = "int main(void)\n{\n";
    private static final int WARM_UP = 3;

    private static Path fixture() {
        Path local = Path.of("..", "org.braid.ui.tests", "fixtures", "telemetry-bench.c");
        return Files.exists(local) ? local : Path.of("tests", "org.braid.ui.tests", "fixtures", "telemetry-bench.c");
    }

    @Test
    void oneLineChangeInMain() throws Exception {
        Assumptions.assumeTrue(Boolean.getBoolean("braid.warmBench"), "run with -Dbraid.warmBench=true");
        int runs = Integer.getInteger("braid.warmBench.runs", 9);
        String text = Files.readString(fixture());
        Path file = Files.createTempDirectory("braid-warm").resolve("telemetry-bench.c");
        com.sun.management.OperatingSystemMXBean os =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        List<List<Long>> wall = List.of(new ArrayList<>(), new ArrayList<>());
        List<List<Long>> cpu = List.of(new ArrayList<>(), new ArrayList<>());
        List<String> outcomes = new ArrayList<>();
        for (int run = 0; run < WARM_UP + runs; run++) {
            for (int way = 0; way < 2; way++) {
                boolean atOnce = way == 1;
                Timed t = edited(text, file, "edit" + run + way, lowered -> Checker.check(lowered.program(),
                    new HarnessSpec.Main(), CheckOptions.defaults(), Cancellation.none(), List.of(), CheckProgress.NONE,
                    true, atOnce));
                outcomes.add(t.outcome());
                if (run >= WARM_UP) {
                    wall.get(way).add(t.wallMillis());
                    cpu.get(way).add(t.cpuMillis());
                }
            }
        }
        assertEquals(1, outcomes.stream().distinct().count(), () -> "the same findings every time: " + outcomes);
        System.out.println(String.format(Locale.ROOT, "Braid warm check after a one-line change in main, "
            + "telemetry-bench.c, %d runs each (lowering and check, ms; %d processors, load %.1f): %s",
            runs, Runtime.getRuntime().availableProcessors(), os.getSystemLoadAverage(), outcomes.get(0)));
        System.out.println(String.format(Locale.ROOT,
            "  searches one after the other: median %d wall, %d CPU %s%n  searches at once: median %d wall, %d CPU"
                + " %s%n  ratio (at once / one after the other): wall %.2f, CPU %.2f",
            median(wall.get(0)), median(cpu.get(0)), wall.get(0), median(wall.get(1)), median(cpu.get(1)),
            wall.get(1), (double) median(wall.get(1)) / median(wall.get(0)),
            (double) median(cpu.get(1)) / median(cpu.get(0))));
    }

    /** The same one-line change, checked alternately by each engine: medians of wall and CPU time per engine. */
    @Test
    void eachEngine() throws Exception {
        Assumptions.assumeTrue(Boolean.getBoolean("braid.warmBench"), "run with -Dbraid.warmBench=true");
        int runs = Integer.getInteger("braid.warmBench.runs", 9);
        String text = Files.readString(fixture());
        Path file = Files.createTempDirectory("braid-warm").resolve("telemetry-bench.c");
        com.sun.management.OperatingSystemMXBean os =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        Engine[] engines = Engine.values();
        List<List<Long>> wall = new ArrayList<>();
        List<List<Long>> cpu = new ArrayList<>();
        List<List<String>> outcomes = new ArrayList<>();
        for (int e = 0; e < engines.length; e++) {
            wall.add(new ArrayList<>());
            cpu.add(new ArrayList<>());
            outcomes.add(new ArrayList<>());
        }
        for (int run = 0; run < WARM_UP + runs; run++) {
            for (int e = 0; e < engines.length; e++) {
                Engine engine = engines[e];
                Timed t = edited(text, file, "edit" + run + e, lowered -> Checker.check(lowered.program(),
                    new HarnessSpec.Main(), CheckOptions.defaults().withEngine(engine), Cancellation.none()));
                outcomes.get(e).add(t.outcome());
                if (run >= WARM_UP) {
                    wall.get(e).add(t.wallMillis());
                    cpu.get(e).add(t.cpuMillis());
                }
            }
        }
        System.out.println(String.format(Locale.ROOT, "Braid warm check after a one-line change in main, "
            + "telemetry-bench.c, %d runs per engine (lowering and check, ms; %d processors, load %.1f)",
            runs, Runtime.getRuntime().availableProcessors(), os.getSystemLoadAverage()));
        for (int e = 0; e < engines.length; e++) {
            System.out.println(String.format(Locale.ROOT, "  %s: median %d wall, %d CPU %s; %s", engines[e],
                median(wall.get(e)), median(cpu.get(e)), wall.get(e), outcomes.get(e).stream().distinct().toList()));
        }
    }

    /** One timed run: the lowering and check of the fixture with a new local in {@code main}. */
    private record Timed(long wallMillis, long cpuMillis, String outcome) {
    }

    private static Timed edited(String text, Path file, String edit, Check check) throws Exception {
        com.sun.management.OperatingSystemMXBean os =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        int body = text.indexOf(MAIN) + MAIN.length();
        Files.writeString(file, text.substring(0, body) + "    volatile int " + edit + " = 1;\n" + text.substring(body));
        long cpuStart = os.getProcessCpuTime();
        long start = System.nanoTime();
        LoweringResult lowered = CFrontEnd.lower(List.of(file), CFrontEndOptions.defaults());
        CheckResult result = check.run(lowered);
        long millis = (System.nanoTime() - start) / 1_000_000;
        long cpuMillis = (os.getProcessCpuTime() - cpuStart) / 1_000_000;
        return new Timed(millis, cpuMillis, result.verdict() + " " + result.findings().stream()
            .map(f -> f.getClass().getSimpleName() + "@" + f.line()).toList());
    }

    @FunctionalInterface
    private interface Check {
        CheckResult run(LoweringResult lowered) throws Exception;
    }

    private static long median(List<Long> values) {
        return values.stream().sorted().toList().get(values.size() / 2);
    }
}
