package org.braid.core.internal.interp;

import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.FloatSemantics;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Type;

/**
 * Evaluates expressions and lvalues of one activation of one thread against the current state,
 * recording every register and memory read in a {@link StepLog}. Evaluation has no effect on
 * the state; {@link #store} is the only mutation. {@code Ite} evaluates only the chosen branch;
 * {@code LAND}/{@code LOR} evaluate both operands (the CIR has no short-circuit operators).
 */
final class Evaluator {

    /** A located lvalue: a register, or a memory cell at an evaluated pointer. */
    record Target(Lvalue lvalue, long pointer) {
    }

    private final State state;
    private final ThreadState thread;
    private final Frame frame;
    private final StepLog log;

    Evaluator(State state, ThreadState thread, Frame frame, StepLog log) {
        this.state = state;
        this.thread = thread;
        this.frame = frame;
        this.log = log;
    }

    long eval(Expr e) {
        return switch (e) {
            case Expr.Const c -> c.bits();
            case Expr.Null n -> 0;
            case Expr.Read r -> read(r.lvalue());
            case Expr.GlobalAddr g -> Pointers.of(state.global(g.name(), thread), 0);
            case Expr.LocalAddr l -> Pointers.of(frame().objects[frame().info.slot(l.variable())], 0);
            case Expr.FunctionAddr f -> Pointers.of(state.function(f.name()), 0);
            case Expr.PtrAdd p -> {
                long pointer = eval(p.pointer());
                yield Pointers.add(pointer, Arith.toLong(eval(p.bytes()), (Type.Int) p.bytes().type()));
            }
            case Expr.PtrDiff d -> pointerDifference(eval(d.left()), eval(d.right()), d.type());
            case Expr.ObjectSize o -> objectSize(eval(o.pointer()), o.type());
            case Expr.Unary u -> Arith.unary(u.op(), u.type(), eval(u.operand()));
            case Expr.Binary b -> {
                long left = eval(b.left());
                long right = eval(b.right());
                yield b.left().type() instanceof Type.Pointer ? Arith.pointerCompare(b.op(), left, right)
                    : Arith.binary(b.op(), b.left().type(), left, right);
            }
            case Expr.Cast c -> Arith.cast(eval(c.operand()), c.operand().type(), c.type(),
                state.program.dataModel().pointerBits());
            case Expr.Ite i -> eval(i.condition()) != 0 ? eval(i.then()) : eval(i.otherwise());
            case Expr.FloatOp o -> FloatSemantics.apply(o, o.operands().stream().mapToLong(this::eval).toArray());
        };
    }

    /** The current value of an lvalue (a logged read). */
    long read(Lvalue lvalue) {
        return switch (lvalue) {
            case Lvalue.Var v -> {
                int register = frame().info.register(v.variable());
                long value = frame().registers[register];
                Frame.Source source = v.variable().temporary() ? frame().sources[register] : null;
                if (source != null) {
                    log.register(source.name(), v.type(), source.notation(), value, false, false);
                } else {
                    log.register(v.variable().name(), v.type(), v.variable().notation(), value, false,
                        v.variable().temporary());
                }
                yield value;
            }
            case Lvalue.Mem m -> {
                long pointer = eval(m.pointer());
                long value = state.memory.load(pointer, m.type(), state.bytes(m.type()), m.display());
                log.cell(pointer, state.bytes(m.type()), m, value, false);
                yield value;
            }
        };
    }

    /** Evaluates the address of an lvalue (its pointer's reads are logged), not the lvalue itself. */
    Target locate(Lvalue lvalue) {
        return switch (lvalue) {
            case Lvalue.Var v -> new Target(v, 0);
            case Lvalue.Mem m -> new Target(m, eval(m.pointer()));
        };
    }

    /** Writes {@code value} (already of the lvalue's type) and logs the write. */
    void store(Target target, long value) {
        switch (target.lvalue()) {
            case Lvalue.Var v -> {
                int register = frame().info.register(v.variable());
                frame().registers[register] = value;
                frame().sources[register] = null;
                log.register(v.variable().name(), v.type(), v.variable().notation(), value, true,
                    v.variable().temporary());
            }
            case Lvalue.Mem m -> {
                state.memory.store(target.pointer(), state.bytes(m.type()), value, m.display());
                log.cell(target.pointer(), state.bytes(m.type()), m, value, true);
            }
        }
    }

    /**
     * Copies {@code value} (the value of {@code source}, already of the target's type) into
     * {@code target} like {@link #store}; a temporary target then holds the user's variable:
     * later reads of it are shown under the user's name ({@link Frame#sources}).
     */
    void copy(Target target, long value, Expr source) {
        store(target, value);
        if (target.lvalue() instanceof Lvalue.Var v && v.variable().temporary()) {
            frame().sources[frame().info.register(v.variable())] = userSource(source);
        }
    }

    /**
     * The user's variable or cell of the value of a plain read, or null for any other expression
     * (a cast or an operation computes a value the user's variable does not hold).
     */
    private Frame.Source userSource(Expr e) {
        if (!(e instanceof Expr.Read r)) {
            return null;
        }
        return switch (r.lvalue()) {
            case Lvalue.Mem m -> new Frame.Source(m.display(), m.notation());
            case Lvalue.Var v -> v.variable().temporary()
                ? frame().sources[frame().info.register(v.variable())]
                : new Frame.Source(v.variable().name(), v.variable().notation());
        };
    }

    /** Logs the write access a {@link #store} would make, checking the cell, without writing. */
    void noteWrite(Target target) {
        if (target.lvalue() instanceof Lvalue.Mem m) {
            state.memory.check(target.pointer(), state.bytes(m.type()), m.display());
            log.cellAccess(target.pointer(), state.bytes(m.type()), m, true);
        }
    }

    private long pointerDifference(long left, long right, Type.Int type) {
        if (Pointers.object(left) != Pointers.object(right)) {
            throw Fault.unsupported("difference of pointers into different objects ("
                + ValueText.pointer(left, state.memory) + ", " + ValueText.pointer(right, state.memory) + ")");
        }
        return Arith.mask(Pointers.offset(left) - Pointers.offset(right), type.width());
    }

    /** The size of the object a pointer points into; 0 for null (invalid pointers are a memory error). */
    private long objectSize(long pointer, Type.Int type) {
        if (pointer == 0) {
            return 0;
        }
        MemObject object = state.memory.object(Pointers.object(pointer));
        if (object == null || object.kind() == MemObject.Kind.FUNCTION) {
            throw Fault.memory("size of the object of an invalid pointer (" + ValueText.pointer(pointer, state.memory)
                + ")");
        }
        return Arith.mask(object.size(), type.width());
    }

    private Frame frame() {
        if (frame == null) {
            throw Fault.unsupported("initializer refers to a local variable");
        }
        return frame;
    }
}
