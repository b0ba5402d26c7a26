package org.braid.c.internal.expr;

import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Place;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Expr.UnaryOp;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Variable;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;

/**
 * GCC's {@code __atomic_*} and {@code __sync_*} built-ins (and through Braid's
 * {@code stdatomic.h}, C11's atomic operations) as atomic sections around plain reads and writes.
 * Braid's semantics are sequentially consistent, so memory orders are ignored and fences do
 * nothing. Operands are evaluated into registers before the section begins.
 */
final class Atomics {
    private final FunctionContext fn;
    private final Expressions exprs;

    Atomics(FunctionContext fn, Expressions exprs) {
        this.fn = fn;
        this.exprs = exprs;
    }

    Value call(String name, IASTFunctionCallExpression e, boolean valueUsed) {
        IASTInitializerClause[] a = e.getArguments();
        String op = name.replaceFirst("^__atomic_", "").replaceFirst("^__sync_", "");
        boolean sync = name.startsWith("__sync_");
        switch (op) {
            case "thread_fence", "signal_fence", "synchronize" -> {
                discardAll(a);
                return null;
            }
            case "always_lock_free", "is_lock_free" -> {
                discardAll(a);
                return new Value(Ir.constant(1, fn.unit().target().ir(CType.BOOL.kind())), CType.BOOL);
            }
            default -> {
            }
        }
        Place.Memory object = object(arg(a, 0), e);
        CType t = object.type().unqualified();
        switch (op) {
            case "load_n" -> {
                return section(() -> read(object));
            }
            case "store_n" -> {
                Value v = operand(arg(a, 1), t);
                section(() -> {
                    exprs.write(object, v.expr());
                    return null;
                });
                return null;
            }
            case "exchange_n", "lock_test_and_set" -> {
                Value v = operand(arg(a, 1), t);
                return section(() -> {
                    Value old = read(object);
                    exprs.write(object, v.expr());
                    return old;
                });
            }
            case "lock_release", "clear" -> {
                section(() -> {
                    exprs.write(object, exprs.convert(zero(), t, e).expr());
                    return null;
                });
                return null;
            }
            case "test_and_set" -> {
                Place.Memory byteObject = exprs.access().memory(object.address(), CType.UCHAR, object.display());
                return section(() -> {
                    Value old = read(byteObject);
                    exprs.write(byteObject, Ir.constant(1, fn.unit().target().ir(CType.UCHAR.kind())));
                    return exprs.convert(old, CType.BOOL, e);
                });
            }
            case "load", "store", "exchange" -> {
                return generic(op, a, object, e);
            }
            case "compare_exchange_n", "compare_exchange" -> {
                return compareExchange(op.equals("compare_exchange"), a, object, e);
            }
            case "bool_compare_and_swap", "val_compare_and_swap" -> {
                Value expected = operand(arg(a, 1), t);
                Value desired = operand(arg(a, 2), t);
                return section(() -> {
                    Value old = read(object);
                    Expr ok = Ir.binary(BinaryOp.EQ, old.expr(), expected.expr());
                    exprs.write(object, new Expr.Ite(ok, desired.expr(), old.expr()));
                    return op.startsWith("bool") ? exprs.arithmetic().intOf(ok) : old;
                });
            }
            default -> {
                return readModifyWrite(op, sync, a, object, e);
            }
        }
    }

    private Value readModifyWrite(String op, boolean sync, IASTInitializerClause[] a, Place.Memory object,
            IASTFunctionCallExpression e) {
        boolean fetchFirst = op.startsWith("fetch_and_") || op.startsWith("fetch_");
        String kind = op.replaceFirst("^fetch_and_", "").replaceFirst("^fetch_", "").replaceFirst("_and_fetch$", "")
            .replaceFirst("_fetch$", "");
        BinaryOp bop = switch (kind) {
            case "add" -> BinaryOp.ADD;
            case "sub" -> BinaryOp.SUB;
            case "and", "nand" -> BinaryOp.AND;
            case "or" -> BinaryOp.OR;
            case "xor" -> BinaryOp.XOR;
            default -> null;
        };
        if (bop == null) {
            discardAll(a);
            return exprs.converter().unsupported(exprs.typeOf(e), "built-in function " + (sync ? "__sync_" : "__atomic_") + op, e);
        }
        CType t = object.type().unqualified();
        if (!(t instanceof CType.Int)) {
            throw new InvalidInput(e, "atomic arithmetic on a non-integer object");
        }
        Value v = operand(arg(a, 1), t);
        for (int i = 2; i < a.length; i++) {
            exprs.discard(arg(a, i));
        }
        return section(() -> {
            Value old = stable(read(object));
            Expr computed = Ir.binary(bop, old.expr(), v.expr());
            if (kind.equals("nand")) {
                computed = Ir.unary(UnaryOp.BIT_NOT, computed);
            }
            Value next = stable(new Value(computed, t));
            exprs.write(object, next.expr());
            return fetchFirst ? old : next;
        });
    }

    private Value generic(String op, IASTInitializerClause[] a, Place.Memory object, IASTFunctionCallExpression e) {
        CType t = object.type().unqualified();
        switch (op) {
            case "load" -> {
                Place.Memory out = object(arg(a, 1), e);
                section(() -> {
                    Value v = stable(read(object));
                    exprs.write(out, v.expr());
                    return null;
                });
                return null;
            }
            case "store" -> {
                Place.Memory in = object(arg(a, 1), e);
                Value v = stable(read(in));
                section(() -> {
                    exprs.write(object, exprs.convert(v, t, e).expr());
                    return null;
                });
                return null;
            }
            default -> {
                Place.Memory in = object(arg(a, 1), e);
                Place.Memory out = object(arg(a, 2), e);
                Value v = stable(read(in));
                section(() -> {
                    Value old = stable(read(object));
                    exprs.write(object, v.expr());
                    exprs.write(out, old.expr());
                    return null;
                });
                return null;
            }
        }
    }

    private Value compareExchange(boolean generic, IASTInitializerClause[] a, Place.Memory object,
            IASTFunctionCallExpression e) {
        CType t = object.type().unqualified();
        Place.Memory expectedObject = object(arg(a, 1), e);
        Value desired = generic ? stable(read(object(arg(a, 2), e))) : operand(arg(a, 2), t);
        for (int i = 3; i < a.length; i++) {
            exprs.discard(arg(a, i));
        }
        return section(() -> {
            Value old = stable(read(object));
            Value expected = stable(read(expectedObject));
            Expr ok = Ir.binary(BinaryOp.EQ, old.expr(), expected.expr());
            Variable okVar = fn.newTemp(ok.type());
            fn.emit(new Stmt.Assign(new Lvalue.Var(okVar), ok, fn.loc()));
            Expr okRead = new Expr.Read(new Lvalue.Var(okVar));
            exprs.write(object, new Expr.Ite(okRead, desired.expr(), old.expr()));
            exprs.write(expectedObject, new Expr.Ite(okRead, expected.expr(), old.expr()));
            return exprs.convert(exprs.arithmetic().intOf(okRead), CType.BOOL, e);
        });
    }

    private interface Body {
        Value run();
    }

    private Value section(Body body) {
        fn.emit(new Stmt.AtomicBegin(fn.loc()));
        fn.enterAtomic();
        Value v = body.run();
        Value result = v == null ? null : stable(v);
        fn.exitAtomic();
        fn.emit(new Stmt.AtomicEnd(fn.loc()));
        return result;
    }

    /** The current value, in a register: later writes in the same section must not change it. */
    private Value read(Place.Memory p) {
        return stable(exprs.read(p));
    }

    private Value stable(Value v) {
        return exprs.assignments().stable(v);
    }

    /** The object a pointer argument points to. */
    private Place.Memory object(IASTExpression pointer, IASTFunctionCallExpression e) {
        Value p = stable(exprs.rvalue(pointer));
        if (!(p.type().unqualified() instanceof CType.Ptr ptr)) {
            throw new InvalidInput(e, "atomic built-in needs a pointer argument");
        }
        return exprs.access().memory(p.expr(), ptr.target(), Texts.pointee(pointer));
    }

    private Value operand(IASTExpression e, CType type) {
        return stable(exprs.convert(exprs.rvalue(e), type, e));
    }

    private Value zero() {
        return new Value(Ir.constant(0, fn.unit().target().ir(CType.INT.kind())), CType.INT);
    }

    private void discardAll(IASTInitializerClause[] a) {
        for (IASTInitializerClause c : a) {
            exprs.discard((IASTExpression) c);
        }
    }

    private static IASTExpression arg(IASTInitializerClause[] a, int i) {
        return (IASTExpression) a[i];
    }
}
