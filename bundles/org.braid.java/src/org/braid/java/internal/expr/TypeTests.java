package org.braid.java.internal.expr;

import java.util.List;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Variable;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.Layout;
import org.braid.java.internal.types.ModelClasses;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.CastExpression;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.IVariableBinding;
import org.eclipse.jdt.core.dom.InstanceofExpression;
import org.eclipse.jdt.core.dom.PatternInstanceofExpression;
import org.eclipse.jdt.core.dom.TypePattern;
import org.eclipse.jdt.core.dom.VariableDeclaration;

/**
 * {@code instanceof} (JLS 15.20.2, with a type pattern {@code x instanceof Foo f} too) and
 * reference casts (JLS 15.16) by the run-time class, as dispatch reads it: the class id in the
 * object's header ({@link Layout#CLASS_ID}) is one of the ids of the classes of the program that
 * are subtypes of the erased target type ({@code ClassTable.instantiableSubtypes}: program
 * classes, the interfaces they implement, the Java models, lambdas). {@code instanceof} is false
 * on null; a cast lets null through and throws {@code ClassCastException} where the class does not
 * fit. Every value of a lowered program is an instance of such a class (strings of the model of
 * {@code String}, which does not declare the JDK's interfaces) or an array (class id 0); so a
 * target that a string or an array may be an instance of
 * ({@code String}, {@code CharSequence}, {@code Comparable}, {@code Cloneable}, array types, ...)
 * other than {@code Object} is unsupported.
 */
final class TypeTests {
    private final MethodContext ctx;
    private final Expressions exprs;

    TypeTests(MethodContext ctx, Expressions exprs) {
        this.ctx = ctx;
        this.exprs = exprs;
    }

    Expr instanceOf(InstanceofExpression e) {
        ITypeBinding target = e.getRightOperand().resolveBinding();
        Expr value = ctx.snapshot(exprs.rvalue(e.getLeftOperand()));
        return isInstance(value, target, e);
    }

    /** {@code x instanceof Foo f}: {@code f} holds {@code x} where the test is true (only there may it be read). */
    Expr patternInstanceOf(PatternInstanceofExpression e) {
        if (!(e.getPattern() instanceof TypePattern pattern)) {
            throw new UnsupportedConstruct(e, "the pattern " + e.getPattern() + " (a record pattern)");
        }
        VariableDeclaration declaration = pattern.getPatternVariable2();
        IVariableBinding binding = declaration.resolveBinding();
        Expr value = ctx.snapshot(exprs.rvalue(e.getLeftOperand()));
        Expr test = ctx.snapshot(isInstance(value, binding.getType(), e));
        Variable variable = ctx.addLocal(binding.getKey(), binding.getName(), JavaTypes.REF);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(variable), value, ctx.loc()));
        return test;
    }

    /** {@code (Foo) x} for a reference type {@code Foo} that is no supertype of {@code x}'s static type. */
    Expr downcast(CastExpression c, Expr value, ITypeBinding target) {
        Expr checked = ctx.snapshot(value);
        List<ClassInfo> classes = classesOf(target, c);
        if (classes == null) {
            return checked;
        }
        Expr fits = Ir.binary(Expr.BinaryOp.LOR, Ir.binary(Expr.BinaryOp.EQ, checked, Ir.nullRef()),
            classIdIn(checked, classes));
        Checks.require(ctx, ctx.snapshot(fits), "ClassCastException: " + c);
        return checked;
    }

    private Expr isInstance(Expr value, ITypeBinding target, ASTNode where) {
        Expr notNull = Ir.binary(Expr.BinaryOp.NE, value, Ir.nullRef());
        List<ClassInfo> classes = classesOf(target, where);
        if (classes == null) {
            return notNull;
        }
        return Ir.binary(Expr.BinaryOp.LAND, notNull, classIdIn(value, classes));
    }

    /**
     * Whether the class id of {@code value} is one of {@code classes}': reads the header only when
     * the value is not null (the branch keeps the read from dereferencing null).
     */
    private Expr classIdIn(Expr value, List<ClassInfo> classes) {
        Variable result = ctx.newTemp(org.braid.core.internal.ir.Type.BOOL);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(result), Ir.bool(false), ctx.loc()));
        if (classes.isEmpty()) {
            return Ir.read(new Lvalue.Var(result));
        }
        String read = ctx.newLabel("class_test");
        String end = ctx.newLabel("class_tested");
        ctx.branch(Ir.binary(Expr.BinaryOp.NE, value, Ir.nullRef()), read, end);
        ctx.startBlock(read);
        Variable classId = ctx.newTemp(JavaTypes.INT);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(classId),
            Ir.read(Ir.cell(value, Layout.CLASS_ID, JavaTypes.INT, "class id")), ctx.loc()));
        Expr any = Ir.bool(false);
        for (ClassInfo cls : classes) {
            any = Ir.binary(Expr.BinaryOp.LOR, any,
                Ir.binary(Expr.BinaryOp.EQ, Ir.read(new Lvalue.Var(classId)), Ir.integer(cls.id(), JavaTypes.INT)));
        }
        ctx.emit(new Stmt.Assign(new Lvalue.Var(result), any, ctx.loc()));
        ctx.startBlock(end);
        return Ir.read(new Lvalue.Var(result));
    }

    /**
     * The classes whose instances are instances of {@code target} (erased); null for {@code Object},
     * whose instances are every non-null value.
     */
    private List<ClassInfo> classesOf(ITypeBinding target, ASTNode where) {
        ITypeBinding erased = target.getErasure();
        if (erased.isArray()) {
            throw new UnsupportedConstruct(where, "a type test or cast to the array type " + erased.getName());
        }
        String name = erased.getQualifiedName();
        if (name.equals(ModelClasses.OBJECT)) {
            return null;
        }
        ITypeBinding string = where.getAST().resolveWellKnownType("java.lang.String");
        ITypeBinding array = where.getAST().resolveWellKnownType("int").createArrayType(1);
        if (string.isSubTypeCompatible(erased) || array.isSubTypeCompatible(erased)) {
            throw new UnsupportedConstruct(where, "a type test or cast to " + erased.getName()
                + " (strings and arrays carry no class id)");
        }
        return ctx.program().classes().instantiableSubtypes(name);
    }
}
