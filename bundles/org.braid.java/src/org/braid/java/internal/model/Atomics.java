package org.braid.java.internal.model;

import java.util.List;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.ModelClasses;
import org.eclipse.jdt.core.dom.ASTNode;

/**
 * {@code AtomicInteger}, {@code AtomicLong} and {@code AtomicBoolean}: one {@code value} cell,
 * each operation one atomic section (so never a race):
 * {@code get}, {@code set}, {@code getAndSet}, {@code compareAndSet}, and for the numeric ones
 * {@code incrementAndGet}, {@code decrementAndGet}, {@code getAndIncrement},
 * {@code getAndDecrement}, {@code addAndGet}, {@code getAndAdd}. Other methods are unsupported.
 */
public final class Atomics {
    private Atomics() {
    }

    public static void construct(MethodContext ctx, ClassInfo atomic, Expr object, List<Expr> arguments,
            ASTNode where) {
        if (arguments.size() > 1) {
            throw new UnsupportedConstruct(where, "this constructor of " + atomic.name());
        }
        if (arguments.size() == 1) {
            Lvalue.Mem value = value(atomic, object);
            ctx.emit(new Stmt.Assign(value, Ir.toCell(arguments.get(0), value.type()), ctx.loc()));
        }
    }

    public static Expr call(MethodContext ctx, ClassInfo atomic, Expr object, String name, List<Expr> arguments,
            ASTNode where) {
        Lvalue.Mem cell = value(atomic, object);
        Type valueType = cell.type().equals(JavaTypes.BOOLEAN_CELL) ? Type.BOOL : cell.type();
        Variable old = ctx.newTemp(cell.type());
        Expr oldValue = Ir.fromCell(Ir.read(new Lvalue.Var(old)), valueType);
        Expr result;
        Expr updated;
        switch (name + "/" + arguments.size()) {
            case "get/0" -> {
                result = oldValue;
                updated = null;
            }
            case "set/1" -> {
                result = null;
                updated = arguments.get(0);
            }
            case "getAndSet/1" -> {
                result = oldValue;
                updated = arguments.get(0);
            }
            case "compareAndSet/2" -> {
                return compareAndSet(ctx, cell, old, oldValue, arguments.get(0), arguments.get(1));
            }
            default -> {
                if (!(valueType instanceof Type.Int)) {
                    throw new UnsupportedConstruct(where, atomic.name() + "." + name);
                }
                return arithmetic(ctx, atomic, cell, old, oldValue, name, arguments, where);
            }
        }
        ctx.emit(new Stmt.AtomicBegin(ctx.loc()));
        ctx.emit(new Stmt.Assign(new Lvalue.Var(old), Ir.read(cell), ctx.loc()));
        if (updated != null) {
            ctx.emit(new Stmt.Assign(cell, Ir.toCell(updated, cell.type()), ctx.loc()));
        }
        ctx.emit(new Stmt.AtomicEnd(ctx.loc()));
        return result;
    }

    private static Expr compareAndSet(MethodContext ctx, Lvalue.Mem cell, Variable old, Expr oldValue, Expr expected,
            Expr replacement) {
        Variable swapped = ctx.newTemp(Type.BOOL);
        ctx.emit(new Stmt.AtomicBegin(ctx.loc()));
        ctx.emit(new Stmt.Assign(new Lvalue.Var(old), Ir.read(cell), ctx.loc()));
        ctx.emit(new Stmt.Assign(new Lvalue.Var(swapped), Ir.binary(BinaryOp.EQ, oldValue, expected), ctx.loc()));
        Expr next = new Expr.Ite(Ir.read(new Lvalue.Var(swapped)), replacement, oldValue);
        ctx.emit(new Stmt.Assign(cell, Ir.toCell(next, cell.type()), ctx.loc()));
        ctx.emit(new Stmt.AtomicEnd(ctx.loc()));
        return Ir.read(new Lvalue.Var(swapped));
    }

    private static Expr arithmetic(MethodContext ctx, ClassInfo atomic, Lvalue.Mem cell, Variable old, Expr oldValue,
            String name, List<Expr> arguments, ASTNode where) {
        Type.Int type = (Type.Int) cell.type();
        Expr delta;
        boolean returnsNew;
        switch (name + "/" + arguments.size()) {
            case "incrementAndGet/0" -> { delta = Ir.integer(1, type); returnsNew = true; }
            case "decrementAndGet/0" -> { delta = Ir.integer(-1, type); returnsNew = true; }
            case "getAndIncrement/0" -> { delta = Ir.integer(1, type); returnsNew = false; }
            case "getAndDecrement/0" -> { delta = Ir.integer(-1, type); returnsNew = false; }
            case "addAndGet/1" -> { delta = arguments.get(0); returnsNew = true; }
            case "getAndAdd/1" -> { delta = arguments.get(0); returnsNew = false; }
            default -> throw new UnsupportedConstruct(where, atomic.name() + "." + name);
        }
        Variable updated = ctx.newTemp(type);
        ctx.emit(new Stmt.AtomicBegin(ctx.loc()));
        ctx.emit(new Stmt.Assign(new Lvalue.Var(old), Ir.read(cell), ctx.loc()));
        ctx.emit(new Stmt.Assign(new Lvalue.Var(updated), Ir.binary(BinaryOp.ADD, oldValue, Ir.convert(delta, type)),
            ctx.loc()));
        ctx.emit(new Stmt.Assign(cell, Ir.read(new Lvalue.Var(updated)), ctx.loc()));
        ctx.emit(new Stmt.AtomicEnd(ctx.loc()));
        return returnsNew ? Ir.read(new Lvalue.Var(updated)) : oldValue;
    }

    private static Lvalue.Mem value(ClassInfo atomic, Expr object) {
        ClassInfo.Field field = atomic.field(ModelClasses.VALUE).orElseThrow();
        return Ir.cell(object, field.offset(), field.cell(), field.display());
    }
}
