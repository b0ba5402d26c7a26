package org.braid.c.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.braid.c.CFrontEnd;
import org.braid.c.CFrontEndOptions;
import org.braid.c.LoweringResult;
import org.braid.core.Cancellation;
import org.braid.core.internal.dpor.DporOptions;
import org.braid.core.internal.dpor.DporResult;
import org.braid.core.internal.dpor.Search;
import org.braid.core.internal.dpor.Witness;
import org.braid.core.internal.harness.Harness;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.harness.Harnesses;
import org.braid.core.internal.interp.Outcome;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * DPOR against PDP on the race property, the seed's Table 1 in small: for every program of
 * {@code fixtures/dpor/} and {@code examples/}, executions, transitions and time of FG-DPOR
 * without sleep sets (the seed's Fig. 2), of PDP (its Fig. 7, with Braid's escalation), and of
 * DPOR with sleep sets (Braid's default when assertions are checked too), and that all three find
 * the same races. Runs on request only:
 * {@code ./mvnw -o -q verify -pl tests/org.braid.c.tests -am -Dtest=DporBenchmark -Dbraid.dporBench=true
 * -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class DporBenchmark {

    private static final long LIMIT = 20_000;

    private static Path root() {
        return Files.exists(Path.of("examples")) ? Path.of(".") : Path.of("..", "..");
    }

    private static List<Path> programs() throws IOException {
        List<Path> out = new ArrayList<>();
        Path fixtures = Files.exists(Path.of("fixtures", "dpor")) ? Path.of("fixtures", "dpor")
            : Path.of("tests", "org.braid.c.tests", "fixtures", "dpor");
        for (Path dir : List.of(fixtures, root().resolve("examples"))) {
            try (Stream<Path> files = Files.walk(dir)) {
                files.filter(f -> f.toString().endsWith(".c")).sorted().forEach(out::add);
            }
        }
        return out;
    }

    private record Run(DporResult result, long millis) {
    }

    private static Run run(Harness h, DporOptions options) {
        long start = System.nanoTime();
        DporResult r = Search.explore(h.program(), h.entry(), options.withMaxExecutions(LIMIT), Cancellation.none(),
            (e, p, q, f) -> {
            });
        return new Run(r, (System.nanoTime() - start) / 1_000_000);
    }

    private static Set<String> races(DporResult r) {
        Set<String> out = new TreeSet<>();
        for (Witness w : r.witnesses()) {
            if (w.outcome() instanceof Outcome.DataRace race) {
                out.add(race.first().cell().display() + "@" + race.first().loc().line() + "/"
                    + race.second().loc().line());
            }
        }
        return out;
    }

    private static String cells(Run r) {
        return String.format(Locale.ROOT, "%8d %9d %7d%s", r.result().executions(), r.result().transitions(),
            r.millis(), r.result().complete() ? " " : "*");
    }

    @Test
    void dporAgainstPdp() throws Exception {
        Assumptions.assumeTrue(Boolean.getBoolean("braid.dporBench"), "run with -Dbraid.dporBench=true");
        System.out.println(String.format(Locale.ROOT, "%-44s | %-26s | %-26s | %-26s | %s", "program (races only)",
            "DPOR: execs trans ms", "PDP: execs trans ms", "DPOR+sleep: execs trans ms", "races"));
        long[] totals = new long[6];
        for (Path file : programs()) {
            LoweringResult lowered = new CFrontEnd().lower(List.of(file),
                CFrontEndOptions.defaults().withHostCompiler(false));
            if (!lowered.isExact()) {
                continue;
            }
            Harness h;
            try {
                h = Harnesses.build(lowered.program(), new HarnessSpec.Main());
            } catch (Exception e) {
                continue;
            }
            DporOptions racesOnly = DporOptions.of(true, false);
            Run dpor = run(h, racesOnly.withPdp(false).withSleepSets(false));
            Run pdp = run(h, racesOnly.withPdp(true));
            Run sleep = run(h, racesOnly.withPdp(false));
            if (dpor.result().complete() && pdp.result().complete()) {
                assertEquals(races(dpor.result()), races(pdp.result()), file.toString());
                totals[0] += dpor.result().executions();
                totals[1] += pdp.result().executions();
                totals[2] += sleep.result().executions();
                totals[3] += dpor.millis();
                totals[4] += pdp.millis();
                totals[5] += sleep.millis();
            }
            System.out.println(String.format(Locale.ROOT, "%-44s | %s | %s | %s | %d", file.getFileName(),
                cells(dpor), cells(pdp), cells(sleep), races(pdp.result()).size()));
        }
        System.out.println(String.format(Locale.ROOT,
            "totals over programs both searched completely: executions DPOR %d, PDP %d, DPOR+sleep %d; "
                + "ms DPOR %d, PDP %d, DPOR+sleep %d (* = a bound cut the search)",
            totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]));
    }
}
