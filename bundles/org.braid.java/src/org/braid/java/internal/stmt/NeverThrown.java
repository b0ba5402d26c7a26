package org.braid.java.internal.stmt;

import java.util.List;
import java.util.Set;
import org.eclipse.jdt.core.dom.ASTVisitor;
import org.eclipse.jdt.core.dom.AnonymousClassDeclaration;
import org.eclipse.jdt.core.dom.BreakStatement;
import org.eclipse.jdt.core.dom.CatchClause;
import org.eclipse.jdt.core.dom.ContinueStatement;
import org.eclipse.jdt.core.dom.DoStatement;
import org.eclipse.jdt.core.dom.EnhancedForStatement;
import org.eclipse.jdt.core.dom.ForStatement;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.LambdaExpression;
import org.eclipse.jdt.core.dom.ReturnStatement;
import org.eclipse.jdt.core.dom.TryStatement;
import org.eclipse.jdt.core.dom.Type;
import org.eclipse.jdt.core.dom.UnionType;
import org.eclipse.jdt.core.dom.WhileStatement;

/**
 * The forms of {@code try} the slice lowers, without resources: handlers only for exceptions no
 * execution Braid explores throws, and a {@code finally} block only after a body no
 * {@code return}, {@code break} or {@code continue} leaves. The body runs, then the
 * {@code finally} block, and the handlers are dead code:
 * <ul>
 * <li>Nothing interrupts a thread in the models (there is no {@code Thread.interrupt()}), so
 * {@code wait}, {@code join}, {@code sleep}, {@code await} and {@code acquire} never throw
 * {@code InterruptedException}, and a barrier never breaks ({@code BrokenBarrierException} needs an
 * interrupt, a timeout or a reset): exactly the JVM's behaviour when nothing is interrupted.</li>
 * <li>Every exception the slice models (the JVM's run-time checks) is a finding where it is thrown,
 * and the execution ends there: the {@code finally} block that the JVM would run next (say, the
 * {@code unlock()} of {@code lock(); try { ... } finally { unlock(); }}) is not explored. That
 * only leaves out executions after a bug already reported.</li>
 * </ul>
 * Any other {@code try} stays unsupported.
 */
final class NeverThrown {
    private static final Set<String> EXCEPTIONS = Set.of("java.lang.InterruptedException",
        "java.util.concurrent.BrokenBarrierException");

    private NeverThrown() {
    }

    static boolean lowerable(TryStatement t) {
        if (!t.resources().isEmpty() || t.getFinally() != null && leftByJump(t)) {
            return false;
        }
        for (Object clause : t.catchClauses()) {
            Type caught = ((CatchClause) clause).getException().getType();
            List<?> alternatives = caught instanceof UnionType u ? u.types() : List.of(caught);
            for (Object alternative : alternatives) {
                ITypeBinding type = ((Type) alternative).resolveBinding();
                if (type == null || !EXCEPTIONS.contains(type.getErasure().getQualifiedName())) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether a {@code return}, or a {@code break}/{@code continue} not inside a loop of the body, may leave it. */
    private static boolean leftByJump(TryStatement t) {
        boolean[] found = {false};
        t.getBody().accept(new ASTVisitor() {
            private int loops;

            @Override
            public boolean visit(ReturnStatement node) {
                found[0] = true;
                return false;
            }

            @Override
            public boolean visit(BreakStatement node) {
                found[0] |= loops == 0 || node.getLabel() != null;
                return false;
            }

            @Override
            public boolean visit(ContinueStatement node) {
                found[0] |= loops == 0 || node.getLabel() != null;
                return false;
            }

            @Override
            public boolean visit(LambdaExpression node) {
                return false;
            }

            @Override
            public boolean visit(AnonymousClassDeclaration node) {
                return false;
            }

            @Override
            public boolean visit(WhileStatement node) {
                loops++;
                return true;
            }

            @Override
            public void endVisit(WhileStatement node) {
                loops--;
            }

            @Override
            public boolean visit(DoStatement node) {
                loops++;
                return true;
            }

            @Override
            public void endVisit(DoStatement node) {
                loops--;
            }

            @Override
            public boolean visit(ForStatement node) {
                loops++;
                return true;
            }

            @Override
            public void endVisit(ForStatement node) {
                loops--;
            }

            @Override
            public boolean visit(EnhancedForStatement node) {
                loops++;
                return true;
            }

            @Override
            public void endVisit(EnhancedForStatement node) {
                loops--;
            }
        });
        return found[0];
    }
}
