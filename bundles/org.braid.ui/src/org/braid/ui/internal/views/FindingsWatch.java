package org.braid.ui.internal.views;

import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;

import org.braid.ui.internal.Ids;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.swt.widgets.Display;

/**
 * Tells the Interleaving view, on the UI thread, which findings still have a Braid marker after
 * Braid's markers changed (a re-check after a fix, a clean, a deleted file), so that the view
 * drops the findings that are gone instead of showing a trace of code that no longer has the bug.
 */
final class FindingsWatch implements IResourceChangeListener {
    private final IWorkspace workspace;
    private final Display display;
    private final Consumer<Set<String>> live;

    private FindingsWatch(IWorkspace workspace, Display display, Consumer<Set<String>> live) {
        this.workspace = workspace;
        this.display = display;
        this.live = live;
    }

    /** Starts watching; {@code live} receives the ids of the findings that have markers. */
    static FindingsWatch start(IWorkspace workspace, Display display, Consumer<Set<String>> live) {
        FindingsWatch watch = new FindingsWatch(workspace, display, live);
        workspace.addResourceChangeListener(watch, IResourceChangeEvent.POST_CHANGE);
        return watch;
    }

    void stop() {
        workspace.removeResourceChangeListener(this);
    }

    @Override
    public void resourceChanged(IResourceChangeEvent event) {
        if (event.findMarkerDeltas(Ids.PROBLEM_MARKER, true).length > 0 && !display.isDisposed()) {
            display.asyncExec(() -> live.accept(findingIds()));
        }
    }

    /** The ids of the findings that Braid markers in the workspace show. */
    Set<String> findingIds() {
        Set<String> ids = new HashSet<>();
        try {
            for (IMarker marker : workspace.getRoot().findMarkers(Ids.PROBLEM_MARKER, true, IResource.DEPTH_INFINITE)) {
                String id = marker.getAttribute(Ids.ATTR_FINDING_ID, "");
                if (!id.isEmpty()) {
                    ids.add(id);
                }
            }
        } catch (CoreException e) {
            ILog.of(FindingsWatch.class).warn(e.getMessage(), e);
        }
        return ids;
    }
}
