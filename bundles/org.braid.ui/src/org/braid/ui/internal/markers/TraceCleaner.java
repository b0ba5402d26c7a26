package org.braid.ui.internal.markers;

import java.util.HashSet;
import java.util.Set;

import org.braid.ui.internal.Ids;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IMarkerDelta;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

/**
 * Deletes a stored finding ({@link TraceStore}) when the last marker that shows it is deleted:
 * by a new analysis, a clean build, removing the nature, deleting the file or project, or the
 * user. Listens to marker changes after each workspace operation; at start it also deletes the
 * findings no marker refers to any more (markers deleted while Braid was not running).
 */
public final class TraceCleaner implements IResourceChangeListener {
    private final IWorkspace workspace;

    private TraceCleaner(IWorkspace workspace) {
        this.workspace = workspace;
    }

    /** Starts cleaning up after {@code workspace}; returns the listener to remove on stop. */
    public static TraceCleaner start(IWorkspace workspace) {
        TraceCleaner cleaner = new TraceCleaner(workspace);
        workspace.addResourceChangeListener(cleaner, IResourceChangeEvent.POST_CHANGE);
        Job sweep = new Job(MarkerMessages.TraceCleaner_sweep) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                try {
                    TraceStore.instance().retainOnly(cleaner.referenced());
                } catch (CoreException e) {
                    return e.getStatus();
                }
                return Status.OK_STATUS;
            }
        };
        sweep.setSystem(true);
        sweep.schedule();
        return cleaner;
    }

    public void stop() {
        workspace.removeResourceChangeListener(this);
    }

    @Override
    public void resourceChanged(IResourceChangeEvent event) {
        IMarkerDelta[] deltas = event.findMarkerDeltas(Ids.PROBLEM_MARKER, true);
        Set<String> removed = new HashSet<>();
        for (IMarkerDelta delta : deltas) {
            String id = delta.getAttribute(Ids.ATTR_FINDING_ID, "");
            if (delta.getKind() == org.eclipse.core.resources.IResourceDelta.REMOVED && !id.isEmpty()) {
                removed.add(id);
            }
        }
        if (removed.isEmpty()) {
            return;
        }
        try {
            removed.removeAll(referenced());
        } catch (CoreException e) {
            ILog.of(TraceCleaner.class).warn(e.getMessage(), e);
            return;
        }
        removed.forEach(TraceStore.instance()::delete);
    }

    /** The findings that Braid markers in the workspace show. */
    private Set<String> referenced() throws CoreException {
        Set<String> ids = new HashSet<>();
        for (IMarker marker : workspace.getRoot().findMarkers(Ids.PROBLEM_MARKER, true, IResource.DEPTH_INFINITE)) {
            String id = marker.getAttribute(Ids.ATTR_FINDING_ID, "");
            if (!id.isEmpty()) {
                ids.add(id);
            }
        }
        return ids;
    }
}
