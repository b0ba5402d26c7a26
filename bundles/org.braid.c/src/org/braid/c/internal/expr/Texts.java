package org.braid.c.internal.expr;

import org.eclipse.cdt.core.dom.ast.ASTSignatureUtil;
import org.eclipse.cdt.core.dom.ast.IASTCastExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.IPointerType;
import org.eclipse.cdt.core.dom.ast.IQualifierType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.ITypedef;

/** The user's text of an expression, on one line, for race reports and messages. */
final class Texts {
    private static final int MAX = 80;

    private Texts() {
    }

    /** How the object a pointer expression points to is written: {@code &x} gives {@code x}, {@code p} gives {@code *p}. */
    static String pointee(IASTNode pointer) {
        String text = of(pointer);
        return text.startsWith("&") && !text.startsWith("&&") ? text.substring(1) : "*" + text;
    }

    /**
     * How {@code *e} is written for a race report: the object itself when {@code e} is its
     * address converted to a pointer to its own type, whatever qualifiers are added, as Linux's
     * {@code READ_ONCE(x)} and {@code WRITE_ONCE(x, v)} write {@code *(volatile __typeof__(x) *) &(x)}:
     * that gives {@code x} (printed from the AST, so also inside a macro's expansion). Any other
     * dereference is named as written.
     */
    static String dereference(IASTUnaryExpression star) {
        IASTExpression operand = unbracketed(star.getOperand());
        IASTExpression inner = operand;
        while (inner instanceof IASTCastExpression cast) {
            inner = unbracketed(cast.getOperand());
        }
        if (inner != operand && inner instanceof IASTUnaryExpression amp
                && amp.getOperator() == IASTUnaryExpression.op_amper
                && operand.getExpressionType() instanceof IPointerType target
                && plain(target.getType()).isSameType(plain(amp.getOperand().getExpressionType()))) {
            // From the AST, not the text: inside a macro's expansion the text is the macro's call.
            return ASTSignatureUtil.getExpressionString(unbracketed(amp.getOperand()));
        }
        return of(star);
    }

    private static IASTExpression unbracketed(IASTExpression e) {
        IASTExpression out = e;
        while (out instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) {
            out = u.getOperand();
        }
        return out;
    }

    /** {@code t} without qualifiers and typedef names. */
    private static IType plain(IType t) {
        IType out = t;
        while (out instanceof IQualifierType || out instanceof ITypedef) {
            out = out instanceof IQualifierType q ? q.getType() : ((ITypedef) out).getType();
        }
        return out;
    }

    static String of(IASTNode node) {
        String raw = node.getRawSignature();
        StringBuilder out = new StringBuilder();
        for (String line : raw.split("\n")) {
            if (!line.strip().startsWith("#")) {
                out.append(line).append(' ');
            }
        }
        String text = out.toString().replaceAll("\\s+", " ").strip();
        text = text.replaceAll("\\( ", "(").replaceAll(" \\)", ")");
        return text.length() > MAX ? text.substring(0, MAX) + "..." : text;
    }
}
