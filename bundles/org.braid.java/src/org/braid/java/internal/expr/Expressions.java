package org.braid.java.internal.expr;

import java.util.function.Function;
import org.braid.core.internal.ir.Expr;
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
import org.eclipse.jdt.core.dom.ArrayAccess;
import org.eclipse.jdt.core.dom.ArrayCreation;
import org.eclipse.jdt.core.dom.Assignment;
import org.eclipse.jdt.core.dom.BooleanLiteral;
import org.eclipse.jdt.core.dom.CastExpression;
import org.eclipse.jdt.core.dom.ClassInstanceCreation;
import org.eclipse.jdt.core.dom.ConditionalExpression;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.FieldAccess;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.InfixExpression;
import org.eclipse.jdt.core.dom.InstanceofExpression;
import org.eclipse.jdt.core.dom.LambdaExpression;
import org.eclipse.jdt.core.dom.MethodInvocation;
import org.eclipse.jdt.core.dom.MethodReference;
import org.eclipse.jdt.core.dom.Name;
import org.eclipse.jdt.core.dom.NullLiteral;
import org.eclipse.jdt.core.dom.ParenthesizedExpression;
import org.eclipse.jdt.core.dom.PatternInstanceofExpression;
import org.eclipse.jdt.core.dom.PostfixExpression;
import org.eclipse.jdt.core.dom.PrefixExpression;
import org.eclipse.jdt.core.dom.SuperMethodInvocation;
import org.eclipse.jdt.core.dom.SwitchExpression;
import org.eclipse.jdt.core.dom.ThisExpression;
import org.eclipse.jdt.core.dom.TypeLiteral;

/**
 * Lowers expressions of one method to pure CIR expressions over registers and constants, emitting
 * the statements their evaluation needs (memory accesses, calls, checks) in Java's left-to-right
 * order. Dispatches by syntactic category to {@link Places}, {@link Operators}, {@link Calls},
 * {@link Creation} and {@link TypeTests}; anything else is unsupported.
 */
public final class Expressions {
    private final MethodContext ctx;
    private final Places places;
    private final Operators operators;
    private final Calls calls;
    private final Creation creation;
    private final TypeTests typeTests;
    private Function<SwitchExpression, Expr> switches = s -> {
        throw new UnsupportedConstruct(s, "a switch expression here");
    };

    public Expressions(MethodContext ctx) {
        this.ctx = ctx;
        this.places = new Places(ctx, this);
        this.typeTests = new TypeTests(ctx, this);
        this.operators = new Operators(ctx, this, places, typeTests);
        this.calls = new Calls(ctx, this, places);
        this.creation = new Creation(ctx, this, places, calls);
    }

    /** Switch expressions hold statements: the statement lowerer lowers them ({@code stmt.Switches}). */
    public void lowerSwitchExpressionsWith(Function<SwitchExpression, Expr> lowering) {
        this.switches = lowering;
    }

    public MethodContext context() {
        return ctx;
    }

    public Places places() {
        return places;
    }

    public Calls calls() {
        return calls;
    }

    public Creation creation() {
        return creation;
    }

    /** The ordinal of the enum constant {@code constant} (not null): its field of the model of {@code Enum}. */
    public Expr enumOrdinal(Expr constant) {
        ClassInfo.Field ordinal = ctx.program().classes().model(ModelClasses.ENUM).fieldNamed("ordinal");
        return places.read(Places.cell(constant, ordinal, JavaTypes.INT));
    }

    /** The value of {@code e}, of its Java type ({@link JavaTypes#value}). */
    public Expr rvalue(Expression e) {
        if (e.resolveBoxing()) {
            return Boxing.box(ctx, calls, e, unconverted(e));
        }
        if (e.resolveUnboxing()) {
            return Boxing.unbox(ctx, calls, e, unconverted(e));
        }
        return unconverted(e);
    }

    /** The value of {@code e} before a boxing or unboxing conversion its context applies. */
    private Expr unconverted(Expression e) {
        Object constant = e.resolveConstantExpressionValue();
        if (constant != null) {
            return constant(constant, e);
        }
        return switch (e) {
            case ParenthesizedExpression p -> rvalue(p.getExpression());
            case NullLiteral n -> Ir.nullRef();
            case BooleanLiteral b -> Ir.bool(b.booleanValue());
            case Name n -> places.read(places.of(n));
            case FieldAccess f -> places.read(places.of(f));
            case ArrayAccess a -> places.read(places.of(a));
            case ThisExpression t -> thisValue(t);
            case Assignment a -> operators.assign(a);
            case InfixExpression i -> operators.infix(i);
            case PrefixExpression p -> operators.prefix(p);
            case PostfixExpression p -> operators.postfix(p);
            case CastExpression c -> operators.cast(c);
            case InstanceofExpression i -> typeTests.instanceOf(i);
            case PatternInstanceofExpression p -> typeTests.patternInstanceOf(p);
            case ConditionalExpression c -> conditional(c);
            case MethodInvocation m -> calls.invoke(m);
            case SuperMethodInvocation m -> calls.invokeSuper(m);
            case ClassInstanceCreation c -> creation.instance(c);
            case ArrayCreation a -> creation.array(a);
            case LambdaExpression l -> creation.lambda(l);
            case MethodReference r -> new MethodReferences(this).create(r);
            case TypeLiteral t -> classLiteral(t);
            case SwitchExpression s -> switches.apply(s);
            default -> throw new UnsupportedConstruct(e, "the expression `" + e + "`");
        };
    }

    /** Evaluates {@code e} for its effects only (an expression statement). */
    public void effect(Expression e) {
        rvalue(e);
    }

    /** The value of {@code e} converted to {@code type} (assignment and method invocation conversion). */
    public Expr converted(Expression e, Type type) {
        return Ir.convert(rvalue(e), type);
    }

    /** The value of a numeric operand after unary numeric promotion (to {@code int} or {@code long}). */
    public Expr promoted(Expression e) {
        Expr value = rvalue(e);
        return Operators.promote(value);
    }

    /** A boolean expression as a CIR condition. */
    public Expr condition(Expression e) {
        Expr value = rvalue(e);
        if (!(value.type() instanceof Type.Bool)) {
            throw new UnsupportedConstruct(e, "a condition of type " + e.resolveTypeBinding().getName());
        }
        return value;
    }

    /** {@code this} as Java means it: inside a lambda, the enclosing instance. */
    Expr thisValue(ThisExpression t) {
        if (t.getQualifier() != null) {
            ITypeBinding qualifier = t.getQualifier().resolveTypeBinding();
            return places.enclosing(t, c -> c.kind() == ClassInfo.Kind.SOURCE
                && c.binding().getErasure().isEqualTo(qualifier.getErasure())).receiver();
        }
        return places.enclosing(t, c -> c.kind() != ClassInfo.Kind.LAMBDA).receiver();
    }

    private Expr constant(Object value, Expression e) {
        return switch (value) {
            case Boolean b -> Ir.bool(b);
            case Character c -> Ir.integer(c, JavaTypes.CHAR);
            case Byte b -> Ir.integer(b, JavaTypes.BYTE);
            case Short s -> Ir.integer(s, JavaTypes.SHORT);
            case Integer i -> Ir.integer(i, JavaTypes.INT);
            case Long l -> Ir.integer(l, JavaTypes.LONG);
            case String s -> ctx.program().stringLiteral(s);
            default -> throw new UnsupportedConstruct(e, "a constant of type " + value.getClass().getSimpleName());
        };
    }

    /**
     * {@code Foo.class} of a class of the user's program: the global object whose header is the
     * monitor of {@code Foo}'s {@code static synchronized} methods, so {@code synchronized
     * (Foo.class)} holds the same monitor; one object per class, so {@code ==} between class
     * literals is the JVM's. No method of {@code Class} is modelled; literals of JDK classes,
     * arrays and primitive types are unsupported.
     */
    private Expr classLiteral(TypeLiteral t) {
        ITypeBinding type = t.getType().resolveBinding();
        ClassInfo cls = type == null || type.isPrimitive() || type.isArray() ? null
            : ctx.program().classes().of(type).filter(c -> c.kind() == ClassInfo.Kind.SOURCE
                && !c.name().startsWith(org.braid.java.internal.parse.ModelSources.MODEL_PACKAGE_PREFIX)).orElse(null);
        if (cls == null) {
            throw new UnsupportedConstruct(t, "the class literal " + t);
        }
        return ctx.program().classMonitor(cls);
    }

    private Expr conditional(ConditionalExpression c) {
        Type type = JavaTypes.value(c.resolveTypeBinding(), c);
        Variable result = ctx.newTemp(type);
        String then = ctx.newLabel("cond_then");
        String otherwise = ctx.newLabel("cond_else");
        String join = ctx.newLabel("cond_end");
        ctx.branch(condition(c.getExpression()), then, otherwise);
        ctx.startBlock(then);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(result), converted(c.getThenExpression(), type), ctx.loc()));
        ctx.jump(join);
        ctx.startBlock(otherwise);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(result), converted(c.getElseExpression(), type), ctx.loc()));
        ctx.startBlock(join);
        return Ir.read(new Lvalue.Var(result));
    }

    /** The location node of an expression for messages. */
    static String text(ASTNode node) {
        return node.toString();
    }
}
