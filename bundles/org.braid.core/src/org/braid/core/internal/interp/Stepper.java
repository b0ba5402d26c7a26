package org.braid.core.internal.interp;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

import org.braid.core.internal.ir.CallingConvention;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.ThreadNaming;
import org.braid.core.internal.ir.Type;

/**
 * Executes one step of one thread: its next statement or terminator, atomically (all reads,
 * then the write). A statement advances the thread to the next index before any callee frame is
 * pushed, so a callee's {@code return} only writes the caller's result lvalue (evaluated in the
 * caller's frame at that moment). Problems of the interpreted program are thrown as
 * {@link Fault}s.
 */
final class Stepper {

    enum Status { CONTINUE, ASSERTION_FAILED, ENDED }

    private final State state;

    Stepper(State state) {
        this.state = state;
    }

    Status step(ThreadState thread, ValueSource values, StepLog log) {
        Frame frame = thread.top();
        Evaluator ev = new Evaluator(state, thread, frame, log);
        if (frame.atTerminator()) {
            return terminator(thread, frame, frame.block.terminator(), ev, log);
        }
        Stmt stmt = frame.block.statements().get(frame.index);
        switch (stmt) {
            case Stmt.Assign a -> {
                long value = ev.eval(a.value());
                ev.copy(ev.locate(a.target()), value, a.value());
            }
            case Stmt.Havoc h -> {
                Evaluator.Target target = ev.locate(h.target());
                long value = Arith.normalize(values.value(h.target().type(), thread.id, frame.ref()), h.target().type());
                log.havoc(value);
                ev.store(target, value);
            }
            case Stmt.Assume a -> {
                if (ev.eval(a.condition()) == 0) {
                    throw new IllegalStateException("thread " + thread.id + " stepped while blocked at " + frame.ref());
                }
            }
            case Stmt.Assert a -> {
                if (ev.eval(a.condition()) == 0) {
                    if (a.marksUnsupported()) {
                        throw Fault.unsupported(a.unsupportedWhat());
                    }
                    frame.index++;
                    return Status.ASSERTION_FAILED;
                }
            }
            case Stmt.Call c -> {
                call(thread, frame, c, values, ev, log);
                return Status.CONTINUE;
            }
            case Stmt.Async a -> {
                Procedure callee = callee(a.callee(), ev, "thread start");
                List<Long> arguments = arguments(callee, a.callee(), a.arguments(), ev);
                Evaluator.Target target = a.threadId().map(ev::locate).orElse(null);
                ThreadState started = state.startThread(callee, arguments);
                if (target != null) {
                    ev.store(target, Arith.normalize(started.id, target.lvalue().type()));
                }
            }
            case Stmt.Join j -> {
                ThreadState joined = joined(j, ev);
                if (joined == null || !joined.finished) {
                    throw new IllegalStateException("thread " + thread.id + " joined unfinished thread at " + frame.ref());
                }
                if (j.result().isPresent()) {
                    ev.store(ev.locate(j.result().get()), joined.result.orElse(0));
                }
            }
            case Stmt.AtomicBegin a -> thread.atomicDepth++;
            case Stmt.AtomicEnd a -> {
                if (thread.atomicDepth == 0) {
                    throw Fault.unsupported("atomic_end without atomic_begin");
                }
                thread.atomicDepth--;
            }
            case Stmt.Alloc a -> {
                long size = Arith.toLong(ev.eval(a.size()), (Type.Int) a.size().type());
                if (size < 0 || size > Integer.MAX_VALUE) {
                    throw Fault.unsupported("allocation of " + Long.toUnsignedString(size) + " bytes at " + a.site());
                }
                Evaluator.Target target = ev.locate(a.target());
                MemObject object = state.memory.create(MemObject.Kind.HEAP, a.site(), size, null);
                ev.store(target, Pointers.of(object.id(), 0));
            }
            case Stmt.Free f -> state.memory.free(ev.eval(f.pointer()));
        }
        frame.index++;
        return Status.CONTINUE;
    }

    /** The thread a {@code join} waits for, or null if no thread has that id. */
    ThreadState joined(Stmt.Join join, Evaluator ev) {
        long id = ev.eval(join.threadId());
        if (join.threadId().type() instanceof Type.Int i) {
            id = Arith.toLong(id, i);
        }
        return state.thread(id);
    }

    /** The procedure a call or thread start goes to. */
    Procedure callee(Callee callee, Evaluator ev, String what) {
        return switch (callee) {
            case Callee.Direct d -> state.procedure(d.name());
            case Callee.Indirect i -> state.procedure(state.memory.function(ev.eval(i.pointer()), what));
        };
    }

    /**
     * The values a procedure with a body reads for its parameters when a call through
     * {@code through} passes {@code arguments} ({@link CallingConvention}); a call whose binding
     * Braid does not model stops the run as unsupported, as the model checker's translation does.
     */
    private List<Long> arguments(Procedure callee, Callee through, List<Expr> arguments, Evaluator ev) {
        if (callee.isExternal()) {
            return arguments(arguments, ev);
        }
        Type.Function type = switch (through) {
            case Callee.Direct d -> callee.type();
            case Callee.Indirect i -> (Type.Function) ((Type.Pointer) i.pointer().type()).target();
        };
        return switch (CallingConvention.bind(callee, arguments, type)) {
            case CallingConvention.Passed p -> arguments(p.arguments(), ev);
            case CallingConvention.Unmodelled u -> throw Fault.unsupported(u.reason());
        };
    }

    List<Long> arguments(List<Expr> arguments, Evaluator ev) {
        List<Long> values = new ArrayList<>(arguments.size());
        for (Expr e : arguments) {
            values.add(ev.eval(e));
        }
        return values;
    }

    private void call(ThreadState thread, Frame frame, Stmt.Call c, ValueSource values, Evaluator ev, StepLog log) {
        Procedure callee = callee(c.callee(), ev, "call");
        List<Long> arguments = arguments(callee, c.callee(), c.arguments(), ev);
        if (callee.isExternal()) {
            if (callee.name().equals(ThreadNaming.PROCEDURE)) {
                state.nameThread(thread, arguments,
                    (Type.Int) ((Type.Pointer) c.arguments().get(1).type()).target());
            }
            if (c.result().isPresent()) {
                Type type = c.result().get().type();
                Evaluator.Target target = ev.locate(c.result().get());
                long value = Arith.normalize(values.value(type, thread.id, frame.ref()), type);
                log.havoc(value);
                ev.store(target, value);
            }
            frame.index++;
            return;
        }
        frame.index++;
        state.call(thread, callee, arguments, c.result().orElse(null));
    }

    private Status terminator(ThreadState thread, Frame frame, Terminator t, Evaluator ev, StepLog log) {
        switch (t) {
            case Terminator.Goto g -> jump(frame, g.target());
            case Terminator.Branch b -> jump(frame, ev.eval(b.condition()) != 0 ? b.then() : b.otherwise());
            case Terminator.Return r -> {
                OptionalLong value = r.value().isPresent() ? OptionalLong.of(ev.eval(r.value().get()))
                    : OptionalLong.empty();
                return ret(thread, value, Terminator.Return.ABANDONS.equals(r.loc()), log);
            }
            case Terminator.Exit e -> {
                state.ended = new Outcome.Completed(OptionalLong.empty());
                return Status.ENDED;
            }
        }
        return Status.CONTINUE;
    }

    private Status ret(ThreadState thread, OptionalLong value, boolean abandoned, StepLog log) {
        Frame done = state.pop(thread, abandoned);
        if (thread.stack.isEmpty()) {
            thread.finished = true;
            thread.result = value;
            thread.atomicDepth = 0;
            if (thread.id == 0) {
                state.ended = new Outcome.Completed(value);
                return Status.ENDED;
            }
            return Status.CONTINUE;
        }
        if (done.result != null) {
            Evaluator caller = new Evaluator(state, thread, thread.top(), log);
            Evaluator.Target target = caller.locate(done.result);
            caller.store(target, value.orElse(0));
        }
        return Status.CONTINUE;
    }

    private static void jump(Frame frame, String label) {
        frame.block = frame.info.procedure().block(label);
        frame.index = 0;
    }
}
