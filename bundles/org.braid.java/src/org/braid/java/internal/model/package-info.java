/**
 * Models of Java's concurrency primitives that the front end lowers directly to CIR statements
 * (atomic sections, assumptions, {@code async}, {@code join}): threads ({@link
 * org.braid.java.internal.model.Threads}) and monitors ({@link
 * org.braid.java.internal.model.Monitors}), following the C models of {@code org.braid.c/models}
 * ({@code lock(m) = atomic { assume(m free or owned by me); take m }}). The atomic classes are
 * models written in Java (the bundle's {@code models/} folder).
 */
package org.braid.java.internal.model;
