package org.braid.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class CheckOptionTest {

    @Test
    void registryKeysTypesAndDefaults() {
        assertEquals(List.of("strategy", "maxTs", "rounds", "unwind", "maxUnwind", "threads", "timeout", "properties",
                "engine", "dporSteps", "dporExecutions"),
                Arrays.stream(CheckOption.values()).map(CheckOption::key).toList());
        assertEquals(List.of("kiss", "1", "3", "2", "8", "4", "60", "all", "dpor-then-bmc", "10000", "200000"),
                Arrays.stream(CheckOption.values()).map(CheckOption::defaultValue).toList());
        assertEquals(List.of(CheckOption.ValueType.CHOICE, CheckOption.ValueType.INTEGER,
                CheckOption.ValueType.INTEGER, CheckOption.ValueType.INTEGER, CheckOption.ValueType.INTEGER,
                CheckOption.ValueType.INTEGER, CheckOption.ValueType.INTEGER, CheckOption.ValueType.CHOICE_SET,
                CheckOption.ValueType.CHOICE, CheckOption.ValueType.INTEGER,
                CheckOption.ValueType.INTEGER),
                Arrays.stream(CheckOption.values()).map(CheckOption::type).toList());
    }

    @Test
    void choicesComeFromTheEnums() {
        assertEquals(List.of("kiss", "rounds"), CheckOption.STRATEGY.choices());
        assertEquals(List.of("race", "assert", "exception"), CheckOption.PROPERTIES.choices());
        assertEquals(List.of("bmc", "dpor", "auto", "dpor-then-bmc"), CheckOption.ENGINE.choices());
        assertEquals(List.of(), CheckOption.UNWIND.choices());
    }

    @Test
    void ranges() {
        assertEquals(0, CheckOption.MAX.minimum());
        assertEquals(64, CheckOption.MAX.maximum());
        assertEquals(1, CheckOption.ROUNDS.minimum());
        assertEquals(1, CheckOption.UNWIND.minimum());
        assertEquals(0, CheckOption.TIMEOUT.minimum());
        assertEquals(86_400, CheckOption.TIMEOUT.maximum());
    }

    @Test
    void strategySpecificOptions() {
        assertEquals(Optional.of(Strategy.KISS), CheckOption.MAX.onlyFor());
        assertEquals(Optional.of(Strategy.ROUNDS), CheckOption.ROUNDS.onlyFor());
        assertTrue(CheckOption.MAX.appliesTo(Strategy.KISS));
        assertFalse(CheckOption.MAX.appliesTo(Strategy.ROUNDS));
        assertFalse(CheckOption.ROUNDS.appliesTo(Strategy.KISS));
        assertTrue(CheckOption.UNWIND.appliesTo(Strategy.ROUNDS));
    }

    @Test
    void dporBoundsApplyToDporAndAutoOnly() {
        assertTrue(CheckOption.DPOR_STEPS.appliesTo(Engine.DPOR));
        assertTrue(CheckOption.DPOR_EXECUTIONS.appliesTo(Engine.AUTO));
        assertFalse(CheckOption.DPOR_STEPS.appliesTo(Engine.BMC));
        assertTrue(CheckOption.UNWIND.appliesTo(Engine.BMC));
        assertEquals(List.of(CheckOption.DPOR_STEPS, CheckOption.DPOR_EXECUTIONS),
                Arrays.stream(CheckOption.values()).filter(CheckOption::isDporBound).toList());
    }

    @Test
    void boundsAreStrategyMaxRoundsUnwindThreadsAndTimeout() {
        assertEquals(List.of(CheckOption.STRATEGY, CheckOption.MAX, CheckOption.ROUNDS, CheckOption.UNWIND,
                CheckOption.THREADS, CheckOption.TIMEOUT), Arrays.stream(CheckOption.values()).filter(CheckOption::isBound).toList());
    }

    @Test
    void propertyNames() {
        assertEquals(Property.RACE, Property.fromName("race"));
        assertEquals(Property.RACE, Property.fromName("no-data-race"));
        assertEquals(Property.ASSERT, Property.fromName("unreach-call"));
        assertEquals(Property.EXCEPTION, Property.fromName("exception"));
        assertEquals(Property.EXCEPTION, Property.fromName("no-uncaught-exception"));
        assertEquals(List.of("race", "assert", "exception"), CheckOption.PROPERTIES.choices());
        assertEquals("all", CheckOption.PROPERTIES.defaultValue());
    }
}
