package org.braid.java.internal.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.lower.Names;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.Layout;
import org.braid.java.internal.types.ModelClasses;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.ArrayCreation;
import org.eclipse.jdt.core.dom.ArrayInitializer;
import org.eclipse.jdt.core.dom.ClassInstanceCreation;
import org.eclipse.jdt.core.dom.EnumConstantDeclaration;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.LambdaExpression;

/**
 * Creating objects: {@code new} of source classes (zero-filled object, class id, constructor
 * call), anonymous classes and lambdas (captured variables and the enclosing instance stored in
 * their fields), {@code Object} and the JDK classes modelled in Java, and one-dimensional arrays (length checked, stored at
 * {@link Layout#ARRAY_LENGTH}).
 */
public final class Creation {
    private static final Type.Int SIZE = JavaTypes.LONG;

    private final MethodContext ctx;
    private final Expressions exprs;
    private final Places places;
    private final Calls calls;

    Creation(MethodContext ctx, Expressions exprs, Places places, Calls calls) {
        this.ctx = ctx;
        this.exprs = exprs;
        this.places = places;
        this.calls = calls;
    }

    Expr instance(ClassInstanceCreation c) {
        if (c.getExpression() != null) {
            throw new UnsupportedConstruct(c, "a qualified instance creation");
        }
        if (c.getAnonymousClassDeclaration() != null) {
            ITypeBinding anonymous = c.getAnonymousClassDeclaration().resolveBinding();
            ClassInfo info = ctx.program().classes().of(anonymous)
                .orElseThrow(() -> new UnsupportedConstruct(c, "this anonymous class"));
            if (!c.arguments().isEmpty()) {
                throw new UnsupportedConstruct(c, "an anonymous class with constructor arguments");
            }
            Expr object = allocate(info, c);
            storeCaptures(object, info, c);
            calls.call(Names.anonymousConstructor(info), List.of(object), Type.VOID);
            return object;
        }
        IMethodBinding constructor = c.resolveConstructorBinding();
        ITypeBinding type = c.resolveTypeBinding();
        ClassInfo info = ctx.program().classes().of(type)
            .orElseThrow(() -> new UnsupportedConstruct(c, "creating a " + Names.qualified(type)));
        if (constructor.isVarargs()) {
            throw new UnsupportedConstruct(c, "a variable-arity constructor");
        }
        if (info.kind() == ClassInfo.Kind.MODEL) {
            if (!c.arguments().isEmpty()) {
                throw new UnsupportedConstruct(c, "this constructor of " + info.name());
            }
            return allocate(info, c);
        }
        String procedure = Names.declared(info, constructor).orElseThrow(() -> new UnsupportedConstruct(c,
            "the constructor " + Names.qualified(type) + "(" + String.join(",", Names.parameters(constructor)) + ")"));
        List<Expr> arguments = calls.arguments(c.arguments(), constructor);
        Expr object = allocate(info, c);
        List<Expr> all = new ArrayList<>();
        all.add(object);
        all.addAll(arguments);
        calls.call(procedure, all, Type.VOID);
        return object;
    }

    /**
     * An enum constant of the enum {@code info}, as its class initializer creates it: a fresh
     * instance, its name (a string literal) and ordinal stored in the fields of the model of
     * {@code Enum}, then the enum's constructor with the constant's arguments.
     */
    public Expr enumConstant(ClassInfo info, EnumConstantDeclaration constant, int ordinal) {
        IMethodBinding constructor = constant.resolveConstructorBinding();
        if (constructor.isVarargs()) {
            throw new UnsupportedConstruct(constant, "a variable-arity constructor");
        }
        String procedure = Names.declared(info, constructor).orElseThrow();
        List<Expr> arguments = calls.arguments(constant.arguments(), constructor);
        Expr object = ctx.snapshot(allocate(info, constant));
        ClassInfo model = ctx.program().classes().model(ModelClasses.ENUM);
        places.write(Places.cell(object, model.fieldNamed("name"), JavaTypes.REF),
            ctx.program().stringLiteral(constant.getName().getIdentifier()));
        places.write(Places.cell(object, model.fieldNamed("ordinal"), JavaTypes.INT),
            Ir.integer(ordinal, JavaTypes.INT));
        List<Expr> all = new ArrayList<>();
        all.add(object);
        all.addAll(arguments);
        calls.call(procedure, all, Type.VOID);
        return object;
    }

    /** A new array of {@code arrayType} holding {@code elements} (values of its element type). */
    public Expr arrayOf(ITypeBinding arrayType, List<Expr> elements, ASTNode where) {
        Expr array = ctx.snapshot(allocateArray(arrayType, Ir.integer(elements.size(), JavaTypes.INT), where));
        Type valueType = JavaTypes.value(arrayType.getElementType(), where);
        Type cell = JavaTypes.cellOf(valueType);
        for (int i = 0; i < elements.size(); i++) {
            places.write(new Place.Cell(Ir.element(array, Layout.HEADER, Ir.integer(i, JavaTypes.INT), cell,
                arrayType.getElementType().getName() + "[" + i + "]"), valueType, false), elements.get(i));
        }
        return array;
    }

    /** A fresh zero-filled instance of {@code info} with its class id set, in a register. */
    public Expr allocate(ClassInfo info, ASTNode where) {
        Variable object = ctx.newTemp(JavaTypes.REF);
        ctx.emit(new Stmt.Alloc(new Lvalue.Var(object), Ir.integer(info.size(), SIZE), true,
            "new " + info.name() + " at " + ctx.loc(), ctx.loc()));
        Expr reference = Ir.read(new Lvalue.Var(object));
        ctx.emit(new Stmt.Assign(Ir.cell(reference, Layout.CLASS_ID, JavaTypes.INT, "class of " + info.name()),
            Ir.integer(info.id(), JavaTypes.INT), ctx.loc()));
        return reference;
    }

    /** Copies the captured variables and the enclosing instance into a new lambda or anonymous object. */
    private void storeCaptures(Expr object, ClassInfo info, ASTNode where) {
        if (info.outerThis().isPresent()) {
            Expr outer = places.enclosing(where, c -> c.kind() != ClassInfo.Kind.LAMBDA).receiver();
            places.write(Places.cell(object, info.outerThis().get(), JavaTypes.REF), outer);
        }
        for (Map.Entry<String, ClassInfo.Field> capture : info.captures().entrySet()) {
            ClassInfo.Field field = capture.getValue();
            Type valueType = field.cell().equals(JavaTypes.BOOLEAN_CELL) ? Type.BOOL : field.cell();
            Expr value = places.read(places.variable(capture.getKey(), where));
            places.write(Places.cell(object, field, valueType), value);
        }
    }

    Expr lambda(LambdaExpression l) {
        ClassInfo info = ctx.program().classes().lambda(l);
        Expr object = allocate(info, l);
        storeCaptures(object, info, l);
        return object;
    }

    Expr array(ArrayCreation a) {
        ITypeBinding type = a.resolveTypeBinding();
        if (type.getDimensions() != 1) {
            throw new UnsupportedConstruct(a, "a multi-dimensional array");
        }
        if (a.getInitializer() != null) {
            return initialized(a.getInitializer(), type);
        }
        Expr length = ctx.snapshot(exprs.promoted((Expression) a.dimensions().get(0)));
        Checks.require(ctx, Ir.binary(Expr.BinaryOp.GE, length, Ir.integer(0, JavaTypes.INT)),
            "NegativeArraySizeException: " + a);
        return allocateArray(type, length, a);
    }

    /** {@code {e1, e2, ...}} as a new array of {@code type}. */
    public Expr initialized(ArrayInitializer init, ITypeBinding type) {
        if (type.getDimensions() != 1) {
            throw new UnsupportedConstruct(init, "a multi-dimensional array");
        }
        List<?> elements = init.expressions();
        Expr array = ctx.snapshot(allocateArray(type, Ir.integer(elements.size(), JavaTypes.INT), init));
        Type valueType = JavaTypes.value(type.getElementType(), init);
        Type cell = JavaTypes.cellOf(valueType);
        for (int i = 0; i < elements.size(); i++) {
            Expression element = (Expression) elements.get(i);
            Expr value = exprs.converted(element, valueType);
            places.write(new Place.Cell(Ir.element(array, Layout.HEADER, Ir.integer(i, JavaTypes.INT), cell,
                init + "[" + i + "]"), valueType, false), value);
        }
        return array;
    }

    private Expr allocateArray(ITypeBinding type, Expr length, ASTNode where) {
        Type cell = JavaTypes.cell(type.getElementType(), where);
        Expr bytes = Ir.binary(Expr.BinaryOp.ADD, Ir.integer(Layout.HEADER, SIZE),
            Ir.binary(Expr.BinaryOp.MUL, Ir.convert(length, SIZE), Ir.integer(JavaTypes.size(cell), SIZE)));
        Variable array = ctx.newTemp(JavaTypes.REF);
        ctx.emit(new Stmt.Alloc(new Lvalue.Var(array), bytes, true, "new " + type.getName() + " at " + ctx.loc(),
            ctx.loc()));
        Expr reference = Ir.read(new Lvalue.Var(array));
        ctx.emit(new Stmt.Assign(Ir.cell(reference, Layout.ARRAY_LENGTH, JavaTypes.INT, "length of " + where),
            length, ctx.loc()));
        return reference;
    }
}
