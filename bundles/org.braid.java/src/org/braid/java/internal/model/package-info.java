/**
 * Models of Java's concurrency primitives, lowered directly to CIR statements (atomic sections,
 * assumptions, {@code async}, {@code join}): threads ({@link org.braid.java.internal.model.Threads}),
 * monitors ({@link org.braid.java.internal.model.Monitors}) and the atomic classes ({@link
 * org.braid.java.internal.model.Atomics}). They follow the C models of {@code org.braid.c/models}
 * ({@code lock(m) = atomic { assume(m free or owned by me); take m }}).
 */
package org.braid.java.internal.model;
