package org.braid.c.internal.lower;

import org.eclipse.cdt.core.dom.ast.IASTCompoundStatement;
import org.eclipse.cdt.core.dom.ast.IASTStatement;

/** Statement lowering as the other stages need it. */
public interface StmtService {

    void statement(IASTStatement s);

    /**
     * A GNU statement expression {@code ({ ... })}: lowers its statements and returns the value
     * of the last one if it is an expression and {@code valueUsed}, else {@code null}.
     */
    Value statementExpression(IASTCompoundStatement body, boolean valueUsed);
}
