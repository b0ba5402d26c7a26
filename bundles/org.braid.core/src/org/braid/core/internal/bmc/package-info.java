/**
 * Bounded model checking of sequential CIR programs, bit-precise, on Sat4j: the approach of
 * CBMC (Clarke, Kroening, Lerda, "A Tool for Checking ANSI-C Programs", TACAS 2004; Biere,
 * Cimatti, Clarke, Zhu, "Symbolic Model Checking without BDDs", TACAS 1999, for bounded model
 * checking itself). Entry points: {@link org.braid.core.internal.bmc.BoundedModelChecker#check}
 * for one violation, and {@link org.braid.core.internal.bmc.BmcSession} to encode once and ask
 * for one violation after another, excluding the ones seen with blocking clauses; the check
 * pipeline runs them on the programs the sequentializers produce and reads thread ids and
 * scheduling decisions back from the {@link org.braid.core.internal.bmc.BmcStep} values of a
 * violation, and the watched cell of a race from the globals a violation observed.
 *
 * <p>Design and bounds:
 * <ul>
 * <li>Loops are unwound per loop of the loop nesting forest (natural loops; several headers for
 * irreducible ones), {@link org.braid.core.internal.bmc.BmcOptions#unwind()} back edges per loop
 * entry; calls are inlined, recursion up to
 * {@link org.braid.core.internal.bmc.BmcOptions#recursionBound()} nested activations of a
 * procedure; bounds are unwinding <em>assumptions</em>: a reachable cut is reported, never an
 * error. Unwinding happens on demand during symbolic execution, so code behind constant-false
 * branches (most of a sequentialized program's unused scheduling points) is never
 * unwound.</li>
 * <li>Values are bit-vectors of their exact width; booleans are 1 bit; pointers are 64 bits:
 * object id (32 bits) and byte offset (32 bits), which is the CIR's pointer/integer cast
 * encoding {@code o * 2^32 + d} itself, so casts are plain bit operations and agree with the
 * interpreter. 32 offset bits are all the encoding keeps (objects are smaller than 2^31
 * bytes).</li>
 * <li>Every object (global, function, in-memory local per inlined activation, heap object per
 * executed {@code Alloc} instance) has a static id; memory is a store per object of cells
 * keyed by offset plus a chain of writes at symbolic offsets; reads are {@code ite}s over the
 * writes they may hit, pruned by constant object ids and a residue analysis of offsets.
 * Never-written memory reads 0 and globals start from their initializers.</li>
 * <li>Division by zero and invalid memory accesses block the path (the interpreter reports
 * them as errors, not findings); they and unsupported accesses (mixed widths) also make the
 * result unknown if reachable.</li>
 * <li>Terms are hash-consed with constant folding; only what reaches the three questions
 * (assertion failure, unsupported behaviour, bound reached, exclusions) is bit-blasted, with
 * Tseitin clauses; everything is deterministic, so the same input gives the same CNF.</li>
 * </ul>
 */
package org.braid.core.internal.bmc;
