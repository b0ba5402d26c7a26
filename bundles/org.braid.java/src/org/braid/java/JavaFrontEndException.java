package org.braid.java;

import org.braid.core.frontend.FrontEndException;

/**
 * Invalid or unreadable Java input: a syntax or type error reported by JDT, a missing or
 * ambiguous main class. Carries the file (as the user named it) and the 1-based line; line 0
 * when the problem has no line.
 */
public final class JavaFrontEndException extends FrontEndException {
    private static final long serialVersionUID = 1L;

    public JavaFrontEndException(String file, int line, String detail) {
        super(file, line, detail);
    }

    public JavaFrontEndException(String file, int line, String detail, Throwable cause) {
        super(file, line, detail, cause);
    }
}
