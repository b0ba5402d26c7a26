package org.braid.ui.internal.markers;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.braid.ui.internal.Ids;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.IWorkspaceRunnable;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * The only code that creates and deletes Braid markers. A replacement swaps the markers of some
 * harnesses for new ones in one workspace operation: markers that stay the same are kept as
 * they are, markers of findings that disappeared are deleted, and no marker is created twice.
 * Each marker underlines what its {@link MarkerAnchor} names on its line of the file as saved
 * ({@link MarkerRanges}); one whose range changed is created again.
 */
public final class MarkerUpdater {

    private MarkerUpdater() {
    }

    /**
     * Replaces the markers in {@code project} whose harness key starts with {@code harnessPrefix}
     * by {@code wanted}.
     */
    public static void replace(IProject project, String harnessPrefix, List<MarkerSpec> wanted,
            IProgressMonitor monitor) throws CoreException {
        IWorkspaceRunnable update = progress -> {
            MarkerRanges ranges = new MarkerRanges();
            Set<Shown> missing = new LinkedHashSet<>();
            for (MarkerSpec spec : wanted) {
                missing.add(new Shown(spec.type(), spec.file(), spec.line(), spec.message(), spec.severity(),
                        spec.findingId(), spec.harness(), ranges.of(spec), spec.suppression()));
            }
            for (IMarker marker : project.findMarkers(Ids.PROBLEM_MARKER, true, IResource.DEPTH_INFINITE)) {
                String harness = marker.getAttribute(Ids.ATTR_HARNESS, "");
                if (!harness.startsWith(harnessPrefix)) {
                    continue;
                }
                Shown existing = Shown.of(marker);
                if (existing == null || !missing.remove(existing)) {
                    marker.delete();
                }
            }
            for (Shown shown : missing) {
                shown.create();
            }
        };
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        workspace.run(update, project, IWorkspace.AVOID_UPDATE, monitor);
    }

    /** Deletes every Braid marker of {@code resource} and below. */
    public static void deleteAll(IResource resource, IProgressMonitor monitor) throws CoreException {
        ResourcesPlugin.getWorkspace().run(
                progress -> resource.deleteMarkers(Ids.PROBLEM_MARKER, true, IResource.DEPTH_INFINITE), resource,
                IWorkspace.AVOID_UPDATE, monitor);
    }

    /** The findings shown by markers on {@code resource}, in line order, without repeats. */
    public static List<String> findingIds(IResource resource) throws CoreException {
        Set<String> ids = new LinkedHashSet<>();
        Set<Long> seen = new HashSet<>();
        IMarker[] markers = resource.findMarkers(Ids.PROBLEM_MARKER, true, IResource.DEPTH_ZERO);
        java.util.Arrays.sort(markers, java.util.Comparator.comparingInt(m -> m.getAttribute(IMarker.LINE_NUMBER, 0)));
        for (IMarker marker : markers) {
            String id = marker.getAttribute(Ids.ATTR_FINDING_ID, "");
            if (!id.isEmpty() && seen.add(marker.getId())) {
                ids.add(id);
            }
        }
        return List.copyOf(ids);
    }

    /** A marker as it shows: its type, resource and attributes, the character range included. */
    private record Shown(String type, IFile file, int line, String message, int severity, String findingId,
            String harness, MarkerRanges.Range range, String suppression) {

        static Shown of(IMarker marker) throws CoreException {
            if (!(marker.getResource() instanceof IFile file)) {
                return null;
            }
            return new Shown(marker.getType(), file, marker.getAttribute(IMarker.LINE_NUMBER, 0),
                    marker.getAttribute(IMarker.MESSAGE, ""), marker.getAttribute(IMarker.SEVERITY, -1),
                    marker.getAttribute(Ids.ATTR_FINDING_ID, ""), marker.getAttribute(Ids.ATTR_HARNESS, ""),
                    new MarkerRanges.Range(marker.getAttribute(IMarker.CHAR_START, -1),
                            marker.getAttribute(IMarker.CHAR_END, -1)), marker.getAttribute(Ids.ATTR_SUPPRESSION, ""));
        }

        void create() throws CoreException {
            Map<String, Object> attributes = new LinkedHashMap<>();
            attributes.put(IMarker.MESSAGE, message);
            attributes.put(IMarker.LINE_NUMBER, line);
            attributes.put(IMarker.SEVERITY, severity);
            attributes.put(IMarker.SOURCE_ID, "Braid");
            attributes.put(Ids.ATTR_FINDING_ID, findingId);
            attributes.put(Ids.ATTR_HARNESS, harness);
            if (!suppression.isEmpty()) {
                attributes.put(Ids.ATTR_SUPPRESSION, suppression);
            }
            if (!range.equals(MarkerRanges.Range.NONE)) {
                attributes.put(IMarker.CHAR_START, range.start());
                attributes.put(IMarker.CHAR_END, range.end());
            }
            file.createMarker(type, attributes);
        }
    }
}
