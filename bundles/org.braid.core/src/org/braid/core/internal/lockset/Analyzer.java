package org.braid.core.internal.lockset;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * One run of the must-lockset dataflow over the threads of a harness. Calls are analysed in the
 * caller's context (inlining, memoised per context; recursion gives up); each procedure is a
 * worklist fixpoint over its blocks with the {@link State#join} of merging paths (locks
 * intersected). Thread creation analyses the started procedure as a new thread holding nothing.
 *
 * <p>Locks by behaviour: inside one atomic section, a write of 1 to a global cell that the same
 * section has seen to be 0 ({@code assume(*c == 0)}, or the branch where {@code *c == 0}) is an
 * acquire of the lock {@code c}; any later write to {@code c} by the holder ends the hold (the
 * release {@code *c = 0}, conservatively also anything else). A write to a lock cell by a thread
 * that does not certainly hold it, once other threads may run, could break mutual exclusion,
 * so such a lock protects nothing ({@link #unreliable}).
 */
final class Analyzer {

    private static final int BUDGET = 2_000_000;
    private static final int MAX_DEPTH = 64;

    private record Key(String thread, String procedure, List<Value> arguments, Set<Cell> held, boolean alone,
            int atomicDepth, Set<Cell> zero) {
    }

    /** The state after a call returns (registers unused) and the value it returns. */
    private record Exit(State state, Value value) {
    }

    private final Program program;
    private final MemoryFacts stable;
    final Set<Access> accesses = new LinkedHashSet<>();
    final Set<Cell> locks = new LinkedHashSet<>();
    private final Set<Cell> foreignWrites = new HashSet<>();
    private final Set<String> wildObjects = new HashSet<>();
    private boolean wild;
    private final Map<Key, Optional<Exit>> memo = new HashMap<>();
    private final Set<String> spawning = new HashSet<>();
    private int steps;

    Analyzer(Program program, MemoryFacts stable) {
        this.program = program;
        this.stable = stable;
    }

    void run(String entry) {
        Procedure p = procedure(entry);
        call(Access.MAIN, p, List.of(), new State(Map.of(), Set.of(), true, 0, Set.of()), new ArrayDeque<>());
    }

    /** Locks whose mutual exclusion some write may break. */
    Set<Cell> unreliable() {
        Set<Cell> out = new HashSet<>(foreignWrites);
        for (Cell c : locks) {
            if (wild || wildObjects.contains(c.object())) {
                out.add(c);
            }
        }
        return out;
    }

    private Procedure procedure(String name) {
        return program.procedure(name).orElseThrow(() -> new GiveUp("no procedure " + name));
    }

    private Optional<Exit> call(String thread, Procedure p, List<Value> args, State caller, ArrayDeque<String> stack) {
        if (stack.contains(p.name()) || stack.size() > MAX_DEPTH) {
            throw new GiveUp("recursive call of " + p.name());
        }
        Key key = new Key(thread, p.name(), args, Set.copyOf(caller.held), caller.alone, caller.atomicDepth,
            Set.copyOf(caller.zero));
        Optional<Exit> known = memo.get(key);
        if (known != null) {
            return known;
        }
        Map<String, Value> regs = new HashMap<>();
        for (int i = 0; i < p.parameters().size(); i++) {
            Variable v = p.parameters().get(i);
            regs.put(v.name(), i < args.size() ? args.get(i) : Value.TOP);
        }
        stack.push(p.name());
        Optional<Exit> exit = body(thread, p, new State(regs, caller.held, caller.alone, caller.atomicDepth,
            caller.zero), stack);
        stack.pop();
        memo.put(key, exit);
        return exit;
    }

    private Optional<Exit> body(String thread, Procedure p, State start, ArrayDeque<String> stack) {
        Evaluator ev = new Evaluator(p.name(), stable);
        Map<String, State> in = new HashMap<>();
        LinkedHashSet<String> work = new LinkedHashSet<>();
        in.put(p.entry().label(), start);
        work.add(p.entry().label());
        State exit = null;
        Value result = null;
        while (!work.isEmpty()) {
            String label = work.iterator().next();
            work.remove(label);
            Block b = p.block(label);
            State s = in.get(label).copy();
            for (Stmt stmt : b.statements()) {
                if (++steps > BUDGET) {
                    throw new GiveUp("analysis budget exceeded");
                }
                s = step(thread, p, ev, stmt, s, stack);
                if (s == null) {
                    break;
                }
            }
            if (s == null) {
                continue;
            }
            State end = s;
            switch (b.terminator()) {
                case Terminator.Goto g -> flow(in, work, g.target(), end);
                case Terminator.Branch br -> {
                    reads(thread, ev, br.condition(), end);
                    Value c = ev.eval(br.condition(), end);
                    if (!(c instanceof Value.Const k) || k.bits() != 0) {
                        flow(in, work, br.then(), refine(ev, br.condition(), true, end));
                    }
                    if (!(c instanceof Value.Const k) || k.bits() == 0) {
                        flow(in, work, br.otherwise(), refine(ev, br.condition(), false, end));
                    }
                }
                case Terminator.Return r -> {
                    r.value().ifPresent(v -> reads(thread, ev, v, end));
                    Value v = r.value().map(x -> ev.eval(x, end)).orElse(Value.TOP);
                    exit = State.join(exit, end);
                    result = Value.join(result, v);
                }
                case Terminator.Exit e -> {
                }
            }
        }
        return exit == null ? Optional.empty() : Optional.of(new Exit(exit, result));
    }

    private static void flow(Map<String, State> in, Set<String> work, String target, State s) {
        State old = in.get(target);
        State joined = State.join(old, s);
        if (!joined.equals(old)) {
            in.put(target, joined);
            work.add(target);
        }
    }

    /** The state on the {@code taken} side of a condition: inside an atomic section, {@code *c == 0} is remembered. */
    private State refine(Evaluator ev, Expr condition, boolean taken, State s) {
        State out = s.copy();
        if (s.atomicDepth > 0) {
            zeroTest(ev, condition, taken, s).ifPresent(out.zero::add);
        }
        return out;
    }

    private Optional<Cell> zeroTest(Evaluator ev, Expr condition, boolean taken, State s) {
        if (condition instanceof Expr.Unary u && u.op() == Expr.UnaryOp.NOT) {
            return zeroTest(ev, u.operand(), !taken, s);
        }
        if (condition instanceof Expr.Binary b && (b.op() == Expr.BinaryOp.EQ) == taken
            && (b.op() == Expr.BinaryOp.EQ || b.op() == Expr.BinaryOp.NE)) {
            Expr read = isZero(b.right()) ? b.left() : isZero(b.left()) ? b.right() : null;
            if (read instanceof Expr.Read r && r.lvalue() instanceof Lvalue.Mem m) {
                return lockCell(ev.eval(m.pointer(), s));
            }
        }
        return Optional.empty();
    }

    private static boolean isZero(Expr e) {
        return e instanceof Expr.Const c && c.bits() == 0;
    }

    /** A cell that can name a lock: one cell of a global that is the same object in every thread. */
    private Optional<Cell> lockCell(Value pointer) {
        return pointer instanceof Value.Addr a && a.offset().isPresent() && ObjectNames.isGlobal(a.object())
            && program.globals().containsKey(a.object().substring(2))
            && !program.globals().get(a.object().substring(2)).threadLocal()
            ? Optional.of(new Cell(a.object(), a.offset().getAsLong())) : Optional.empty();
    }

    private State step(String thread, Procedure p, Evaluator ev, Stmt stmt, State s, ArrayDeque<String> stack) {
        switch (stmt) {
            case Stmt.Assign a -> {
                reads(thread, ev, a.value(), s);
                write(thread, ev, a.target(), ev.eval(a.value(), s), s);
            }
            case Stmt.Havoc h -> write(thread, ev, h.target(), Value.TOP, s);
            case Stmt.Assume a -> {
                reads(thread, ev, a.condition(), s);
                if (ev.eval(a.condition(), s) instanceof Value.Const c && c.bits() == 0) {
                    return null;
                }
                return refine(ev, a.condition(), true, s);
            }
            case Stmt.Assert a -> reads(thread, ev, a.condition(), s);
            case Stmt.Call c -> {
                Procedure callee = callee(thread, ev, c.callee(), s);
                List<Value> args = arguments(thread, ev, c.arguments(), s);
                if (callee == null || callee.isExternal()) {
                    if (c.arguments().stream().anyMatch(x -> x.type() instanceof Type.Pointer)) {
                        throw new GiveUp("external call with pointer arguments");
                    }
                    c.result().ifPresent(r -> write(thread, ev, r, Value.TOP, s));
                    return s;
                }
                Optional<Exit> exit = call(thread, callee, args, s, stack);
                if (exit.isEmpty()) {
                    return null;
                }
                State after = exit.get().state();
                State out = new State(s.registers, after.held, after.alone, after.atomicDepth, after.zero);
                c.result().ifPresent(r -> write(thread, ev, r, exit.get().value(), out));
                return out;
            }
            case Stmt.Async a -> {
                Procedure start = callee(thread, ev, a.callee(), s);
                List<Value> args = arguments(thread, ev, a.arguments(), s);
                if (start == null || start.isExternal()) {
                    throw new GiveUp("thread start of an unknown procedure");
                }
                String site = "thread " + start.name() + " started in " + p.name() + " at " + a.loc();
                if (!spawning.add(site)) {
                    throw new GiveUp("a thread starts itself");
                }
                call(site, start, args, new State(Map.of(), Set.of(), false, 0, Set.of()), new ArrayDeque<>());
                spawning.remove(site);
                s.alone = false;
                a.threadId().ifPresent(t -> write(thread, ev, t, Value.TOP, s));
            }
            case Stmt.Join j -> {
                reads(thread, ev, j.threadId(), s);
                j.result().ifPresent(r -> write(thread, ev, r, Value.TOP, s));
            }
            case Stmt.AtomicBegin a -> {
                if (s.atomicDepth++ == 0) {
                    s.zero.clear();
                }
            }
            case Stmt.AtomicEnd a -> {
                if (--s.atomicDepth < 0) {
                    throw new GiveUp("atomic end without begin");
                }
                if (s.atomicDepth == 0) {
                    s.zero.clear();
                }
            }
            case Stmt.Alloc a -> {
                reads(thread, ev, a.size(), s);
                write(thread, ev, a.target(),
                    new Value.Addr(ObjectNames.heap(), java.util.OptionalLong.of(0)), s);
            }
            case Stmt.Free f -> reads(thread, ev, f.pointer(), s);
        }
        return s;
    }

    private Procedure callee(String thread, Evaluator ev, Callee c, State s) {
        return switch (c) {
            case Callee.Direct d -> program.procedure(d.name()).orElse(null);
            case Callee.Indirect i -> {
                reads(thread, ev, i.pointer(), s);
                if (ev.eval(i.pointer(), s) instanceof Value.Func f) {
                    yield program.procedure(f.name()).orElse(null);
                }
                throw new GiveUp("call through an unknown function pointer");
            }
        };
    }

    private List<Value> arguments(String thread, Evaluator ev, List<Expr> args, State s) {
        List<Value> out = new ArrayList<>();
        for (Expr e : args) {
            reads(thread, ev, e, s);
            out.add(ev.eval(e, s));
        }
        return out;
    }

    /** Records every memory read in {@code e} (the reads inside a pointer too). */
    private void reads(String thread, Evaluator ev, Expr e, State s) {
        for (Lvalue.Mem m : MemoryReads.in(e)) {
            access(thread, ev.eval(m.pointer(), s), false, s);
        }
    }

    private void access(String thread, Value pointer, boolean write, State s) {
        String object = pointer instanceof Value.Addr a ? a.object() : null;
        accesses.add(new Access(thread, object, write, s.held, s.atomicDepth > 0, s.alone));
    }

    private void write(String thread, Evaluator ev, Lvalue target, Value value, State s) {
        switch (target) {
            case Lvalue.Var v -> s.registers.put(v.variable().name(), value);
            case Lvalue.Mem m -> {
                reads(thread, ev, m.pointer(), s);
                Value pointer = ev.eval(m.pointer(), s);
                access(thread, pointer, true, s);
                stable.written(pointer, m.type(), value);
                memoryWrite(pointer, value, s);
            }
        }
    }

    private void memoryWrite(Value pointer, Value value, State s) {
        Optional<Cell> cell = lockCell(pointer);
        if (cell.isPresent()) {
            Cell c = cell.get();
            if (s.atomicDepth > 0 && value.equals(new Value.Const(1)) && s.zero.contains(c)) {
                s.held.add(c);
                locks.add(c);
            } else if (!s.held.remove(c) && !s.alone) {
                foreignWrites.add(c);
            }
            s.zero.remove(c);
        } else if (pointer instanceof Value.Addr a) {
            s.held.removeIf(c -> c.object().equals(a.object()));
            s.zero.removeIf(c -> c.object().equals(a.object()));
            if (!s.alone) {
                wildObjects.add(a.object());
            }
        } else {
            s.held.clear();
            s.zero.clear();
            if (!s.alone) {
                wild = true;
            }
        }
    }
}
