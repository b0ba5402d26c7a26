package org.braid.java.internal.stmt;

import org.eclipse.jdt.core.dom.ASTVisitor;
import org.eclipse.jdt.core.dom.AnonymousClassDeclaration;
import org.eclipse.jdt.core.dom.BreakStatement;
import org.eclipse.jdt.core.dom.ContinueStatement;
import org.eclipse.jdt.core.dom.DoStatement;
import org.eclipse.jdt.core.dom.EnhancedForStatement;
import org.eclipse.jdt.core.dom.ForStatement;
import org.eclipse.jdt.core.dom.LambdaExpression;
import org.eclipse.jdt.core.dom.ReturnStatement;
import org.eclipse.jdt.core.dom.Statement;
import org.eclipse.jdt.core.dom.SwitchExpression;
import org.eclipse.jdt.core.dom.SwitchStatement;
import org.eclipse.jdt.core.dom.ThrowStatement;
import org.eclipse.jdt.core.dom.WhileStatement;
import org.eclipse.jdt.core.dom.YieldStatement;

/**
 * Whether a statement may complete abruptly by leaving itself: a {@code return}, a {@code throw},
 * a {@code break} not inside a loop or {@code switch} of the statement, a {@code continue} not
 * inside a loop (or labelled), a {@code yield} not inside a switch expression of the statement. Lambdas
 * and anonymous classes inside it do not count. Conservative: a labelled jump to a statement inside
 * counts, and a {@code throw} a {@code catch} inside it catches counts.
 */
final class Abrupt {

    private Abrupt() {
    }

    static boolean mayLeave(Statement statement) {
        boolean[] found = {false};
        statement.accept(new ASTVisitor() {
            private int loops;
            private int switches;
            private int switchExpressions;

            @Override
            public boolean visit(ReturnStatement node) {
                found[0] = true;
                return false;
            }

            @Override
            public boolean visit(ThrowStatement node) {
                found[0] = true;
                return false;
            }

            @Override
            public boolean visit(BreakStatement node) {
                found[0] |= loops + switches == 0 || node.getLabel() != null;
                return false;
            }

            @Override
            public boolean visit(YieldStatement node) {
                found[0] |= switchExpressions == 0;
                return false;
            }

            @Override
            public boolean visit(SwitchStatement node) {
                switches++;
                return true;
            }

            @Override
            public void endVisit(SwitchStatement node) {
                switches--;
            }

            @Override
            public boolean visit(SwitchExpression node) {
                switchExpressions++;
                return true;
            }

            @Override
            public void endVisit(SwitchExpression node) {
                switchExpressions--;
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
