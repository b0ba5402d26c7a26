package org.braid.core.internal.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.braid.core.CheckResult;
import org.braid.core.DataRaceFinding;
import org.braid.core.Verdict;
import org.braid.core.internal.seq.FeatureModels;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Translation features, checked end to end with both strategies. */
class FeaturesCheckTest {

    private static String[] strategy(String name, String... more) {
        List<String> all = new java.util.ArrayList<>(name.equals("kiss") ? List.of("strategy=kiss", "maxTs=1")
            : List.of("strategy=rounds", "rounds=2"));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    @ParameterizedTest
    @ValueSource(strings = {"kiss", "rounds"})
    void threadsAndCallsThroughFunctionPointers(String strategy) {
        CheckResult result = Checks.main(FeatureModels.functionPointers(), strategy(strategy, "properties=race"));
        assertEquals(List.of("x read@31/write@31", "x write@31/write@31"), Checks.describeAll(result));
        DataRaceFinding race = Checks.races(result).get(0);
        assertEquals("inc", race.first().function());
    }

    @ParameterizedTest
    @ValueSource(strings = {"kiss", "rounds"})
    void aResultIsWrittenByTheCalleesReturn(String strategy) {
        CheckResult result = Checks.main(FeatureModels.resultWrittenByReturn(), strategy(strategy, "properties=race"));
        assertEquals(List.of("g read@6/write@41"), Checks.describeAll(result));
        DataRaceFinding race = Checks.races(result).get(0);
        String writer = race.first().kind() == org.braid.core.AccessKind.WRITE ? race.first().function()
            : race.second().function();
        assertEquals("get", writer);
    }

    @ParameterizedTest
    @ValueSource(strings = {"kiss", "rounds"})
    void threadLocalVariablesAreOnePerThread(String strategy) {
        CheckResult result = Checks.main(FeatureModels.threadLocalCounter(), strategy(strategy, "properties=all"));
        assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, result.verdict(), () -> result.findings().toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"kiss", "rounds"})
    void threadsStartedInALoop(String strategy) {
        CheckResult result = Checks.main(FeatureModels.threadsInALoop(), strategy(strategy, "properties=race",
            "unwind=2"));
        assertEquals(List.of("x write@3/write@3"), Checks.describeAll(result));
        assertTrue(result.stats().counts().get("threads") >= 3, "main and two workers");
    }

    @ParameterizedTest
    @ValueSource(strings = {"kiss", "rounds"})
    void inconsistentAtomicNestingIsUnknown(String strategy) {
        CheckResult result = Checks.main(FeatureModels.inconsistentAtomic(), strategy(strategy, "properties=all"));
        assertEquals(Verdict.UNKNOWN, result.verdict());
        assertTrue(result.reason().orElseThrow().startsWith("unsupported: t.c:"), result.reason().orElseThrow());
        assertTrue(result.reason().orElseThrow().contains("different atomic section depths"),
            result.reason().orElseThrow());
    }
}
