package org.junit;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Declaration of JUnit's {@code @Test} for Braid (no behaviour): a JUnit 4 test method (without {@code expected} and {@code timeout}, which are not supported). */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD})
public @interface Test {
    Class<? extends Throwable> expected() default None.class;

    long timeout() default 0L;

    /** No expected exception. */
    class None extends Throwable {
        private static final long serialVersionUID = 1L;

        private None() {
        }
    }
}
