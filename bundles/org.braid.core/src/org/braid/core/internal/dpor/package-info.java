/**
 * The second engine: stateless model checking of the closed concurrent program on the concrete
 * interpreter, with dynamic partial-order reduction (Flanagan &amp; Godefroid, POPL 2005: backtrack
 * sets computed from dependent transitions of the explored execution, plus sleep sets; every race
 * reversed from an initial of the source sets of Abdulla et al., POPL 2014) and the
 * property-driven pruning of seed 004 (PDP: Wang, Yang, Gupta &amp; Gopalakrishnan, ATVA 2008,
 * Fig. 4 and Fig. 7: a backtrack point whose whole search subspace is race-free is skipped).
 *
 * <p><b>Transitions.</b> A transition ({@link org.braid.core.internal.dpor.Transition}) is one
 * step of one thread followed by the same thread's invisible steps (no memory access, no value,
 * no synchronisation), or a whole atomic section as far as its thread keeps the turn. Two
 * transitions of different threads are dependent when their footprints (the interpreter's
 * memory cells) conflict (same cell, one writes), when one joins and the other finishes a thread,
 * or when one ends the program. Locks are what their environment models do: an atomic section that
 * reads and writes the lock word, so acquiring and releasing a lock conflict with each other and
 * with a blocked acquire's {@code assume}.
 *
 * <p><b>Search.</b> {@link org.braid.core.internal.dpor.Search} is an iterative depth-first
 * search (an explicit stack of {@link org.braid.core.internal.dpor.Node}s, no recursion); each
 * node keeps a snapshot of the interpreter state, so that backtracking resumes there instead of
 * re-executing the prefix. Every visited state is checked for a data race (Braid's definition:
 * two enabled threads whose next steps conflict, neither in an atomic section), every step for a
 * failing assertion, every state without an enabled thread for a deadlock.
 *
 * <p><b>Backtracking.</b> FG-DPOR (FG 2005, Fig. 4) with vector clocks, but reversing every race
 * of a transition from one of its source-set initials instead of only the latest race (which
 * loses executions together with sleep sets; see {@link org.braid.core.internal.dpor.Backtracking}), for every thread that
 * has not finished, enabled or not, in every new state including final ones: the end of the
 * program depends on every transition (it disables them all), and a blocked acquire depends on
 * the release it waits for. A thread whose next atomic section would only block before writing
 * anything (taking a held lock) counts as disabled until it can take the whole section.
 *
 * <p><b>PDP.</b> With {@code pdp} on (races only; the JVM property {@code braid.pdp=true} for a
 * check), a backtrack point whose subspace is race-free
 * ({@link org.braid.core.internal.dpor.Pdp}) is not added (seed 004, Fig. 7). It is not the
 * default: on Braid's programs it explores far fewer executions than DPOR without sleep sets (the
 * seed's baseline) but more than DPOR with them (README, "The DPOR engine"). The seed then takes
 * the latest earlier dependent transition; Braid's cross-check of DPOR against the unreduced
 * search found random programs where that misses races (the skipped reversal would itself have
 * exposed earlier backtrack points), so Braid instead explores every enabled thread at the latest
 * earlier state whose subspace may hold a race. PDP runs without sleep sets, as in the seed.
 *
 * <p><b>Soundness.</b> Everything found is replayed on the interpreter before it is reported, so
 * the reduction can never create a false alarm; it can only lose completeness, which the verdict
 * {@code proved} relies on. FG-DPOR with sleep sets explores at least one execution of every
 * Mazurkiewicz trace of a terminating program (FG 2005, Theorem 1), so every reachable assertion
 * failure and deadlock is reached; a race state (two co-enabled conflicting next steps) is
 * reached because both orders of the two dependent transitions are explored from the last state
 * where either thread could go first. The tests check this against the unreduced search on
 * two hundred random programs (the same bugs, race by race) and against the BMC.
 *
 * <p><b>Bounds.</b> Executions longer than {@link org.braid.core.internal.dpor.DporOptions#maxSteps()}
 * steps are cut, the search stops after {@link org.braid.core.internal.dpor.DporOptions#maxExecutions()}
 * executions (the options {@link org.braid.core.CheckOption#DPOR_STEPS} and
 * {@link org.braid.core.CheckOption#DPOR_EXECUTIONS}, 10,000 and 200,000 by default), and wide integer inputs take representative values
 * ({@link org.braid.core.internal.dpor.Inputs}); each is reported as a cut and rules out
 * {@code proved}, as do the time limit and cancellation.
 */
package org.braid.core.internal.dpor;
