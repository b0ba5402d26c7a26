package org.braid.java.internal.decl;

import java.util.ArrayList;
import java.util.List;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Type;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.expr.Place;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.Locations;
import org.braid.java.internal.lower.ProgramParts;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.eclipse.jdt.core.dom.AbstractTypeDeclaration;
import org.eclipse.jdt.core.dom.ArrayCreation;
import org.eclipse.jdt.core.dom.ArrayInitializer;
import org.eclipse.jdt.core.dom.ClassInstanceCreation;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.FieldDeclaration;
import org.eclipse.jdt.core.dom.IVariableBinding;
import org.eclipse.jdt.core.dom.Modifier;
import org.eclipse.jdt.core.dom.NullLiteral;
import org.eclipse.jdt.core.dom.VariableDeclarationFragment;

/**
 * Static fields: each is a global {@code Owner.name}. A constant initializer (or none) is the
 * global's initial value. An initializer creating an object or array runs in the class's
 * {@code Owner.<clinit>()}, which the entry calls for every class, in source order, before
 * {@code main}: Braid initializes classes eagerly, which differs from the JVM's lazy
 * initialization only when constructors run from static initializers have side effects on other
 * classes. Any other static initializer is unsupported.
 */
final class Statics {
    private final ProgramParts program;
    private final MethodLowerer methods;

    Statics(ProgramParts program) {
        this.program = program;
        this.methods = new MethodLowerer(program);
    }

    /** Declares the statics of {@code cls}; returns the name of its class initializer, if it needs one. */
    String declare(ClassInfo cls) {
        if (!(cls.declaration() instanceof AbstractTypeDeclaration type)) {
            return null;
        }
        List<VariableDeclarationFragment> dynamic = new ArrayList<>();
        for (Object o : type.bodyDeclarations()) {
            if (o instanceof FieldDeclaration f && Modifier.isStatic(f.getModifiers())) {
                for (Object fragment : f.fragments()) {
                    VariableDeclarationFragment v = (VariableDeclarationFragment) fragment;
                    Expr constant = constant(v.getInitializer());
                    Loc loc = Locations.of(cls.unit(), v);
                    program.declareStatic(cls, v.resolveBinding(), constant, v, loc);
                    if (constant == null && v.getInitializer() != null && !(v.getInitializer() instanceof NullLiteral)) {
                        dynamic.add(v);
                    }
                }
            }
        }
        if (dynamic.isEmpty()) {
            return null;
        }
        String name = cls.name() + ".<clinit>()";
        methods.build(cls.unit(), type, name, Type.VOID, null, List.of(), false, body -> {
            for (VariableDeclarationFragment v : dynamic) {
                Expression init = v.getInitializer();
                body.ctx().at(v);
                IVariableBinding field = v.resolveBinding();
                Expr value;
                if (init instanceof ArrayInitializer a) {
                    value = body.exprs().creation().initialized(a, field.getType());
                } else if (init instanceof ClassInstanceCreation || init instanceof ArrayCreation) {
                    value = body.exprs().rvalue(init);
                } else {
                    throw new UnsupportedConstruct(init, "a static initializer other than a constant or `new`");
                }
                ProgramParts.Static s = program.staticField(field, v);
                Type valueType = JavaTypes.value(field.getType(), v);
                body.exprs().places().write(new Place.Cell(new org.braid.core.internal.ir.Lvalue.Mem(
                    new Expr.GlobalAddr(s.global(), new Type.Pointer(s.cell())), s.cell(), s.global()), valueType,
                    s.isVolatile()), value);
            }
        });
        return name;
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
