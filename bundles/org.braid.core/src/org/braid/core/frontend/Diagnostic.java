package org.braid.core.frontend;

import java.util.Objects;
import java.util.Optional;

/**
 * What a front end has to say about the program it lowered, in words that need no language
 * knowledge: where (file as the user named it, 1-based line, and the procedure of the lowered
 * program it is in, or {@code null} at file scope), what, and whether it is an approximation the
 * check states ({@link Severity#NOTE}) or a construct that makes every check reaching it
 * {@code unknown} ({@link Severity#UNSUPPORTED}). The one shape of "unsupported" that reaches the
 * engine. Immutable.
 */
public record Diagnostic(Severity severity, String file, int line, String function, String message) {

    /** How a diagnostic affects checks. */
    public enum Severity {
        /** An approximation or a fact worth knowing; checks still decide. */
        NOTE,
        /** A construct lowered inexactly: checks whose executions may reach it answer {@code unknown}. */
        UNSUPPORTED
    }

    public Diagnostic {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(message, "message");
    }

    /** A front end's own diagnostic in this shape: {@link Severity#UNSUPPORTED} if {@code makesResultUnknown}. */
    public static Diagnostic of(boolean makesResultUnknown, String file, int line, String function, String message) {
        return new Diagnostic(makesResultUnknown ? Severity.UNSUPPORTED : Severity.NOTE, file, line, function,
                message);
    }

    /** Whether checks that may reach it can only answer {@code unknown}. */
    public boolean makesResultUnknown() {
        return severity == Severity.UNSUPPORTED;
    }

    /** The procedure this diagnostic is in; empty at file scope. */
    public Optional<String> inFunction() {
        return Optional.ofNullable(function);
    }

    /** {@code file:line: note: message}, as the command line prints it. */
    @Override
    public String toString() {
        return file + ":" + line + ": note: " + message;
    }
}
