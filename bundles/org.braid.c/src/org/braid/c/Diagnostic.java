package org.braid.c;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A note about the lowering: what ({@link DiagnosticKind}), where (file as the user named it,
 * 1-based line, and the function it is in: the name of the lowered program's procedure, or
 * {@code null} at file scope), and the arguments of the kind's template.
 */
public record Diagnostic(DiagnosticKind kind, String file, int line, String function, List<String> arguments) {

    public Diagnostic {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(file, "file");
        arguments = List.copyOf(arguments);
    }

    /** A diagnostic at file scope. */
    public Diagnostic(DiagnosticKind kind, String file, int line, List<String> arguments) {
        this(kind, file, line, null, arguments);
    }

    public static Diagnostic of(DiagnosticKind kind, String file, int line, String... arguments) {
        return new Diagnostic(kind, file, line, List.of(arguments));
    }

    /** The procedure of the lowered program this diagnostic is in; empty at file scope. */
    public Optional<String> inFunction() {
        return Optional.ofNullable(function);
    }

    /** The English message, without location. */
    public String message() {
        return String.format(kind.template(), arguments.toArray());
    }

    /** This diagnostic in the engine's language-neutral shape. */
    public org.braid.core.frontend.Diagnostic neutral() {
        return org.braid.core.frontend.Diagnostic.of(kind.makesResultUnknown(), file, line, function, message());
    }

    /** {@code file:line: note: message}, as the command line prints it. */
    @Override
    public String toString() {
        return file + ":" + line + ": note: " + message();
    }
}
