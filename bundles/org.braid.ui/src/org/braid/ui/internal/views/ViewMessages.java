package org.braid.ui.internal.views;

import org.eclipse.osgi.util.NLS;

final class ViewMessages extends NLS {
    public static String InterleavingView_empty;
    public static String InterleavingView_emptyHint;

    static {
        NLS.initializeMessages(ViewMessages.class.getPackageName() + ".messages", ViewMessages.class);
    }

    private ViewMessages() {
    }
}
