package org.braid.c.internal.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Variable;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;

/**
 * Braid's intrinsics, declared in {@code include/braid/intrinsics.h}: the only names the front
 * end gives meaning to. Environment models (locks, threads, allocation, verifier functions) are
 * C code built from them.
 * <ul>
 * <li>{@code __braid_atomic_begin()}, {@code __braid_atomic_end()}: an atomic section;</li>
 * <li>{@code __braid_assume(c)}: blocks while {@code c == 0};</li>
 * <li>{@code __braid_assert(c, msg)}, {@code __braid_error(msg)}: assertions;</li>
 * <li>{@code __braid_async(f, args...)}: starts a thread running {@code f(args...)}, returns its id;</li>
 * <li>{@code __braid_join(tid)}: waits for the thread, returns its result;</li>
 * <li>{@code __braid_alloc(n)}, {@code __braid_alloc_zeroed(n)}, {@code __braid_free(p)}: the heap;</li>
 * <li>{@code __braid_exit()}: ends the program;</li>
 * <li>{@code __braid_va_start()}: the current call's area of variable arguments ({@link VarArgs});</li>
 * <li>any {@code __braid_nondet...()} without a body: a nondeterministic value of its return type.</li>
 * </ul>
 */
final class Intrinsics {
    private final FunctionContext fn;
    private final Expressions exprs;
    private final Target target;

    Intrinsics(FunctionContext fn, Expressions exprs) {
        this.fn = fn;
        this.exprs = exprs;
        this.target = fn.unit().target();
    }

    private static final java.util.Set<String> NAMES = java.util.Set.of("__braid_atomic_begin", "__braid_atomic_end",
        "__braid_assume", "__braid_assert", "__braid_error", "__braid_async", "__braid_join", "__braid_alloc",
        "__braid_alloc_zeroed", "__braid_free", "__braid_exit", "__braid_va_start", "__braid_unsupported");

    /** Whether a function without a body of this name is an intrinsic. */
    static boolean isIntrinsic(String name) {
        return NAMES.contains(name) || name.startsWith("__braid_nondet");
    }

    Value call(String name, IASTFunctionCallExpression e, CType calleeType, boolean valueUsed) {
        IASTInitializerClause[] args = e.getArguments();
        Loc loc = fn.loc();
        if (name.startsWith("__braid_nondet")) {
            arity(e, 0);
            CType result = calleeType.unqualified() instanceof CType.Fun f ? f.result().unqualified() : CType.INT;
            if (result instanceof CType.Void || !result.isScalar()) {
                throw new InvalidInput(e, name + " must return a scalar");
            }
            Variable t = fn.newTemp(target.ir(result));
            fn.emit(new Stmt.Havoc(new Lvalue.Var(t), loc));
            Expr v = new Expr.Read(new Lvalue.Var(t));
            if (result instanceof CType.Int i && i.kind() == org.braid.c.internal.types.IntKind.BOOL) {
                v = Ir.cast(Ir.truth(v), target.ir(i.kind()));
            }
            return new Value(v, result);
        }
        switch (name) {
            case "__braid_atomic_begin" -> {
                arity(e, 0);
                fn.emit(new Stmt.AtomicBegin(loc));
                return null;
            }
            case "__braid_atomic_end" -> {
                arity(e, 0);
                fn.emit(new Stmt.AtomicEnd(loc));
                return null;
            }
            case "__braid_assume" -> {
                arity(e, 1);
                fn.emit(new Stmt.Assume(condition(arg(args, 0)), loc));
                return null;
            }
            case "__braid_assert" -> {
                arity(e, 2);
                Expr c = condition(arg(args, 0));
                fn.emit(new Stmt.Assert(c, message(arg(args, 1)), loc));
                return null;
            }
            case "__braid_unsupported" -> {
                arity(e, 1);
                fn.emit(Stmt.Assert.unsupported(message(arg(args, 0)), loc));
                return null;
            }
            case "__braid_error" -> {
                arity(e, 1);
                String message = message(arg(args, 0));
                fn.emit(new Stmt.Assert(Ir.bool(false), message, loc));
                return null;
            }
            case "__braid_async" -> {
                return async(e, args, valueUsed);
            }
            case "__braid_join" -> {
                arity(e, 1);
                Expr tid = exprs.convert(exprs.rvalue(arg(args, 0)), CType.INT, e).expr();
                CType voidPtr = new CType.Ptr(CType.VOID);
                Variable t = fn.newTemp(target.ir(voidPtr));
                fn.emit(new Stmt.Join(tid, Optional.of(new Lvalue.Var(t)), loc));
                return new Value(new Expr.Read(new Lvalue.Var(t)), voidPtr);
            }
            case "__braid_alloc", "__braid_alloc_zeroed" -> {
                arity(e, 1);
                Expr size = exprs.convert(exprs.rvalue(arg(args, 0)), new CType.Int(target.sizeT()), e).expr();
                CType voidPtr = new CType.Ptr(CType.VOID);
                Variable t = fn.newTemp(target.ir(voidPtr));
                String site = fn.name() + " at " + loc.file() + ":" + loc.line();
                fn.emit(new Stmt.Alloc(new Lvalue.Var(t), size, name.endsWith("zeroed"), site, loc));
                return new Value(new Expr.Read(new Lvalue.Var(t)), voidPtr);
            }
            case "__braid_free" -> {
                arity(e, 1);
                Value p = exprs.rvalue(arg(args, 0));
                if (!(p.type().unqualified() instanceof CType.Ptr)) {
                    throw new InvalidInput(e, "__braid_free needs a pointer");
                }
                fn.emit(new Stmt.Free(p.expr(), loc));
                return null;
            }
            case "__braid_va_start" -> {
                arity(e, 0);
                if (fn.varArgs() == null) {
                    throw new InvalidInput(e, "va_start used in function with fixed arguments");
                }
                return new Value(new Expr.Read(new Lvalue.Var(fn.varArgs())), new CType.Ptr(CType.VOID));
            }
            case "__braid_exit" -> {
                arity(e, 0);
                fn.terminate(new Terminator.Exit(loc));
                return null;
            }
            default -> throw new IllegalStateException("not an intrinsic: " + name);
        }
    }

    private Value async(IASTFunctionCallExpression e, IASTInitializerClause[] args, boolean valueUsed) {
        if (args.length < 1) {
            throw new InvalidInput(e, "__braid_async needs a function");
        }
        Value f = exprs.rvalue(arg(args, 0));
        if (!(f.type().unqualified() instanceof CType.Ptr p) || !(p.target().unqualified() instanceof CType.Fun type)) {
            throw new InvalidInput(e, "__braid_async needs a function or function pointer");
        }
        Callee callee = f.expr() instanceof Expr.FunctionAddr fa ? new Callee.Direct(fa.name())
            : new Callee.Indirect(f.expr());
        List<Expr> values = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            Value v = exprs.rvalue(arg(args, i));
            if (i - 1 < type.params().size()) {
                v = exprs.convert(v, type.params().get(i - 1), e);
            }
            values.add(v.expr());
        }
        Variable tid = fn.newTemp(target.ir(CType.INT.kind()));
        fn.emit(new Stmt.Async(Optional.of(new Lvalue.Var(tid)), callee, values, fn.loc()));
        return new Value(new Expr.Read(new Lvalue.Var(tid)), CType.INT);
    }

    private Expr condition(IASTExpression e) {
        return exprs.logic().condition(exprs.rvalue(e), e);
    }

    /** The text of a string literal argument; otherwise the function's name. */
    private String message(IASTExpression e) {
        java.util.Optional<String> text = Literals.text(e);
        if (text.isPresent()) {
            return text.get();
        }
        exprs.discard(e);
        return fn.name() + " called";
    }

    private static IASTExpression arg(IASTInitializerClause[] args, int i) {
        return (IASTExpression) args[i];
    }

    private static void arity(IASTFunctionCallExpression e, int n) {
        if (e.getArguments().length != n) {
            throw new InvalidInput(e, "Braid intrinsic expects " + n + " argument" + (n == 1 ? "" : "s"));
        }
    }
}
