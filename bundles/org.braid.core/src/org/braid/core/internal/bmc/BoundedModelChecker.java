package org.braid.core.internal.bmc;

import java.util.List;

import org.braid.core.internal.ir.Program;

/**
 * Bit-precise bounded model checking of a sequential CIR program for assertion violations.
 * Stateless and thread-safe: concurrent checks do not interfere.
 *
 * <p>Semantics (shared with the interpreter, {@code org.braid.core.internal.interp}):
 * <ul>
 * <li>A violation is a path, within the bounds of {@link BmcOptions}, that reaches an
 * {@code assert} whose condition is false while every {@code assume} executed before it on that
 * path holds; the program stops at the first failing assertion.</li>
 * <li>Loops (natural loops, or loops with several headers where the control-flow graph is
 * irreducible) and recursive calls beyond the bounds are cut by unwinding assumptions;
 * {@link BmcResult.NoViolation#unwindingAssumptionHit()} tells whether such a cut is
 * reachable.</li>
 * <li>Errors the interpreter reports as error outcomes (division or remainder by zero; null,
 * dangling, freed or out-of-bounds accesses; bad {@code free}; calls through a pointer that
 * points to no procedure) block the path like a false {@code assume}: they are never
 * findings, and paths through them are not explored. Each is moreover an unsupported event
 * (below): reachable, it makes the result {@link BmcResult.Unknown}, worded as the interpreter
 * words it ({@code division by zero at f.c:9:5}, {@code memory error: null pointer dereference
 * in *p at f.c:9:5}: {@link MemoryFaults}), as DPOR's run stops there.</li>
 * <li>Unsupported behaviour (reading a cell with another width than it was written with,
 * accesses that partially overlap a written cell, calling a procedure that does not exist,
 * calls with fewer arguments than the callee has parameters, differences of pointers into
 * different objects, allocations of more than 2^31-1 bytes) blocks the path too; when such a
 * path is reachable and no violation exists the result is {@link BmcResult.Unknown} naming the
 * construct and its file:line. Writes that partially overlap an earlier cell are treated as unsupported as well,
 * although the interpreter would drop the overlapped cells.</li>
 * <li>{@code AtomicBegin}/{@code AtomicEnd} are no-ops (a sequential program has one thread).
 * A call of an external procedure (no blocks) havocs its result and has no other effect.
 * Registers read before any assignment are 0, like never-written memory.</li>
 * </ul>
 *
 * <p>The pipeline (one class per stage):
 * <ol start="0">
 * <li>{@link ProgramScan}: input check, procedures whose address is taken;</li>
 * <li>{@link Unwinder}: loop unwinding and inlining into a DAG of block instances, on demand;</li>
 * <li>{@link SymbolicExecutor} with {@link StatementEncoder}, {@link ExprEncoder} and
 * {@link MemoryEncoder}: guarded SSA terms over the DAG, in topological order;</li>
 * <li>{@link org.braid.core.internal.bmc.term.TermFactory}: hash-consed, constant-folded
 * bit-vector terms (built during stage 2);</li>
 * <li>{@link org.braid.core.internal.bmc.term.BitBlaster} and {@link Decider}: Tseitin CNF,
 * Sat4j, the three questions;</li>
 * <li>{@link TraceBuilder}: the trace from the model.</li>
 * </ol>
 *
 * <p>{@link #check} asks for one violation; {@link BmcSession} keeps the encoding and the solver
 * to ask for further violations with the ones seen so far excluded.
 */
public final class BoundedModelChecker {

    /** At most this many solver questions find the places where bounds cut paths. */
    public static final int MAX_CUT_QUERIES = 16;


    /**
     * Told when the SAT solver starts on a question, with the size of the CNF so far. Called on
     * the checking thread.
     */
    @FunctionalInterface
    public interface SolveListener {
        /** Ignores every call. */
        SolveListener NONE = (variables, clauses) -> {
        };

        void solving(long variables, long clauses);
    }

    private BoundedModelChecker() {
    }

    /** Checks {@code program} from procedure {@code entry}, telling no one of the solver calls. */
    public static BmcResult check(Program program, String entry, BmcOptions options) {
        return check(program, entry, options, SolveListener.NONE);
    }

    /**
     * Checks {@code program} from procedure {@code entry}.
     *
     * @param program a sequential program: no {@code Async} or {@code Join} statements
     * @param entry the procedure where execution starts; it must have a body and no parameters;
     *        returning from it ends the program
     * @param listener told before each SAT solver call
     * @throws IllegalArgumentException if the program contains {@code Async} or {@code Join},
     *         or {@code entry} is missing, external or has parameters, or the program is
     *         malformed (unknown globals, blocks or struct tags)
     */
    public static BmcResult check(Program program, String entry, BmcOptions options, SolveListener listener) {
        try (BmcSession session = BmcSession.open(program, entry, options, List.of(), listener)) {
            return session.next();
        }
    }
}
