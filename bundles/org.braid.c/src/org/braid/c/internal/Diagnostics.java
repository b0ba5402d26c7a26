package org.braid.c.internal;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.braid.c.Diagnostic;
import org.braid.c.DiagnosticKind;

/** Collects diagnostics in the order found, each distinct one once. Not thread-safe. */
public final class Diagnostics {
    private final Set<Diagnostic> seen = new LinkedHashSet<>();

    public void add(Diagnostic diagnostic) {
        seen.add(diagnostic);
    }

    public void add(DiagnosticKind kind, String file, int line, String... arguments) {
        add(Diagnostic.of(kind, file, line, arguments));
    }

    public void addAll(List<Diagnostic> diagnostics) {
        seen.addAll(diagnostics);
    }

    public List<Diagnostic> all() {
        return new ArrayList<>(seen);
    }

    public boolean isEmpty() {
        return seen.isEmpty();
    }
}
