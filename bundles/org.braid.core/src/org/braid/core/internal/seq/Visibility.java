package org.braid.core.internal.seq;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * Which steps can interact with other threads and therefore get a context-switch point (and race
 * checks). KISS instruments before every statement (Qadeer &amp; Wu, PLDI 2004, Fig. 4); a step
 * that touches only its own thread's registers and private cells commutes with the steps of all
 * other threads, so a switch right before it can be moved to the next interacting step without
 * changing any reachable state (the reduction argument behind Whoop's yield placement,
 * Deligiannis et al., ASE 2015, Sec. IV "only where races are possible"). Interacting steps are:
 * shared memory accesses, {@code assume} (may block), {@code assert} (a run that checks other
 * properties treats it as an assumption, which may block), {@code join}, thread creation, the
 * start of an atomic section, {@code free}, and the steps that end the program ({@code exit},
 * the return of the harness entry): a thread may stop for good before a blocking or ending step
 * so that the others go on, as they do in the concurrent program.
 *
 * <p><b>Lock-protected locations</b> ({@link SeqConfig#lockReduction()}). An access to a global
 * that the lockset pre-pass ({@link org.braid.core.internal.lockset.Locksets}) proves race-free
 * is treated like an access to a private cell: no switch point and no race check (Whoop's
 * yield-MR placement, Deligiannis et al., ASE 2015, Sec. IV). Why this loses no reachable state
 * and no assertion failure: race-free means every two conflicting accesses to the location from
 * different threads hold a common lock (a global cell set from 0 to 1 inside an atomic section,
 * which no thread overwrites without holding it once threads run; atomic sections count as one
 * lock), or happen while the initial thread is still alone. Take an execution that switches
 * from thread T to other threads right before T's step {@code a}, all of whose shared accesses
 * are to race-free locations, and back to T later. Acquires and releases are atomic sections,
 * whose beginning stays a switch point, so between the last switch point before {@code a} and the
 * next one T acquires nothing: every lock T holds at {@code a} it held while the others ran. By
 * mutual exclusion none of their steps touched {@code a}'s location with a conflicting access
 * (such a pair would hold a common lock at once), so {@code a} commutes with each of their steps,
 * it does not block (an {@code assume} is always a switch point) and it enables or disables
 * none of theirs. Moving {@code a} before the others' steps gives the same state with the same
 * number of context switches (a left mover, Lipton 1975), and repeating this moves the switch to
 * the next interacting step, as for private steps. Assertions and assumptions stay switch points
 * and read the same values as in the original execution: an assertion that reads a protected
 * cell holds a lock in common with every conflicting access of other threads (or runs while the
 * initial thread is alone), so it sees exactly the values other threads can leave there at a
 * release, all of which the kept switch points before each acquire and release still produce.
 * A thread that stops for good (KISS's {@code raise}) or is not resumed (the last round) at the
 * later switch point instead of before {@code a} differs only in cells no other thread can
 * access again: it still holds the locks that cover them, and in the alone phase there is no
 * other thread. Races on such locations cannot exist, so dropping their
 * checks loses no finding. The restriction that makes the argument work is applied by the
 * pre-pass: a lock must name the same global cell in every thread (no locks in locals or heap
 * objects), and any write that may break its mutual exclusion (a write by a thread that may not
 * hold it, through an unknown pointer, or at an unknown offset of its object) disables it.
 */
final class Visibility {

    static final String RESULT_POINTER = "__braid_rp";

    private final String entry;
    private final Set<String> memResultCallees;
    private final CallTargets targets;
    private final Set<String> privateGlobals;
    private final Map<String, PrivateLocals> privates = new HashMap<>();

    /**
     * @param privateGlobals globals only ever accessed by the thread that owns them (copies of
     *        thread-local variables whose address does not escape, {@link PrivateGlobals}), and
     *        globals the lockset pre-pass proved race-free when the reduction is on
     */
    Visibility(String entry, Set<String> memResultCallees, CallTargets targets, Set<String> privateGlobals) {
        this.entry = entry;
        this.memResultCallees = memResultCallees;
        this.targets = targets;
        this.privateGlobals = privateGlobals;
    }

    /** The hidden parameter through which a callee learns its caller's result cell (null if none). */
    static Variable resultPointer(Procedure p) {
        return Variable.temporary(RESULT_POINTER, new Type.Pointer(p.type().returnType()));
    }

    boolean hasResultPointer(Procedure p) {
        return memResultCallees.contains(p.name());
    }

    /** Whether a call's own step writes its result (external callees); otherwise the callee's return does. */
    boolean callWritesResult(Stmt.Call call) {
        List<Procedure> callees = targets.targets(call.callee(), call.arguments());
        return callees.stream().allMatch(Procedure::isExternal)
            && (!callees.isEmpty() || targets.unmodelled(call.callee(), call.arguments())
                .isEmpty());
    }

    List<MemoryAccess> shared(Procedure p, Stmt s) {
        boolean writesResult = s instanceof Stmt.Call c && callWritesResult(c);
        return filter(p, Accesses.of(s, writesResult));
    }

    List<MemoryAccess> shared(Procedure p, Terminator t) {
        Optional<Lvalue.Mem> result = Optional.empty();
        if (t instanceof Terminator.Return r && r.value().isPresent() && hasResultPointer(p)) {
            Variable rp = resultPointer(p);
            result = Optional.of(new Lvalue.Mem(Ex.read(new Lvalue.Var(rp)), p.type().returnType(),
                "result of " + p.name()));
        }
        List<MemoryAccess> all = new ArrayList<>(filter(p, Accesses.of(t, result)));
        if (result.isPresent()) {
            MemoryAccess last = all.remove(all.size() - 1);
            Expr notNull = Ex.ne(last.mem().pointer(), new Expr.Null(Ex.VOID_PTR));
            all.add(new MemoryAccess(last.index(), last.mem(), last.kind(), Optional.of(notNull)));
        }
        return all;
    }

    boolean visible(Procedure p, Stmt s) {
        return switch (s) {
            case Stmt.Assume a -> true;
            case Stmt.Join j -> true;
            case Stmt.Async a -> true;
            case Stmt.AtomicBegin a -> true;
            case Stmt.Free f -> true;
            case Stmt.Assign a -> !shared(p, s).isEmpty();
            case Stmt.Havoc h -> !shared(p, s).isEmpty();
            case Stmt.Assert a -> true;
            case Stmt.Call c -> !shared(p, s).isEmpty();
            case Stmt.AtomicEnd a -> false;
            case Stmt.Alloc a -> !shared(p, s).isEmpty();
        };
    }

    boolean visible(Procedure p, Terminator t) {
        return switch (t) {
            case Terminator.Exit e -> true;
            case Terminator.Return r -> p.name().equals(entry) || !shared(p, t).isEmpty();
            case Terminator.Goto g -> false;
            case Terminator.Branch b -> !shared(p, t).isEmpty();
        };
    }

    /** Whether another thread may access the cell {@code m} of an activation of {@code p}. */
    boolean isShared(Procedure p, Lvalue.Mem m) {
        return !privates.computeIfAbsent(p.name(), n -> PrivateLocals.of(p)).isPrivate(m)
            && !PrivateGlobals.hasBaseIn(m.pointer(), privateGlobals);
    }

    private List<MemoryAccess> filter(Procedure p, List<MemoryAccess> accesses) {
        return accesses.stream().filter(a -> isShared(p, a.mem())).toList();
    }
}
