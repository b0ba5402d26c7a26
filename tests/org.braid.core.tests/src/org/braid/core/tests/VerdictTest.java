package org.braid.core.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.braid.core.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class VerdictTest {

    @Test
    void jsonNamesAreTheSettledVocabulary() {
        assertEquals("violation", Verdict.VIOLATION.jsonName());
        assertEquals("no-violation-within-bounds", Verdict.NO_VIOLATION_WITHIN_BOUNDS.jsonName());
        assertEquals("unknown", Verdict.UNKNOWN.jsonName());
        assertEquals("proved", Verdict.PROVED.jsonName());
        assertEquals(4, Verdict.values().length);
    }

    @ParameterizedTest
    @EnumSource(Verdict.class)
    void jsonNameReadsBack(Verdict verdict) {
        assertEquals(verdict, Verdict.fromJsonName(verdict.jsonName()));
    }

    @Test
    void unknownJsonNameIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Verdict.fromJsonName("safe"));
        assertEquals("unknown verdict 'safe'", e.getMessage());
    }
}
