package org.braid.java.internal.expr;

import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.ASTVisitor;
import org.eclipse.jdt.core.dom.Assignment;
import org.eclipse.jdt.core.dom.PostfixExpression;
import org.eclipse.jdt.core.dom.PrefixExpression;

/**
 * Whether evaluating an expression may assign a variable. Memory reads are copied to registers
 * as they are lowered, but a local read is an expression over the register: an operand evaluated
 * before a sibling that assigns locals is copied first ({@code MethodContext#snapshot}), so Java's
 * left-to-right evaluation holds.
 */
final class SideEffects {
    private SideEffects() {
    }

    static boolean assigns(ASTNode node) {
        boolean[] found = {false};
        node.accept(new ASTVisitor() {
            @Override
            public boolean visit(Assignment n) {
                found[0] = true;
                return false;
            }

            @Override
            public boolean visit(PostfixExpression n) {
                found[0] = true;
                return false;
            }

            @Override
            public boolean visit(PrefixExpression n) {
                if (n.getOperator() == PrefixExpression.Operator.INCREMENT
                    || n.getOperator() == PrefixExpression.Operator.DECREMENT) {
                    found[0] = true;
                }
                return !found[0];
            }
        });
        return found[0];
    }
}
