package org.braid.java;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.braid.core.Cancellation;
import org.braid.core.CheckOptions;
import org.braid.core.CheckResult;
import org.braid.core.Engine;
import org.braid.core.frontend.EntryPoint;
import org.braid.core.internal.check.Checker;
import org.braid.core.internal.check.Unsupported;
import org.braid.core.internal.harness.HarnessSpec;
import org.junit.jupiter.api.Test;

/**
 * Method-pair and class harnesses (issue 12, section 4) on the fixtures of {@code fixtures/pair/}:
 * the harness procedures the front end adds, each checked with the core's main harness naming it
 * (default options but the time limit), with the exact findings of each pair.
 */
class MethodPairHarnessTest {

    /** A harness's label and its result. */
    private record Checked(String label, CheckResult result) {
        String summary() {
            return label + ": " + result.verdict().jsonName() + " " + JavaChecks.races(result) + " "
                + JavaChecks.assertions(result);
        }
    }

    private static LoweringResult lower(String name, JavaFrontEndOptions options) throws JavaFrontEndException {
        return JavaFrontEnd.lower(List.of(JavaChecks.fixture("pair/" + name)), options);
    }

    private static List<String> check(String name, JavaFrontEndOptions options) throws Exception {
        LoweringResult lowered = lower(name, options);
        // the BMC's verdicts; the CLI's JavaHarnessTest checks pairs with the default engine
        CheckOptions checkOptions = CheckOptions.from(option -> option.key().equals("timeout") ? "300" : null)
            .withEngine(Engine.BMC);
        List<Unsupported> unsupported = lowered.diagnostics().stream().filter(d -> d.kind().makesResultUnknown())
            .map(d -> new Unsupported(d.file(), d.line(), d.message(), d.function())).toList();
        List<String> summaries = new ArrayList<>();
        for (EntryPoint entry : lowered.programEntries()) {
            CheckResult result = Checker.check(lowered.program(), new HarnessSpec.Main(entry.procedure()),
                checkOptions, Cancellation.none(), unsupported);
            summaries.add(new Checked(entry.label(), result).summary());
        }
        return summaries;
    }

    private static JavaFrontEndOptions pair(String methods) {
        return JavaFrontEndOptions.defaults().withPair(methods);
    }

    @Test
    void racyIncrementRacesWithGet() throws Exception {
        assertEquals(List.of("Counter#increment || Counter#get: violation [Counter.count write@6/read@10] []"),
            check("counter.java", pair("Counter#increment,Counter#get")));
    }

    @Test
    void racyIncrementRacesWithItselfOnTheReadAndTheWrite() throws Exception {
        assertEquals(List.of("Counter#increment || Counter#increment: violation "
                + "[Counter.count read@6/write@6, Counter.count write@6/write@6] []"),
            check("counter.java", pair("Counter#increment,Counter#increment")));
    }

    @Test
    void synchronizedIncrementAndGetDoNotRace() throws Exception {
        assertEquals(List.of("Counter#safeIncrement || Counter#safeGet: no-violation-within-bounds [] []"),
            check("counter.java", pair("Counter#safeIncrement,Counter#safeGet")));
    }

    @Test
    void aStaticMethodRunsWithoutReceiverAndAnOverloadIsNamedByItsParameters() throws Exception {
        assertEquals(List.of("Counter#twice || Counter#get: no-violation-within-bounds [] []"),
            check("counter.java", pair("Counter#twice(int),Counter#get()")));
    }

    @Test
    void checkThenActOnAFieldRacesAndOverdrawsTheBalanceTheConstructorSet() throws Exception {
        assertEquals(List.of("Account#withdraw || Account#withdraw: violation "
                + "[Account.balance read@8/write@8, Account.balance write@8/write@8]"
                + " [10: assert balance >= 0: overdrawn]"),
            check("check-then-act-unsafe.java", pair("Account#withdraw,Account#withdraw")));
    }

    @Test
    void classWhoseMethodsAreAllSynchronizedHasNoFindingInAnyPair() throws Exception {
        assertEquals(List.of(
            "SafeCounter#increment || SafeCounter#increment: no-violation-within-bounds [] []",
            "SafeCounter#increment || SafeCounter#add: no-violation-within-bounds [] []",
            "SafeCounter#increment || SafeCounter#get: no-violation-within-bounds [] []",
            "SafeCounter#add || SafeCounter#add: no-violation-within-bounds [] []",
            "SafeCounter#add || SafeCounter#get: no-violation-within-bounds [] []",
            "SafeCounter#get || SafeCounter#get: no-violation-within-bounds [] []"),
            check("all-synchronized-safe.java", JavaFrontEndOptions.defaults().withClass("SafeCounter")));
    }

    @Test
    void classAnnotatedWithItsOwnThreadSafeIsCheckedPairwiseWithoutMain() throws Exception {
        assertEquals(List.of(
            "Inventory#put || Inventory#put: violation [Inventory.size read@16/write@16,"
                + " Inventory.size write@16/write@16] []",
            "Inventory#put || Inventory#count: no-violation-within-bounds [] []",
            "Inventory#count || Inventory#count: no-violation-within-bounds [] []"),
            check("thread-safe-own-annotation-unsafe.java", JavaFrontEndOptions.defaults()));
    }

    @Test
    void classAnnotatedWithJcipThreadSafeIsCheckedPairwiseWithoutMain() throws Exception {
        assertEquals(List.of(
            "Settings#load || Settings#load: no-violation-within-bounds [] []",
            "Settings#load || Settings#init: no-violation-within-bounds [] []",
            "Settings#init || Settings#init: violation [Settings.ready read@15/write@16,"
                + " Settings.ready write@16/write@16] []"),
            check("thread-safe-jcip-unsafe.java", JavaFrontEndOptions.defaults()));
    }

    @Test
    void theHarnessesAreTheProgramEntriesAndThePublicMethodsAreOfferedToo() throws Exception {
        List<EntryPoint> entries = lower("counter.java", pair("Counter#increment,Counter#get")).entryPoints();
        assertEquals(List.of("Counter#increment || Counter#get@2 entry", "Counter#increment@5", "Counter#get@9",
            "Counter#safeIncrement@13", "Counter#safeGet@17", "Counter#twice@21"),
            entries.stream().map(e -> e.label() + "@" + e.line() + (e.programEntry() ? " entry" : "")).toList());
    }

    @Test
    void unknownClassOrMethodIsAnInputError() {
        JavaFrontEndException noClass = assertThrows(JavaFrontEndException.class,
            () -> lower("counter.java", pair("Countr#increment,Counter#get")));
        JavaFrontEndException noMethod = assertThrows(JavaFrontEndException.class,
            () -> lower("counter.java", JavaFrontEndOptions.defaults().withPair("Counter#increment,Counter#reset")));
        JavaFrontEndException noHarnessClass = assertThrows(JavaFrontEndException.class,
            () -> lower("counter.java", JavaFrontEndOptions.defaults().withClass("Nothing")));
        assertAll(
            () -> assertEquals(JavaChecks.fixture("pair/counter.java") + ": no class named 'Countr' in the checked"
                + " files; they declare [Counter]", noClass.getMessage()),
            () -> assertEquals(JavaChecks.fixture("pair/counter.java") + ":2: class Counter declares no method reset;"
                + " it declares [Counter#increment(), Counter#get(), Counter#safeIncrement(), Counter#safeGet(),"
                + " Counter#twice(int)]", noMethod.getMessage()),
            () -> assertEquals(JavaChecks.fixture("pair/counter.java") + ": no class named 'Nothing' in the checked"
                + " files; they declare [Counter]", noHarnessClass.getMessage()));
    }

    @Test
    void aReferenceParameterIsAnInputErrorForAPairAndLeftOutOfAClass() throws Exception {
        JavaFrontEndException e = assertThrows(JavaFrontEndException.class,
            () -> lower("reference-parameter.java", pair("Registry#add,Registry#size")));
        assertEquals(JavaChecks.fixture("pair/reference-parameter.java") + ":5: parameter item of Registry#add(Object)"
            + " has the reference type Object; a method-pair harness supplies only primitive arguments"
            + " (nondeterministic values)", e.getMessage());
        LoweringResult lowered = lower("reference-parameter.java", JavaFrontEndOptions.defaults().withClass("Registry"));
        assertEquals(List.of("5: parameter item of Registry#add(Object) has the reference type Object; a method-pair"
            + " harness supplies only primitive arguments (nondeterministic values); the class harness leaves it out"),
            lowered.diagnostics().stream().map(d -> d.line() + ": " + d.message()).toList());
        assertEquals(List.of("Registry#size || Registry#size"),
            lowered.programEntries().stream().map(EntryPoint::label).toList());
    }

    @Test
    void aClassWithoutConstructorWithoutParametersIsAnInputError() {
        JavaFrontEndException e = assertThrows(JavaFrontEndException.class,
            () -> lower("no-constructor.java", pair("Box#set,Box#set")));
        assertEquals(JavaChecks.fixture("pair/no-constructor.java") + ":2: class Box has no non-private constructor"
            + " without parameters to build the shared receiver with", e.getMessage());
    }

    @Test
    void anAbstractThreadSafeClassGetsANoteAndTheOthersAreChecked() throws Exception {
        LoweringResult lowered = lower("thread-safe-abstract.java", JavaFrontEndOptions.defaults());
        assertEquals(List.of("7: class Base is abstract; a method-pair harness needs a receiver built by its"
            + " constructor; this @ThreadSafe class is not checked"),
            lowered.diagnostics().stream().map(d -> d.line() + ": " + d.message()).toList());
        assertEquals(List.of("Clock#tick || Clock#tick: no-violation-within-bounds [] []"),
            check("thread-safe-abstract.java", JavaFrontEndOptions.defaults()));
    }

    @Test
    void methodsOfTwoClassesGetOneReceiverEachAndRaceOnTheStaticFieldTheyShare() throws Exception {
        assertEquals(List.of("Outer.Writer#write || Outer#read: violation [Outer.shared write@8/read@13] []"),
            check("two-classes.java", pair("Outer.Writer#write,Outer#read")));
        assertEquals(List.of("Outer.Writer#write || Outer#read: violation [Outer.shared write@8/read@13] []"),
            check("two-classes.java", pair("Outer$Writer#write(int),Outer#read")));
    }
}
