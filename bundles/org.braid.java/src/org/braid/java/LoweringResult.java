package org.braid.java;

import java.util.List;
import java.util.Objects;
import org.braid.core.internal.ir.Program;

/** A lowered program and what the front end has to say about it, in source order. */
public record LoweringResult(Program program, List<Diagnostic> diagnostics) {

    public LoweringResult {
        Objects.requireNonNull(program, "program");
        diagnostics = List.copyOf(diagnostics);
    }

    /** Whether no diagnostic forces the verdict {@code unknown}. */
    public boolean isExact() {
        return diagnostics.stream().noneMatch(d -> d.kind().makesResultUnknown());
    }
}
