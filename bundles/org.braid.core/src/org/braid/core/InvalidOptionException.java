package org.braid.core;

import java.util.Objects;

/**
 * A check option has a value that does not parse, is out of range, or does not fit the other
 * options. It names the option so that the command line can show its flag and the IDE its
 * label; {@link #getMessage()} is {@code key: problem}.
 */
public final class InvalidOptionException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final transient CheckOption option;
    private final String problem;

    public InvalidOptionException(CheckOption option, String problem) {
        super(option.key() + ": " + problem);
        this.option = Objects.requireNonNull(option, "option");
        this.problem = Objects.requireNonNull(problem, "problem");
    }

    /** The option whose value is wrong. */
    public CheckOption option() {
        return option;
    }

    /** What is wrong with it, without the option's name, e.g. {@code must be between 1 and 64, was 0}. */
    public String problem() {
        return problem;
    }
}
