/**
 * Harnesses: close an open program into one with an entry procedure
 * ({@link org.braid.core.internal.harness.Harness#ENTRY}, no parameters) that starts the threads
 * to analyse. {@link org.braid.core.internal.harness.Harnesses#build} takes a
 * {@link org.braid.core.internal.harness.HarnessSpec}:
 * <ul>
 * <li>{@code Main}: call {@code main} ({@code argc = 1}, {@code argv = {"prog", NULL}},
 * {@code envp = NULL}); threads come from the program.</li>
 * <li>{@code Pair(F, G)}: two threads run F and G (F may equal G) on fresh zero-filled objects;
 * pointer parameters of the same pointer type share one object unless {@code disjoint}; scalar
 * parameters are havocked; function pointer parameters are null.</li>
 * <li>{@code Dispatch(N, routines, exclusions)}: N threads each run a nondeterministically
 * chosen routine; exclusions (unordered routine pairs, built with
 * {@link org.braid.core.internal.harness.Exclusions} for KISS's rules A1&ndash;A3) are
 * assumed not to be chosen by two threads.</li>
 * </ul>
 * A function that does not exist or has no body, a parameter passed by value as an aggregate,
 * or a {@code main} with another signature is a
 * {@link org.braid.core.internal.harness.HarnessException}. Synthesised statements carry
 * {@link org.braid.core.internal.ir.Loc#NONE}.
 */
package org.braid.core.internal.harness;
