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
 * holds bytes as a little-endian machine does: a read of another width than the writes that put
 * its bytes there reads those bytes (the interpreter always; the model checker too, except for a
 * narrow write into a wider cell at an offset it cannot fold, where its check is unknown). Two accesses conflict when they share a byte.
 *
 * <p><b>Pointer/integer casts.</b> They behave like a real machine's. Object {@code o} has the
 * base address {@code base(o) = o * 2^32 + o * 2^20} (page-aligned, non-zero in its low 32 bits for
 * {@code 0 < o < 2^12}, and objects of up to 2^31 bytes never overlap); a pointer (object
 * {@code o}, offset {@code d}) cast to an integer is its address {@code base(o) + d} (for object 0,
 * the integers cast to pointers, just {@code d}), truncated or extended to the target width; with
 * 32-bit pointers (ILP32) the address is its low 32 bits, sign-extended to wider types as GCC does.
 * An integer cast to a pointer is extended by its signedness and read back: a 64-bit address
 * {@code a} names object {@code a >>> 32}, a 32-bit one object {@code a >>> 20}, at offset
 * {@code a - base}. So non-null pointers are non-zero integers, distinct objects have distinct
 * addresses, {@code (T *)(uintptr_t) p == p}, {@code (void *) i} with {@code 0 <= i < 2^20}
 * (2^32 with 64-bit pointers) casts back to {@code i}, and null casts to 0. The interpreter and
 * the model checker compute the same values.
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
