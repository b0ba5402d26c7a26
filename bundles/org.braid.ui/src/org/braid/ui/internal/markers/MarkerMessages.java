package org.braid.ui.internal.markers;

import org.eclipse.osgi.util.NLS;

final class MarkerMessages extends NLS {
    public static String Race_message;
    public static String Race_read;
    public static String Race_write;
    public static String Assertion_message;
    public static String UncaughtException_message;
    public static String Deadlock_message;
    public static String Bounds_dpor;
    public static String Deadlock_wait;
    public static String Cut_steps;
    public static String Cut_executions;
    public static String Cut_inputs;
    public static String Outcome_proved;
    public static String Bounds_kiss;
    public static String Bounds_rounds;
    public static String Unknown_message;
    public static String InputError_message;
    public static String Unsupported_message;
    public static String Note_message;
    public static String Cut_loop;
    public static String Outcome_violation;
    public static String Outcome_allSuppressed;
    public static String Outcome_someSuppressed;
    public static String Suppressed_message;
    public static String SuppressionFile_error;
    public static String Outcome_complete;
    public static String Outcome_cut;
    public static String Outcome_completeDpor;
    public static String Outcome_cutDpor;
    public static String Outcome_unknown;
    public static String Cut_recursion;
    public static String Cut_threads;
    public static String Unreached_assertion;
    public static String Unreached_threadStart;
    public static String ShowInterleaving_label;
    public static String TraceCleaner_sweep;

    static {
        NLS.initializeMessages(MarkerMessages.class.getPackageName() + ".messages", MarkerMessages.class);
    }

    private MarkerMessages() {
    }
}
