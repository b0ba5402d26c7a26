package org.braid.c.internal.expr;

import java.util.Set;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Stmt;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IBinding;

/**
 * GCC built-in functions that appear in preprocessed system headers and user code. Atomic
 * built-ins go to {@link Atomics}; {@code __builtin_expect} is its first argument;
 * {@code __builtin_unreachable} ends the path as unsupported behaviour (reaching it is undefined
 * behaviour, so a check whose execution reaches it is {@code unknown}, never silently cut);
 * {@code __builtin_alloca} allocates (the object
 * lives until the end of the program rather than the function, which no correct program can
 * observe); the {@code __builtin_} spelling of a C library function calls that function (its
 * model). Anything else is reported unsupported and yields a nondeterministic value.
 */
final class Builtins {
    private static final Set<String> FUNCTION_NAMES = Set.of("__func__", "__FUNCTION__", "__PRETTY_FUNCTION__");
    private static final Set<String> LIBC = Set.of("memcpy", "memset", "memmove", "memcmp", "strlen", "strcpy",
        "strncpy", "strcmp", "strncmp", "strcat", "strchr", "malloc", "calloc", "free", "abort", "exit", "printf",
        "puts", "putchar", "abs", "labs");

    private final FunctionContext fn;
    private final Expressions exprs;
    private final Atomics atomics;

    Builtins(FunctionContext fn, Expressions exprs) {
        this.fn = fn;
        this.exprs = exprs;
        this.atomics = new Atomics(fn, exprs);
    }

    static boolean isBuiltin(IASTIdExpression id) {
        String n = id.getName().toString();
        return n.startsWith("__builtin_") || n.startsWith("__atomic_") || n.startsWith("__sync_");
    }

    static boolean isFunctionNameVariable(IBinding b) {
        return FUNCTION_NAMES.contains(b.getName());
    }

    /** The library function a {@code __builtin_} name stands for, or {@code null}. */
    static String libraryName(String builtin) {
        String plain = builtin.startsWith("__builtin_") ? builtin.substring("__builtin_".length()) : null;
        return plain != null && LIBC.contains(plain) ? plain : null;
    }

    Value call(String name, IASTFunctionCallExpression e, boolean valueUsed) {
        if (name.startsWith("__atomic_") || name.startsWith("__sync_")) {
            return atomics.call(name, e, valueUsed);
        }
        if (BitBuiltins.handles(name)) {
            return new BitBuiltins(fn, exprs).call(name, e);
        }
        IASTInitializerClause[] args = e.getArguments();
        switch (name) {
            case "__builtin_expect", "__builtin_expect_with_probability" -> {
                Value v = exprs.rvalue((IASTExpression) args[0]);
                for (int i = 1; i < args.length; i++) {
                    exprs.discard((IASTExpression) args[i]);
                }
                return exprs.convert(v, CType.LONG, e);
            }
            case "__builtin_unreachable" -> {
                fn.emit(Stmt.Assert.unsupported("__builtin_unreachable reached (undefined behaviour)", fn.loc()));
                fn.emit(new Stmt.Assume(Ir.bool(false), fn.loc()));
                return null;
            }
            case "__builtin_trap" -> {
                fn.emit(new Stmt.Assert(Ir.bool(false), "__builtin_trap called", fn.loc()));
                return null;
            }
            case "__builtin_LINE" -> {
                return new Value(Ir.constant(fn.loc().line(), fn.unit().target().ir(CType.INT.kind())), CType.INT);
            }
            case "__builtin_FILE", "__builtin_FUNCTION" -> {
                String text = name.endsWith("FILE") ? fn.loc().file() : fn.name();
                return exprs.read(exprs.places().stringConstant(text, e));
            }
            case "__builtin_constant_p" -> {
                boolean constant = e.getArguments().length == 1
                    && fn.unit().constant((org.eclipse.cdt.core.dom.ast.IASTExpression) e.getArguments()[0]).isPresent();
                return new Value(Ir.constant(constant ? 1 : 0, fn.unit().target().ir(CType.INT.kind())), CType.INT);
            }
            case "__builtin_object_size" -> {
                CType size = new CType.Int(fn.unit().target().sizeT());
                return new Value(Ir.constant(-1, fn.unit().target().ir(fn.unit().target().sizeT())), size);
            }
            case "__builtin_alloca", "__builtin_alloca_with_align" -> {
                Expr n = exprs.convert(exprs.rvalue((IASTExpression) args[0]), new CType.Int(fn.unit().target().sizeT()), e).expr();
                CType voidPtr = new CType.Ptr(CType.VOID);
                var t = fn.newTemp(fn.unit().target().ir(voidPtr));
                fn.emit(new Stmt.Alloc(new org.braid.core.internal.ir.Lvalue.Var(t), n, false,
                    "alloca at " + fn.loc().file() + ":" + fn.loc().line(), fn.loc()));
                return new Value(new Expr.Read(new org.braid.core.internal.ir.Lvalue.Var(t)), voidPtr);
            }
            default -> {
                String library = libraryName(name);
                if (library != null) {
                    return exprs.calls().callNamed(library, e, valueUsed);
                }
                for (IASTInitializerClause a : args) {
                    exprs.discard((IASTExpression) a);
                }
                CType result = exprs.typeOf(e).unqualified();
                if (result instanceof CType.Void) {
                    fn.unit().unsupported(e, "built-in function " + name);
                    return null;
                }
                return exprs.converter().unsupported(result, "built-in function " + name, e);
            }
        }
    }
}
