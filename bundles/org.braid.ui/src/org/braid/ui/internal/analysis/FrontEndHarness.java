package org.braid.ui.internal.analysis;

import java.util.Objects;

/**
 * A harness the front end builds itself from one of its settings, e.g. a JUnit test method
 * ({@link org.braid.core.frontend.FrontEndOption#TEST} = {@code CounterTest#twoThreadsIncrement()}):
 * the file is lowered again with {@code option = value} and the program entry the front end then
 * offers is checked (as a Java method pair is, {@link FrontEndPairs}). The IDE knows no language
 * here: a language's UI bundle names the option and the value. Immutable.
 *
 * @param option a {@link org.braid.core.frontend.FrontEndOption} key the file's front end understands
 * @param value the setting's value, in the front end's own terms
 */
public record FrontEndHarness(String option, String value) {

    public FrontEndHarness {
        Objects.requireNonNull(option, "option");
        Objects.requireNonNull(value, "value");
        if (option.contains("|") || option.contains(";") || value.contains("|") || value.contains(";")) {
            throw new IllegalArgumentException("a front-end harness is stored as file|option|value;...: " + option
                    + " " + value);
        }
    }

    /** The harness's name within its file, e.g. {@code test:CounterTest#twoThreadsIncrement()}. */
    public String name() {
        return option + ":" + value;
    }
}
