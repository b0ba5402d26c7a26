package org.braid.java.internal.decl;

import org.braid.java.internal.Diagnostics;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.lower.Names;
import org.braid.java.internal.parse.ModelSources;
import org.braid.java.internal.parse.ParsedUnit;
import org.braid.java.internal.types.ClassTable;
import org.eclipse.jdt.core.compiler.CategorizedProblem;
import org.eclipse.jdt.core.compiler.IProblem;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.AbstractTypeDeclaration;
import org.eclipse.jdt.core.dom.AnonymousClassDeclaration;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.LambdaExpression;
import org.eclipse.jdt.core.dom.MethodDeclaration;
import org.eclipse.jdt.core.dom.NodeFinder;

/**
 * Generics are lowered by erasure, which is exact as long as no variable of a parameterized type
 * holds a value of another type (heap pollution), where the JVM throws a
 * {@code ClassCastException} at the cast javac inserts. Heap pollution needs an operation the
 * compiler warns about as unchecked or raw (JLS 4.12.2), so each such warning in the user's files
 * is an unsupported construct: in the method or lambda it is in (checks running it are unknown),
 * or, outside any, for the whole program. Braid's own models are trusted.
 */
final class UncheckedOperations {
    private UncheckedOperations() {
    }

    static void report(ParsedUnit unit, ClassTable classes, Diagnostics diagnostics) {
        if (unit.file().startsWith(ModelSources.DISPLAY_ROOT)) {
            return;
        }
        for (IProblem problem : unit.unit().getProblems()) {
            if (problem.isError() || !(problem instanceof CategorizedProblem c)
                || c.getCategoryID() != CategorizedProblem.CAT_UNCHECKED_RAW) {
                continue;
            }
            int start = problem.getSourceStart();
            ASTNode node = NodeFinder.perform(unit.unit(), start, problem.getSourceEnd() - start + 1);
            String what = "an unchecked or raw-type operation (" + problem.getMessage()
                + "): heap pollution, and the ClassCastException the JVM throws for it, are not modelled";
            diagnostics.unsupported(unit, new UnsupportedConstruct(node, what), procedure(node, classes));
        }
    }

    /** The procedure of the innermost method or lambda around {@code node}; null outside any. */
    private static String procedure(ASTNode node, ClassTable classes) {
        for (ASTNode n = node; n != null; n = n.getParent()) {
            if (n instanceof LambdaExpression l) {
                var info = classes.lambda(l);
                return Names.procedure(info, info.functionalMethod().orElseThrow());
            }
            if (n instanceof MethodDeclaration m && m.resolveBinding() != null) {
                ITypeBinding owner = enclosingType(m);
                if (owner != null && classes.of(owner).isPresent()) {
                    return Names.procedure(classes.of(owner).get(), m.resolveBinding());
                }
                return null;
            }
        }
        return null;
    }

    private static ITypeBinding enclosingType(ASTNode node) {
        for (ASTNode n = node.getParent(); n != null; n = n.getParent()) {
            if (n instanceof AbstractTypeDeclaration t) {
                return t.resolveBinding();
            }
            if (n instanceof AnonymousClassDeclaration a) {
                return a.resolveBinding();
            }
        }
        return null;
    }
}
