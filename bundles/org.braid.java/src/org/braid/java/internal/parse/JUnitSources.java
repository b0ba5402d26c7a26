package org.braid.java.internal.parse;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipFile;

/**
 * What a program that uses JUnit is parsed with (issue 12, section 4): Braid's models of JUnit's
 * assertions ({@code braid.models.org.junit.jupiter.api.Assertions}, {@code
 * braid.models.org.junit.Assert}, {@code braid.models.org.opentest4j.AssertionFailedError}, lowered
 * like every Java model), and, for each part of JUnit's API the class path does not provide,
 * Braid's own <em>declarations</em> of it ({@code models/junit-api/}: the annotations, {@code
 * Assertions}, {@code Assert}, {@code Assumptions}, ...), so that a test file resolves without JUnit.
 * The declarations only give bindings: their units are {@linkplain #isDeclarationOnly left out}
 * after parsing, so a call of {@code Assertions.assertEquals} goes to the model, as a call into a
 * JUnit jar on the class path does. A program uses JUnit when one of its files names a package
 * {@code org.junit}; other programs are parsed as before. Thread-safe.
 */
public final class JUnitSources {
    /** How the declarations are named in locations. */
    private static final String DECLARATIONS = ModelSources.DISPLAY_ROOT + "junit-api/";

    private static final List<String> MODELS = List.of(
        "braid/models/org/opentest4j/AssertionFailedError.java",
        "braid/models/org/junit/jupiter/api/Assertions.java",
        "braid/models/org/junit/Assert.java");

    /** The declarations, by the class a class path that has that part of JUnit holds. */
    private static final List<Part> PARTS = List.of(
        new Part("org/opentest4j/AssertionFailedError.class", files("org/opentest4j/", "AssertionFailedError")),
        new Part("org/junit/jupiter/api/Test.class", files("org/junit/jupiter/api/", "Test", "BeforeEach",
            "AfterEach", "BeforeAll", "AfterAll", "Disabled", "DisplayName", "Tag", "Nested", "RepeatedTest",
            "TestFactory", "TestTemplate", "Timeout", "TestInstance", "Assertions", "Assumptions",
            "function/Executable")),
        new Part("org/junit/jupiter/params/ParameterizedTest.class",
            files("org/junit/jupiter/params/", "ParameterizedTest")),
        new Part("org/junit/Test.class", files("org/junit/", "Test", "Before", "After", "BeforeClass", "AfterClass",
            "Ignore", "Rule", "ClassRule", "Assert", "Assume")));

    private record Part(String probe, List<String> files) {
    }

    private static List<String> files(String folder, String... names) {
        return java.util.Arrays.stream(names).map(name -> folder + name + ".java").toList();
    }

    private static List<SourceFile> models;
    private static List<SourceFile> declarations;

    private JUnitSources() {
    }

    /**
     * The models and the declarations the class path lacks, when one of {@code files} names a
     * package {@code org.junit}; else none.
     */
    public static List<SourceFile> forProgram(List<Path> files, List<Path> classpath) {
        if (files.stream().noneMatch(JUnitSources::namesJUnit)) {
            return List.of();
        }
        List<SourceFile> result = new ArrayList<>(models());
        List<SourceFile> declared = declarations();
        int index = 0;
        for (Part part : PARTS) {
            boolean provided = classpath.stream().anyMatch(entry -> holds(entry, part.probe()));
            for (int i = 0; i < part.files().size(); i++, index++) {
                if (!provided) {
                    result.add(declared.get(index));
                }
            }
        }
        return List.copyOf(result);
    }

    /** Whether {@code unit} is one of Braid's declarations of JUnit's API, which only give bindings. */
    public static boolean isDeclarationOnly(ParsedUnit unit) {
        return unit.file().startsWith(DECLARATIONS);
    }

    private static boolean namesJUnit(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8).contains("org.junit");
        } catch (IOException e) {
            return false;
        }
    }

    /** Whether the class path entry (a directory or a jar) holds the class file {@code name}. */
    private static boolean holds(Path entry, String name) {
        if (Files.isDirectory(entry)) {
            return Files.isRegularFile(entry.resolve(name));
        }
        try (ZipFile jar = new ZipFile(entry.toFile())) {
            return jar.getEntry(name) != null;
        } catch (IOException e) {
            return false;
        }
    }

    private static synchronized List<SourceFile> models() {
        if (models == null) {
            models = copy("", MODELS, ModelSources.DISPLAY_ROOT);
        }
        return models;
    }

    private static synchronized List<SourceFile> declarations() {
        if (declarations == null) {
            declarations = copy("junit-api/", PARTS.stream().flatMap(p -> p.files().stream()).toList(), DECLARATIONS);
        }
        return declarations;
    }

    /** Copies the bundle's {@code models/<folder><name>} files into a temporary directory, as {@link ModelSources} does. */
    private static List<SourceFile> copy(String folder, List<String> names, String display) {
        try {
            Path root = Files.createTempDirectory("braid-java-junit");
            root.toFile().deleteOnExit();
            List<SourceFile> result = new ArrayList<>();
            for (String name : names) {
                Path target = root.resolve(folder + name);
                Files.createDirectories(target.getParent());
                try (InputStream in = JUnitSources.class.getResourceAsStream("/models/" + folder + name)) {
                    if (in == null) {
                        throw new IllegalStateException("Braid's Java file models/" + folder + name
                            + " is not on the class path");
                    }
                    Files.copy(in, target);
                }
                target.toFile().deleteOnExit();
                result.add(new SourceFile(target, display + name));
            }
            return List.copyOf(result);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy Braid's JUnit files", e);
        }
    }
}
