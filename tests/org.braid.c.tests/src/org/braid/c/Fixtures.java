package org.braid.c;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.braid.core.internal.ir.DataModel;

/**
 * Finds the test fixtures (real C files) whether the tests run from the test bundle's folder
 * (Tycho) or from the repository root, and lowers them.
 */
final class Fixtures {

    private Fixtures() {
    }

    static Path root() {
        String property = System.getProperty("braid.c.fixtures");
        if (property != null) {
            return Path.of(property);
        }
        for (Path candidate : List.of(Path.of("fixtures"), Path.of("tests/org.braid.c.tests/fixtures"))) {
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("fixtures not found from " + Path.of("").toAbsolutePath());
    }

    static Path file(String relative) {
        return root().resolve(relative);
    }

    /** The C files of a fixture folder, sorted. */
    static List<Path> list(String folder, String extension) {
        try (Stream<Path> s = Files.list(root().resolve(folder))) {
            return s.filter(p -> p.getFileName().toString().endsWith(extension)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static LoweringResult lower(Path file, CFrontEndOptions options) throws CFrontEndException {
        return CFrontEnd.lower(List.of(file), options);
    }

    static LoweringResult lower(String relative) throws CFrontEndException {
        return lower(file(relative), CFrontEndOptions.defaults());
    }

    static LoweringResult lower(String relative, DataModel model) throws CFrontEndException {
        return lower(file(relative), CFrontEndOptions.defaults().withDataModel(model));
    }

    private static Path tempRoot;

    /** A fresh temporary folder; all of them are deleted when the JVM exits. */
    static synchronized Path tempDir(String prefix) {
        try {
            if (tempRoot == null) {
                tempRoot = Files.createTempDirectory("braid-c-tests");
                Path root = tempRoot;
                Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(root)));
            }
            return Files.createTempDirectory(tempRoot, prefix);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void delete(Path root) {
        try (Stream<Path> all = Files.walk(root)) {
            all.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Lowers C source text written to a temporary file named {@code name}. */
    static LoweringResult lowerText(String name, String source, CFrontEndOptions options) throws CFrontEndException {
        try {
            Path dir = tempDir("source");
            Path file = dir.resolve(name);
            Files.writeString(file, source);
            return lower(file, options);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static LoweringResult lowerText(String source) throws CFrontEndException {
        return lowerText("t.c", source, CFrontEndOptions.defaults());
    }
}
