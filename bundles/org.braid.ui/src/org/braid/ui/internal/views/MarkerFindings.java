package org.braid.ui.internal.views;

import java.util.ArrayList;
import java.util.List;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.markers.MarkerUpdater;
import org.braid.ui.internal.markers.StoredFinding;
import org.braid.ui.internal.markers.TraceStore;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.part.ShowInContext;
import org.eclipse.ui.views.markers.MarkerSupportView;

/**
 * The stored findings behind a Braid marker: the marker's own and the others of its file, so
 * that the view's selector offers them all.
 *
 * @param findings the findings of the marker's file, in line order
 * @param index the marker's finding among them
 */
public record MarkerFindings(List<StoredFinding> findings, int index) {

    public MarkerFindings {
        findings = List.copyOf(findings);
    }

    public static MarkerFindings of(IMarker marker) {
        String id = marker.getAttribute(Ids.ATTR_FINDING_ID, "");
        List<StoredFinding> findings = new ArrayList<>();
        int index = 0;
        List<String> ids;
        try {
            ids = MarkerUpdater.findingIds(marker.getResource());
        } catch (CoreException e) {
            ILog.of(MarkerFindings.class).warn(e.getMessage(), e);
            ids = List.of(id);
        }
        for (String each : ids) {
            TraceStore.instance().get(each).ifPresent(findings::add);
            if (each.equals(id)) {
                index = Math.max(0, findings.size() - 1);
            }
        }
        return new MarkerFindings(findings, index);
    }

    /** The Braid marker with a trace that {@code selection} holds alone, or null. */
    public static IMarker selectedMarker(ISelection selection) {
        if (!(selection instanceof IStructuredSelection structured) || structured.size() != 1) {
            return null;
        }
        IMarker marker = Adapters.adapt(structured.getFirstElement(), IMarker.class);
        try {
            return marker != null && marker.exists() && marker.isSubtypeOf(Ids.PROBLEM_MARKER)
                    && !marker.getAttribute(Ids.ATTR_FINDING_ID, "").isEmpty() ? marker : null;
        } catch (CoreException e) {
            return null;
        }
    }

    /**
     * The Braid marker a Show In request is about. The marker views (Problems and the like) put
     * the selected markers' resources into their Show In context, not the markers, so the marker
     * is then the Braid marker selected in a marker view of {@code page} on one of those resources.
     */
    public static IMarker shownMarker(ShowInContext context, IWorkbenchPage page) {
        IMarker direct = selectedMarker(context.getSelection());
        if (direct != null || !(context.getSelection() instanceof IStructuredSelection resources)) {
            return direct;
        }
        for (IViewReference reference : page.getViewReferences()) {
            IWorkbenchPart part = reference.getPart(false);
            if (part instanceof MarkerSupportView view && view.getSite().getSelectionProvider() != null) {
                IMarker marker = selectedMarker(view.getSite().getSelectionProvider().getSelection());
                if (marker != null && resources.toList().contains(marker.getResource())) {
                    return marker;
                }
            }
        }
        return null;
    }
}
