package org.braid.ui.internal.markers;

import java.util.Objects;

import org.eclipse.core.resources.IFile;

/**
 * A marker to be: its type, where, what it says and which finding it shows.
 *
 * @param type one of Braid's marker types
 * @param file the resource
 * @param line 1-based line
 * @param message the text
 * @param severity {@link org.eclipse.core.resources.IMarker#SEVERITY}
 * @param findingId the stored finding, or empty for markers without a trace
 * @param harness the key of the harness that produced it
 * @param anchor what of the line the marker underlines
 * @param suppression the suppression file entry that would accept its finding (with an empty
 *        reason, {@code org.braid.core.suppression.SuppressionEntry#format}), or empty
 */
public record MarkerSpec(String type, IFile file, int line, String message, int severity, String findingId,
        String harness, MarkerAnchor anchor, String suppression) {
    public MarkerSpec {
        Objects.requireNonNull(suppression, "suppression");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(findingId, "findingId");
        Objects.requireNonNull(harness, "harness");
        Objects.requireNonNull(anchor, "anchor");
    }

    /** A marker that cannot be suppressed. */
    public MarkerSpec(String type, IFile file, int line, String message, int severity, String findingId,
            String harness, MarkerAnchor anchor) {
        this(type, file, line, message, severity, findingId, harness, anchor, "");
    }

    /** A marker on the whole line, without a character range. */
    public MarkerSpec(String type, IFile file, int line, String message, int severity, String findingId,
            String harness) {
        this(type, file, line, message, severity, findingId, harness, MarkerAnchor.LINE);
    }
}
