package org.junit.jupiter.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Declaration of JUnit's {@code @TestInstance} for Braid (no behaviour): the test instance lifecycle (only the default, a fresh instance per test, is supported). */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE})
public @interface TestInstance {
    Lifecycle value();

    /** Per method (JUnit's default) or per class. */
    enum Lifecycle {
        PER_CLASS, PER_METHOD
    }
}
