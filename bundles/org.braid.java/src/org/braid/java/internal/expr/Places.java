package org.braid.java.internal.expr;

import java.util.Optional;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.braid.java.internal.InvalidInput;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.lower.ProgramParts;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.Layout;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.ArrayAccess;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.FieldAccess;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.IVariableBinding;
import org.eclipse.jdt.core.dom.Modifier;
import org.eclipse.jdt.core.dom.Name;
import org.eclipse.jdt.core.dom.ParenthesizedExpression;
import org.eclipse.jdt.core.dom.QualifiedName;
import org.eclipse.jdt.core.dom.SimpleName;
import org.eclipse.jdt.core.dom.ThisExpression;

/**
 * Variables as {@link Place}s, and reading and writing them. Every memory access is its own
 * statement into or from a register, so each access is one step of its thread; volatile cells
 * are read and written inside an atomic section, so they never race.
 */
public final class Places {
    private final MethodContext ctx;
    private final Expressions exprs;

    Places(MethodContext ctx, Expressions exprs) {
        this.ctx = ctx;
        this.exprs = exprs;
    }

    /** The place an assignable expression denotes, evaluating its receiver or array and index. */
    Place of(Expression e) {
        return switch (e) {
            case ParenthesizedExpression p -> of(p.getExpression());
            case SimpleName n -> named(n, (IVariableBinding) binding(n));
            case QualifiedName q -> qualified(q);
            case FieldAccess f -> field(f.resolveFieldBinding(), f, exprs.rvalue(f.getExpression()),
                f.getExpression() instanceof ThisExpression);
            case ArrayAccess a -> element(a);
            default -> throw new UnsupportedConstruct(e, "assigning to " + e.getClass().getSimpleName());
        };
    }

    private static IVariableBinding binding(Name name) {
        if (name.resolveBinding() instanceof IVariableBinding v) {
            return v;
        }
        throw new InvalidInput(name, name + " is not a variable");
    }

    private Place named(SimpleName n, IVariableBinding v) {
        if (v.isField()) {
            if (Modifier.isStatic(v.getModifiers())) {
                return staticField(v, n);
            }
            return implicitField(v, n);
        }
        Optional<Variable> local = ctx.local(v.getVariableDeclaration().getKey());
        if (local.isPresent()) {
            return new Place.Local(local.get());
        }
        return captured(v, n);
    }

    private Place qualified(QualifiedName q) {
        IVariableBinding v = binding(q);
        if (Modifier.isStatic(v.getModifiers()) && v.isField()) {
            return staticField(v, q);
        }
        Expr receiver = exprs.rvalue(q.getQualifier());
        return field(v, q, receiver, false);
    }

    Place staticField(IVariableBinding v, ASTNode where) {
        ProgramParts.Static s = ctx.program().staticField(v, where);
        Type valueType = JavaTypes.value(v.getType(), where);
        Lvalue.Mem mem = new Lvalue.Mem(new Expr.GlobalAddr(s.global(), new Type.Pointer(s.cell())), s.cell(),
            s.global());
        return new Place.Cell(mem, valueType, s.isVolatile());
    }

    /** A field of the object {@code receiver}, checked for null unless it is {@code this}. */
    Place field(IVariableBinding v, ASTNode where, Expr receiver, boolean receiverIsThis) {
        ITypeBinding owner = v.getDeclaringClass();
        if (owner == null && v.getName().equals("length")) {
            Checks.notNull(ctx, receiver, where.toString());
            return new Place.Cell(Ir.cell(receiver, Layout.ARRAY_LENGTH, JavaTypes.INT, where.toString()),
                JavaTypes.INT, false);
        }
        if (owner == null) {
            throw new UnsupportedConstruct(where, "the field " + v.getName());
        }
        ClassInfo info = ctx.program().classes().of(owner)
            .orElseThrow(() -> new UnsupportedConstruct(where, "a field of " + owner.getQualifiedName()));
        ClassInfo.Field slot = info.field(v.getVariableDeclaration().getKey())
            .orElseThrow(() -> new UnsupportedConstruct(where, "the field " + v.getName()));
        if (!receiverIsThis) {
            Checks.notNull(ctx, receiver, where.toString());
        }
        return cell(receiver, slot, JavaTypes.value(v.getType(), where));
    }

    static Place.Cell cell(Expr receiver, ClassInfo.Field slot, Type valueType) {
        return new Place.Cell(Ir.cell(receiver, slot.offset(), slot.cell(), slot.display()), valueType,
            slot.isVolatile());
    }

    /** A field named without receiver: of {@code this}, or of an enclosing instance for lambdas and anonymous classes. */
    private Place implicitField(IVariableBinding v, ASTNode where) {
        String key = v.getVariableDeclaration().getKey();
        Enclosing found = enclosing(where, c -> c.field(key).isPresent());
        return cell(found.receiver(), found.cls().field(key).orElseThrow(), JavaTypes.value(v.getType(), where));
    }

    private Place captured(IVariableBinding v, ASTNode where) {
        return variable(v.getVariableDeclaration().getKey(), where);
    }

    /** The local variable with this binding key: a register, or a captured copy in this or an enclosing object. */
    Place variable(String key, ASTNode where) {
        Optional<Variable> local = ctx.local(key);
        if (local.isPresent()) {
            return new Place.Local(local.get());
        }
        Enclosing found = enclosing(where, c -> c.captures().containsKey(key));
        ClassInfo.Field field = found.cls().captures().get(key);
        Type valueType = field.cell().equals(JavaTypes.BOOLEAN_CELL) ? Type.BOOL : field.cell();
        return cell(found.receiver(), field, valueType);
    }

    /** An object in scope and its class: {@code this} or an enclosing instance. */
    record Enclosing(Expr receiver, ClassInfo cls) {
    }

    /** The innermost object in scope (this, then enclosing instances) whose class satisfies {@code test}. */
    Enclosing enclosing(ASTNode where, java.util.function.Predicate<ClassInfo> test) {
        ClassInfo cls = ctx.selfClass()
            .orElseThrow(() -> new InvalidInput(where, "no enclosing instance in a static context"));
        Expr receiver = ctx.self();
        while (!test.test(cls)) {
            ClassInfo.Field outerThis = cls.outerThis()
                .orElseThrow(() -> new UnsupportedConstruct(where, "this reference to an enclosing instance"));
            receiver = read(cell(receiver, outerThis, JavaTypes.REF));
            cls = cls.outer().orElseThrow();
        }
        return new Enclosing(receiver, cls);
    }

    private Place element(ArrayAccess a) {
        Expr array = exprs.rvalue(a.getArray());
        if (SideEffects.assigns(a.getIndex())) {
            array = ctx.snapshot(array);
        }
        Expr index = exprs.promoted(a.getIndex());
        String display = a.toString();
        Checks.notNull(ctx, array, display);
        Expr length = read(new Place.Cell(Ir.cell(array, Layout.ARRAY_LENGTH, JavaTypes.INT, display + ".length"),
            JavaTypes.INT, false));
        Expr inBounds = Ir.binary(Expr.BinaryOp.LAND,
            Ir.binary(Expr.BinaryOp.GE, index, Ir.integer(0, JavaTypes.INT)),
            Ir.binary(Expr.BinaryOp.LT, index, length));
        Checks.require(ctx, inBounds, "ArrayIndexOutOfBoundsException: " + display);
        Type valueType = JavaTypes.value(a.resolveTypeBinding(), a);
        Type cell = JavaTypes.cellOf(valueType);
        return new Place.Cell(Ir.element(array, Layout.HEADER, index, cell, display), valueType, false);
    }

    /**
     * The place with its address computed now, for an assignment whose right-hand side may
     * assign the locals the address reads ({@code a[i] = i++}: Java evaluates the index first).
     */
    Place stable(Place place) {
        return switch (place) {
            case Place.Local l -> l;
            case Place.Cell c -> new Place.Cell(new Lvalue.Mem(ctx.snapshot(c.memory().pointer()), c.memory().type(),
                c.memory().display()), c.valueType(), c.isVolatile());
        };
    }

    /** Reads a place: a register read, or one memory access into a fresh register. */
    public Expr read(Place place) {
        return switch (place) {
            case Place.Local l -> Ir.read(new Lvalue.Var(l.variable()));
            case Place.Cell c -> {
                Variable t = ctx.newTemp(c.memory().type());
                atomicIf(c.isVolatile(), new Stmt.Assign(new Lvalue.Var(t), Ir.read(c.memory()), ctx.loc()));
                yield Ir.fromCell(Ir.read(new Lvalue.Var(t)), c.valueType());
            }
        };
    }

    /** Writes {@code value} (of the place's value type) to a place. */
    public void write(Place place, Expr value) {
        switch (place) {
            case Place.Local l -> ctx.emit(new Stmt.Assign(new Lvalue.Var(l.variable()), value, ctx.loc()));
            case Place.Cell c -> atomicIf(c.isVolatile(),
                new Stmt.Assign(c.memory(), Ir.toCell(value, c.memory().type()), ctx.loc()));
        }
    }

    private void atomicIf(boolean atomic, Stmt access) {
        if (atomic) {
            ctx.emit(new Stmt.AtomicBegin(ctx.loc()));
        }
        ctx.emit(access);
        if (atomic) {
            ctx.emit(new Stmt.AtomicEnd(ctx.loc()));
        }
    }
}
