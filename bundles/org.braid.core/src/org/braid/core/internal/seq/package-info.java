/**
 * Sequentializers: passes {@code SequentialProgram apply(Program concurrent, String entry,
 * SeqConfig)} that turn a concurrent CIR program (closed by a harness) into a sequential one
 * whose assertion failures are exactly the bugs of a bounded class of interleavings, with the
 * {@link org.braid.core.internal.seq.Provenance} needed to map a counterexample back.
 *
 * <ul>
 * <li>{@link org.braid.core.internal.seq.KissPass}: KISS, Qadeer &amp; Wu, "KISS: Keep It Simple
 * and Sequential", PLDI 2004. Sec. 4 / Fig. 4: a {@code raise} flag terminates the running
 * thread at any switch point ({@code RAISE}); a bounded multiset {@code ts} of pending threads
 * (MAX) holds started threads that {@code schedule()} runs, on the single stack, at later switch
 * points; when {@code ts} is full a thread start is a call. It simulates the balanced executions
 * (Theorem 1). Sec. 5 / Fig. 5: race checks {@code check_r}/{@code check_w} before every access,
 * here with a symbolic watched cell ({@link org.braid.core.internal.seq.RaceInstrumentation}).</li>
 * <li>{@link org.braid.core.internal.seq.RoundsPass}: K round-robin rounds over a bounded set of
 * threads, lazily (threads resume at a saved program counter), which also covers the unbalanced
 * executions KISS cannot reach.</li>
 * </ul>
 *
 * <p>Switch points go only before steps that can interact with other threads
 * ({@link org.braid.core.internal.seq.Visibility}): steps that touch only registers and private
 * cells commute with everything (the argument of Whoop, Deligiannis, Donaldson &amp; Rakamarić,
 * ASE 2015, for yields only where races are possible). No switch point, thread termination or
 * race check is placed inside atomic sections ({@link org.braid.core.internal.seq.AtomicDepths}).
 * Generated code calls procedures directly only (function pointers become comparison chains) and
 * every bound is enforced by an assumption, never an assertion, so a bound never makes a bug.
 */
package org.braid.core.internal.seq;
