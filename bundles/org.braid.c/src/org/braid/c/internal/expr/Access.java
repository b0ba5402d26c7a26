package org.braid.c.internal.expr;

import java.util.List;
import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.lower.Exprs;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Place;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.WideUnsupported;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.Leaves;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * Reading and writing places: register assignments, memory loads and stores (bracketed by an
 * atomic section for {@code _Atomic} objects, C11 7.17), bit-fields as read-modify-write of
 * their storage unit, and struct copies cell by cell ({@link Leaves}).
 */
final class Access {
    private final FunctionContext fn;
    private final Target target;

    Access(FunctionContext fn) {
        this.fn = fn;
        this.target = fn.unit().target();
    }

    /** A memory place for {@code type} at {@code address} (retyped to point to it). */
    Place.Memory memory(Expr address, CType type, String display) {
        Type.Pointer p = target.pointerTo(type);
        return new Place.Memory(Ir.retype(address, p), type, display, type.isAtomic());
    }

    Lvalue.Mem cell(Place.Memory m) {
        return new Lvalue.Mem(m.address(), target.ir(m.type()), m.display(), m.at(), Target.notation(m.type()));
    }

    Value read(Place p) {
        return switch (p) {
            case Place.Register r -> new Value(new Expr.Read(new Lvalue.Var(r.variable())), r.type().unqualified());
            case Place.Function f -> new Value(new Expr.FunctionAddr(f.name(), new Type.Pointer(target.irFunction(f.type()))),
                new CType.Ptr(f.type()));
            case Place.Memory m -> readMemory(m);
            case Place.BitField b -> readBitField(b);
        };
    }

    private Value readMemory(Place.Memory m) {
        CType t = m.type().unqualified();
        if (t instanceof CType.Arr a) {
            return new Value(Ir.retype(m.address(), target.pointerTo(a.element())), new CType.Ptr(a.element()));
        }
        if (t instanceof CType.Fun) {
            return new Value(Ir.retype(m.address(), target.pointerTo(t)), new CType.Ptr(t));
        }
        if (t instanceof CType.Rec || t instanceof CType.Void) {
            throw new InvalidInput(fn.loc(), "value of type " + t + " used where a scalar is required: " + m.display());
        }
        if (t instanceof CType.Floating f && !FloatLowering.supported(f)) {
            throw new InvalidInput(fn.loc(), "long double (x86's 80-bit format) is not supported: " + m.display());
        }
        if (Target.isWide(t)) {
            if (m.atomic()) {
                throw new WideUnsupported();
            }
            Place.Memory[] halves = halves(m);
            return Value.wide(new Expr.Read(cell(halves[0])), new Expr.Read(cell(halves[1])), t);
        }
        Expr read = new Expr.Read(cell(m));
        if (!m.atomic() || fn.inAtomic()) {
            return new Value(read, t);
        }
        Variable tmp = fn.newTemp(read.type());
        fn.emit(new Stmt.AtomicBegin(fn.loc()));
        fn.emit(new Stmt.Assign(new Lvalue.Var(tmp), read, fn.loc()));
        fn.emit(new Stmt.AtomicEnd(fn.loc()));
        return new Value(new Expr.Read(new Lvalue.Var(tmp)), t);
    }

    private Value readBitField(Place.BitField b) {
        int declaredBits = target.ir(b.type().kind()).width();
        if (b.width() > target.model().intBits() && b.width() < declaredBits) {
            fn.unit().unsupported(fn.loc(), "reading the " + b.width() + "-bit bit-field " + b.display() + " of type "
                + b.type() + " (gcc computes with it in " + b.width() + " bits)");
        }
        Type.Int unit = unit(b);
        Expr raw = new Expr.Read(new Lvalue.Mem(b.unitAddress(), unit, b.display(), b.at()));
        if (b.atomic() && !fn.inAtomic()) {
            Variable tmp = fn.newTemp(unit);
            fn.emit(new Stmt.AtomicBegin(fn.loc()));
            fn.emit(new Stmt.Assign(new Lvalue.Var(tmp), raw, fn.loc()));
            fn.emit(new Stmt.AtomicEnd(fn.loc()));
            raw = new Expr.Read(new Lvalue.Var(tmp));
        }
        return extract(raw, b);
    }

    /** The value of the field {@code b} inside the unit value {@code unitValue}, promoted. */
    Value extract(Expr unitValue, Place.BitField b) {
        int w = unit(b).width();
        Expr value;
        if (b.type().kind().signed()) {
            Type.Int s = new Type.Int(w, true);
            Expr v = Ir.cast(unitValue, s);
            v = Ir.binary(BinaryOp.SHL, v, Ir.constant(w - b.bitOffset() - b.width(), s));
            value = Ir.binary(BinaryOp.SHR, v, Ir.constant(w - b.width(), s));
        } else {
            Type.Int u = new Type.Int(w, false);
            Expr v = Ir.binary(BinaryOp.SHR, Ir.cast(unitValue, u), Ir.constant(b.bitOffset(), u));
            value = Ir.binary(BinaryOp.AND, v, Ir.constant(mask(b.width()), u));
        }
        CType.Int promoted = promotedType(b);
        return new Value(Ir.cast(value, target.ir(promoted.kind())), promoted);
    }

    /** A bit-field's type after integer promotion (C11 6.3.1.1p2). */
    CType.Int promotedType(Place.BitField b) {
        return promotedBitField(b.type(), b.width(), target.model().intBits());
    }

    /**
     * The type a bit-field of type {@code declared} and {@code width} bits promotes to, as gcc
     * promotes it: int when every value fits, else unsigned int when every value fits that (also
     * for a 32-bit {@code unsigned long long} bit-field), else the declared type. (gcc computes with
     * a bit-field wider than int and narrower than its type in its own width; Braid reports reading
     * one as unsupported.)
     */
    static CType.Int promotedBitField(CType.Int declared, int width, int intBits) {
        boolean fitsInt = declared.kind().signed() ? width <= intBits : width < intBits;
        if (fitsInt) {
            return CType.INT;
        }
        return !declared.kind().signed() && width <= intBits ? CType.UINT : declared;
    }

    Type.Int unit(Place.BitField b) {
        return target.ir(b.unit().kind());
    }

    private static long mask(int width) {
        return width >= 64 ? -1L : (1L << width) - 1;
    }

    /**
     * The two 64-bit cells of a {@code __int128} object, low half first, accessed where the
     * object is written.
     */
    Place.Memory[] halves(Place.Memory m) {
        Place.Memory[] out = new Place.Memory[2];
        List<Leaves.Leaf> leaves = Leaves.of(m.type(), target);
        for (int i = 0; i < 2; i++) {
            Leaves.Leaf leaf = leaves.get(i);
            out[i] = memory(Ir.ptrAdd(m.address(), Ir.constant(leaf.offset(), target.offsetType()),
                target.pointerTo(leaf.type())), leaf.type(), Leaves.base(m.display()) + leaf.path()).at(m.at());
        }
        return out;
    }

    /** Writes a value already converted to the place's type, wide ({@code __int128}) or not. */
    void write(Place p, Value value) {
        if (!value.isWide()) {
            write(p, value.expr());
            return;
        }
        if (!(p instanceof Place.Memory m) || !Target.isWide(m.type()) || m.atomic()) {
            throw new WideUnsupported();
        }
        Place.Memory[] halves = halves(m);
        Expr low = value.low();
        Expr high = value.high();
        if (Exprs.readsMemory(high)) {
            // both halves are loaded, low then high, before either is stored
            low = loaded(low);
            high = loaded(high);
        }
        write(halves[0], low);
        write(halves[1], high);
    }

    private Expr loaded(Expr e) {
        if (!Exprs.readsMemory(e)) {
            return e;
        }
        Variable t = fn.newTemp(e.type());
        fn.emit(new Stmt.Assign(new Lvalue.Var(t), e, fn.loc()));
        return new Expr.Read(new Lvalue.Var(t));
    }

    /** Writes a value already converted to the place's type. */
    void write(Place p, Expr value) {
        switch (p) {
            case Place.Register r -> fn.emit(new Stmt.Assign(new Lvalue.Var(r.variable()), value, fn.loc()));
            case Place.Memory m -> {
                if (!m.type().isScalar()) {
                    throw new InvalidInput(fn.loc(), "assignment to " + m.type() + " " + m.display());
                }
                boolean wrap = m.atomic() && !fn.inAtomic();
                if (wrap) {
                    fn.emit(new Stmt.AtomicBegin(fn.loc()));
                }
                fn.emit(new Stmt.Assign(cell(m), value, fn.loc()));
                if (wrap) {
                    fn.emit(new Stmt.AtomicEnd(fn.loc()));
                }
            }
            case Place.BitField b -> writeBitField(b, value);
            case Place.Function f -> throw new InvalidInput(fn.loc(), "assignment to function " + f.name());
        }
    }

    private void writeBitField(Place.BitField b, Expr value) {
        Type.Int u = unit(b);
        Lvalue.Mem cell = new Lvalue.Mem(b.unitAddress(), u, b.display(), b.at());
        long fieldMask = mask(b.width()) << b.bitOffset();
        boolean wrap = b.atomic() && !fn.inAtomic();
        if (wrap) {
            fn.emit(new Stmt.AtomicBegin(fn.loc()));
        }
        Variable old = fn.newTemp(u);
        fn.emit(new Stmt.Assign(new Lvalue.Var(old), new Expr.Read(cell), fn.loc()));
        Expr kept = Ir.binary(BinaryOp.AND, new Expr.Read(new Lvalue.Var(old)), Ir.constant(~fieldMask, u));
        Expr shifted = Ir.binary(BinaryOp.SHL, Ir.cast(value, u), Ir.constant(b.bitOffset(), u));
        Expr inserted = Ir.binary(BinaryOp.AND, shifted, Ir.constant(fieldMask, u));
        fn.emit(new Stmt.Assign(cell, Ir.binary(BinaryOp.OR, kept, inserted), fn.loc()));
        if (wrap) {
            fn.emit(new Stmt.AtomicEnd(fn.loc()));
        }
    }

    /**
     * Copies every cell of the struct or union {@code source} to {@code target}; each cell is
     * accessed where its whole object is written.
     */
    void copy(Place targetPlace, Place sourcePlace) {
        if (!(targetPlace instanceof Place.Memory to) || !(sourcePlace instanceof Place.Memory from)) {
            throw new InvalidInput(fn.loc(), "struct copy between non-memory objects");
        }
        Type.Int offset = target.offsetType();
        for (Leaves.Leaf leaf : Leaves.of(to.type(), target)) {
            Place.Memory src = memory(Ir.ptrAdd(from.address(), Ir.constant(leaf.offset(), offset),
                target.pointerTo(leaf.type())), leaf.type(), Leaves.base(from.display()) + leaf.path()).at(from.at());
            Place.Memory dst = memory(Ir.ptrAdd(to.address(), Ir.constant(leaf.offset(), offset),
                target.pointerTo(leaf.type())), leaf.type(), Leaves.base(to.display()) + leaf.path()).at(to.at());
            write(dst, read(src).expr());
        }
    }
}
