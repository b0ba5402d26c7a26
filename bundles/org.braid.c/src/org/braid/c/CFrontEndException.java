package org.braid.c;

import org.braid.core.frontend.FrontEndException;

/**
 * Invalid or unreadable C input: a syntax error, a missing header, a type error the front end
 * cannot lower. Carries the file (as the user named it) and the 1-based line; line 0 when the
 * problem has no line (an unreadable file).
 */
public final class CFrontEndException extends FrontEndException {
    private static final long serialVersionUID = 1L;

    public CFrontEndException(String file, int line, String detail) {
        super(file, line, detail);
    }

    public CFrontEndException(String file, int line, String detail, Throwable cause) {
        super(file, line, detail, cause);
    }
}
