package org.braid.java.internal.expr;

import java.util.List;
import java.util.Map;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Type;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.lower.Names;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.ITypeBinding;

/**
 * Boxing and unboxing conversions (JLS 5.1.7, 5.1.8) of {@code int}, {@code long},
 * {@code boolean} and {@code char}, as javac compiles them: boxing calls the box model's
 * {@code valueOf} (which caches as the JDK does, so {@code ==} between boxes is the JVM's),
 * unboxing checks the box for null ({@code NullPointerException}) and calls its
 * {@code intValue()}, {@code longValue()}, {@code booleanValue()} or {@code charValue()}. The
 * boxes of {@code byte} and {@code short} are unsupported.
 */
final class Boxing {
    private record Box(String boxClass, String unboxMethod) {
    }

    private static final Map<String, Box> BOXES = Map.of(
        "int", new Box("java.lang.Integer", "intValue"),
        "long", new Box("java.lang.Long", "longValue"),
        "boolean", new Box("java.lang.Boolean", "booleanValue"),
        "char", new Box("java.lang.Character", "charValue"));

    private Boxing() {
    }

    /** {@code value}, the primitive value of {@code e}, boxed: {@code Box.valueOf(value)}. */
    static Expr box(MethodContext ctx, Calls calls, Expression e, Expr value) {
        return box(ctx, calls, e.resolveTypeBinding(), value, e);
    }

    /** {@code value}, a primitive of {@code type}, boxed: {@code Box.valueOf(value)}; {@code e} names it in messages. */
    static Expr box(MethodContext ctx, Calls calls, ITypeBinding type, Expr value, ASTNode e) {
        Box box = BOXES.get(type.getName());
        if (box == null) {
            throw new UnsupportedConstruct(e, "boxing a " + type.getName() + " (`" + e + "`)");
        }
        ClassInfo model = ctx.program().classes().model(box.boxClass());
        String procedure = method(model, "valueOf", e);
        return calls.call(procedure, List.of(value), JavaTypes.REF);
    }

    /** {@code value}, the box {@code e} evaluated to, unboxed; a null box throws {@code NullPointerException}. */
    static Expr unbox(MethodContext ctx, Calls calls, Expression e, Expr value) {
        return unbox(ctx, calls, e.resolveTypeBinding(), value, e);
    }

    /** {@code value}, a box of {@code boxType}, unboxed; null throws {@code NullPointerException} named by {@code e}. */
    static Expr unbox(MethodContext ctx, Calls calls, ITypeBinding boxType, Expr value, ASTNode e) {
        ITypeBinding type = boxType.getErasure();
        Box box = BOXES.values().stream().filter(b -> b.boxClass().equals(type.getQualifiedName())).findFirst()
            .orElseThrow(() -> new UnsupportedConstruct(e, "unboxing a " + type.getQualifiedName() + " (`" + e + "`)"));
        Expr reference = ctx.snapshot(value);
        Checks.notNull(ctx, reference, e.toString());
        ClassInfo model = ctx.program().classes().model(box.boxClass());
        String procedure = method(model, box.unboxMethod(), e);
        String primitive = BOXES.entrySet().stream().filter(b -> b.getValue() == box).findFirst().orElseThrow()
            .getKey();
        Type result = switch (primitive) {
            case "int" -> JavaTypes.INT;
            case "long" -> JavaTypes.LONG;
            case "boolean" -> Type.BOOL;
            default -> JavaTypes.CHAR;
        };
        return calls.call(procedure, List.of(reference), result);
    }

    /** The procedure of the model's method {@code name} with one or no parameter. */
    private static String method(ClassInfo model, String name, ASTNode where) {
        for (IMethodBinding m : model.binding().getDeclaredMethods()) {
            if (m.getName().equals(name) && m.getParameterTypes().length <= 1
                && (m.getParameterTypes().length == 0 || m.getParameterTypes()[0].isPrimitive())) {
                return Names.procedure(model, m);
            }
        }
        throw new UnsupportedConstruct(where, "the JDK method " + model.name() + "." + name);
    }
}
