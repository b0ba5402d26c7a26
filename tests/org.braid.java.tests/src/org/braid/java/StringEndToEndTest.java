package org.braid.java;

import static org.braid.java.JavaChecks.assertFindings;
import static org.braid.java.JavaChecks.assertNoViolation;
import static org.braid.java.TypeTestEndToEndTest.check;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Strings beyond literals ({@code fixtures/e2e/string-*}): the model of {@code String} and
 * {@code StringBuilder}, concatenation, through lowering, the checker and the replay, with the
 * exact findings (as {@link CheckEndToEndTest}); each fixture checked against {@code java -ea},
 * and hash codes, lengths and chars of random strings compared with this JVM's.
 */
class StringEndToEndTest {

    @Test
    void stringOperationsGiveTheJvmsValues() throws Exception {
        assertNoViolation(check("string-safe.java"));
    }

    /** The JVM throws StringIndexOutOfBoundsException in charAt, called at line 6. */
    @Test
    void charAtPastTheEndThrowsAtTheCall() throws Exception {
        assertFindings(check("string-index-unsafe.java"), List.of(), List.of("6: uncaught StringIndexOutOfBoundsException"));
    }

    /** Two unsynchronized appends race on the builder's state at the user's call (line 7) and one is lost. */
    @Test
    void unsynchronizedAppendsRaceAndLoseOne() throws Exception {
        assertFindings(check("string-builder-race-unsafe.java"),
            List.of("java.lang.StringBuilder.state read@7/write@7", "java.lang.StringBuilder.state write@7/write@7"),
            List.of("20: assert log.text.length() == 2: an append was lost"));
    }

    @Test
    void synchronizedAppendsAreSafe() throws Exception {
        assertNoViolation(check("string-builder-synchronized-safe.java"));
    }

    /**
     * A string of 41 chars: with loops unwound far enough, the model's bound of 32 chars makes the
     * check unknown; with the default deepening (to 8), copying the 20 chars is cut first, which
     * the verdict says (a cut, the final assert never reached), never a wrong answer.
     */
    @Test
    void aStringBeyondTheBoundIsUnknownNeverWrong() throws Exception {
        CheckResult unwound = JavaChecks.check("e2e/string-too-long-unknown.java", "unwind=32", "timeout=300");
        CheckResult deepened = check("string-too-long-unknown.java");
        assertAll(
            () -> assertEquals(Verdict.UNKNOWN, unwound.verdict()),
            () -> assertTrue(unwound.reason().orElseThrow().startsWith("unsupported: a String of more than 32 chars"),
                unwound.reason()::toString),
            () -> assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, deepened.verdict()),
            () -> assertEquals(List.of(7), deepened.unreached().stream()
                .filter(u -> !u.file().startsWith(org.braid.core.TraceStep.MODEL_PREFIX)).map(u -> u.line()).toList()));
    }

    /**
     * Random strings of up to 6 chars (ASCII, Latin-1 and CJK), each built at run time from a
     * literal and a char: Braid's length, charAt, hashCode and equals agree with this JVM's (an
     * assert per value, no violation); and a hash code off by one is found.
     */
    @Test
    void hashCodesOfRandomStringsAreTheJvms(@TempDir Path dir) throws Exception {
        Random random = new Random(20261125);
        String alphabet = "azAZ09 ~\u00e9\u00ff\u4e2d";
        StringBuilder asserts = new StringBuilder();
        for (int n = 0; n < 6; n++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(6);
            for (int i = 0; i < length; i++) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            char last = alphabet.charAt(random.nextInt(alphabet.length()));
            String value = text.toString() + last;
            asserts.append("        s = \"").append(escaped(text.toString())).append("\" + '").append(escaped("" + last))
                .append("';\n        assert s.length() == ").append(value.length()).append(" && s.hashCode() == ")
                .append(value.hashCode()).append(" && s.charAt(").append(value.length() - 1).append(") == ")
                .append((int) last).append(" && s.equals(\"").append(escaped(value)).append("\");\n");
        }
        String program = "class Main {\n    public static void main(String[] args) {\n        String s;\n"
            + asserts + "    }\n}\n";
        Path safe = dir.resolve("Main.java");
        Files.writeString(safe, program);
        assertNoViolation(JavaChecks.check(JavaFrontEnd.lower(List.of(safe), JavaFrontEndOptions.defaults()),
            "timeout=300"));
        String value = "k" + 'q';
        Path off = dir.resolve("off").resolve("Main.java");
        Files.createDirectories(off.getParent());
        Files.writeString(off, "class Main {\n    public static void main(String[] args) {\n        String s = \"k\" + 'q';\n"
            + "        assert s.hashCode() == " + (value.hashCode() + 1) + ";\n    }\n}\n");
        CheckResult wrong = JavaChecks.check(JavaFrontEnd.lower(List.of(off), JavaFrontEndOptions.defaults()));
        assertAll(
            () -> assertEquals(Verdict.VIOLATION, wrong.verdict()),
            () -> assertEquals(List.of("4: assert s.hashCode() == " + (value.hashCode() + 1)),
                JavaChecks.assertions(wrong)));
    }

    private static String escaped(String s) {
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            out.append(c < 128 ? String.valueOf(c) : String.format("\\u%04x", (int) c));
        }
        return out.toString();
    }
}
