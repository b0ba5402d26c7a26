package org.braid.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.braid.core.internal.interp.Interpreter;
import org.braid.core.internal.interp.InterpreterOptions;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.interp.RandomOracle;
import org.braid.core.internal.interp.Run;
import org.braid.core.internal.ir.Type;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Differential test of Java's integer semantics: random expressions over {@code byte},
 * {@code short}, {@code char}, {@code int} and {@code long} variables (all operators but the
 * comparisons, casts, masked shifts, division and remainder by non-zero divisors) are lowered by
 * the front end and run on Braid's interpreter; the expected values are computed in this JVM by
 * {@link JavaExpression#evaluate}, which applies Java's own operators to the same tree.
 */
class RandomExpressionTest {
    private static final int VARIABLES = 10;
    private static final int RESULTS = 60;

    @TempDir
    Path temp;

    @ParameterizedTest
    @ValueSource(longs = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 })
    void braidComputesWhatTheJvmComputes(long seed) throws Exception {
        Random random = new Random(seed);
        List<JavaExpression.Variable> variables = JavaExpression.variables(random, VARIABLES);
        StringBuilder source = new StringBuilder("class Rand {\n");
        StringBuilder body = new StringBuilder();
        for (JavaExpression.Variable v : variables) {
            source.append("    static ").append(v.type().keyword()).append(' ').append(v.name()).append(";\n");
            body.append("        ").append(v.name()).append(" = ").append(v.type().literal(v.value())).append(";\n");
        }
        JavaExpression[] results = new JavaExpression[RESULTS];
        for (int i = 0; i < RESULTS; i++) {
            results[i] = JavaExpression.random(random, variables, 4);
            source.append("    static ").append(results[i].type().keyword()).append(" r").append(i).append(";\n");
            body.append("        r").append(i).append(" = ").append(results[i].text()).append(";\n");
        }
        source.append("    public static void main(String[] args) {\n").append(body).append("    }\n}\n");
        Path file = temp.resolve("random" + seed + ".java");
        Files.writeString(file, source);
        LoweringResult lowered = JavaFrontEnd.lower(List.of(file), JavaFrontEndOptions.defaults());
        assertTrue(lowered.isExact(), () -> "diagnostics: " + lowered.diagnostics());
        Run run = new Interpreter(lowered.program(), InterpreterOptions.DEFAULT.withMaxSteps(1_000_000)
            .withRecordExecution(false)).run("main", new RandomOracle(1));
        assertInstanceOf(Outcome.Completed.class, run.outcome(), () -> "interpreter: " + run.outcome());
        for (int i = 0; i < RESULTS; i++) {
            JavaExpression e = results[i];
            Type.Int type = (Type.Int) lowered.program().globals().get("Rand.r" + i).type();
            long braid = run.readGlobal("Rand.r" + i, 0, type) & type.mask();
            long jvm = e.evaluate() & type.mask();
            int index = i;
            assertEquals(jvm, braid, () -> "r" + index + " = " + e.text() + " in " + source);
        }
    }
}
