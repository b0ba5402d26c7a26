package org.braid.ui.internal.handlers;

import java.util.ArrayList;
import java.util.List;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.markers.StoredFinding;
import org.braid.ui.internal.markers.TraceStore;
import org.braid.ui.internal.views.InterleavingView;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;

/** Opens the Interleaving view on stored findings. UI thread only. */
public final class FindingsUi {

    private FindingsUi() {
    }

    /** Shows {@code findings} in the view, {@code index} selected. */
    public static InterleavingView show(IWorkbenchPage page, List<StoredFinding> findings, int index)
            throws PartInitException {
        InterleavingView view = (InterleavingView) page.showView(Ids.INTERLEAVING_VIEW);
        view.show(findings, index);
        return view;
    }

    /** Shows the finding of {@code marker} among the other findings of its file. */
    public static InterleavingView show(IWorkbenchPage page, IMarker marker) throws CoreException {
        String id = marker.getAttribute(Ids.ATTR_FINDING_ID, "");
        List<StoredFinding> findings = new ArrayList<>();
        int index = 0;
        for (String each : org.braid.ui.internal.markers.MarkerUpdater.findingIds(marker.getResource())) {
            TraceStore.instance().get(each).ifPresent(findings::add);
            if (each.equals(id)) {
                index = findings.size() - 1;
            }
        }
        return show(page, findings, Math.max(0, index));
    }
}
