package org.braid.c.internal.expr;

import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Place;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTCastExpression;
import org.eclipse.cdt.core.dom.ast.IASTConditionalExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.IASTTypeIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IEnumerator;
import org.eclipse.cdt.core.dom.ast.IFunction;
import org.eclipse.cdt.core.dom.ast.IVariable;

/**
 * Whether an operand of {@code &&}, {@code ||} or {@code ?:} can be evaluated unconditionally:
 * no side effects, no memory access (which could fault or race), no division (which could
 * trap), no floating point. Such operands become CIR boolean operators and {@link
 * org.braid.core.internal.ir.Expr.Ite}; all others become control flow.
 */
final class Purity {

    private Purity() {
    }

    static boolean isSimple(IASTExpression e, FunctionContext fn) {
        return switch (e) {
            case IASTLiteralExpression l -> l.getKind() == IASTLiteralExpression.lk_integer_constant
                || l.getKind() == IASTLiteralExpression.lk_char_constant;
            case IASTIdExpression id -> simpleName(id.getName().resolveBinding(), fn);
            case IASTTypeIdExpression t -> true;
            case IASTCastExpression c -> !(TypeOf.decay(fn.exprs().typeOf(c)) instanceof org.braid.c.internal.types.CType.Floating)
                && isSimple(c.getOperand(), fn);
            case IASTUnaryExpression u -> switch (u.getOperator()) {
                case IASTUnaryExpression.op_bracketedPrimary, IASTUnaryExpression.op_minus, IASTUnaryExpression.op_plus,
                    IASTUnaryExpression.op_tilde, IASTUnaryExpression.op_not -> isSimple(u.getOperand(), fn)
                        && !(TypeOf.decay(fn.exprs().typeOf(u.getOperand())) instanceof org.braid.c.internal.types.CType.Floating);
                case IASTUnaryExpression.op_sizeof, IASTUnaryExpression.op_alignOf -> true;
                default -> false;
            };
            case IASTBinaryExpression b -> simpleBinary(b, fn);
            case IASTConditionalExpression c -> c.getPositiveResultExpression() != null
                && isSimple(c.getLogicalConditionExpression(), fn) && isSimple(c.getPositiveResultExpression(), fn)
                && isSimple(c.getNegativeResultExpression(), fn);
            default -> false;
        };
    }

    private static boolean simpleName(IBinding b, FunctionContext fn) {
        if (b instanceof IEnumerator || b instanceof IFunction) {
            return true;
        }
        return b instanceof IVariable && fn.placeOf(b) instanceof Place.Register;
    }

    private static boolean simpleBinary(IASTBinaryExpression b, FunctionContext fn) {
        int op = b.getOperator();
        if (op == IASTBinaryExpression.op_assign || op >= IASTBinaryExpression.op_multiplyAssign
                && op <= IASTBinaryExpression.op_binaryOrAssign) {
            return false;
        }
        if (op == IASTBinaryExpression.op_divide || op == IASTBinaryExpression.op_modulo) {
            return false;
        }
        if (TypeOf.decay(fn.exprs().typeOf(b)) instanceof org.braid.c.internal.types.CType.Floating) {
            return false;
        }
        return isSimple(b.getOperand1(), fn) && isSimple(b.getOperand2(), fn);
    }
}
