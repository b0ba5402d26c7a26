package org.braid.ui.internal.findings;

import org.eclipse.osgi.util.NLS;

final class FindingsMessages extends NLS {
    public static String Findings_loading;
    public static String Findings_filter;
    public static String Findings_description;
    public static String Findings_location;
    public static String Findings_check;
    public static String Findings_bounds;
    public static String Findings_state;
    public static String Findings_open;
    public static String Findings_suppressed;
    public static String Findings_line;
    public static String Findings_group;
    public static String Findings_count;

    static {
        NLS.initializeMessages(FindingsMessages.class.getPackageName() + ".messages", FindingsMessages.class);
    }

    private FindingsMessages() {
    }
}
