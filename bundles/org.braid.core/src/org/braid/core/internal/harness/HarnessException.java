package org.braid.core.internal.harness;

/** The harness cannot be built for this program: unknown function, no body, unsupported parameters. */
public final class HarnessException extends Exception {
    private static final long serialVersionUID = 1L;

    public HarnessException(String message) {
        super(message);
    }
}
