package org.braid.ui.internal.views;

import org.eclipse.osgi.util.NLS;

final class ViewMessages extends NLS {
    public static String FindingsView_open;
    public static String FindingsView_suppressed;
    public static String InterleavingView_empty;
    public static String InterleavingView_emptyHint;
    public static String InterleavingView_outcome;
    public static String InterleavingView_outcomeHint;
    public static String InterleavingView_finding;
    public static String InterleavingView_lane;
    public static String InterleavingView_otherStep;
    public static String InterleavingView_library;
    public static String InterleavingView_raceCell;
    public static String InterleavingView_read;
    public static String InterleavingView_write;
    public static String InterleavingView_step;
    public static String InterleavingView_assertionStep;
    public static String InterleavingView_line;
    public static String InterleavingView_libraryStep;
    public static String InterleavingView_raceStep;
    public static String InterleavingView_access;
    public static String InterleavingView_reads;
    public static String InterleavingView_writes;
    public static String InterleavingView_noValues;
    public static String InterleavingView_raceValues;
    public static String InterleavingView_assertionValues;
    public static String InterleavingView_variable;
    public static String InterleavingView_accessColumn;
    public static String InterleavingView_value;
    public static String InterleavingView_readValue;
    public static String InterleavingView_written;
    public static String InterleavingView_showAll;
    public static String InterleavingView_showAllTooltip;

    static {
        NLS.initializeMessages(ViewMessages.class.getPackageName() + ".messages", ViewMessages.class);
    }

    private ViewMessages() {
    }
}
