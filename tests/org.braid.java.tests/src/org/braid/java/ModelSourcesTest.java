package org.braid.java;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

import org.braid.core.TraceStep;
import org.braid.java.internal.decl.ProgramLowerer;
import org.braid.java.internal.parse.ModelSources;
import org.braid.java.internal.parse.SourceFile;
import org.junit.jupiter.api.Test;

/**
 * {@link ModelSources#forProgram}: a program is parsed with only the models it may use, and that
 * changes nothing a user sees: on every program fixture the front-end notes, the entry points and
 * the user's procedures are those of a lowering with every model.
 */
class ModelSourcesTest {

    private static List<String> names(List<SourceFile> models) {
        return models.stream().map(SourceFile::display)
            .map(name -> name.substring(name.lastIndexOf('/') + 1, name.length() - ".java".length())).toList();
    }

    @Test
    void aProgramThatNamesOnlyThreadGetsTheJavaLangModelsAndNoCollection() throws Exception {
        List<String> models = names(ModelSources.forProgram(List.of(JavaChecks.fixture("e2e/lost-update-unsafe.java")),
            List.of(), List.of()));
        assertAll(
            () -> assertTrue(models.containsAll(List.of("Intrinsics", "Thread", "String", "NullPointerException")),
                models::toString),
            () -> assertTrue(models.stream().noneMatch(List.of("HashMap", "ArrayList", "ReentrantLock",
                "ConcurrentHashMap", "Executors")::contains), models::toString));
    }

    @Test
    void modelsNamedByTakenModelsAreTakenToo() throws Exception {
        Path program = Files.createTempFile("braid-models", ".java");
        Files.writeString(program, """
            import java.util.concurrent.*;
            class Main {
                public static void main(String[] args) throws Exception {
                    ExecutorService pool = Executors.newFixedThreadPool(2);
                    pool.shutdown();
                }
            }
            """);
        List<String> models = names(ModelSources.forProgram(List.of(program), List.of(), List.of()));
        // Executors creates ThreadPoolExecutor, whose workers are ThreadPoolWorker; submit takes a Callable
        // and gives a Future.
        assertTrue(models.containsAll(List.of("Executors", "ExecutorService", "ThreadPoolExecutor", "ThreadPoolWorker",
            "Callable", "Future", "FutureTask")), models::toString);
        assertTrue(!models.contains("HashMap"), models::toString);
    }

    @Test
    void withAClassPathEveryModelIsParsed() throws Exception {
        Path program = JavaChecks.fixture("e2e/lost-update-unsafe.java");
        assertEquals(ModelSources.with(List.of()),
            ModelSources.forProgram(List.of(program), List.of(), List.of(program.toAbsolutePath().getParent())));
    }

    @Test
    void leavingOutUnusedModelsChangesNothingOnAnyFixture() throws IOException {
        List<Path> programs;
        try (Stream<Path> walk = Files.walk(JavaChecks.fixture("."))) {
            programs = walk.filter(path -> path.toString().endsWith(".java"))
                .filter(path -> !path.toString().contains("classpath") && !path.toString().contains("/models/"))
                .sorted().toList();
        }
        assertTrue(programs.size() > 150, () -> "fixtures found: " + programs.size());
        StringBuilder differences = new StringBuilder();
        int compared = 0;
        for (Path program : programs) {
            String narrow = outline(program, false);
            String every = outline(program, true);
            compared++;
            if (!narrow.equals(every)) {
                differences.append(program).append(":\n  only the models it uses: ").append(narrow)
                    .append("\n  every model: ").append(every).append('\n');
            }
        }
        assertEquals("", differences.toString(), "fixtures compared: " + compared);
    }

    /** What a user sees of a lowering: notes, entry points and the user's procedures, or the input error. */
    private static String outline(Path program, boolean everyModel) {
        try {
            LoweringResult result = ProgramLowerer.lower(List.of(program), JavaFrontEndOptions.defaults(), everyModel);
            List<String> procedures = result.program().procedures().values().stream()
                .filter(procedure -> !procedure.loc().file().startsWith(TraceStep.MODEL_PREFIX))
                .map(procedure -> procedure.name()).sorted().toList();
            return "notes " + result.diagnostics() + " entries " + result.entryPoints() + " procedures " + procedures;
        } catch (JavaFrontEndException e) {
            return "error " + e.getMessage();
        } catch (RuntimeException e) {
            return "crash " + Objects.toString(e.getMessage());
        }
    }
}
