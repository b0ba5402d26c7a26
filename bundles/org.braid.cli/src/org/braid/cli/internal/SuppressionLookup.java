package org.braid.cli.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.braid.core.CheckResult;
import org.braid.core.suppression.Review;
import org.braid.core.suppression.SuppressionException;
import org.braid.core.suppression.SuppressionFile;
import org.braid.core.suppression.Suppressions;

/**
 * The suppressions of one {@code braid check}: the {@code braid: benign-race} comments of the
 * checked sources, and the entries of {@code --suppressions FILE} or else of the nearest
 * {@value SuppressionFile#NAME} in the first file's directory or one of its parents (as Git
 * finds {@code .gitignore}). Entries name files relative to their suppression file's directory.
 */
final class SuppressionLookup {
    private final Suppressions suppressions;
    private final Optional<Path> directory;

    /** The suppression file as messages name it, empty when there is none. */
    private final String fileName;

    private SuppressionLookup(Suppressions suppressions, Optional<Path> directory, String fileName) {
        this.suppressions = suppressions;
        this.directory = directory;
        this.fileName = fileName;
    }

    /**
     * Reads the suppression file for {@code files}.
     *
     * @param explicit {@code --suppressions FILE}, if given; it must exist
     * @throws InputException if the file cannot be read or has a malformed line
     */
    static SuppressionLookup load(Optional<Path> explicit, List<Path> files) throws InputException {
        Optional<Path> file = explicit.or(() -> nearest(files.get(0)));
        if (file.isEmpty()) {
            return new SuppressionLookup(Suppressions.commentsOnly(), Optional.empty(), "");
        }
        Path path = file.get();
        try {
            String text = Files.readString(path, StandardCharsets.UTF_8);
            Suppressions read = Suppressions.of(path.toString(), SuppressionFile.parse(path.toString(), text));
            return new SuppressionLookup(read, Optional.of(path.toAbsolutePath().normalize().getParent()),
                    path.toString());
        } catch (IOException e) {
            throw new InputException(path.toString(), 0, "cannot read the suppression file: " + e.getMessage(), e);
        } catch (SuppressionException e) {
            throw new InputException(e.file(), e.line(), e.detail(), e);
        }
    }

    /** The findings of {@code result} split into reported and suppressed. */
    Review review(CheckResult result) {
        return suppressions.review(result.findings(), this::key, SuppressionLookup::source, SuppressionLookup::name);
    }

    /**
     * A warning for each entry of {@code review} in a deprecated form, at its line of the
     * suppression file ({@link CliMessages#deprecatedKind}).
     */
    List<String> deprecations(Review review) {
        return review.deprecated().stream().map(entry -> CliMessages.deprecatedKind(fileName, entry.line())).toList();
    }

    private Optional<String> key(String file) {
        if (directory.isEmpty() || file.startsWith("<")) {
            return Optional.empty();
        }
        Path relative = directory.get().relativize(Path.of(file).toAbsolutePath().normalize());
        return relative.startsWith("..") ? Optional.empty() : Optional.of(relative.toString().replace('\\', '/'));
    }

    private static Optional<String> source(String file) {
        if (file.startsWith("<")) {
            return Optional.empty();
        }
        try {
            return Optional.of(Files.readString(Path.of(file), StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static String name(String file) {
        return file.substring(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
    }

    private static Optional<Path> nearest(Path file) {
        for (Path dir = file.toAbsolutePath().normalize().getParent(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve(SuppressionFile.NAME);
            if (Files.isRegularFile(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
