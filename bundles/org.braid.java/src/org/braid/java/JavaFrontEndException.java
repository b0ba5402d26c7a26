package org.braid.java;

import java.util.Objects;

/**
 * Invalid or unreadable Java input: a syntax or type error reported by JDT, a missing or
 * ambiguous main class. Carries the file (as the user named it) and the 1-based line; line 0
 * when the problem has no line.
 */
public final class JavaFrontEndException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final String detail;

    public JavaFrontEndException(String file, int line, String detail) {
        super(file + (line > 0 ? ":" + line : "") + ": " + detail);
        this.file = Objects.requireNonNull(file, "file");
        this.line = line;
        this.detail = Objects.requireNonNull(detail, "detail");
    }

    public JavaFrontEndException(String file, int line, String detail, Throwable cause) {
        this(file, line, detail);
        initCause(cause);
    }

    public String file() {
        return file;
    }

    public int line() {
        return line;
    }

    /** The message without the location. */
    public String detail() {
        return detail;
    }
}
