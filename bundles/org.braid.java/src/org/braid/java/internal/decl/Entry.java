package org.braid.java.internal.decl;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.braid.java.JavaFrontEndException;
import org.braid.java.JavaFrontEndOptions;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.model.ThreadNames;
import org.braid.java.internal.lower.Locations;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.lower.Names;
import org.braid.java.internal.lower.ProgramParts;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.Layout;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.MethodDeclaration;
import org.eclipse.jdt.core.dom.Modifier;

/**
 * The program's entry, the procedure {@code main()} that the core's main harness calls: it names
 * its thread {@code "main"} (for traces, {@link ThreadNames}), runs the class initializers, then
 * the main class's {@code main(String[])} with an empty array, as {@code java MainClass} without
 * arguments does.
 */
final class Entry {
    private Entry() {
    }

    /** The main class's {@code main} method, if the program has one. */
    static Optional<MethodDeclaration> find(ProgramParts program, JavaFrontEndOptions options)
            throws JavaFrontEndException {
        List<MethodDeclaration> found = new ArrayList<>();
        for (ClassInfo cls : program.classes().all()) {
            if (cls.kind() != ClassInfo.Kind.SOURCE || cls.binding().isAnonymous()) {
                continue;
            }
            if (!options.mainClass().isEmpty() && !options.mainClass().equals(cls.binding().getQualifiedName())) {
                continue;
            }
            for (Object o : ((org.eclipse.jdt.core.dom.AbstractTypeDeclaration) cls.declaration()).bodyDeclarations()) {
                if (o instanceof MethodDeclaration m && isMain(m.resolveBinding())) {
                    found.add(m);
                }
            }
        }
        if (found.size() > 1) {
            MethodDeclaration second = found.get(1);
            ClassInfo owner = program.classes().of(second.resolveBinding().getDeclaringClass()).orElseThrow();
            throw new JavaFrontEndException(owner.unit().file(), owner.unit().line(second),
                "more than one class declares main(String[]); choose the main class");
        }
        if (found.isEmpty() && !options.mainClass().isEmpty()) {
            throw new JavaFrontEndException(options.mainClass(), 0, "no main(String[]) in the main class");
        }
        return found.stream().findFirst();
    }

    private static boolean isMain(IMethodBinding m) {
        ITypeBinding[] parameters = m.getParameterTypes();
        return m.getName().equals("main") && Modifier.isStatic(m.getModifiers())
            && Modifier.isPublic(m.getModifiers()) && m.getReturnType().getName().equals("void")
            && parameters.length == 1 && parameters[0].isArray() && parameters[0].getDimensions() == 1
            && parameters[0].getElementType().getQualifiedName().equals("java.lang.String");
    }

    static Procedure build(ProgramParts program, MethodDeclaration main, List<String> initializers) {
        ClassInfo owner = program.classes().of(main.resolveBinding().getDeclaringClass()).orElseThrow();
        Loc loc = Locations.of(owner.unit(), main);
        MethodContext ctx = new MethodContext(program, owner.unit(), "main", Type.VOID, null, loc);
        ctx.reportUncaught();
        ThreadNames.name(ctx, Ir.nullRef(), "main", false);
        for (String initializer : initializers) {
            ctx.emit(new Stmt.Call(Optional.empty(), new Callee.Direct(initializer), List.of(), loc));
        }
        Variable args = ctx.newTemp(JavaTypes.REF);
        ctx.emit(new Stmt.Alloc(new Lvalue.Var(args), Ir.integer(Layout.HEADER, JavaTypes.LONG), true,
            "String[] args", loc));
        Expr array = Ir.read(new Lvalue.Var(args));
        ctx.emit(new Stmt.Call(Optional.empty(), new Callee.Direct(Names.procedure(owner, main.resolveBinding())),
            List.of(array), loc));
        ctx.afterCall();
        return ctx.finish(loc);
    }
}
