package org.braid.java.internal.decl;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.braid.core.frontend.EntryPoint;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.braid.java.JavaFrontEndException;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.Locations;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.lower.Names;
import org.braid.java.internal.lower.ProgramParts;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.Layout;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.Modifier;
import org.eclipse.jdt.core.dom.SingleVariableDeclaration;
import org.eclipse.jdt.core.dom.TypeDeclaration;

/**
 * The Java form of an entry-point pair (issue 12, section 4): a procedure that runs the class
 * initializers, builds one receiver per class of the two instance methods with the class's
 * constructor without parameters (shared when both methods are of one class), starts one thread
 * per method with nondeterministic primitive arguments, and joins both. The core's main harness
 * runs it ({@code HarnessSpec.Main} naming this procedure), so findings and traces name the
 * user's methods and lines. Reference parameters are rejected: a harness has no object to pass
 * but {@code null}, which would report the caller's null as the method's bug.
 */
final class MethodPairHarness {
    private final ProgramParts program;
    private final List<String> initializers;

    MethodPairHarness(ProgramParts program, List<String> initializers) {
        this.program = program;
        this.initializers = initializers;
    }

    /** Why {@code method} cannot run in a harness (a reference parameter), if it cannot. */
    static Optional<String> unsupported(HarnessMethods.Method method) {
        for (Object o : method.declaration().parameters()) {
            SingleVariableDeclaration p = (SingleVariableDeclaration) o;
            ITypeBinding type = p.getType().resolveBinding();
            if (!type.isPrimitive() || p.isVarargs()) {
                return Optional.of("parameter " + p.getName().getIdentifier() + " of " + method.label(true)
                    + " has the reference type " + type.getName() + "; a method-pair harness supplies only"
                    + " primitive arguments (nondeterministic values)");
            }
        }
        return Optional.empty();
    }

    /**
     * Adds the harness procedure of {@code first} ‖ {@code second} and returns it as a program entry.
     *
     * @throws JavaFrontEndException if a method has a reference parameter, or its class is abstract or
     *         has no non-private constructor without parameters
     */
    EntryPoint add(HarnessMethods.Method first, HarnessMethods.Method second) throws JavaFrontEndException {
        for (HarnessMethods.Method m : List.of(first, second)) {
            Optional<String> why = unsupported(m);
            if (why.isPresent()) {
                throw new JavaFrontEndException(m.owner().unit().file(), m.owner().unit().line(m.declaration()),
                    why.get());
            }
        }
        String label = first.label(false) + " || " + second.label(false);
        String name = "pair " + first.label(true) + " || " + second.label(true);
        ClassInfo home = first.owner();
        Loc loc = Locations.of(home.unit(), ((TypeDeclaration) home.declaration()).getName());
        MethodContext ctx = new MethodContext(program, home.unit(), name, Type.VOID, null, loc);
        for (String initializer : initializers) {
            ctx.emit(new Stmt.Call(Optional.empty(), new Callee.Direct(initializer), List.of(), loc));
        }
        Map<ClassInfo, Expr> receivers = new LinkedHashMap<>();
        for (HarnessMethods.Method m : List.of(first, second)) {
            if (!m.isStatic() && !receivers.containsKey(m.owner())) {
                receivers.put(m.owner(), construct(ctx, m.owner()));
            }
        }
        List<Variable> threads = new ArrayList<>();
        for (HarnessMethods.Method m : List.of(first, second)) {
            Loc at = Locations.of(m.owner().unit(), m.declaration().getName());
            List<Expr> arguments = new ArrayList<>();
            Optional<List<Type>> parameters = parameterTypes(m);
            if (parameters.isPresent()) {
                if (!m.isStatic()) {
                    arguments.add(receivers.get(m.owner()));
                }
                arguments.addAll(nondeterministic(ctx, parameters.get(), at));
            }
            Variable thread = ctx.newTemp(JavaTypes.INT);
            ctx.emit(new Stmt.Async(Optional.of(new Lvalue.Var(thread)),
                new Callee.Direct(Names.procedure(m.owner(), m.binding())), arguments, at));
            threads.add(thread);
        }
        for (Variable thread : threads) {
            ctx.emit(new Stmt.Join(Ir.read(new Lvalue.Var(thread)), Optional.empty(), loc));
        }
        program.add(ctx.finish(loc));
        return new EntryPoint(name, label, home.unit().file(), home.unit().line(home.declaration()), true);
    }

    /** {@code new C()}: a zero-filled object with C's class id, then C's constructor without parameters. */
    Expr construct(MethodContext ctx, ClassInfo cls) throws JavaFrontEndException {
        TypeDeclaration type = (TypeDeclaration) cls.declaration();
        int line = cls.unit().line(type.getName());
        if (Modifier.isAbstract(type.getModifiers())) {
            throw new JavaFrontEndException(cls.unit().file(), line, "class " + HarnessMethods.simpleName(cls)
                + " is abstract; a method-pair harness needs a receiver built by its constructor");
        }
        IMethodBinding constructor = null;
        for (IMethodBinding m : cls.binding().getDeclaredMethods()) {
            if (m.isConstructor() && m.getParameterTypes().length == 0 && !Modifier.isPrivate(m.getModifiers())) {
                constructor = m;
            }
        }
        if (constructor == null) {
            throw new JavaFrontEndException(cls.unit().file(), line, "class " + HarnessMethods.simpleName(cls)
                + " has no non-private constructor without parameters to build the shared receiver with");
        }
        Loc loc = Locations.of(cls.unit(), type.getName());
        Variable object = ctx.newTemp(JavaTypes.REF);
        ctx.emit(new Stmt.Alloc(new Lvalue.Var(object), Ir.integer(cls.size(), JavaTypes.LONG), true,
            "new " + cls.name() + " (the shared receiver)", loc));
        Expr reference = Ir.read(new Lvalue.Var(object));
        ctx.emit(new Stmt.Assign(Ir.cell(reference, Layout.CLASS_ID, JavaTypes.INT, "class of " + cls.name()),
            Ir.integer(cls.id(), JavaTypes.INT), loc));
        ctx.emit(new Stmt.Call(Optional.empty(), new Callee.Direct(Names.procedure(cls, constructor)),
            List.of(reference), loc));
        return reference;
    }

    /**
     * The CIR types of {@code m}'s parameters; empty when its signature is outside the subset (then
     * its procedure is an unsupported marker without parameters, and a check reaching it is unknown).
     */
    private static Optional<List<Type>> parameterTypes(HarnessMethods.Method m) {
        List<Type> types = new ArrayList<>();
        try {
            JavaTypes.value(m.binding().getReturnType(), m.declaration());
            for (Object o : m.declaration().parameters()) {
                SingleVariableDeclaration p = (SingleVariableDeclaration) o;
                types.add(JavaTypes.value(p.resolveBinding().getType(), p));
            }
        } catch (UnsupportedConstruct e) {
            return Optional.empty();
        }
        return Optional.of(types);
    }

    /** One nondeterministic value per parameter type. */
    private static List<Expr> nondeterministic(MethodContext ctx, List<Type> types, Loc at) {
        List<Expr> values = new ArrayList<>();
        for (Type type : types) {
            Variable value = ctx.newTemp(type);
            ctx.emit(new Stmt.Havoc(new Lvalue.Var(value), at));
            values.add(Ir.read(new Lvalue.Var(value)));
        }
        return values;
    }
}
