package org.junit.jupiter.api.function;

/** Declaration of JUnit's {@code Executable} for Braid (no behaviour). */
@FunctionalInterface
public interface Executable {
    void execute() throws Throwable;
}
