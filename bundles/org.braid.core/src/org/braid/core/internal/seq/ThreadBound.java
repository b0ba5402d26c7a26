package org.braid.core.internal.seq;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Operands;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * A static upper bound on how many threads (including the initial one) an execution within the
 * loop bound starts: each thread creation counts once, or {@code unwind + 1} times inside a loop,
 * multiplied along calls. The sequentializers use {@code min(this, configured threads)}; only when
 * the static count exceeds the configured bound can the thread-count assumption cut paths.
 *
 * <p>Calls and thread starts through a function-pointer parameter are resolved per calling
 * context: when every argument passed for that parameter is a function's address (or a
 * parameter of the caller resolved the same way) and the callee never assigns the parameter,
 * the indirect call can only reach those functions. So {@code pthread_create(&t, 0, worker, 0)},
 * whose model starts a trampoline that calls {@code start(arg)}, counts {@code worker}'s own
 * thread starts only, and a thread that creates threads with other start routines is not taken
 * for unbounded recursion. Any other function pointer may denote every address-taken procedure of
 * its type ({@link CallTargets}).
 *
 * <p>Recursion counts as unbounded only when the recursive procedure may start a thread at all
 * (through any call, {@link #mayStart}): a cycle of calls that starts none adds nothing. (Java's
 * {@code Thread.run()} calls {@code Runnable.run()}, which may dispatch back to
 * {@code Thread.run()}; counting that cycle as unbounded reported a thread-bound cut for every
 * Java program that starts a thread.)
 */
final class ThreadBound {

    static final int UNBOUNDED = Integer.MAX_VALUE;

    private final Program program;
    private final CallTargets targets;
    private final int unwind;
    private final Map<Context, Integer> memo = new HashMap<>();
    private final Set<Context> active = new HashSet<>();
    private final Map<String, Boolean> mayStart = new HashMap<>();

    /**
     * A procedure with the known targets of some of its function-pointer parameters (by
     * parameter name; the others denote any address-taken procedure of their type).
     */
    private record Context(String procedure, Map<String, List<String>> bound) {
    }

    private ThreadBound(Program program, CallTargets targets, int unwind) {
        this.program = program;
        this.targets = targets;
        this.unwind = unwind;
    }

    /** Threads started by running {@code entry}, plus one for the thread running it. */
    static int of(Program program, String entry, CallTargets targets, int unwind) {
        int started = new ThreadBound(program, targets, unwind)
                .starts(program.procedure(entry).orElseThrow(), Map.of());
        return started == UNBOUNDED ? UNBOUNDED : started + 1;
    }

    private int starts(Procedure p, Map<String, List<String>> bound) {
        if (p.isExternal()) {
            return 0;
        }
        Context context = new Context(p.name(), bound);
        Integer known = memo.get(context);
        if (known != null) {
            return known;
        }
        if (!active.add(context)) {
            return mayStart(p) ? UNBOUNDED : 0;
        }
        Set<String> looping = loopBlocks(p);
        Map<String, List<String>> stable = stableBindings(p, bound);
        long total = 0;
        for (Block b : p.blocks()) {
            long times = looping.contains(b.label()) ? unwind + 1L : 1L;
            for (Stmt s : b.statements()) {
                long each = 0;
                if (s instanceof Stmt.Async a) {
                    each = saturate(1L + maxOver(a.callee(), a.arguments(), stable));
                } else if (s instanceof Stmt.Call c) {
                    each = maxOver(c.callee(), c.arguments(), stable);
                }
                total = saturate(total + saturate(times * each));
            }
        }
        active.remove(context);
        int result = (int) Math.min(total, UNBOUNDED);
        memo.put(context, result);
        return result;
    }

    /**
     * Whether running {@code p} may start a thread: some procedure it may call, directly or
     * through others (every target of an indirect call), has a thread creation.
     */
    private boolean mayStart(Procedure p) {
        Boolean known = mayStart.get(p.name());
        if (known != null) {
            return known;
        }
        Set<String> seen = new HashSet<>();
        java.util.ArrayDeque<Procedure> work = new java.util.ArrayDeque<>(List.of(p));
        boolean starts = false;
        while (!work.isEmpty() && !starts) {
            Procedure q = work.poll();
            if (!seen.add(q.name()) || q.isExternal()) {
                continue;
            }
            for (Block b : q.blocks()) {
                for (Stmt s : b.statements()) {
                    if (s instanceof Stmt.Async) {
                        starts = true;
                    } else if (s instanceof Stmt.Call c) {
                        work.addAll(targets.targets(c.callee(), c.arguments()));
                    }
                }
            }
        }
        mayStart.put(p.name(), starts);
        return starts;
    }

    /** The most threads one call of {@code callee} with {@code arguments} starts, over its possible targets. */
    private long maxOver(Callee callee, List<Expr> arguments, Map<String, List<String>> bound) {
        long max = 0;
        for (Procedure q : targets(callee, arguments, bound)) {
            max = Math.max(max, starts(q, bindings(q, arguments, bound)));
        }
        return max;
    }

    /** The procedures {@code callee} may denote, using the calling context's known parameters. */
    private List<Procedure> targets(Callee callee, List<Expr> arguments, Map<String, List<String>> bound) {
        if (callee instanceof Callee.Indirect i) {
            Optional<List<String>> known = functions(i.pointer(), bound);
            if (known.isPresent()) {
                return known.get().stream().map(program::procedure).flatMap(Optional::stream).toList();
            }
        }
        return targets.targets(callee, arguments);
    }

    /** Known targets of {@code q}'s function-pointer parameters for one call with {@code arguments}. */
    private Map<String, List<String>> bindings(Procedure q, List<Expr> arguments, Map<String, List<String>> bound) {
        Map<String, List<String>> out = new TreeMap<>();
        for (int i = 0; i < q.parameters().size() && i < arguments.size(); i++) {
            Variable param = q.parameters().get(i);
            if (isFunctionPointer(param.type()) && !param.inMemory()) {
                functions(arguments.get(i), bound).ifPresent(fs -> out.put(param.name(), fs));
            }
        }
        return Map.copyOf(out);
    }

    /** The functions {@code e} denotes if it is a function's address or a known parameter, through casts. */
    private static Optional<List<String>> functions(Expr e, Map<String, List<String>> bound) {
        return switch (e) {
            case Expr.Cast c -> functions(c.operand(), bound);
            case Expr.FunctionAddr f -> Optional.of(List.of(f.name()));
            case Expr.Read r when r.lvalue() instanceof Lvalue.Var v -> Optional.ofNullable(bound.get(v.variable().name()));
            default -> Optional.empty();
        };
    }

    private static boolean isFunctionPointer(Type t) {
        return t instanceof Type.Pointer ptr && ptr.target() instanceof Type.Function;
    }

    /** The bindings of parameters that {@code p} never assigns (a register parameter cannot change otherwise). */
    private static Map<String, List<String>> stableBindings(Procedure p, Map<String, List<String>> bound) {
        if (bound.isEmpty()) {
            return bound;
        }
        Set<String> assigned = new HashSet<>();
        for (Block b : p.blocks()) {
            for (Stmt s : b.statements()) {
                Operands.visit(s, lv -> {
                    if (lv instanceof Lvalue.Var v) {
                        assigned.add(v.variable().name());
                    }
                }, e -> { });
            }
        }
        Map<String, List<String>> out = new TreeMap<>(bound);
        out.keySet().removeAll(assigned);
        return Map.copyOf(out);
    }

    private static long saturate(long v) {
        return Math.min(v, UNBOUNDED);
    }

    /** Blocks that lie on a cycle of the control-flow graph. */
    private static Set<String> loopBlocks(Procedure p) {
        Map<String, List<String>> succ = new HashMap<>();
        for (Block b : p.blocks()) {
            succ.put(b.label(), switch (b.terminator()) {
                case Terminator.Goto g -> List.of(g.target());
                case Terminator.Branch br -> List.of(br.then(), br.otherwise());
                case Terminator.Return r -> List.of();
                case Terminator.Exit e -> List.of();
            });
        }
        Set<String> looping = new HashSet<>();
        for (Block b : p.blocks()) {
            if (reaches(succ, b.label(), b.label())) {
                looping.add(b.label());
            }
        }
        return looping;
    }

    private static boolean reaches(Map<String, List<String>> succ, String from, String to) {
        Set<String> seen = new HashSet<>();
        java.util.ArrayDeque<String> work = new java.util.ArrayDeque<>(succ.getOrDefault(from, List.of()));
        while (!work.isEmpty()) {
            String n = work.poll();
            if (n.equals(to)) {
                return true;
            }
            if (seen.add(n)) {
                work.addAll(succ.getOrDefault(n, List.of()));
            }
        }
        return false;
    }
}
