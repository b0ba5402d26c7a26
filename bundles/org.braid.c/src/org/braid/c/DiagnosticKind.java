package org.braid.c;

/**
 * What a {@link Diagnostic} says. Each kind has an English template with {@code %s} places for
 * the diagnostic's arguments (the CLI prints it; the UI may translate by kind).
 */
public enum DiagnosticKind {
    /** A function with no body and no model: its result is any value of its type. */
    ASSUMED_EXTERNAL("call to `%s` with no body or model: result assumed nondeterministic", false),
    /** A function with no body and no model while external calls are not allowed. */
    UNKNOWN_EXTERNAL("call to `%s` with no body or model", true),
    /** A global declared {@code extern} and defined nowhere: zero-initialized. */
    ASSUMED_EXTERNAL_OBJECT("`%s` is declared but never defined: assumed zero-initialized", false),
    /** A construct the front end cannot lower exactly. */
    UNSUPPORTED("%s is not supported", true),
    /** Behaviour C leaves undefined, lowered with Braid's documented choice. */
    UNDEFINED_BEHAVIOR("%s", false);

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
