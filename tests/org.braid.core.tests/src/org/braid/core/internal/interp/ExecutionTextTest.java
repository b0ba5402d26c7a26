package org.braid.core.internal.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Text rendering of executions and outcomes, and the random simulation loop. */
class ExecutionTextTest {

    @Test
    void lostUpdateTraceShowsStepsValuesAndContextSwitches() {
        ScriptOracle oracle = new ScriptOracle(List.of(0, 0, 1), List.of());
        Run run = new Interpreter(Programs.lostUpdate(false), InterpreterOptions.DEFAULT).run("main", oracle);
        assertEquals("""
            [T0] t.c:2              line 2                              // t1 := 1
            [T0] t.c:3              line 3                              // t2 := 2
            -- context switch: T0 -> T1
            [T1] t.c:10             line 10                             // counter = 0, tmp := 0
            """, ExecutionText.render(run.execution()));
        assertEquals("data race on counter (counter): thread 1 writes counter at t.c:11 `line 11`; "
            + "thread 2 reads counter at t.c:10 `line 10`", ExecutionText.describe(run.outcome()));
    }

    @Test
    void simulationFindsTheLostUpdateRaceAndIsDeterministic() {
        Simulation.Result first = Simulation.run(Programs.lostUpdate(false), "main", 1000, 7, InterpreterOptions.DEFAULT);
        Simulation.Result again = Simulation.run(Programs.lostUpdate(false), "main", 1000, 7, InterpreterOptions.DEFAULT);
        assertEquals(true, first.bug().orElseThrow().outcome() instanceof Outcome.DataRace);
        assertEquals(first.runs(), again.runs());
        assertEquals(first.bugRunSeed(), again.bugRunSeed());
        assertEquals(first.bug().get().execution(), again.bug().get().execution());
    }

    @Test
    void simulationOfTheAtomicCounterFindsNothing() {
        Simulation.Result result = Simulation.run(Programs.lostUpdate(true), "main", 500, 7, InterpreterOptions.DEFAULT);
        assertEquals(new Simulation.Result(java.util.Optional.empty(), 0, 500, 0, 0), result);
    }

    @Test
    void runsWithoutRecordingReachTheSameOutcomeWithAnEmptyExecution() {
        for (long seed = 0; seed < 50; seed++) {
            Run recorded = new Interpreter(Programs.lostUpdate(false), InterpreterOptions.DEFAULT).run("main",
                new RandomOracle(seed));
            Run fast = new Interpreter(Programs.lostUpdate(false), InterpreterOptions.DEFAULT.withRecordExecution(false))
                .run("main", new RandomOracle(seed));
            assertEquals(recorded.outcome(), fast.outcome());
            assertEquals(List.of(), fast.execution().steps());
        }
    }

    @Test
    void aFailedAssertionInACalleeNamesItsCallSites() {
        org.braid.core.internal.ir.Program p = Cir.program(List.of(),
            Cir.simple("fail", List.of(), Cir.ret(21), Cir.check(Cir.bool(false), 20)),
            Cir.simple("helper", List.of(), Cir.ret(11), Cir.call(null, "fail", 10)),
            Cir.simple("main", List.of(), Cir.ret(3), Cir.call(null, "helper", 2)));
        Run run = new Interpreter(p, InterpreterOptions.DEFAULT).run("main", ScriptOracle.values());
        assertEquals(List.of(Cir.at(10), Cir.at(2)), run.callSites(0));
        assertEquals("assertion failed at t.c:20 (called from t.c:10 <- t.c:2) in thread 0: assertion at line 20",
            ExecutionText.describe(run));
    }
}
