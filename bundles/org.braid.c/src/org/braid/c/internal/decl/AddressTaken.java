package org.braid.c.internal.decl;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTArraySubscriptExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFieldReference;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.IBinding;

/**
 * The variables of a function whose address is taken ({@code &x}, {@code &x.f}, {@code &x[i]}):
 * they must live in memory; every other scalar local is a register.
 */
final class AddressTaken {

    private AddressTaken() {
    }

    static Set<IBinding> scan(IASTNode body) {
        Set<IBinding> found = Collections.newSetFromMap(new IdentityHashMap<>());
        body.accept(new ASTVisitor() {
            {
                shouldVisitExpressions = true;
            }

            @Override
            public int visit(IASTExpression e) {
                if (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_amper) {
                    IBinding b = base(u.getOperand());
                    if (b != null) {
                        found.add(b);
                    }
                }
                return PROCESS_CONTINUE;
            }
        });
        return found;
    }

    private static IBinding base(IASTExpression e) {
        IASTExpression x = e;
        while (true) {
            if (x instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) {
                x = u.getOperand();
            } else if (x instanceof IASTFieldReference f && !f.isPointerDereference()) {
                x = f.getFieldOwner();
            } else if (x instanceof IASTArraySubscriptExpression s) {
                x = s.getArrayExpression();
            } else {
                break;
            }
        }
        return x instanceof IASTIdExpression id ? id.getName().resolveBinding() : null;
    }
}
