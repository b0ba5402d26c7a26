package org.braid.ui.internal.views;

import org.braid.ui.internal.Ids;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.ui.views.markers.MarkerField;
import org.eclipse.ui.views.markers.MarkerItem;

/** The Findings view's column "State": {@code open}, or {@code suppressed} for a finding a suppression accepted. */
public final class StateField extends MarkerField {

    @Override
    public String getValue(MarkerItem item) {
        if (item.getMarker() == null) {
            return "";
        }
        try {
            return item.getMarker().isSubtypeOf(Ids.SUPPRESSED_MARKER) ? ViewMessages.FindingsView_suppressed : ViewMessages.FindingsView_open;
        } catch (CoreException e) {
            return ""; // the marker is gone
        }
    }
}
