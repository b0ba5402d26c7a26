package org.braid.ui.internal.findings;

import java.util.List;
import java.util.Locale;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.markers.FindingText;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.core.runtime.IExtension;
import org.eclipse.core.runtime.Platform;
import org.eclipse.osgi.util.NLS;

/**
 * One finding of the by-file tree: a Braid marker's columns, read once off the UI thread.
 *
 * @param marker the marker (the row adapts to it: Show Interleaving, the Interleaving view follow it)
 * @param path the file's workspace path without the leading slash, e.g. {@code project/src/stats.c}
 * @param kind the marker type's name, e.g. {@code Braid Data Race}
 * @param description the message without its bounds
 * @param line 1-based line, 0 if none
 * @param check the check that found it, {@code main} or {@code pair:f,g}
 * @param bounds the bounds of that check in words, or empty
 * @param state {@code open} or {@code suppressed}
 * @param severity {@link IMarker#SEVERITY}
 */
public record FindingRow(IMarker marker, String path, String kind, String description, int line, String check,
        String bounds, String state, int severity) implements IAdaptable {

    /** The marker types the tree lists. */
    public static final List<String> TYPES = List.of(Ids.RACE_MARKER, Ids.ASSERTION_MARKER, Ids.SUPPRESSED_MARKER);

    /** The row of {@code marker}, one of {@link #TYPES}. Any thread. */
    public static FindingRow of(IMarker marker, String type) {
        String message = marker.getAttribute(IMarker.MESSAGE, "");
        String bounds = FindingText.boundsOf(message);
        String description = bounds.isEmpty() ? message
                : message.substring(0, message.length() - bounds.length() - " ()".length());
        String harness = marker.getAttribute(Ids.ATTR_HARNESS, "");
        return new FindingRow(marker, marker.getResource().getFullPath().makeRelative().toString(), kindName(type),
                description, marker.getAttribute(IMarker.LINE_NUMBER, 0), harness.substring(harness.indexOf('#') + 1),
                bounds, Ids.SUPPRESSED_MARKER.equals(type) ? FindingsMessages.Findings_suppressed
                        : FindingsMessages.Findings_open,
                marker.getAttribute(IMarker.SEVERITY, IMarker.SEVERITY_WARNING));
    }

    /** The location column: {@code line 12}. */
    public String location() {
        return line > 0 ? NLS.bind(FindingsMessages.Findings_line, line) : "";
    }

    /** The columns in order: description, location, check, bounds, state. */
    public List<String> columns() {
        return List.of(description, location(), check, bounds, state);
    }

    /** Whether {@code filter} (lower case) occurs in the file's path, the kind or a column. */
    public boolean matches(String filter) {
        if (filter.isEmpty() || path.toLowerCase(Locale.ROOT).contains(filter)
                || kind.toLowerCase(Locale.ROOT).contains(filter)) {
            return true;
        }
        return columns().stream().anyMatch(column -> column.toLowerCase(Locale.ROOT).contains(filter));
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        return adapter.isInstance(marker) ? adapter.cast(marker) : null;
    }

    private static String kindName(String type) {
        int dot = type.lastIndexOf('.');
        IExtension extension = Platform.getExtensionRegistry().getExtension("org.eclipse.core.resources.markers",
                type);
        return extension != null && extension.getLabel() != null && !extension.getLabel().isEmpty()
                ? extension.getLabel() : type.substring(dot + 1);
    }
}
