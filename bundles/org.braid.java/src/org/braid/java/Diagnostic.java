package org.braid.java;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A note about the lowering: what ({@link DiagnosticKind}), where (file as the user named it,
 * 1-based line, and the procedure of the lowered program it is in, or {@code null} outside
 * methods), and the arguments of the kind's template.
 */
public record Diagnostic(DiagnosticKind kind, String file, int line, String function, List<String> arguments) {

    public Diagnostic {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(file, "file");
        arguments = List.copyOf(arguments);
    }

    /** The procedure of the lowered program this diagnostic is in; empty outside methods. */
    public Optional<String> inFunction() {
        return Optional.ofNullable(function);
    }

    /** The English message, without location. */
    public String message() {
        return String.format(kind.template(), arguments.toArray());
    }

    /** {@code file:line: note: message}, as the command line prints it. */
    @Override
    public String toString() {
        return file + ":" + line + ": note: " + message();
    }
}
