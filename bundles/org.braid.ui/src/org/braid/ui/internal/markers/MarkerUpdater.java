package org.braid.ui.internal.markers;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.braid.ui.internal.Ids;
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
            Set<MarkerSpec> missing = new LinkedHashSet<>(wanted);
            for (IMarker marker : project.findMarkers(Ids.PROBLEM_MARKER, true, IResource.DEPTH_INFINITE)) {
                String harness = marker.getAttribute(Ids.ATTR_HARNESS, "");
                if (!harness.startsWith(harnessPrefix)) {
                    continue;
                }
                MarkerSpec existing = spec(marker);
                if (existing == null || !missing.remove(existing)) {
                    marker.delete();
                }
            }
            for (MarkerSpec spec : missing) {
                create(spec);
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

    private static void create(MarkerSpec spec) throws CoreException {
        IMarker marker = spec.file().createMarker(spec.type());
        marker.setAttributes(
                new String[] { IMarker.MESSAGE, IMarker.LINE_NUMBER, IMarker.SEVERITY, IMarker.SOURCE_ID,
                    Ids.ATTR_FINDING_ID, Ids.ATTR_HARNESS },
                new Object[] { spec.message(), spec.line(), spec.severity(), "Braid", spec.findingId(),
                    spec.harness() });
    }

    private static MarkerSpec spec(IMarker marker) throws CoreException {
        if (!(marker.getResource() instanceof org.eclipse.core.resources.IFile file)) {
            return null;
        }
        return new MarkerSpec(marker.getType(), file, marker.getAttribute(IMarker.LINE_NUMBER, 0),
                marker.getAttribute(IMarker.MESSAGE, ""), marker.getAttribute(IMarker.SEVERITY, -1),
                marker.getAttribute(Ids.ATTR_FINDING_ID, ""), marker.getAttribute(Ids.ATTR_HARNESS, ""));
    }
}
