/**
 * The concurrent intermediate representation (CIR): the KISS parallel language made concrete
 * (KISS, Qadeer &amp; Wu, PLDI 2004, Fig. 3), extended with the types, memory and statements that
 * C and Java need.
 *
 * <p>Everything here is immutable. A {@link org.braid.core.internal.ir.Program} holds globals,
 * struct layouts and procedures; a procedure is a control-flow graph of
 * {@link org.braid.core.internal.ir.Block}s whose statements ({@link org.braid.core.internal.ir.Stmt})
 * end in a {@link org.braid.core.internal.ir.Terminator}. Values are scalars only (bit-vectors,
 * booleans, pointers); aggregates live in memory objects and are reached through
 * {@link org.braid.core.internal.ir.Lvalue.Mem}.
 *
 * <p><b>Memory model.</b> A pointer is a pair (object, byte offset). Objects are globals
 * (every global is a memory object), locals marked {@code inMemory} (one object per activation),
 * heap objects created by {@link org.braid.core.internal.ir.Stmt.Alloc}, and functions (for
 * function pointers). The null pointer is object 0, offset 0. A memory location is the pair
 * (object, offset); an access of type {@code T} covers {@code size(T)} bytes from there. Memory
 * is typed per cell: a read must use the width of the last write to that cell.
 *
 * <p><b>Pointer/integer casts.</b> A pointer (object {@code o}, offset {@code d}) cast to an
 * integer is {@code o * 2^32 + d}, truncated or extended to the target width; an integer
 * {@code v} cast to a pointer is (object {@code v >>> 32}, offset {@code v mod 2^32}). So
 * {@code (void*) i} with {@code 0 <= i < 2^32} and back gives {@code i} (threads created with a
 * small integer argument), and null casts to 0.
 *
 * <p>Concurrency: {@link org.braid.core.internal.ir.Stmt.Async} starts a thread and yields its
 * id; {@link org.braid.core.internal.ir.Stmt.Join} blocks until that thread has finished;
 * {@link org.braid.core.internal.ir.Stmt.AtomicBegin}/{@code AtomicEnd} bracket an atomic
 * section (nestable); {@link org.braid.core.internal.ir.Stmt.Assume} blocks while its condition
 * is false (a blocked thread inside an atomic section gives up the atomic turn, which is how
 * {@code lock(m) = atomic { assume(*m == 0); *m = 1; }} works). Accesses executed inside an
 * atomic section are atomic and never race.
 *
 * <p>Read-only analyses walk the IR through {@link org.braid.core.internal.ir.Operands}, which
 * lists what each statement writes, calls and reads and the direct operands of each expression.
 */
package org.braid.core.internal.ir;
