package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import org.braid.core.AssertionFinding;
import org.braid.core.Cancellation;
import org.braid.core.CheckOptions;
import org.braid.core.CheckResult;
import org.braid.core.TraceStep;
import org.braid.core.Verdict;
import org.braid.core.internal.check.Checker;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/**
 * The C front end marks the variables it makes up as temporaries (and only those: a renamed
 * shadowed local is the user's), and a finding's trace then shows the user's variables only.
 */
class TemporariesTest {

    private static List<String> flagged(List<Variable> variables) {
        return variables.stream().map(v -> v.name() + (v.temporary() ? " (temporary)" : "")).toList();
    }

    @Test
    void tempsAreTemporaryAndRenamedShadowedLocalsAreNot() throws Exception {
        Procedure f = IrText.proc(Fixtures.lowerText(
            "int g; int f(int x) { { int x = 2; g += x; } return g++ + x; }"), "f");
        assertEquals(List.of("x"), flagged(f.parameters()));
        assertEquals(List.of("x.1", "tmp.1 (temporary)", "tmp.2 (temporary)"), flagged(f.locals()));
    }

    @Test
    void theIncomingValueOfAnAddressTakenParameterIsTemporary() throws Exception {
        Procedure f = IrText.proc(Fixtures.lowerText("void h(int *); void f(int p) { h(&p); }"), "f");
        assertEquals(List.of("p.arg (temporary)"), flagged(f.parameters()));
        assertEquals(List.of("p"), flagged(f.locals()));
    }

    @Test
    void aLostUpdateThroughIncrementShowsTheCounterNotTheTemporary() throws Exception {
        LoweringResult lowered = Fixtures.lowerText("""
            #include <assert.h>
            #include <pthread.h>
            int counter;
            void *inc(void *arg) {
                counter++;
                return arg;
            }
            int main(void) {
                pthread_t a, b;
                pthread_create(&a, 0, inc, 0);
                pthread_create(&b, 0, inc, 0);
                pthread_join(a, 0);
                pthread_join(b, 0);
                assert(counter == 2);
                return 0;
            }
            """);
        CheckOptions options = CheckOptions.from(o -> switch (o.key()) {
            case "properties" -> "assert";
            default -> null;
        });
        CheckResult result = Checker.check(lowered.program(), new HarnessSpec.Main(), options, Cancellation.none());
        assertEquals(Verdict.VIOLATION, result.verdict());
        AssertionFinding failure = assertInstanceOf(AssertionFinding.class, result.findings().get(0));
        List<String> inc = failure.trace().steps().stream().filter(s -> s.function().equals("inc"))
            .map(s -> s.line() + " " + s.text() + " " + s.values()).distinct().toList();
        assertEquals(List.of("5 counter++; [counter = 0]", "5 counter++; [counter = 0, counter := 1]",
            "6 return arg; [arg = null]"), inc);
        List<String> all = failure.trace().steps().stream().flatMap((TraceStep s) -> s.values().stream()).toList();
        assertEquals(List.of(), all.stream().filter(v -> v.startsWith("tmp")).toList(), all::toString);
    }
}
