package org.junit.jupiter.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Declaration of JUnit's {@code @Nested} for Braid (no behaviour): a nested test class (not supported). */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE})
public @interface Nested {
}
