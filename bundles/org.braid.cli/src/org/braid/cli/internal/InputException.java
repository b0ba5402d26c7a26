package org.braid.cli.internal;

/**
 * Bad or unreadable input found while lowering the C files or building the harness; shown as
 * {@code file:line: error: message}, or {@code braid: message} when it has no source location.
 */
final class InputException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;

    /** At a source location; {@code line} 0 when only the file is known. */
    InputException(String file, int line, String message, Throwable cause) {
        super(message, cause);
        this.file = file;
        this.line = line;
    }

    /** Without a source location, e.g. an entry point of {@code --pair} that does not exist. */
    InputException(String message, Throwable cause) {
        this(null, 0, message, cause);
    }

    /** The diagnostic line, like a compiler's. */
    String diagnostic() {
        return file == null ? CliMessages.braidError(getMessage()) : CliMessages.inputError(file, line, getMessage());
    }
}
