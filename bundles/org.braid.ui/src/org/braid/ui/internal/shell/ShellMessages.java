package org.braid.ui.internal.shell;

import java.util.List;

import org.eclipse.osgi.util.NLS;

final class ShellMessages extends NLS {
    public static String GettingStarted_title;
    public static String GettingStarted_switchOn;
    public static String GettingStarted_save;
    public static String GettingStarted_findings;
    public static String GettingStarted_trace;
    public static String GettingStarted_debug;
    public static String GettingStarted_suppress;
    public static String GettingStarted_settings;
    public static String GettingStarted_again;

    static {
        NLS.initializeMessages(ShellMessages.class.getPackageName() + ".messages", ShellMessages.class);
    }

    /** The Getting Started page's paragraphs in order, in SWT {@code Link} markup. */
    static List<String> paragraphs() {
        return List.of(GettingStarted_switchOn, GettingStarted_save, GettingStarted_findings, GettingStarted_trace,
                GettingStarted_debug, GettingStarted_suppress, GettingStarted_settings, GettingStarted_again);
    }

    private ShellMessages() {
    }
}
