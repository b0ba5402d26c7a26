package org.braid.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

class CheckOptionsTest {

    private static CheckOptions arguments(Map<CheckOption, String> given) {
        return CheckOptions.fromArguments(given::get);
    }

    private static String argumentError(Map<CheckOption, String> given) {
        return assertThrows(InvalidOptionException.class, () -> arguments(given)).getMessage();
    }

    @Test
    void defaultsComeFromTheRegistry() {
        assertEquals(new CheckOptions(Strategy.KISS, 1, 3, 2, 8, 4, Duration.ofSeconds(60), EnumSet.allOf(Property.class))
                .withEngine(Engine.DPOR_THEN_BMC), CheckOptions.defaults());
        assertTrue(CheckOptions.defaults().deepens());
    }

    @Test
    void anUnwindingBoundGivenAloneIsFixedAndACeilingDeepensIt() {
        CheckOptions fixed = arguments(Map.of(CheckOption.UNWIND, "5"));
        assertEquals(5, fixed.maxUnwind());
        assertFalse(fixed.deepens());
        CheckOptions deepening = arguments(Map.of(CheckOption.UNWIND, "3", CheckOption.MAX_UNWIND, "12"));
        assertEquals(12, deepening.maxUnwind());
        assertTrue(deepening.deepens());
        assertEquals(6, deepening.withUnwind(6).unwind());
    }

    @Test
    void givenArgumentsOverrideDefaults() {
        CheckOptions options = arguments(Map.of(CheckOption.STRATEGY, "rounds", CheckOption.ROUNDS, " 4 ",
                CheckOption.UNWIND, "5", CheckOption.THREADS, "3", CheckOption.TIMEOUT, "0", CheckOption.PROPERTIES, "race"));
        assertEquals(new CheckOptions(Strategy.ROUNDS, 1, 4, 5, 3, Duration.ZERO, Set.of(Property.RACE))
                .withEngine(Engine.DPOR_THEN_BMC), options);
    }

    @Test
    void assertionsAndExceptionsShareOneSearchAndRacesHaveTheirOwn() {
        assertEquals(2, arguments(Map.of(CheckOption.PROPERTIES, "all")).searches());
        assertEquals(1, arguments(Map.of(CheckOption.PROPERTIES, "assert,exception")).searches());
        assertEquals(1, arguments(Map.of(CheckOption.PROPERTIES, "exception")).searches());
        assertEquals(1, arguments(Map.of(CheckOption.PROPERTIES, "race")).searches());
        assertEquals(2, arguments(Map.of(CheckOption.PROPERTIES, "race,exception")).searches());
    }

    @Test
    void propertiesAcceptKeysSvcompNamesAndAll() {
        assertEquals(EnumSet.of(Property.ASSERT),
                arguments(Map.of(CheckOption.PROPERTIES, "unreach-call")).properties());
        assertEquals(EnumSet.of(Property.RACE), arguments(Map.of(CheckOption.PROPERTIES, "no-data-race")).properties());
        assertEquals(EnumSet.of(Property.RACE, Property.ASSERT),
                arguments(Map.of(CheckOption.PROPERTIES, "race, assert")).properties());
        assertEquals("race,assert", arguments(Map.of(CheckOption.PROPERTIES, "race, assert"))
                .valueOf(CheckOption.PROPERTIES));
        assertEquals(EnumSet.of(Property.EXCEPTION),
                arguments(Map.of(CheckOption.PROPERTIES, "no-uncaught-exception")).properties());
        assertEquals(EnumSet.allOf(Property.class),
                arguments(Map.of(CheckOption.PROPERTIES, "race,assert,exception")).properties());
        assertEquals(CheckOption.ALL, arguments(Map.of(CheckOption.PROPERTIES, "race,assert,exception"))
                .valueOf(CheckOption.PROPERTIES));
        assertEquals(EnumSet.allOf(Property.class), arguments(Map.of(CheckOption.PROPERTIES, "all")).properties());
        assertTrue(arguments(Map.of(CheckOption.PROPERTIES, "race")).checks(Property.RACE));
        assertFalse(arguments(Map.of(CheckOption.PROPERTIES, "race")).checks(Property.ASSERT));
    }

    @Test
    void valuesOutOfRangeNameTheOptionAndTheRange() {
        assertEquals("maxTs: must be between 0 and 64, was -1", argumentError(Map.of(CheckOption.MAX, "-1")));
        assertEquals("unwind: must be between 1 and 1024, was 0", argumentError(Map.of(CheckOption.UNWIND, "0")));
        assertEquals("rounds: must be between 1 and 64, was 0",
                argumentError(Map.of(CheckOption.STRATEGY, "rounds", CheckOption.ROUNDS, "0")));
        assertEquals("timeout: must be between 0 and 86400, was 86401",
                argumentError(Map.of(CheckOption.TIMEOUT, "86401")));
        assertEquals("maxTs: must be between 0 and 64, was 99999999999",
                argumentError(Map.of(CheckOption.MAX, "99999999999")));
    }

    @Test
    void valuesThatDoNotParseNameTheOption() {
        assertEquals("timeout: 'soon' is not a whole number", argumentError(Map.of(CheckOption.TIMEOUT, "soon")));
        assertEquals("strategy: unknown value 'dfs' (expected kiss or rounds)",
                argumentError(Map.of(CheckOption.STRATEGY, "dfs")));
        assertEquals("properties: unknown property 'deadlock' (expected race, assert, exception or all)",
                argumentError(Map.of(CheckOption.PROPERTIES, "race,deadlock")));
        assertEquals("properties: unknown property '' (expected race, assert, exception or all)",
                argumentError(Map.of(CheckOption.PROPERTIES, "")));
    }

    @Test
    void anArgumentForTheOtherStrategyIsRejected() {
        assertEquals("rounds: applies only to strategy rounds, not kiss",
                argumentError(Map.of(CheckOption.ROUNDS, "3")));
        assertEquals("maxTs: applies only to strategy kiss, not rounds",
                argumentError(Map.of(CheckOption.STRATEGY, "rounds", CheckOption.MAX, "1")));
        InvalidOptionException e = assertThrows(InvalidOptionException.class,
                () -> arguments(Map.of(CheckOption.ROUNDS, "3")));
        assertSame(CheckOption.ROUNDS, e.option());
        assertEquals("applies only to strategy rounds, not kiss", e.problem());
    }

    @Test
    void dporBoundsApplyToTheDporAndAutoEnginesOnly() {
        CheckOptions dpor = arguments(Map.of(CheckOption.ENGINE, "dpor", CheckOption.DPOR_STEPS, "500",
                CheckOption.DPOR_EXECUTIONS, "40"));
        assertEquals(500, dpor.dporSteps());
        assertEquals(40, dpor.dporExecutions());
        assertEquals(Map.of("engine", "dpor", "maxSteps", 500L, "maxExecutions", 40L, "representatives", 12L,
                "timeout", 60L), Bounds.of(dpor).asMap());
        assertEquals(500, dpor.withEngine(Engine.BMC).withUnwind(4).dporSteps());
        assertEquals(7, arguments(Map.of(CheckOption.ENGINE, "auto", CheckOption.DPOR_EXECUTIONS, "7"))
                .dporExecutions());
        assertEquals("dporSteps: applies only to engines dpor, auto and dpor-then-bmc, not bmc",
                argumentError(Map.of(CheckOption.ENGINE, "bmc", CheckOption.DPOR_STEPS, "500")));
        assertEquals(500, arguments(Map.of(CheckOption.DPOR_STEPS, "500")).dporSteps(), "the default engine searches with dpor first");
        assertEquals("dporExecutions: must be between 1 and 1000000000, was 0",
                argumentError(Map.of(CheckOption.ENGINE, "dpor", CheckOption.DPOR_EXECUTIONS, "0")));
        CheckOptions stored = CheckOptions.from(Map.of(CheckOption.DPOR_STEPS, "99")::get);
        assertEquals(Engine.DPOR_THEN_BMC, stored.engine());
        assertEquals(99, stored.dporSteps());
        assertEquals(10_000, CheckOptions.defaults().dporSteps());
        assertEquals(200_000, CheckOptions.defaults().dporExecutions());
    }

    @Test
    void storedSettingsMayHoldOptionsOfTheOtherStrategy() {
        CheckOptions options = CheckOptions.from(Map.of(CheckOption.STRATEGY, "kiss", CheckOption.ROUNDS, "3")::get);
        assertEquals(3, options.rounds());
        assertEquals(Strategy.KISS, options.strategy());
        assertEquals("rounds: must be between 1 and 64, was 0", assertThrows(InvalidOptionException.class,
                () -> CheckOptions.from(Map.of(CheckOption.ROUNDS, "0")::get)).getMessage());
    }

    @Test
    void textFormReadsBack() {
        CheckOptions options = new CheckOptions(Strategy.ROUNDS, 5, 6, 7, 2, Duration.ofSeconds(8),
                Set.of(Property.ASSERT));
        assertEquals(options, CheckOptions.from(options::valueOf));
        assertEquals("all", CheckOptions.defaults().valueOf(CheckOption.PROPERTIES));
        assertEquals("assert", options.valueOf(CheckOption.PROPERTIES));
        assertEquals("8", options.valueOf(CheckOption.TIMEOUT));
        CheckOptions dpor = new CheckOptions(Strategy.KISS, 1, 3, 2, 8, 4, Duration.ZERO, Set.of(Property.RACE),
                Engine.DPOR, 123, 456);
        assertEquals(dpor, CheckOptions.from(dpor::valueOf));
        assertEquals("123", dpor.valueOf(CheckOption.DPOR_STEPS));
    }

    @Test
    void theConstructorChecksRangesToo() {
        assertEquals("unwind: must be between 1 and 1024, was 0", assertThrows(InvalidOptionException.class,
                () -> new CheckOptions(Strategy.KISS, 1, 2, 0, 4, Duration.ZERO, Set.of(Property.RACE)))
                .getMessage());
        assertEquals("timeout: must be whole seconds, was PT0.5S", assertThrows(InvalidOptionException.class,
                () -> new CheckOptions(Strategy.KISS, 1, 2, 1, 4, Duration.ofMillis(500), Set.of(Property.RACE)))
                .getMessage());
        assertEquals("threads: must be between 1 and 32, was 0", assertThrows(InvalidOptionException.class,
                () -> new CheckOptions(Strategy.KISS, 1, 2, 1, 0, Duration.ZERO, Set.of(Property.RACE)))
                .getMessage());
        assertEquals("properties: must name at least one property", assertThrows(InvalidOptionException.class,
                () -> new CheckOptions(Strategy.KISS, 1, 2, 1, 4, Duration.ZERO, Set.of())).getMessage());
    }

    @Test
    void propertiesAreCopiedAndUnmodifiable() {
        Set<Property> given = EnumSet.of(Property.RACE);
        CheckOptions options = new CheckOptions(Strategy.KISS, 1, 2, 1, 4, Duration.ZERO, given);
        given.add(Property.ASSERT);
        assertEquals(Set.of(Property.RACE), options.properties());
        assertThrows(UnsupportedOperationException.class, () -> options.properties().add(Property.ASSERT));
    }
}
