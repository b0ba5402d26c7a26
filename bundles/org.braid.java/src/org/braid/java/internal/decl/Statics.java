package org.braid.java.internal.decl;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.expr.Place;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.Locations;
import org.braid.java.internal.lower.Names;
import org.braid.java.internal.lower.ProgramParts;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.AbstractTypeDeclaration;
import org.eclipse.jdt.core.dom.ArrayCreation;
import org.eclipse.jdt.core.dom.ArrayInitializer;
import org.eclipse.jdt.core.dom.ClassInstanceCreation;
import org.eclipse.jdt.core.dom.EnumConstantDeclaration;
import org.eclipse.jdt.core.dom.EnumDeclaration;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.FieldDeclaration;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.IVariableBinding;
import org.eclipse.jdt.core.dom.Modifier;
import org.eclipse.jdt.core.dom.Name;
import org.eclipse.jdt.core.dom.NullLiteral;
import org.eclipse.jdt.core.dom.VariableDeclarationFragment;

/**
 * Static fields: each is a global {@code Owner.name}. A constant initializer (or none) is the
 * global's initial value. An initializer creating an object or array, or naming an enum constant,
 * runs in the class's {@code Owner.<clinit>()}, which the entry calls for every class before
 * {@code main}, the enums' first, each in source order: Braid initializes classes eagerly, which
 * differs from the JVM's lazy initialization only when constructors run from static initializers
 * have side effects on other classes (or an enum's constructor reads another class's statics).
 * Any other static initializer is unsupported. An enum's constants are statics too, created first
 * in its class initializer, in order ({@link org.braid.java.internal.expr.Creation#enumConstant}),
 * and its {@code values()} is a procedure returning a new array of them.
 */
final class Statics {
    private final ProgramParts program;
    private final MethodLowerer methods;

    Statics(ProgramParts program) {
        this.program = program;
        this.methods = new MethodLowerer(program);
    }

    /** Declares the statics of {@code cls} (an enum's constants first) as globals. */
    void declare(ClassInfo cls) {
        if (!(cls.declaration() instanceof AbstractTypeDeclaration type)) {
            return;
        }
        for (EnumConstantDeclaration c : constants(type)) {
            program.declareStatic(cls, c.resolveVariable(), null, c, Locations.of(cls.unit(), c));
        }
        for (Object o : type.bodyDeclarations()) {
            if (o instanceof FieldDeclaration f && Modifier.isStatic(f.getModifiers())) {
                for (Object fragment : f.fragments()) {
                    VariableDeclarationFragment v = (VariableDeclarationFragment) fragment;
                    program.declareStatic(cls, v.resolveBinding(), constant(v.getInitializer()), v,
                        Locations.of(cls.unit(), v));
                }
            }
        }
    }

    private static List<EnumConstantDeclaration> constants(AbstractTypeDeclaration type) {
        if (!(type instanceof EnumDeclaration enumeration)) {
            return List.of();
        }
        return enumeration.enumConstants().stream().map(EnumConstantDeclaration.class::cast).toList();
    }

    /**
     * Lowers the class initializer of {@code cls} (and an enum's {@code values()}), once every
     * class's statics are declared; returns its name, if it needs one.
     */
    String initializer(ClassInfo cls) {
        if (!(cls.declaration() instanceof AbstractTypeDeclaration type)) {
            return null;
        }
        List<EnumConstantDeclaration> constants = constants(type);
        if (type instanceof EnumDeclaration enumeration) {
            values(cls, enumeration);
        }
        List<VariableDeclarationFragment> dynamic = new ArrayList<>();
        for (Object o : type.bodyDeclarations()) {
            if (o instanceof FieldDeclaration f && Modifier.isStatic(f.getModifiers())) {
                for (Object fragment : f.fragments()) {
                    VariableDeclarationFragment v = (VariableDeclarationFragment) fragment;
                    if (constant(v.getInitializer()) == null && v.getInitializer() != null
                        && !(v.getInitializer() instanceof NullLiteral)) {
                        dynamic.add(v);
                    }
                }
            }
        }
        if (dynamic.isEmpty() && constants.isEmpty()) {
            return null;
        }
        String name = cls.name() + ".<clinit>()";
        methods.build(cls.unit(), type, name, Type.VOID, null, List.of(), false, body -> {
            for (int i = 0; i < constants.size(); i++) {
                EnumConstantDeclaration c = constants.get(i);
                body.ctx().at(c);
                Expr constant = body.exprs().creation().enumConstant(cls, c, i);
                body.exprs().places().write(staticPlace(c.resolveVariable(), c), constant);
            }
            for (VariableDeclarationFragment v : dynamic) {
                Expression init = v.getInitializer();
                body.ctx().at(v);
                IVariableBinding field = v.resolveBinding();
                Expr value;
                if (init instanceof ArrayInitializer a) {
                    value = body.exprs().creation().initialized(a, field.getType());
                } else if (init instanceof ClassInstanceCreation || init instanceof ArrayCreation
                    || isEnumConstant(init)) {
                    value = body.exprs().rvalue(init);
                } else {
                    throw new UnsupportedConstruct(init,
                        "a static initializer other than a constant, `new` or an enum constant");
                }
                body.exprs().places().write(staticPlace(field, v), value);
            }
        });
        return name;
    }

    private Place staticPlace(IVariableBinding field, ASTNode where) {
        ProgramParts.Static s = program.staticField(field, where);
        Type valueType = JavaTypes.value(field.getType(), where);
        return new Place.Cell(new Lvalue.Mem(new Expr.GlobalAddr(s.global(), new Type.Pointer(s.cell())), s.cell(),
            s.global()), valueType, s.isVolatile());
    }

    private static boolean isEnumConstant(Expression init) {
        return init instanceof Name n && n.resolveBinding() instanceof IVariableBinding v && v.isEnumConstant();
    }

    /**
     * The enum's {@code values()}: a new array of its constants in order (the JVM returns a fresh
     * copy each time, too), read from their statics.
     */
    private void values(ClassInfo cls, EnumDeclaration enumeration) {
        IMethodBinding values = Arrays.stream(cls.binding().getDeclaredMethods())
            .filter(m -> m.getName().equals("values") && m.getParameterTypes().length == 0
                && Modifier.isStatic(m.getModifiers()))
            .findFirst().orElseThrow(() -> new IllegalStateException("no values() in " + cls));
        methods.build(cls.unit(), enumeration, Names.procedure(cls, values), JavaTypes.REF, null, List.of(), false,
            body -> {
                List<Expr> constants = new ArrayList<>();
                for (Object o : enumeration.enumConstants()) {
                    EnumConstantDeclaration c = (EnumConstantDeclaration) o;
                    constants.add(body.exprs().places().read(staticPlace(c.resolveVariable(), c)));
                }
                Expr array = body.exprs().creation().arrayOf(cls.binding().createArrayType(1), constants,
                    enumeration);
                body.ctx().terminate(new Terminator.Return(Optional.of(array), body.ctx().loc()));
            });
    }

    private static Expr constant(Expression init) {
        if (init == null) {
            return null;
        }
        Object value = init.resolveConstantExpressionValue();
        return switch (value) {
            case Boolean b -> Ir.bool(b);
            case Character c -> Ir.integer(c, JavaTypes.CHAR);
            case Byte b -> Ir.integer(b, JavaTypes.BYTE);
            case Short s -> Ir.integer(s, JavaTypes.SHORT);
            case Integer i -> Ir.integer(i, JavaTypes.INT);
            case Long l -> Ir.integer(l, JavaTypes.LONG);
            case null, default -> null;
        };
    }
}
