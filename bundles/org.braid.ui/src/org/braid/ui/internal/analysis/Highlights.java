package org.braid.ui.internal.analysis;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.braid.core.Access;
import org.braid.core.AssertionFinding;
import org.braid.core.DataRaceFinding;
import org.braid.core.DeadlockFinding;
import org.braid.core.Finding;
import org.braid.core.TraceStep;
import org.braid.ui.internal.markers.StoredFinding;

/**
 * The source places a finding points at, with their source lines: the two racing accesses (the
 * threads' next steps, which the trace does not contain) or the failing assertion. Reads each
 * source file at most once; not thread-safe (one per analysis).
 */
final class Highlights {
    private final Map<String, List<String>> sources = new HashMap<>();

    List<StoredFinding.Location> of(Finding finding) {
        return switch (finding) {
            case DataRaceFinding race -> List.of(access(race.first()), access(race.second()));
            case DeadlockFinding deadlock -> deadlock.waits().stream()
                    .filter(w -> w.line() > 0)
                    .map(w -> new StoredFinding.Location(w.thread(), w.file(), w.line(), w.function(), null,
                            line(w.file(), w.line())))
                    .toList();
            case AssertionFinding assertion -> {
                List<TraceStep> steps = finding.trace().steps();
                int thread = steps.isEmpty() ? 0 : steps.get(steps.size() - 1).thread();
                yield List.of(new StoredFinding.Location(thread, assertion.file(), assertion.line(),
                        assertion.function(), null, line(assertion.file(), assertion.line())));
            }
        };
    }

    private StoredFinding.Location access(Access access) {
        String kind = switch (access.kind()) {
            case READ -> StoredFinding.Location.READ;
            case WRITE -> StoredFinding.Location.WRITE;
        };
        return new StoredFinding.Location(access.thread(), access.file(), access.line(), access.function(), kind,
                line(access.file(), access.line()));
    }

    /** Line {@code line} (1-based) of {@code file}, stripped; null if the file cannot be read. */
    private String line(String file, int line) {
        List<String> lines = sources.computeIfAbsent(file, Highlights::read);
        return line >= 1 && line <= lines.size() ? lines.get(line - 1).strip() : null;
    }

    private static List<String> read(String file) {
        if (file.startsWith("<")) {
            return List.of();
        }
        try {
            return Files.readAllLines(Path.of(file), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }
}
