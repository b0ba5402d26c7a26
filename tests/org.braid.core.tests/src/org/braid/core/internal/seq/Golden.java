package org.braid.core.internal.seq;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Golden-file comparison for sequentializer output. Fixtures live in {@code fixtures/seq/} of
 * the test bundle (the working directory under Tycho) or {@code tests/org.braid.core.tests/fixtures/seq/}
 * (the repository root). With {@code -Dbraid.updateGolden=true} the expected file is rewritten.
 */
final class Golden {

    private Golden() {
    }

    static Path fixture(String name) {
        Path local = Path.of("fixtures", "seq", name);
        if (Files.isDirectory(local.getParent())) {
            return local;
        }
        return Path.of("tests", "org.braid.core.tests", "fixtures", "seq", name);
    }

    static void assertMatches(String name, String actual) {
        Path file = fixture(name);
        try {
            if (Boolean.getBoolean("braid.updateGolden")) {
                Files.createDirectories(file.getParent());
                Files.writeString(file, actual, StandardCharsets.UTF_8);
            }
            assertEquals(Files.readString(file, StandardCharsets.UTF_8), actual, "golden file " + file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
