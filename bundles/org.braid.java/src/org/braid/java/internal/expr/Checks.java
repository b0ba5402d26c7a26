package org.braid.java.internal.expr;

import java.util.List;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Variable;
import org.braid.java.internal.lower.Exceptions;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.Layout;

/**
 * The run-time checks of the JVM: where one fails, the JVM throws a {@code NullPointerException},
 * {@code ArrayIndexOutOfBoundsException}, {@code NegativeArraySizeException},
 * {@code ArithmeticException}, ... (the models' {@code Intrinsics.check} name theirs). Here the
 * front end creates that exception (its message is null) and throws it ({@link Exceptions#raise}):
 * caught if a handler of the thread catches it, else the finding "uncaught ..." at the check.
 */
public final class Checks {
    private Checks() {
    }

    /**
     * Throws the exception {@code exception} ("Name: detail", a {@code java.lang} class by its
     * simple name, another by its qualified name) unless {@code condition} holds; the finding names
     * it by its simple name.
     */
    public static void require(MethodContext ctx, Expr condition, String exception) {
        int colon = exception.indexOf(':');
        String name = colon < 0 ? exception : exception.substring(0, colon);
        String simple = name.substring(name.lastIndexOf('.') + 1);
        raiseUnless(ctx, condition, name.contains(".") ? name : "java.lang." + name,
            "uncaught " + simple + exception.substring(name.length()));
    }

    /**
     * Unless {@code condition} holds, throws a new instance of the model class {@code exception};
     * {@code message} is the finding when nothing catches it. Inside a model's atomic section (an
     * exception must not leave it), the finding, and where the exception's property is not checked
     * an unsupported point (the execution is {@code unknown}, naming the file and line).
     */
    public static void raiseUnless(MethodContext ctx, Expr condition, String exception, String message) {
        Exceptions exceptions = ctx.program().exceptions();
        Stmt.Assert.Kind kind = Exceptions.kindOf(exception);
        if (!exceptions.enabled()) {
            ctx.emit(new Stmt.Assert(condition, message, ctx.loc(), kind));
            ctx.emit(new Stmt.Assume(condition, ctx.loc()));
            return;
        }
        if (ctx.inAtomicSection()) {
            // No exception may leave a model's atomic section: reported here with its property;
            // without it, the execution is unknown rather than guessed.
            ctx.emit(new Stmt.Assert(condition, message, ctx.loc(), kind));
            String fine = ctx.newLabel("checked");
            String stuck = ctx.newLabel("not_unwound");
            ctx.branch(condition, fine, stuck);
            ctx.startBlock(stuck);
            ctx.emit(Stmt.Assert.unsupported(message + " inside a model's atomic section, which Braid cannot unwind",
                ctx.loc(), kind));
            ctx.emit(new Stmt.Assume(Ir.bool(false), ctx.loc()));
            ctx.startBlock(fine);
            return;
        }
        String holds = ctx.newLabel("checked");
        String fails = ctx.newLabel("check_failed");
        ctx.branch(condition, holds, fails);
        ctx.startBlock(fails);
        ClassInfo cls = ctx.program().classes().model(exception);
        Variable object = ctx.newTemp(JavaTypes.REF);
        ctx.emit(new Stmt.Alloc(new Lvalue.Var(object), Ir.integer(cls.size(), JavaTypes.LONG), true,
            "new " + cls.name() + " at " + ctx.loc(), ctx.loc()));
        Expr reference = Ir.read(new Lvalue.Var(object));
        ctx.emit(new Stmt.Assign(Ir.cell(reference, Layout.CLASS_ID, JavaTypes.INT, "class of " + cls.name()),
            Ir.integer(cls.id(), JavaTypes.INT), ctx.loc()));
        exceptions.raise(ctx, reference, List.of(cls), message);
        ctx.startBlock(holds);
    }

    public static void notNull(MethodContext ctx, Expr reference, String what) {
        require(ctx, Ir.binary(Expr.BinaryOp.NE, reference, Ir.nullRef()), "NullPointerException: " + what);
    }

    public static void nonZero(MethodContext ctx, Expr divisor) {
        Expr zero = Expr.Const.of(0, (org.braid.core.internal.ir.Type.Int) divisor.type());
        require(ctx, Ir.binary(Expr.BinaryOp.NE, divisor, zero), "ArithmeticException: / by zero");
    }
}
