package org.braid.ui.internal.views;

import org.braid.ui.internal.markers.FindingText;
import org.eclipse.core.resources.IMarker;
import org.eclipse.ui.views.markers.MarkerField;
import org.eclipse.ui.views.markers.MarkerItem;

/**
 * The Findings view's column "Bounds": the bounds of the check that found the finding, in words
 * ({@code up to 4 threads, 1 pending at a time}), as its message ends.
 */
public final class BoundsField extends MarkerField {

    @Override
    public String getValue(MarkerItem item) {
        return item.getMarker() == null ? "" : FindingText.boundsOf(item.getAttributeValue(IMarker.MESSAGE, ""));
    }
}
