package org.braid.java.internal.parse;

import java.util.Optional;
import java.util.Set;
import org.eclipse.jdt.core.compiler.IProblem;
import org.eclipse.jdt.core.dom.CompilationUnit;
import org.eclipse.jdt.core.dom.ImportDeclaration;

/**
 * The documentation annotations of jcip ({@code net.jcip.annotations}) and JSR 305
 * ({@code javax.annotation.concurrent}): {@code @ThreadSafe}, {@code @NotThreadSafe},
 * {@code @Immutable}, {@code @GuardedBy}. Braid parses without a class path, so their imports and
 * uses do not resolve; they carry no semantics for the lowering (Braid reads {@code @ThreadSafe}
 * by its name as written), so these errors alone are not reported.
 */
final class ConcurrencyAnnotations {
    private static final Set<String> NAMES = Set.of("ThreadSafe", "NotThreadSafe", "Immutable", "GuardedBy");
    private static final Set<String> PACKAGES = Set.of("net.jcip.annotations", "javax.annotation.concurrent");

    private ConcurrencyAnnotations() {
    }

    /** Whether {@code problem} is only that such an annotation (or its import) is not on the class path. */
    static boolean missing(IProblem problem, CompilationUnit unit) {
        String[] arguments = problem.getArguments();
        return switch (problem.getID()) {
            case IProblem.ImportNotFound -> importAt(unit, problem.getSourceStart())
                .filter(i -> !i.isOnDemand() && !i.isStatic() && isAnnotationImport(i.getName().getFullyQualifiedName()))
                .isPresent();
            case IProblem.UndefinedType -> arguments.length == 1 && NAMES.contains(arguments[0]);
            default -> false;
        };
    }

    private static Optional<ImportDeclaration> importAt(CompilationUnit unit, int position) {
        for (Object o : unit.imports()) {
            ImportDeclaration i = (ImportDeclaration) o;
            if (i.getStartPosition() <= position && position < i.getStartPosition() + i.getLength()) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    private static boolean isAnnotationImport(String name) {
        int dot = name.lastIndexOf('.');
        return dot > 0 && PACKAGES.contains(name.substring(0, dot)) && NAMES.contains(name.substring(dot + 1));
    }
}
