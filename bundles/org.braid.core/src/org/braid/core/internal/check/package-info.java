/**
 * The check pipeline behind {@code braid check} and the IDE:
 * {@link org.braid.core.internal.check.Checker#check} closes the program with a harness,
 * sequentializes it (KISS, Qadeer &amp; Wu, PLDI 2004, or rounds), model checks the sequential
 * program, maps each counterexample back to a schedule of the concurrent program
 * ({@link org.braid.core.internal.check.TraceMapper}) and replays it on the interpreter against
 * the original concurrent program ({@link org.braid.core.internal.check.Confirmation}). Only a
 * replay that reaches the claimed bug becomes a {@link org.braid.core.Finding}; a trace that does
 * not replay is a {@link org.braid.core.internal.check.ReplayMismatchException} (a Braid bug),
 * never a finding. Each property is sequentialized and encoded once; its findings come one after
 * another from the same incremental solver, each confirmed one blocked by a clause
 * ({@link org.braid.core.internal.bmc.BmcSession}). Races are searched with a symbolic watched
 * cell, blocked by cell and conflict, so every racy cell within the bounds is reported once per
 * conflict.
 */
package org.braid.core.internal.check;
