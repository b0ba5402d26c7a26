package org.braid.core.internal.seq;

import java.util.Objects;
import org.braid.core.internal.ir.Loc;

/**
 * The concurrent program uses a construct a sequentializer cannot translate (for example atomic
 * sections that do not nest consistently); {@link #loc()} points at it. The check pipeline turns
 * it into an {@code unknown} verdict with this location.
 */
public final class UnsupportedProgramException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient Loc loc;

    public UnsupportedProgramException(String message, Loc loc) {
        super(message);
        this.loc = Objects.requireNonNull(loc, "loc");
    }

    public Loc loc() {
        return loc;
    }

    /** "file:line: message", or just the message for synthesised code. */
    public String describe() {
        return loc.isKnown() ? loc + ": " + getMessage() : getMessage();
    }
}
