package org.braid.ui.internal.debug;

import org.braid.core.TraceStep;
import org.eclipse.osgi.util.NLS;

/** The debug session's words: target, thread and frame labels. */
public final class DebugMessages extends NLS {
    public static String Target_name;
    public static String Configuration_name;
    public static String Thread_running;
    public static String Thread_waiting;
    public static String Thread_notStarted;
    public static String Frame_name;
    public static String Frame_braid;
    public static String Value_read;
    public static String Value_written;
    public static String DebugInterleaving_label;
    public static String DebugInterleaving_failed;

    static {
        NLS.initializeMessages(DebugMessages.class.getPackageName() + ".messages", DebugMessages.class);
    }

    private DebugMessages() {
    }

    /** {@code Braid interleaving: Data race on counter: ...}. */
    static String target(String finding) {
        return NLS.bind(Target_name, finding);
    }

    /** The launch's name: the finding's message up to its bounds, without characters a configuration name cannot hold. */
    static String configuration(String finding) {
        int bounds = finding.lastIndexOf(" (");
        String text = (bounds > 0 ? finding.substring(0, bounds) : finding).replaceAll("[\\\\/:*?\"<>|]", " ")
                .replaceAll("\\s+", " ").strip();
        return NLS.bind(Configuration_name, text);
    }

    /**
     * {@code T1 increment (runs the current step)}, {@code Thread-0 Worker.run() (waiting)},
     * {@code ... (not started yet)}; {@code label}: the thread's name or {@code T1}.
     */
    static String thread(String label, String function, boolean runs, boolean started) {
        return NLS.bind(runs ? Thread_running : started ? Thread_waiting : Thread_notStarted, label, function);
    }

    /** {@code increment() line 17: counter = counter + 1;}. */
    static String frame(TraceStep step) {
        return step.line() > 0 ? NLS.bind(Frame_name, new Object[] { step.function(), step.line(), step.text() })
                : NLS.bind(Frame_braid, step.function(), step.text());
    }

    static String read() {
        return Value_read;
    }

    static String written() {
        return Value_written;
    }
}
