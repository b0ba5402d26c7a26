package org.braid.core.internal.bmc;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

import org.braid.core.Stats;
import org.braid.core.internal.bmc.term.TermFactory;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.StmtRef;

/**
 * One encoding, many questions: unwinds and encodes a sequential program once, then asks the
 * same incremental Sat4j instance for one violation after another. After each answer the caller
 * may {@link #exclude} the violations it has seen (a blocking clause over the failing assertion
 * instances, not a new encoding) and ask {@link #next} again; when no violation is left,
 * {@code next} asks whether an unsupported behaviour is reachable and where bounds cut paths,
 * exactly as {@link BoundedModelChecker#check} does, and the session is finished.
 *
 * <p>Blocking the failure of an assertion instance is the same as turning that assertion
 * instance into an assumption: the encoding stops a path at its first failing assertion (every
 * later step is guarded by the assertion holding), so a path that fails an excluded instance
 * has no later step, no later failure, no later unsupported behaviour and no later cut to
 * contribute; the clause only removes the paths that an assumption would remove.
 *
 * <p>Not thread-safe: one checking thread uses a session; {@link #close()} must always be
 * called (it releases the solver).
 */
public final class BmcSession implements AutoCloseable {

    /**
     * The failures of every instance of the assertions {@code at} (statements of the sequential
     * program) at which each global named in {@code values} holds that value, as observed right
     * before the assertion; an empty {@code values} matches every instance of {@code at}. The
     * values are kept sorted by name, so the blocking clause is the same term in every run (a
     * {@code Map.of} iterates in an order that changes from one JVM to the next, and gave CNFs of
     * different sizes for the same check).
     */
    public record Exclusion(Set<StmtRef> at, Map<String, Long> values) {
        public Exclusion {
            at = Set.copyOf(at);
            values = Collections.unmodifiableMap(new TreeMap<>(values));
        }
    }

    private final Decider decider;
    private final BmcResult early;
    private boolean finished;

    private BmcSession(Decider decider, BmcResult early) {
        this.decider = decider;
        this.early = early;
    }

    /**
     * Encodes {@code program} from procedure {@code entry}; the solver runs only in {@link #next}.
     *
     * @param program a sequential program: no {@code Async} or {@code Join} statements
     * @param entry the procedure where execution starts; it must have a body and no parameters;
     *        returning from it ends the program
     * @param observed globals whose values every assertion instance records right before it
     *        (reported in {@link BmcResult.Violation#observed()}, matched by
     *        {@link Exclusion#values()}); names the program does not declare are ignored
     * @param listener told before each SAT solver call
     * @throws IllegalArgumentException if the program contains {@code Async} or {@code Join},
     *         or {@code entry} is missing, external or has parameters, or the program is
     *         malformed (unknown globals, blocks or struct tags)
     */
    public static BmcSession open(Program program, String entry, BmcOptions options, List<String> observed,
            BoundedModelChecker.SolveListener listener) {
        long start = System.nanoTime();
        Procedure main = program.procedure(entry)
                .orElseThrow(() -> new IllegalArgumentException("no procedure " + entry));
        if (main.isExternal()) {
            throw new IllegalArgumentException("entry procedure " + entry + " has no body");
        }
        if (!main.parameters().isEmpty()) {
            throw new IllegalArgumentException("entry procedure " + entry + " has parameters");
        }
        // Stage 0: sequential input; candidates of indirect calls.
        Set<String> addressTaken = ProgramScan.addressTaken(program);
        List<Procedure> candidates = addressTaken.stream().map(program::procedure).flatMap(Optional::stream).toList();
        TermFactory f = new TermFactory();
        Unwinder unwinder = new Unwinder(program, options, candidates);
        try {
            // Stages 1 to 3, interleaved: unwind loops and inline calls where paths arrive (1),
            // symbolic execution (2) to guarded, hash-consed bit-vector terms (3).
            Node root = unwinder.root(main);
            Encoding encoding = new SymbolicExecutor(program, options, f, addressTaken, observed).run(unwinder, root);
            // Stages 4 to 6: CNF, Sat4j, and the trace of a violation, question by question.
            return new BmcSession(new Decider(options, f, root, encoding, unwinder.size(), start, listener), null);
        } catch (CheckStopped e) {
            return new BmcSession(null,
                new BmcResult.Unknown(e.reason(), Decider.stats(start, 0, 0, unwinder.size(), f.size(), 0, 0)));
        }
    }

    /**
     * The next violation not excluded yet; or, when there is none, the result that ends the
     * session: {@link BmcResult.Unknown} (an unsupported behaviour is reachable, the check was
     * canceled, or a memory guard fired) or {@link BmcResult.NoViolation} with the cuts.
     *
     * @throws IllegalStateException if the session has finished
     */
    public BmcResult next() {
        if (finished) {
            throw new IllegalStateException("the session has finished");
        }
        BmcResult result = early != null ? early : decider.next();
        finished = !(result instanceof BmcResult.Violation);
        return result;
    }

    /** Blocks the failures {@code exclusion} matches for every later {@link #next}. */
    public void exclude(Exclusion exclusion) {
        Objects.requireNonNull(exclusion, "exclusion");
        if (decider != null) {
            decider.exclude(exclusion);
        }
    }

    /**
     * CNF size, time since encoding started, and the counts {@code blockInstances},
     * {@code terms}, {@code solverCalls} (over all questions so far) and {@code solveMillis}.
     */
    public Stats stats() {
        return decider != null ? decider.stats() : early.stats();
    }

    @Override
    public void close() {
        if (decider != null) {
            decider.close();
        }
    }
}
