package org.braid.c.internal.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Place;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.WideUnsupported;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.Conversions;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Variable;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTStandardFunctionDeclarator;
import org.eclipse.cdt.core.dom.ast.gnu.c.ICASTKnRFunctionDeclarator;
import org.eclipse.cdt.core.dom.ast.IFunction;

/**
 * Function calls (C11 6.5.2.2): direct when the callee is a function designator, indirect
 * through a pointer otherwise. Arguments are converted to the parameter types; arguments beyond
 * them get the default argument promotions: for a variadic callee they go to an argument area
 * passed as one hidden argument ({@link VarArgs}), for an unprototyped one they are passed as
 * they are. Struct arguments pass the address of the argument object
 * and struct results a caller-owned temporary (see {@link Target#irFunction}). Names starting
 * with {@code __braid_} are {@linkplain Intrinsics intrinsics}; GCC built-ins are {@link Builtins}.
 */
final class Calls {
    private final FunctionContext fn;
    private final Expressions exprs;
    private final Target target;
    private final Intrinsics intrinsics;
    private final Builtins builtins;
    private final MemoryFunctions memory;
    private final FormattedInput input;
    private final FormattedOutput output;

    /** Library functions whose control flow CIR cannot express (they return twice or never). */
    private static final java.util.Set<String> UNSUPPORTED = java.util.Set.of("setjmp", "_setjmp", "__sigsetjmp",
        "sigsetjmp", "longjmp", "_longjmp", "siglongjmp", "__builtin_setjmp", "__builtin_longjmp");

    Calls(FunctionContext fn, Expressions exprs) {
        this.fn = fn;
        this.exprs = exprs;
        this.target = fn.unit().target();
        this.intrinsics = new Intrinsics(fn, exprs);
        this.builtins = new Builtins(fn, exprs);
        this.memory = new MemoryFunctions(fn, exprs);
        this.input = new FormattedInput(fn, exprs);
        this.output = new FormattedOutput(fn, exprs);
    }

    /** Lowers a call; the result is {@code null} for {@code void} or when the value is unused. */
    Value call(IASTFunctionCallExpression e, boolean valueUsed) {
        IASTExpression f = Expressions.strip(e.getFunctionNameExpression());
        if (f instanceof IASTIdExpression id && id.getName().resolveBinding() instanceof IFunction b) {
            String name = b.getName();
            if (Intrinsics.isIntrinsic(name) && !fn.unit().unit().index().isDefined(b)) {
                return intrinsics.call(name, e, exprs.typeOf(f), valueUsed);
            }
            if (MemoryFunctions.handles(name) && !fn.unit().unit().index().isDefined(b)) {
                Value v = memory.call(name, e);
                if (v != null) {
                    return valueUsed ? v : null;
                }
            }
            if (FormattedOutput.handles(name) && !fn.unit().unit().index().isDefined(b)) {
                Value v = output.call(name, e);
                if (v != null) {
                    return valueUsed ? v : null;
                }
            }
            if (FormattedInput.handles(name) && !fn.unit().unit().index().isDefined(b)) {
                Value v = input.call(name, e);
                if (v != null) {
                    return valueUsed ? v : null;
                }
            }
            if (Builtins.isBuiltin(id) && !fn.unit().unit().index().isDefined(b)) {
                return builtins.call(name, e, valueUsed);
            }
            if (UNSUPPORTED.contains(name) && !fn.unit().unit().index().isDefined(b)) {
                fn.unit().unsupported(e, "non-local jump (" + name + ")");
            }
        }
        if (exprs.typeOf(e).unqualified() instanceof CType.Rec) {
            if (valueUsed) {
                throw new InvalidInput(e, "struct value used where a scalar is required");
            }
            callAggregate(e);
            return null;
        }
        Value callee = exprs.rvalue(f);
        boolean unprototyped = f instanceof IASTIdExpression id && id.getName().resolveBinding() instanceof IFunction b
            && unprototyped(b, e);
        return emitCall(callee(callee), functionType(callee, e), e, valueUsed, unprototyped);
    }

    /**
     * Whether a call of {@code function} has no prototype in scope (C11 6.5.2.2p6): it is
     * implicitly declared, or every declaration before the call is K&amp;R or {@code f()}. Such a
     * call passes its integer and pointer arguments with the default argument promotions only, as
     * gcc does, and the callee reads them as it reads registers ({@code CallingConvention}).
     */
    private boolean unprototyped(IFunction function, IASTNode call) {
        for (IASTName n : fn.unit().unit().index().declarations(function)) {
            if (!before(n, call)) {
                continue;
            }
            IASTNode d = n.getParent();
            boolean withoutPrototype = d instanceof ICASTKnRFunctionDeclarator
                || d instanceof IASTStandardFunctionDeclarator s && s.getParameters().length == 0 && !s.takesVarArgs();
            if (!withoutPrototype) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code a} is written before {@code b} (a declaration in another file, a header, is). */
    private static boolean before(IASTNode a, IASTNode b) {
        var la = a.getFileLocation();
        var lb = b.getFileLocation();
        if (la == null || lb == null || !la.getFileName().equals(lb.getFileName())) {
            return true;
        }
        return la.getNodeOffset() < lb.getNodeOffset();
    }

    /** A call of the function {@code name} with the arguments and type of {@code e}'s callee. */
    Value callNamed(String name, IASTFunctionCallExpression e, boolean valueUsed) {
        CType t = exprs.typeOf(e.getFunctionNameExpression()).unqualified();
        CType.Fun type = t instanceof CType.Fun f ? f
            : functionType(new Value(Ir.constant(0, target.ir(CType.INT.kind())), TypeOf.decay(t)), e);
        fn.unit().symbols().reference(name, type, fn.loc());
        return emitCall(new Callee.Direct(name), type, e, valueUsed, false);
    }

    private Value emitCall(Callee callee, CType.Fun type, IASTFunctionCallExpression e, boolean valueUsed,
            boolean unprototyped) {
        if (Target.isWide(type.result())) {
            if (unprototyped) {
                throw new WideUnsupported();
            }
            CType result = type.result().unqualified();
            Place.Memory object = exprs.access().memory(new Expr.LocalAddr(fn.newLocal("result", target.ir(result), true),
                target.pointerTo(result)), result, Texts.of(e));
            List<Expr> args = new ArrayList<>();
            args.add(object.address());
            args.addAll(arguments(e, type, false));
            fn.emit(new Stmt.Call(Optional.empty(), callee, args, fn.loc()));
            return valueUsed ? exprs.access().read(object) : null;
        }
        List<Expr> args = arguments(e, type, unprototyped);
        Optional<Lvalue> result = Optional.empty();
        Value value = null;
        if (valueUsed && !(type.result().unqualified() instanceof CType.Void)) {
            Variable t = fn.newTemp(target.ir(type.result().unqualified()));
            result = Optional.of(new Lvalue.Var(t));
            value = new Value(new Expr.Read(new Lvalue.Var(t)), type.result().unqualified());
        }
        fn.emit(new Stmt.Call(result, callee, args, fn.loc()));
        return value;
    }

    /** A call returning a struct: the object holding the result. */
    Place callAggregate(IASTFunctionCallExpression e) {
        Value callee = exprs.rvalue(Expressions.strip(e.getFunctionNameExpression()));
        CType.Fun type = functionType(callee, e);
        CType result = type.result().unqualified();
        Variable object = fn.newLocal("result", target.ir(result), true);
        Place.Memory place = exprs.access().memory(new Expr.LocalAddr(object, target.pointerTo(result)), result,
            Texts.of(e));
        List<Expr> args = new ArrayList<>();
        args.add(place.address());
        args.addAll(arguments(e, type, false));
        fn.emit(new Stmt.Call(Optional.empty(), callee(callee), args, fn.loc()));
        return place;
    }

    private CType.Fun functionType(Value callee, IASTFunctionCallExpression e) {
        if (callee.type().unqualified() instanceof CType.Ptr p && p.target().unqualified() instanceof CType.Fun f) {
            return f;
        }
        throw new InvalidInput(e, "called object is not a function or function pointer");
    }

    private static Callee callee(Value v) {
        if (v.expr() instanceof Expr.FunctionAddr fa) {
            return new Callee.Direct(fa.name());
        }
        return new Callee.Indirect(v.expr());
    }

    private List<Expr> arguments(IASTFunctionCallExpression e, CType.Fun type, boolean unprototyped) {
        IASTInitializerClause[] clauses = e.getArguments();
        if (clauses.length < type.params().size() && !unprototyped) {
            throw new InvalidInput(e, "too few arguments to function call, expected " + type.params().size()
                + ", have " + clauses.length);
        }
        List<Expr> args = new ArrayList<>();
        if (type.variadic()) {
            int named = type.params().size();
            args.addAll(arguments(e, type, java.util.Arrays.copyOf(clauses, named), false));
            List<IASTExpression> extra = new ArrayList<>();
            for (int i = named; i < clauses.length; i++) {
                extra.add((IASTExpression) clauses[i]);
            }
            args.add(new VarArgs(fn, exprs).area(extra));
            return args;
        }
        args.addAll(arguments(e, type, clauses, unprototyped));
        return args;
    }

    private List<Expr> arguments(IASTFunctionCallExpression e, CType.Fun type, IASTInitializerClause[] clauses,
            boolean unprototyped) {
        List<Expr> args = new ArrayList<>();
        for (int i = 0; i < clauses.length; i++) {
            IASTExpression arg = (IASTExpression) clauses[i];
            CType param = i < type.params().size() ? type.params().get(i) : null;
            CType argType = exprs.typeOf(arg).unqualified();
            if (argType instanceof CType.Rec) {
                args.add(((Place.Memory) exprs.aggregate(arg)).address());
                continue;
            }
            Value v = exprs.rvalue(arg);
            if (unprototyped && param != null && Converter.floating(v.type())
                    != Converter.floating(param)) {
                fn.unit().unsupported(arg, "passing `" + Texts.of(arg) + "` without a prototype to a parameter of type "
                    + param + " (gcc passes it in another register than the function reads)");
            }
            if (param != null && !(unprototyped && registerPassed(v.type()) && registerPassed(param))) {
                v = exprs.convert(v, param, arg);
            } else if (v.type().unqualified() instanceof CType.Int k) {
                v = exprs.convert(v, Conversions.promote(k), arg);
            }
            if (fn.onOtherLine(arg)) {
                Value read = v;
                v = fn.at(arg, () -> exprs.assignments().stable(read));
            }
            if (v.isWide() && param != null && Target.isWide(param) && !unprototyped) {
                args.add(inMemory(v, Texts.of(arg)).address());
                continue;
            }
            args.add(v.expr());
        }
        return args;
    }

    /** A {@code __int128} argument in a fresh object of its own, passed by its address (see {@link Target#irFunction}). */
    private Place.Memory inMemory(Value v, String display) {
        CType type = v.type().unqualified();
        Place.Memory object = exprs.access().memory(new Expr.LocalAddr(fn.newLocal("arg", target.ir(type), true),
            target.pointerTo(type)), type, display);
        exprs.access().write(object, v);
        return object;
    }

    /** Whether values of this type travel in an integer register (integers and pointers, not floating point). */
    private static boolean registerPassed(CType t) {
        return t.unqualified() instanceof CType.Int || t.unqualified() instanceof CType.Ptr;
    }
}
