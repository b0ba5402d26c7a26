package org.braid.ui.internal.views;

import java.util.ArrayList;
import java.util.List;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.markers.MarkerUpdater;
import org.braid.ui.internal.markers.StoredFinding;
import org.braid.ui.internal.markers.TraceStore;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.text.ITextSelection;
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
     * An editor puts its input and the caret there: the marker is the Braid marker under the caret
     * ({@link #markerAt}).
     */
    public static IMarker shownMarker(ShowInContext context, IWorkbenchPage page) {
        if (context.getSelection() instanceof ITextSelection caret) {
            IFile file = Adapters.adapt(context.getInput(), IFile.class);
            return file == null ? null : markerAt(file, caret);
        }
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

    /**
     * The Braid marker with a trace under the caret: the first (in line order) whose underlined
     * range holds the caret, else the first on the caret's line; null if the line has none.
     */
    public static IMarker markerAt(IFile file, ITextSelection caret) {
        IMarker[] markers;
        try {
            markers = file.findMarkers(Ids.PROBLEM_MARKER, true, IResource.DEPTH_ZERO);
        } catch (CoreException e) {
            ILog.of(MarkerFindings.class).warn(e.getMessage(), e);
            return null;
        }
        java.util.Arrays.sort(markers, java.util.Comparator.comparingInt((IMarker m) -> m.getAttribute(
                IMarker.LINE_NUMBER, 0)).thenComparingInt(m -> m.getAttribute(IMarker.CHAR_START, -1)));
        int line = caret.getStartLine() + 1;
        IMarker onLine = null;
        for (IMarker marker : markers) {
            if (marker.getAttribute(Ids.ATTR_FINDING_ID, "").isEmpty()) {
                continue;
            }
            int start = marker.getAttribute(IMarker.CHAR_START, -1);
            int end = marker.getAttribute(IMarker.CHAR_END, -1);
            if (start >= 0 && start <= caret.getOffset() && caret.getOffset() <= end) {
                return marker;
            }
            if (onLine == null && marker.getAttribute(IMarker.LINE_NUMBER, 0) == line) {
                onLine = marker;
            }
        }
        return onLine;
    }
}
