package org.braid.ui.internal.views;

import org.eclipse.osgi.util.NLS;

final class ViewMessages extends NLS {
    public static String InterleavingView_empty;
    public static String InterleavingView_emptyHint;
    public static String InterleavingView_finding;
    public static String InterleavingView_values;
    public static String InterleavingView_noValues;
    public static String InterleavingView_lane;
    public static String InterleavingView_step;

    static {
        NLS.initializeMessages(ViewMessages.class.getPackageName() + ".messages", ViewMessages.class);
    }

    private ViewMessages() {
    }
}
