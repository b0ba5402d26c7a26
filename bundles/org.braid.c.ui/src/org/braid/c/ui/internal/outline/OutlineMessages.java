package org.braid.c.ui.internal.outline;

import org.eclipse.osgi.util.NLS;

final class OutlineMessages extends NLS {
    public static String Outline_function;
    public static String Outline_line;
    public static String Outline_finding;
    public static String Outline_findings;
    public static String Outline_listing;
    public static String Outline_noFunctions;
    public static String Outline_failed;
    public static String Outline_showIn;
    public static String Outline_status;
    public static String Outline_notAnalyzed;

    static {
        NLS.initializeMessages(OutlineMessages.class.getPackageName() + ".messages", OutlineMessages.class);
    }

    private OutlineMessages() {
    }
}
