package org.braid.ui.internal.views;

import org.braid.ui.internal.Ids;
import org.eclipse.ui.views.markers.MarkerField;
import org.eclipse.ui.views.markers.MarkerItem;

/**
 * The Findings view's column "Check": which check found the finding, {@code main} or
 * {@code pair:f,g} (the part of the marker's harness key after the analyzed file).
 */
public final class CheckField extends MarkerField {

    @Override
    public String getValue(MarkerItem item) {
        if (item.getMarker() == null) {
            return "";
        }
        String harness = item.getMarker().getAttribute(Ids.ATTR_HARNESS, "");
        return harness.substring(harness.indexOf('#') + 1);
    }
}
