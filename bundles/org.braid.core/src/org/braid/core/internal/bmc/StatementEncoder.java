package org.braid.core.internal.bmc;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import org.braid.core.internal.bmc.term.Term;
import org.braid.core.internal.bmc.term.TermFactory;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Type;

/**
 * Stage 2b: the effect of one straight-line statement on a path's {@link SymState}. An
 * {@code assume} strengthens the guard; an assertion adds {@code guard && !condition} to the
 * failures and {@code condition} to the guard after it (the program stops at the first failing
 * assertion), so an {@code assume} after a failing assertion never hides it. An assertion also
 * records the values the observed globals have right before it (e.g. which cell a race check
 * watches), since the final state of a path that stops there says nothing. A step reads
 * everything first, then writes, like the interpreter.
 */
final class StatementEncoder {

    private final Program program;
    private final TermFactory f;
    private final ObjectTable objects;
    private final MemoryEncoder memory;
    private final ExprEncoder exprs;
    private final Obligations obligations;
    private final List<Global> observed;

    StatementEncoder(Program program, TermFactory f, ObjectTable objects, MemoryEncoder memory, ExprEncoder exprs,
            Obligations obligations, List<String> observed) {
        this.program = program;
        this.f = f;
        this.objects = objects;
        this.memory = memory;
        this.exprs = exprs;
        this.obligations = obligations;
        this.observed = observed.stream().map(program.globals()::get).filter(Objects::nonNull).toList();
    }

    /** Executes {@code stmt} on {@code s} and returns what the trace records for it. */
    Encoding.Step execute(Stmt stmt, StmtRef ref, Frame frame, SymState s) {
        Conditions c = new Conditions(f);
        Term value = null;
        Term failure = null;
        String message = null;
        Map<String, Term> observations = Map.of();
        switch (stmt) {
            case Stmt.Assign a -> {
                Term v = exprs.encode(a.value(), frame, s, c);
                assign(a.target(), v, frame, s, c);
                value = a.target().type() instanceof Type.Int || a.target().type() instanceof Type.Bool ? v : null;
            }
            case Stmt.Havoc h -> {
                Term[] v = havoc(h.target().type(), ref);
                assign(h.target(), v[0], frame, s, c);
                value = v[1];
            }
            case Stmt.Assume a -> {
                Term condition = exprs.encode(a.condition(), frame, s, c);
                obligations.finish(c, s, a.loc(), frame);
                s.guard(f.and(s.guard(), condition));
            }
            case Stmt.Assert a when a.marksUnsupported() -> {
                Term condition = exprs.encode(a.condition(), frame, s, c);
                c.unsupported(f.not(condition), a.unsupportedWhat());
                obligations.finish(c, s, a.loc(), frame);
            }
            case Stmt.Assert a -> {
                Term condition = exprs.encode(a.condition(), frame, s, c);
                obligations.finish(c, s, a.loc(), frame);
                failure = f.and(s.guard(), f.not(condition));
                message = a.message();
                observations = observe(frame, s);
                obligations.failure(new Encoding.Step(ref, null, failure, message, observations));
                s.guard(f.and(s.guard(), condition));
            }
            case Stmt.Call call -> value = externalCall(call, ref, frame, s, c);
            case Stmt.Alloc a -> {
                Type.Int sizeType = (Type.Int) a.size().type();
                Term size = f.resize(exprs.encode(a.size(), frame, s, c), 64, sizeType.signed());
                c.unsupported(f.ult(f.constant(64, Integer.MAX_VALUE), size),
                        "allocation of more than " + Integer.MAX_VALUE + " bytes at " + a.site());
                int o = objects.add(ObjectTable.Kind.HEAP, a.site(), size);
                s.memory().setAlive(o, f.trueTerm);
                assign(a.target(), memory.pointer(o, f.constant(32, 0)), frame, s, c);
            }
            case Stmt.Free fr -> memory.free(s.memory(), exprs.encode(fr.pointer(), frame, s, c), c);
            case Stmt.AtomicBegin a -> {
            }
            case Stmt.AtomicEnd a -> {
            }
            case Stmt.Async a -> throw new IllegalArgumentException("async in a sequential program at " + a.loc());
            case Stmt.Join j -> throw new IllegalArgumentException("join in a sequential program at " + j.loc());
        }
        if (!(stmt instanceof Stmt.Assume) && !(stmt instanceof Stmt.Assert)) {
            obligations.finish(c, s, stmt.loc(), frame);
        }
        return new Encoding.Step(ref, value, failure, message, observations);
    }

    /** The current values of the observed globals (reading a global is always defined). */
    private Map<String, Term> observe(Frame frame, SymState s) {
        Map<String, Term> values = new LinkedHashMap<>();
        for (Global g : observed) {
            Lvalue.Mem cell = new Lvalue.Mem(new Expr.GlobalAddr(g.name(), new Type.Pointer(g.type())), g.type(), g.name());
            values.put(g.name(), exprs.encode(new Expr.Read(cell), frame, s, new Conditions(f)));
        }
        return values;
    }

    /**
     * A fresh value of {@code type} and the term a trace shows for it. A havocked pointer is
     * (object 0, free offset), what the interpreter's oracle can produce; the trace shows the
     * offset.
     */
    Term[] havoc(Type type, StmtRef ref) {
        String name = ref.toString();
        if (type instanceof Type.Pointer) {
            Term offset = f.var(32, name);
            return new Term[] {memory.pointer(0, offset), offset};
        }
        Term v = f.var(ExprEncoder.width(type), name);
        return new Term[] {v, v};
    }

    /** Writes {@code value} to a register or, through its pointer, to memory. */
    void assign(Lvalue target, Term value, Frame frame, SymState s, Conditions c) {
        switch (target) {
            case Lvalue.Var v -> s.registers().put(new SymState.Register(frame.id(), v.variable().name()), value);
            case Lvalue.Mem m -> {
                Term pointer = exprs.encode(m.pointer(), frame, s, c);
                memory.store(s.memory(), pointer, exprs.bytes(m.type()), exprs.toRaw(value), s.guard(), c, m.display());
            }
        }
    }

    /** A call executed inside its node: an external procedure (result havocked) or an unknown one. */
    private Term externalCall(Stmt.Call call, StmtRef ref, Frame frame, SymState s, Conditions c) {
        String name = ((Callee.Direct) call.callee()).name();
        Optional<Procedure> callee = program.procedure(name);
        call.arguments().forEach(a -> exprs.encode(a, frame, s, c));
        if (callee.isEmpty()) {
            c.unsupported(f.trueTerm, "call of unknown procedure " + name);
            return null;
        }
        if (call.arguments().size() < callee.get().parameters().size()) {
            c.unsupported(f.trueTerm, "call of " + name + " with " + call.arguments().size() + " arguments for "
                    + callee.get().parameters().size() + " parameters");
            return null;
        }
        if (call.result().isEmpty()) {
            return null;
        }
        Term[] v = havoc(call.result().get().type(), ref);
        assign(call.result().get(), v[0], frame, s, c);
        return v[1];
    }
}
