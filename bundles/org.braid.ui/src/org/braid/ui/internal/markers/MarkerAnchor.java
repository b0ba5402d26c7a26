package org.braid.ui.internal.markers;

import java.util.Objects;

import org.braid.core.AccessKind;

/**
 * What part of its line a marker underlines, found in the file's text when the marker is written
 * ({@link SourceSpans}). Immutable.
 */
public sealed interface MarkerAnchor {

    /** The whole line, without a character range. */
    MarkerAnchor LINE = new Line();

    /** The whole line: the marker gets no character range. */
    record Line() implements MarkerAnchor {
    }

    /**
     * A racing access: the raced location as written on the line.
     *
     * @param target the location, e.g. {@code counter} or {@code e->stoppingFlag}
     * @param kind whether the access reads or writes it
     * @param column 1-based column where the access is written, 0 when not known
     */
    record Access(String target, AccessKind kind, int column) implements MarkerAnchor {
        public Access {
            Objects.requireNonNull(target, "target");
            Objects.requireNonNull(kind, "kind");
            if (column < 0) {
                throw new IllegalArgumentException("column must be >= 0, was " + column);
            }
        }

        /** An access whose column is not known. */
        public Access(String target, AccessKind kind) {
            this(target, kind, 0);
        }
    }

    /** A failing assertion: its {@code assert(...)} call on the line. */
    record Assertion() implements MarkerAnchor {
    }
}
