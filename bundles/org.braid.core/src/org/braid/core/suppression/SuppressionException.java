package org.braid.core.suppression;

/** A line of a suppression file Braid cannot read, with the file and the 1-based line. */
public final class SuppressionException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final String detail;

    public SuppressionException(String file, int line, String detail) {
        super(file + ":" + line + ": " + detail);
        this.file = file;
        this.line = line;
        this.detail = detail;
    }

    /** The suppression file as it was named. */
    public String file() {
        return file;
    }

    /** The 1-based line of the entry. */
    public int line() {
        return line;
    }

    /** What is wrong with it, without the place. */
    public String detail() {
        return detail;
    }
}
