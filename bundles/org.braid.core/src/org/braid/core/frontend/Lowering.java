package org.braid.core.frontend;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.braid.core.internal.ir.Program;

/**
 * What a {@link FrontEnd} made of some files: the program, the diagnostics about it in source
 * order, and the entry points it offers (functions defined in the user's files, not in models or
 * headers). Immutable.
 */
public record Lowering(Program program, List<Diagnostic> diagnostics, List<EntryPoint> entryPoints) {

    public Lowering {
        Objects.requireNonNull(program, "program");
        diagnostics = List.copyOf(diagnostics);
        entryPoints = List.copyOf(entryPoints);
    }

    /** Whether no diagnostic can make a check {@code unknown}. */
    public boolean isExact() {
        return diagnostics.stream().noneMatch(Diagnostic::makesResultUnknown);
    }

    /** The entry points defined in {@code file} (as the user named it), in source order. */
    public List<EntryPoint> entryPointsIn(String file) {
        return entryPoints.stream().filter(entry -> entry.file().equals(file))
                .sorted(java.util.Comparator.comparingInt(EntryPoint::line)).toList();
    }

    /** The first program entry ({@code main}, or a harness the front end built), if any. */
    public Optional<EntryPoint> programEntry() {
        return entryPoints.stream().filter(EntryPoint::programEntry).findFirst();
    }
}
