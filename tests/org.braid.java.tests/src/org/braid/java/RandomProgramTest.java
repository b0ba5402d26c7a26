package org.braid.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.braid.core.internal.interp.Interpreter;
import org.braid.core.internal.interp.InterpreterOptions;
import org.braid.core.internal.interp.Outcome;
import org.braid.core.internal.interp.RandomOracle;
import org.braid.core.internal.interp.Run;
import org.braid.core.internal.ir.Type;
import org.eclipse.jdt.core.compiler.batch.BatchCompiler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Differential test of Braid's Java semantics against the JVM running this test: random
 * single-threaded programs ({@link JavaProgram}: statements, control flow, calls, virtual
 * dispatch, arrays, strings, exceptions) are compiled with the Eclipse compiler and run here,
 * and lowered by Braid's front end and run on Braid's interpreter. Both must end the same way
 * (normally, or with the same uncaught exception class) with the same values in every static
 * field. {@value #DEFAULT_PROGRAMS} programs per build; {@code -Dbraid.differential.javaPrograms=N}
 * (in {@code -Dtycho.testArgLine}) runs N and prints the figure, {@code
 * -Dbraid.differential.javaSeed=S} starts at another seed.
 */
class RandomProgramTest {

    static final int DEFAULT_PROGRAMS = 60;

    static final int DEFAULT_BMC_PROGRAMS = 6;

    @TempDir
    Path temp;

    @Test
    void braidRunsRandomProgramsAsTheJvmDoes() throws Exception {
        int programs = Integer.getInteger("braid.differential.javaPrograms", DEFAULT_PROGRAMS);
        long first = Long.getLong("braid.differential.javaSeed", 1);
        List<String> disagreements = new ArrayList<>();
        Map<String, Integer> ends = new java.util.TreeMap<>();
        int bmcLeg = Integer.getInteger("braid.differential.javaBmcPrograms", DEFAULT_BMC_PROGRAMS);
        int bmcPrograms = 0;
        long start = System.nanoTime();
        for (long seed = first; seed < first + programs; seed++) {
            String source = JavaProgram.generate(seed);
            Path dir = Files.createDirectories(temp.resolve("p" + seed));
            Path file = dir.resolve(JavaProgram.CLASS + ".java");
            Files.writeString(file, source);
            Map<String, Long> jvm = new LinkedHashMap<>();
            String jvmEnd = onTheJvm(file, dir.resolve("classes"), jvm);
            Map<String, Long> braid = new LinkedHashMap<>();
            String braidEnd = onBraid(file, braid);
            ends.merge(jvmEnd, 1, Integer::sum);
            if (bmcPrograms < bmcLeg && seed % 3 == 0) {
                bmcPrograms++;
                java.util.Optional<String> disagreement = byModelChecker(source, dir, jvmEnd, jvm);
                if (disagreement.isPresent()) {
                    disagreements.add("seed " + seed + " (model checker): " + disagreement.get() + "\n" + source);
                }
            }
            if (!jvmEnd.equals(braidEnd) || !jvm.equals(braid)) {
                disagreements.add("seed " + seed + ": JVM " + jvmEnd + " " + jvm + ", Braid " + braidEnd + " " + braid
                    + "\n" + source);
            }
        }
        System.out.printf("Java differential: programs: %d (%d also by the model checker), disagreements: %d (%.1f s);"
            + " on the JVM: %s%n", programs, bmcPrograms, disagreements.size(), (System.nanoTime() - start) / 1e9, ends);
        assertEquals(List.of(), disagreements.stream().limit(3).toList());
    }

    /** Compiles and runs {@code file}'s {@code main}; how it ended, and the static fields in {@code fields}. */
    private static String onTheJvm(Path file, Path classes, Map<String, Long> fields) throws Exception {
        StringWriter errors = new StringWriter();
        boolean compiled = BatchCompiler.compile(new String[] { "-21", "-nowarn", "-d",
            classes.toString(), file.toString() }, new PrintWriter(new StringWriter()), new PrintWriter(errors), null);
        assertTrue(compiled, () -> "ecj: " + errors);
        try (URLClassLoader loader = new URLClassLoader(new URL[] { classes.toUri().toURL() },
                ClassLoader.getPlatformClassLoader())) {
            Class<?> program = Class.forName(JavaProgram.CLASS, true, loader);
            String end = "completed";
            java.lang.reflect.Method main = program.getMethod("main", String[].class);
            main.setAccessible(true);
            try {
                main.invoke(null, (Object) new String[0]);
            } catch (InvocationTargetException e) {
                end = "uncaught " + e.getCause().getClass().getSimpleName();
            }
            for (String name : JavaProgram.fieldNames()) {
                Field field = program.getDeclaredField(name);
                field.setAccessible(true);
                Object value = field.get(null);
                fields.put(name, value instanceof Character c ? (long) c.charValue() : ((Number) value).longValue());
            }
            return end;
        }
    }

    /** Lowers {@code file} and runs its {@code main} on the interpreter; how it ended, and the static fields. */
    private static String onBraid(Path file, Map<String, Long> fields) throws Exception {
        LoweringResult lowered = JavaFrontEnd.lower(List.of(file), JavaFrontEndOptions.defaults());
        if (!lowered.isExact()) {
            return "not exact: " + lowered.diagnostics();
        }
        Run run = new Interpreter(lowered.program(), InterpreterOptions.DEFAULT.withMaxSteps(2_000_000)
            .withRecordExecution(false)).run(lowered.programEntries().get(0).procedure(), new RandomOracle(1));
        String end = switch (run.outcome()) {
            case Outcome.Completed c -> "completed";
            case Outcome.AssertionFailed f when f.message().startsWith("uncaught ") ->
                f.message().split("[: ]")[0].equals("uncaught") ? "uncaught " + f.message().split("[: ]+")[1]
                    : f.message();
            default -> run.outcome().toString();
        };
        for (String name : JavaProgram.fieldNames()) {
            String global = JavaProgram.CLASS + "." + name;
            Type.Int type = (Type.Int) lowered.program().globals().get(global).type();
            long raw = run.readGlobal(global, 0, type) & type.mask();
            fields.put(name, type.signed() ? signExtend(raw, type) : raw);
        }
        return end;
    }

    /**
     * The model checker's leg: a program that threw on the JVM must have exactly one finding, the
     * same uncaught exception; one that completed gets an {@code assert} of every static field's JVM
     * value at the end of {@code main}, which must hold within complete bounds (no cut), and the
     * same program with the first value off by one must fail that assertion. A description of
     * the disagreement, if any.
     */
    private static java.util.Optional<String> byModelChecker(String source, Path dir, String jvmEnd,
            Map<String, Long> jvm) throws Exception {
        if (!jvmEnd.equals("completed")) {
            CheckResult result = check(dir.resolve("thrown"), source);
            List<String> found = JavaChecks.assertions(result);
            return found.size() == 1 && found.get(0).contains(": " + jvmEnd)
                ? java.util.Optional.empty()
                : java.util.Optional.of("JVM " + jvmEnd + ", model checker " + result.verdict() + " " + found);
        }
        int end = source.lastIndexOf("    }\n}\n");
        int firstAssertLine = (int) source.substring(0, end).lines().count() + 1;
        StringBuilder holds = new StringBuilder();
        StringBuilder fails = new StringBuilder();
        boolean first = true;
        for (Map.Entry<String, Long> field : jvm.entrySet()) {
            String value = field.getValue() + "L";
            holds.append("        assert ").append(field.getKey()).append(" == ").append(value).append(";\n");
            fails.append("        assert ").append(field.getKey()).append(" == ")
                .append(first ? (field.getValue() + 1) + "L" : value).append(";\n");
            first = false;
        }
        CheckResult held = check(dir.resolve("holds"), source.substring(0, end) + holds + source.substring(end));
        if (held.verdict() != Verdict.NO_VIOLATION_WITHIN_BOUNDS || !held.cuts().isEmpty()) {
            return java.util.Optional.of("the JVM's values: model checker " + held.verdict() + " "
                + JavaChecks.assertions(held) + " cuts " + held.cuts() + " " + held.reason().orElse(""));
        }
        CheckResult failed = check(dir.resolve("fails"), source.substring(0, end) + fails + source.substring(end));
        List<String> found = JavaChecks.assertions(failed);
        return found.size() == 1 && found.get(0).startsWith(firstAssertLine + ": ")
            ? java.util.Optional.empty()
            : java.util.Optional.of("a wrong value at line " + firstAssertLine + ": model checker " + failed.verdict()
                + " " + found);
    }

    private static CheckResult check(Path dir, String source) throws Exception {
        Path file = Files.createDirectories(dir).resolve(JavaProgram.CLASS + ".java");
        Files.writeString(file, source);
        return JavaChecks.check(JavaFrontEnd.lower(List.of(file), JavaFrontEndOptions.defaults()), "property=assert",
            "unwind=48", "maxUnwind=48", "timeout=120");
    }

    private static long signExtend(long raw, Type.Int type) {
        int shift = 64 - type.width();
        return shift == 0 ? raw : (raw << shift) >> shift;
    }
}
