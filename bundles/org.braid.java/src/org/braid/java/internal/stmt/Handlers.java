package org.braid.java.internal.stmt;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.braid.java.internal.lower.Exceptions;
import org.braid.java.internal.parse.ParsedUnit;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.ClassTable;
import org.eclipse.jdt.core.dom.ASTVisitor;
import org.eclipse.jdt.core.dom.CatchClause;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.ThrowStatement;
import org.eclipse.jdt.core.dom.TryStatement;
import org.eclipse.jdt.core.dom.Type;
import org.eclipse.jdt.core.dom.UnionType;

/**
 * What the program does with exceptions, before its methods are lowered: the types its
 * {@code catch} clauses name ({@code Throwable} for a {@code finally} block that may complete
 * abruptly, and for try-with-resources, whose close suppresses the exceptions of the close), and
 * whether one of them can catch an exception it can throw (the JVM's own, or the classes a
 * {@code throw} statement's type allows). See {@link Exceptions}.
 */
public final class Handlers {
    private Handlers() {
    }

    public static Exceptions analyse(List<ParsedUnit> units, ClassTable classes) {
        Set<String> caught = new LinkedHashSet<>();
        Set<ClassInfo> thrown = new LinkedHashSet<>();
        for (String name : Exceptions.RAISED_BY_THE_JVM) {
            thrown.addAll(classes.instantiableSubtypes(name));
        }
        for (ParsedUnit unit : units) {
            unit.unit().accept(new ASTVisitor() {
                @Override
                public boolean visit(CatchClause node) {
                    caughtTypes(node).forEach(t -> caught.add(t.getErasure().getQualifiedName()));
                    return true;
                }

                @Override
                public boolean visit(TryStatement node) {
                    boolean mayDiscard = node.getFinally() != null && Abrupt.mayLeave(node.getFinally());
                    if (mayDiscard || !node.resources().isEmpty()) {
                        caught.add("java.lang.Throwable");
                    }
                    return true;
                }

                @Override
                public boolean visit(ThrowStatement node) {
                    ITypeBinding type = node.getExpression().resolveTypeBinding();
                    if (type != null) {
                        thrown.addAll(classes.instantiableSubtypes(type.getErasure().getQualifiedName()));
                    }
                    return true;
                }
            });
        }
        // Propagation is needed as soon as something can be thrown: an exception nothing catches
        // unwinds its thread (finally blocks, monitors) as on the JVM.
        boolean enabled = !thrown.isEmpty();
        return new Exceptions(caught, enabled);
    }

    /** The types a clause names: one, or the alternatives of a multi-catch. */
    static List<ITypeBinding> caughtTypes(CatchClause clause) {
        Type type = clause.getException().getType();
        List<?> alternatives = type instanceof UnionType u ? u.types() : List.of(type);
        return alternatives.stream().map(a -> ((Type) a).resolveBinding()).toList();
    }
}
