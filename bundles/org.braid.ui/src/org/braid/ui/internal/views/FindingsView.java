package org.braid.ui.internal.views;

import org.eclipse.ui.views.markers.MarkerSupportView;

/**
 * The Braid Findings view: every race, assertion violation and suppressed finding of the
 * workspace, grouped by kind, with the file, line, check, bounds and state. It is the platform's
 * marker view (content generator {@code org.braid.ui.findingsGenerator} in plugin.xml), so it
 * sorts by any column, filters with <i>Configure Contents...</i> (scope, kind, text), offers the
 * markers' quick fixes (show the interleaving, suppress) and opens the editor on a double-click;
 * the Interleaving view follows its selection as it follows the Problems view's. The platform's
 * marker views group only by marker type or fixed attribute values: the grouping by file is
 * {@link org.braid.ui.internal.findings.FindingsByFileView}.
 */
public final class FindingsView extends MarkerSupportView {

    /** The view's id in plugin.xml. */
    public static final String ID = "org.braid.ui.views.findings";

    public FindingsView() {
        super("org.braid.ui.findingsGenerator");
    }
}
