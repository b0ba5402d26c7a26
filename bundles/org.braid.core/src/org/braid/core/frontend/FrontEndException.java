package org.braid.core.frontend;

import java.util.Objects;

/**
 * Invalid or unreadable input: a syntax or type error, a missing header or class, a setting the
 * front end does not understand. Carries the file (as the user named it) and the 1-based line;
 * line 0 when the problem has no line (an unreadable file). The command line exits with 2.
 */
public class FrontEndException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final String detail;

    public FrontEndException(String file, int line, String detail) {
        super(file + (line > 0 ? ":" + line : "") + ": " + detail);
        this.file = Objects.requireNonNull(file, "file");
        this.line = line;
        this.detail = Objects.requireNonNull(detail, "detail");
    }

    public FrontEndException(String file, int line, String detail, Throwable cause) {
        this(file, line, detail);
        initCause(cause);
    }

    /** The file as the user named it. */
    public String file() {
        return file;
    }

    /** The 1-based line, 0 if none. */
    public int line() {
        return line;
    }

    /** The message without the location. */
    public String detail() {
        return detail;
    }
}
