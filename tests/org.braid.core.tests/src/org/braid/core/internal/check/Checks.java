package org.braid.core.internal.check;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.braid.core.AccessKind;
import org.braid.core.Cancellation;
import org.braid.core.CheckOption;
import org.braid.core.CheckOptions;
import org.braid.core.CheckResult;
import org.braid.core.DataRaceFinding;
import org.braid.core.Engine;
import org.braid.core.internal.harness.HarnessException;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.ir.Program;

/** Shorthand for running the check pipeline in tests. */
final class Checks {

    private Checks() {
    }

    /**
     * Options from {@code key=value} pairs of the option registry, defaults for the rest, except
     * the engine: these tests are about the BMC's pipeline (its encodings, runs and bounds), so
     * it is {@code bmc} unless a setting names another.
     */
    static CheckOptions options(String... settings) {
        Map<String, String> given = new HashMap<>();
        given.put(CheckOption.ENGINE.key(), Engine.BMC.key());
        for (String s : settings) {
            String[] kv = s.split("=", 2);
            given.put(kv[0], kv[1]);
        }
        return CheckOptions.from(option -> given.get(option.key()));
    }

    static CheckResult run(Program program, HarnessSpec harness, String... settings) {
        try {
            return Checker.check(program, harness, options(settings), Cancellation.none());
        } catch (HarnessException e) {
            throw new AssertionError(e);
        }
    }

    static CheckResult main(Program program, String... settings) {
        return run(program, new HarnessSpec.Main(), settings);
    }

    static List<DataRaceFinding> races(CheckResult result) {
        return result.findings().stream().filter(DataRaceFinding.class::isInstance).map(DataRaceFinding.class::cast)
            .toList();
    }

    /** "target kind@line/kind@line" with the two accesses in line order, for order-free comparisons. */
    static String describe(DataRaceFinding race) {
        String a = race.first().kind().key() + "@" + race.first().line();
        String b = race.second().kind().key() + "@" + race.second().line();
        boolean swap = race.first().line() > race.second().line()
            || race.first().line() == race.second().line() && race.first().kind() == AccessKind.WRITE;
        return race.target() + " " + (swap ? b + "/" + a : a + "/" + b);
    }

    static List<String> describeAll(CheckResult result) {
        return races(result).stream().map(Checks::describe).sorted().toList();
    }
}
