/**
 * The concrete interpreter of the CIR: the referee that replays every counterexample before a
 * user sees it, runs sequential programs (one thread, {@code Havoc} for nondeterminism) in the
 * sequentializers' tests, and drives {@code braid simulate}.
 *
 * <p><b>Use.</b> {@code new Interpreter(program, options).run(entry, oracle)} runs the entry
 * procedure (a body, no parameters; harnesses make {@code __braid_main}) as thread 0; every
 * nondeterministic choice comes from the {@link org.braid.core.internal.interp.Oracle}
 * ({@link org.braid.core.internal.interp.RandomOracle} with a fixed seed is deterministic). The
 * {@link org.braid.core.internal.interp.Run} holds the
 * {@link org.braid.core.internal.interp.Outcome} and the
 * {@link org.braid.core.internal.interp.Execution} (step by step: thread, statement, location,
 * values read and written, context switches, havoc values). {@code replay(entry, replay)}
 * executes exactly a given list of {@link org.braid.core.internal.interp.ReplayStep}s (thread,
 * expected statement, havoc value) and answers a
 * {@link org.braid.core.internal.interp.ReplayResult}: the outcome the final state shows, or
 * the index of the first step that does not fit. {@code execution.toReplay()} reproduces a run.
 * {@link org.braid.core.internal.interp.Simulation} is random testing (many seeded runs until a
 * bug), {@link org.braid.core.internal.interp.ExecutionText} renders executions and outcomes as
 * text ({@code braid simulate}).
 *
 * <p><b>Semantics</b> (shared with the BMC; see the CIR package documentation).
 * <ul>
 * <li>A step is one statement or terminator of one thread, executed atomically: all reads, then
 * the write. A call evaluates the callee and arguments and enters the callee (parameters are
 * passed without memory accesses); the callee's {@code return} writes the caller's result
 * lvalue, evaluated in the caller's frame then. A call of an external procedure (no blocks) is
 * one step whose result, if it has a result lvalue, comes from the oracle like a havoc.</li>
 * <li>Thread 0 runs the entry; {@code async} starts threads 1, 2, ... in execution order. The
 * program ends when thread 0 returns from the entry ({@link Outcome.Completed} with its value)
 * or any thread executes {@code exit}.</li>
 * <li>Enabled: not finished, not blocked on a false {@code assume} or a {@code join} of an
 * unfinished or never started thread, and no other runnable thread owns the atomic section
 * (owner: the last thread that stepped with atomic depth &gt; 0; while the owner is blocked,
 * others run).</li>
 * <li>Race (checked before every scheduling decision in runs, in the final state of replays):
 * two enabled threads at atomic depth 0 whose next steps access the same cell (object, offset),
 * at least one a write.</li>
 * <li>Values: integers are their low {@code width} bits, C arithmetic as the
 * {@link org.braid.core.internal.ir.Expr} documentation says; pointers are encoded
 * {@code object * 2^32 + (offset mod 2^32)} (the CIR cast encoding), offsets read as signed 32
 * bits. Havoc of a pointer gives null (value 0) or the invalid pointer (object 0, offset v).</li>
 * <li>Memory: globals zero-filled then initialized; a cell never written reads 0; a read must
 * have the width of the last write to the cell and must not overlap a differently placed cell
 * ({@link ErrorKind#UNSUPPORTED}). Null, invalid, freed, returned-local and out-of-bounds
 * accesses, bad {@code free}s and calls through non-function pointers are
 * {@link ErrorKind#MEMORY_ERROR}; division or remainder by zero is
 * {@link ErrorKind#DIVISION_BY_ZERO}. These end the run with {@link Outcome.Error}, never a
 * race or assertion finding.</li>
 * <li>Object ids: 1..G the non-thread-local globals in declaration order, then one per
 * procedure (function pointers), then creation order: a thread's thread-local globals when it
 * starts, an activation's in-memory parameters and locals when it is entered, heap objects at
 * {@code alloc}.</li>
 * </ul>
 */
package org.braid.core.internal.interp;
