package org.braid.java;

/**
 * What a {@link Diagnostic} says. Each kind has an English template with {@code %s} places for
 * the diagnostic's arguments.
 */
public enum DiagnosticKind {
    /** A construct outside the supported subset: executions reaching it make a check unknown. */
    UNSUPPORTED("%s is not supported", true),
    /** A method a class harness leaves out (a reference parameter); checks still decide. */
    LEFT_OUT_OF_HARNESS("%s; the class harness leaves it out", false),
    /** A {@code @ThreadSafe} class that no class harness can check (abstract, no constructor); checks still decide. */
    THREAD_SAFE_NOT_CHECKED("%s; this @ThreadSafe class is not checked", false);

    private final String template;
    private final boolean makesResultUnknown;

    DiagnosticKind(String template, boolean makesResultUnknown) {
        this.template = template;
        this.makesResultUnknown = makesResultUnknown;
    }

    public String template() {
        return template;
    }

    /** Whether a check of a program with this diagnostic can only answer {@code unknown}. */
    public boolean makesResultUnknown() {
        return makesResultUnknown;
    }
}
