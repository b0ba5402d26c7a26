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
 */
public record MarkerSpec(String type, IFile file, int line, String message, int severity, String findingId,
        String harness) {
    public MarkerSpec {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(findingId, "findingId");
        Objects.requireNonNull(harness, "harness");
    }
}
