package org.braid.java;

import java.util.List;
import java.util.Objects;
import org.braid.core.frontend.EntryPoint;
import org.braid.core.internal.ir.Program;

/**
 * A lowered program, what the front end has to say about it (in source order), and its entry
 * points: the harness procedures to run (the wrapped {@code main}, or method-pair harnesses:
 * {@linkplain EntryPoint#programEntry() program entries}) and the public methods of the user's
 * classes.
 */
public record LoweringResult(Program program, List<Diagnostic> diagnostics, List<EntryPoint> entryPoints) {

    public LoweringResult {
        Objects.requireNonNull(program, "program");
        diagnostics = List.copyOf(diagnostics);
        entryPoints = List.copyOf(entryPoints);
    }

    /** Whether no diagnostic forces the verdict {@code unknown}. */
    public boolean isExact() {
        return diagnostics.stream().noneMatch(d -> d.kind().makesResultUnknown());
    }

    /** The entry points that harnesses run, in order: {@code main}, or the method-pair harnesses. */
    public List<EntryPoint> programEntries() {
        return entryPoints.stream().filter(EntryPoint::programEntry).toList();
    }
}
