package org.braid.java;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.braid.core.AccessKind;
import org.braid.core.AssertionFinding;
import org.braid.core.Cancellation;
import org.braid.core.CheckOptions;
import org.braid.core.CheckResult;
import org.braid.core.DataRaceFinding;
import org.braid.core.Verdict;
import org.braid.core.internal.check.Checker;
import org.braid.core.internal.check.Unsupported;
import org.braid.core.internal.harness.HarnessSpec;

/** Fixtures of {@code fixtures/} through the Java front end and the core's checker, as the command line does. */
final class JavaChecks {
    private JavaChecks() {
    }

    static Path fixture(String name) {
        Path local = Path.of("fixtures", name);
        return Files.exists(local) ? local : Path.of("tests", "org.braid.java.tests", "fixtures", name);
    }

    static LoweringResult lower(String name) throws JavaFrontEndException {
        return JavaFrontEnd.lower(List.of(fixture(name)), JavaFrontEndOptions.defaults());
    }

    /** Lowers and checks a fixture with the main harness; settings as {@code key=value}. */
    static CheckResult check(String name, String... settings) throws Exception {
        return check(lower(name), settings);
    }

    /** Lowers a fixture with the user's Java model {@code model} (a fixture too) and checks it. */
    static CheckResult checkWithModel(String name, String model, String... settings) throws Exception {
        return check(JavaFrontEnd.lower(List.of(fixture(name)),
            JavaFrontEndOptions.defaults().withModelFiles(List.of(fixture(model)))), settings);
    }

    static CheckResult check(LoweringResult lowered, String... settings) throws Exception {
        Map<String, String> given = new HashMap<>();
        for (String s : settings) {
            given.put(s.substring(0, s.indexOf('=')), s.substring(s.indexOf('=') + 1));
        }
        given.putIfAbsent("engine", "bmc"); // the BMC's tests unless a setting names another engine
        CheckOptions options = CheckOptions.from(option -> given.get(option.key()));
        List<Unsupported> unsupported = lowered.diagnostics().stream()
            .filter(d -> d.kind().makesResultUnknown())
            .map(d -> new Unsupported(d.file(), d.line(), d.message(), d.function()))
            .toList();
        return Checker.check(lowered.program(), new HarnessSpec.Main(), options, Cancellation.none(), unsupported);
    }

    /** Races as {@code target read@line/write@line}, the earlier line first, sorted. */
    static List<String> races(CheckResult result) {
        return result.findings().stream().filter(DataRaceFinding.class::isInstance).map(DataRaceFinding.class::cast)
            .map(r -> {
                String a = r.first().kind().key() + "@" + r.first().line();
                String b = r.second().kind().key() + "@" + r.second().line();
                boolean swap = r.first().line() > r.second().line()
                    || r.first().line() == r.second().line() && r.first().kind() == AccessKind.WRITE;
                return r.target() + " " + (swap ? b + "/" + a : a + "/" + b);
            }).sorted().toList();
    }

    /** Assertion findings as {@code line: message}, sorted. */
    static List<String> assertions(CheckResult result) {
        return result.findings().stream().filter(AssertionFinding.class::isInstance).map(AssertionFinding.class::cast)
            .map(a -> a.line() + ": " + a.message()).sorted().toList();
    }

    /**
     * Two statements that both read and write {@code field} (such as {@code x++} and
     * {@code x += 3}) at {@code first} and {@code second}: the write/write race and one read/write
     * race, whose read is the one the solver's counterexample takes (either is a real race; the
     * report names one).
     */
    static void assertUpdatesRace(CheckResult result, String field, int first, int second, List<String> assertions) {
        List<String> races = races(result);
        String writes = field + " write@" + first + "/write@" + second;
        assertAll(
            () -> assertEquals(Verdict.VIOLATION, result.verdict(), () -> "reason: " + result.reason()),
            () -> assertTrue(races.equals(List.of(field + " write@" + first + "/read@" + second, writes))
                || races.equals(List.of(field + " read@" + first + "/write@" + second, writes)), races::toString),
            () -> assertEquals(assertions, assertions(result)));
    }

    /** A violation with exactly these races and failing assertions (as {@link #races} and {@link #assertions} list them). */
    static void assertFindings(CheckResult result, List<String> races, List<String> assertions) {
        assertAll(
            () -> assertEquals(Verdict.VIOLATION, result.verdict(), () -> "reason: " + result.reason()),
            () -> assertEquals(races, races(result)),
            () -> assertEquals(assertions, assertions(result)));
    }

    /** No violation within bounds, and every assertion of the user's files reached. */
    static void assertNoViolation(CheckResult result) {
        assertAll(
            () -> assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, result.verdict(),
                () -> "reason: " + result.reason() + ", findings: " + result.findings()),
            () -> assertEquals(List.of(), result.unreached().stream()
                .filter(u -> !u.file().startsWith(org.braid.core.TraceStep.MODEL_PREFIX)).toList()));
    }
}
