package org.braid.core.internal.harness;

import static org.braid.core.internal.interp.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;

import org.braid.core.AccessKind;
import org.braid.core.internal.interp.Interpreter;
import org.braid.core.internal.interp.InterpreterOptions;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.interp.RandomOracle;
import org.braid.core.internal.interp.Run;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.StructDef;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/** Main, entry-point pair and dispatch harnesses, run on the interpreter. */
class HarnessTest {
    static final StructDef DEV = new StructDef("dev", false,
        List.of(new StructDef.Field("count", I32, 0), new StructDef.Field("flag", I32, 4)), 8, 4);
    static final Type.Pointer DEV_PTR = ptr(new Type.Struct("dev"));

    /** {@code name(struct dev *e) { e->count = e->count + 1; }} at line {@code line}. */
    static Procedure incrementer(String name, int line) {
        Variable e = reg("e", DEV_PTR);
        Expr count = cast(r(e), ptr(I32));
        return proc(name, Type.VOID, List.of(e), List.of(), block("entry", ret(line + 1),
            set(deref(count, I32, "e->count"), bin(BinaryOp.ADD, r(deref(count, I32, "e->count")), i(1)), line)));
    }

    /** {@code name(struct dev *e) { e->flag = 1; }}. */
    static Procedure flagSetter(String name, int line) {
        Variable e = reg("e", DEV_PTR);
        return proc(name, Type.VOID, List.of(e), List.of(), block("entry", ret(line + 1),
            set(deref(plus(r(e), 4, I32), I32, "e->flag"), i(1), line)));
    }

    static Program drivers() {
        return program(List.of(DEV), List.of(), incrementer("inc", 10), flagSetter("stop", 20),
            flagSetter("stop2", 30));
    }

    static List<Outcome> outcomes(Harness h, int runs) {
        List<Outcome> result = new ArrayList<>();
        for (long seed = 0; seed < runs; seed++) {
            Run run = new Interpreter(h.program(), InterpreterOptions.DEFAULT).run(h.entry(), new RandomOracle(seed));
            result.add(run.outcome());
        }
        return result;
    }

    static Outcome.DataRace firstRace(List<Outcome> outcomes) {
        return outcomes.stream().filter(Outcome.DataRace.class::isInstance).map(Outcome.DataRace.class::cast)
            .findFirst().orElseThrow(() -> new AssertionError("no race in " + outcomes.size() + " runs"));
    }

    @Test
    void pairOfTheSameFunctionRacesOnTheSharedArgumentObject() throws HarnessException {
        Harness h = Harnesses.build(drivers(), new HarnessSpec.Pair("inc", "inc", false));
        assertEquals(Harness.ENTRY, h.entry());
        Outcome.DataRace race = firstRace(outcomes(h, 50));
        assertEquals("e->count", race.first().cell().display());
        assertEquals("argument e of inc", race.first().cell().objectName());
        assertEquals(List.of(1, 2), List.of(race.first().thread(), race.second().thread()));
        assertEquals(10, race.first().loc().line());
    }

    @Test
    void disjointArgumentsDoNotRace() throws HarnessException {
        Harness h = Harnesses.build(drivers(), new HarnessSpec.Pair("inc", "inc", true));
        for (Outcome o : outcomes(h, 100)) {
            assertEquals(new Outcome.Completed(OptionalLong.empty()), o);
        }
    }

    @Test
    void differentFieldsOfTheSharedObjectDoNotRace() throws HarnessException {
        Harness h = Harnesses.build(drivers(), new HarnessSpec.Pair("inc", "stop", false));
        for (Outcome o : outcomes(h, 100)) {
            assertEquals(new Outcome.Completed(OptionalLong.empty()), o);
        }
    }

    @Test
    void scalarParametersAreNondeterministic() throws HarnessException {
        Variable x = reg("x", I32);
        Program p = program(List.of(), proc("check5", Type.VOID, List.of(x), List.of(), block("entry", ret(11),
            check(bin(BinaryOp.NE, r(x), i(5)), 10))));
        Harness h = Harnesses.build(p, new HarnessSpec.Pair("check5", "check5", false));
        assertTrue(outcomes(h, 200).stream().anyMatch(o -> o instanceof Outcome.AssertionFailed a
            && a.loc().line() == 10));
    }

    @Test
    void mainGetsArgcOneAndArgvWithTheProgramName() throws HarnessException {
        Variable argc = reg("argc", I32);
        Type.Pointer charPtr = ptr(I8);
        Variable argv = reg("argv", ptr(charPtr));
        Expr argv0 = r(deref(r(argv), charPtr, "argv[0]"));
        Expr argv1 = r(deref(plus(r(argv), 8, charPtr), charPtr, "argv[1]"));
        Procedure main = proc("main", I32, List.of(argc, argv), List.of(), block("entry", ret(i(0), 5),
            check(bin(BinaryOp.EQ, r(argc), i(1)), 2),
            check(bin(BinaryOp.EQ, r(deref(argv0, I8, "argv[0][0]")), c('p', I8)), 3),
            check(bin(BinaryOp.EQ, argv1, new Expr.Null(charPtr)), 4)));
        Harness h = Harnesses.build(program(List.of(), main), new HarnessSpec.Main());
        assertEquals(List.of(new Outcome.Completed(OptionalLong.empty())), outcomes(h, 1));
    }

    @Test
    void mainWithOneParameterIsRejected() {
        Procedure main = proc("main", I32, List.of(reg("argc", I32)), List.of(), block("entry", ret(i(0), 2)));
        HarnessException e = assertThrows(HarnessException.class,
            () -> Harnesses.build(program(List.of(), main), new HarnessSpec.Main()));
        assertEquals("t.c:1:1: main takes 1 parameters; expected none, (argc, argv) or (argc, argv, envp)",
            e.getMessage());
    }

    @Test
    void unknownAndBodilessFunctionsAreRejected() {
        HarnessException unknown = assertThrows(HarnessException.class,
            () -> Harnesses.build(drivers(), new HarnessSpec.Pair("inc", "nope", false)));
        assertEquals("no function named 'nope' in the program", unknown.getMessage());
        Program declared = program(List.of(), external("ext", Type.VOID));
        HarnessException external = assertThrows(HarnessException.class,
            () -> Harnesses.build(declared, new HarnessSpec.Pair("ext", "ext", false)));
        assertEquals("function 'ext' is only declared; it has no body to run", external.getMessage());
    }

    @Test
    void structPassedByValueIsRejected() {
        Variable s = mem("s", new Type.Struct("dev"));
        Program p = program(List.of(DEV), List.of(), proc("byValue", Type.VOID, List.of(s), List.of(),
            block("entry", ret(2))));
        HarnessException e = assertThrows(HarnessException.class,
            () -> Harnesses.build(p, new HarnessSpec.Pair("byValue", "byValue", false)));
        assertEquals("t.c:1:1: parameter s of byValue has type struct dev, which an entry-point harness cannot "
            + "supply (pass it by pointer)", e.getMessage());
    }

    @Test
    void dispatchSetFindsTheRaceOfTwoConcurrentRoutines() throws HarnessException {
        Harness h = Harnesses.build(drivers(), new HarnessSpec.Dispatch(2, List.of("inc", "stop", "stop2"), Set.of(),
            false));
        Outcome.DataRace race = firstRace(outcomes(h, 200));
        assertEquals(AccessKind.WRITE, race.second().kind());
        assertEquals("shared struct dev of the dispatch routines", race.first().cell().objectName());
    }

    @Test
    void exclusionsRemoveTheRacingPairs() throws HarnessException {
        List<String> routines = List.of("inc", "stop", "stop2");
        Set<Exclusion> exclusions = new java.util.HashSet<>(Exclusions.mutual(List.of("stop", "stop2")));
        exclusions.add(new Exclusion("inc", "inc"));
        Harness h = Harnesses.build(drivers(), new HarnessSpec.Dispatch(2, routines, exclusions, false));
        List<Outcome> outcomes = outcomes(h, 300);
        for (Outcome o : outcomes) {
            if (!(o instanceof Outcome.Deadlock d && d.blocked().size() == 1 && d.blocked().get(0).thread() == 0)) {
                assertEquals(new Outcome.Completed(OptionalLong.empty()), o);
            }
        }
        assertTrue(outcomes.stream().filter(Outcome.Completed.class::isInstance).count() > 50);
    }

    @Test
    void exclusionsMustNameRoutinesOfTheSet() {
        HarnessException e = assertThrows(HarnessException.class, () -> Harnesses.build(drivers(),
            new HarnessSpec.Dispatch(2, List.of("inc"), Set.of(new Exclusion("inc", "stop")), false)));
        assertEquals("exclusion names 'stop', which is not a routine of the dispatch set [inc]", e.getMessage());
    }

    @Test
    void exclusionHelpersFollowKissRules() {
        assertEquals(Set.of(new Exclusion("a", "a"), new Exclusion("a", "b"), new Exclusion("b", "b")),
            Exclusions.mutual(List.of("b", "a")));
        assertEquals(Set.of(new Exclusion("start", "start"), new Exclusion("read", "start")),
            Exclusions.exclusive("start", List.of("read", "start")));
    }
}
