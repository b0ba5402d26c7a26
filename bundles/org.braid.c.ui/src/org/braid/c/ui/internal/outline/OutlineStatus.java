package org.braid.c.ui.internal.outline;

import java.util.Objects;

/**
 * The first row of the Outline: what Braid last said about the file in this session (analyzing,
 * each harness's outcome, or that it was not analyzed), so that a list of functions without
 * findings never reads as "checked, fine".
 *
 * @param text the row's text
 */
public record OutlineStatus(String text) {

    public OutlineStatus {
        Objects.requireNonNull(text, "text");
    }

    @Override
    public String toString() {
        return text;
    }
}
