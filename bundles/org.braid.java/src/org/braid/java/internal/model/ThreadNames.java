package org.braid.java.internal.model;

import java.util.List;
import java.util.Optional;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.ThreadNaming;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.Layout;
import org.braid.java.internal.types.ModelClasses;

/**
 * Java threads' names for traces and findings ({@code braid.Intrinsics.nameThread}, and the
 * initial thread's {@code "main"}): a call of the core's {@link ThreadNaming#PROCEDURE}, which no
 * engine sees, with the name's UTF-16 chars. A literal's chars are a global (no memory is read);
 * another string's are read into registers first ({@code value} and its length: final fields of
 * a string, which no thread writes after creating it).
 */
public final class ThreadNames {
    private static final Type.Pointer CHARS = new Type.Pointer(JavaTypes.CHAR);

    private ThreadNames() {
    }

    /** Names {@code object} (null: the calling thread) {@code literal}, numbered if asked. */
    public static void name(MethodContext ctx, Expr object, String literal, boolean numbered) {
        emit(ctx, object, ctx.program().stringLiteralChars(literal), Ir.integer(literal.length(), JavaTypes.INT),
            numbered);
    }

    /** Names {@code object} (null: the calling thread) with the string {@code name} (not null), numbered if asked. */
    public static void name(MethodContext ctx, Expr object, Expr name, boolean numbered) {
        long field = ctx.program().classes().model(ModelClasses.STRING).fieldNamed("value").offset();
        Variable array = ctx.newTemp(JavaTypes.REF);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(array), Ir.read(Ir.cell(name, field, JavaTypes.REF, "value")),
            ctx.loc()));
        Variable length = ctx.newTemp(JavaTypes.INT);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(length),
            Ir.read(Ir.cell(Ir.read(new Lvalue.Var(array)), Layout.ARRAY_LENGTH, JavaTypes.INT, "length")), ctx.loc()));
        emit(ctx, object, Ir.read(new Lvalue.Var(array)), Ir.read(new Lvalue.Var(length)), numbered);
    }

    private static void emit(MethodContext ctx, Expr object, Expr array, Expr length, boolean numbered) {
        ctx.program().declareThreadNaming();
        Expr chars = new Expr.PtrAdd(array, Ir.integer(Layout.HEADER, JavaTypes.LONG), CHARS);
        ctx.emit(new Stmt.Call(Optional.empty(), new Callee.Direct(ThreadNaming.PROCEDURE),
            List.of(object, chars, length, Ir.integer(numbered ? 1 : 0, JavaTypes.INT)), ctx.loc()));
    }
}
