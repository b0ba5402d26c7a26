package org.braid.ui.internal.handlers;

import java.util.List;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.markers.StoredFinding;
import org.braid.ui.internal.views.InterleavingView;
import org.eclipse.core.resources.IMarker;
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
    public static InterleavingView show(IWorkbenchPage page, IMarker marker) throws PartInitException {
        InterleavingView view = (InterleavingView) page.showView(Ids.INTERLEAVING_VIEW);
        view.show(marker);
        return view;
    }
}
