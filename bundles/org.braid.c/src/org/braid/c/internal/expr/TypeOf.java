package org.braid.c.internal.expr;

import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.UnitContext;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.Conversions;
import org.braid.c.internal.types.StructTable;
import org.eclipse.cdt.core.dom.ast.IASTArraySubscriptExpression;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTCastExpression;
import org.eclipse.cdt.core.dom.ast.IASTCompoundStatement;
import org.eclipse.cdt.core.dom.ast.IASTConditionalExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpressionList;
import org.eclipse.cdt.core.dom.ast.IASTExpressionStatement;
import org.eclipse.cdt.core.dom.ast.IASTFieldReference;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.IASTStatement;
import org.eclipse.cdt.core.dom.ast.IASTTypeIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTTypeIdInitializerExpression;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IEnumerator;
import org.eclipse.cdt.core.dom.ast.IFunction;
import org.eclipse.cdt.core.dom.ast.IVariable;
import org.eclipse.cdt.core.dom.ast.gnu.IGNUASTCompoundStatementExpression;

/**
 * The C type of an expression without evaluating it ({@code sizeof}, {@code typeof}, result
 * types): C's own typing rules, not CDT's (CDT types {@code 'a'} as {@code char} and string
 * literals as pointers). Arrays and functions are not decayed; {@code sizeof} needs them whole.
 */
final class TypeOf {
    private final FunctionContext fn;
    private final UnitContext unit;

    TypeOf(FunctionContext fn) {
        this.fn = fn;
        this.unit = fn.unit();
    }

    CType of(IASTExpression e) {
        return switch (e) {
            case IASTLiteralExpression l -> literal(l);
            case IASTIdExpression id -> id(id);
            case IASTUnaryExpression u -> unary(u);
            case IASTBinaryExpression b -> binary(b);
            case IASTCastExpression c -> unit.typeOf(c.getExpressionType(), c);
            case IASTConditionalExpression c -> conditional(c);
            case IASTExpressionList l -> of(l.getExpressions()[l.getExpressions().length - 1]);
            case IASTArraySubscriptExpression s -> element(decay(of(s.getArrayExpression())), decay(of((IASTExpression) s.getArgument())), s);
            case IASTFieldReference f -> field(f);
            case IASTFunctionCallExpression c -> call(c);
            case IASTTypeIdExpression t -> new CType.Int(unit.target().sizeT());
            case IASTTypeIdInitializerExpression t -> fn.decls().complete(unit.typeOf(t.getExpressionType(), t), t.getInitializer());
            case IGNUASTCompoundStatementExpression s -> statementExpression(s.getCompoundStatement());
            default -> unit.typeOf(e.getExpressionType(), e);
        };
    }

    static CType decay(CType t) {
        CType u = t.unqualified();
        if (u instanceof CType.Arr a) {
            return new CType.Ptr(a.element());
        }
        if (u instanceof CType.Fun) {
            return new CType.Ptr(u);
        }
        return u;
    }

    private CType literal(IASTLiteralExpression l) {
        String token = Literals.tokens(l);
        return switch (l.getKind()) {
            case IASTLiteralExpression.lk_integer_constant -> Literals.integer(token, unit.target().model(), l).type();
            case IASTLiteralExpression.lk_char_constant -> Literals.character(token, l).type();
            case IASTLiteralExpression.lk_string_literal -> {
                Literals.StringLiteral s = Literals.string(token, l);
                yield new CType.Arr(s.element(), s.units().size() + 1L);
            }
            case IASTLiteralExpression.lk_float_constant -> floating(token);
            default -> CType.INT;
        };
    }

    static CType floating(String token) {
        String t = token.toLowerCase();
        boolean hex = t.startsWith("0x");
        if (t.endsWith("f") && !hex || hex && t.endsWith("f") && t.contains("p")) {
            return new CType.Floating("float", 4);
        }
        if (t.endsWith("l")) {
            return new CType.Floating("long double", 16);
        }
        return new CType.Floating("double", 8);
    }

    private CType id(IASTIdExpression id) {
        IBinding b = id.getName().resolveBinding();
        if (b instanceof IEnumerator) {
            return CType.INT;
        }
        if (b instanceof IVariable v) {
            if (Builtins.isFunctionNameVariable(b)) {
                return new CType.Arr(CType.CHAR, fn.name().length() + 1L);
            }
            return fn.decls().objectType(v, id);
        }
        if (b instanceof IFunction f) {
            return unit.typeOf(f.getType(), id);
        }
        throw new InvalidInput(id, "use of undeclared identifier '" + id.getName() + "'");
    }

    private CType unary(IASTUnaryExpression u) {
        return switch (u.getOperator()) {
            case IASTUnaryExpression.op_bracketedPrimary -> of(u.getOperand());
            case IASTUnaryExpression.op_star -> {
                CType t = decay(of(u.getOperand()));
                if (t instanceof CType.Ptr p) {
                    yield p.target();
                }
                throw new InvalidInput(u, "indirection through a non-pointer");
            }
            case IASTUnaryExpression.op_amper -> new CType.Ptr(of(u.getOperand()));
            case IASTUnaryExpression.op_not -> CType.INT;
            case IASTUnaryExpression.op_sizeof, IASTUnaryExpression.op_alignOf -> new CType.Int(unit.target().sizeT());
            case IASTUnaryExpression.op_prefixIncr, IASTUnaryExpression.op_prefixDecr,
                IASTUnaryExpression.op_postFixIncr, IASTUnaryExpression.op_postFixDecr -> of(u.getOperand()).unqualified();
            default -> promoted(operand(u.getOperand()));
        };
    }

    /**
     * The type of {@code e} as an operand that undergoes the integer promotions (arithmetic,
     * shifts, unary {@code + - ~}, the arms of {@code ?:}): a bit-field, or an assignment or
     * increment of one, has the type its width promotes to (C11 6.3.1.1p2: {@code int} when every
     * value fits), not its declared type.
     */
    private CType operand(IASTExpression e) {
        StructTable.Member m = bitField(e);
        if (m == null) {
            return of(e);
        }
        return Access.promotedBitField((CType.Int) m.type().unqualified(), m.bitWidth(), unit.target().model().intBits());
    }

    /** The bit-field that {@code e} designates or assigns, or null. */
    private StructTable.Member bitField(IASTExpression e) {
        return switch (e) {
            case IASTFieldReference f -> {
                StructTable.Member m = member(f);
                yield m.isBitField() ? m : null;
            }
            case IASTUnaryExpression u when u.getOperator() == IASTUnaryExpression.op_bracketedPrimary
                || u.getOperator() == IASTUnaryExpression.op_prefixIncr || u.getOperator() == IASTUnaryExpression.op_prefixDecr
                || u.getOperator() == IASTUnaryExpression.op_postFixIncr
                || u.getOperator() == IASTUnaryExpression.op_postFixDecr -> bitField(u.getOperand());
            case IASTBinaryExpression b when b.getOperator() == IASTBinaryExpression.op_assign
                || b.getOperator() >= IASTBinaryExpression.op_multiplyAssign
                    && b.getOperator() <= IASTBinaryExpression.op_binaryOrAssign -> bitField(b.getOperand1());
            case IASTExpressionList l -> bitField(l.getExpressions()[l.getExpressions().length - 1]);
            default -> null;
        };
    }

    private static CType promoted(CType t) {
        CType u = t.unqualified();
        return u instanceof CType.Int i ? Conversions.promote(i) : decay(u);
    }

    private CType binary(IASTBinaryExpression b) {
        int op = b.getOperator();
        if (op == IASTBinaryExpression.op_assign || op >= IASTBinaryExpression.op_multiplyAssign
                && op <= IASTBinaryExpression.op_binaryOrAssign) {
            return of(b.getOperand1()).unqualified();
        }
        CType l = decay(operand(b.getOperand1()));
        CType r = decay(operand(b.getOperand2()));
        switch (op) {
            case IASTBinaryExpression.op_lessThan, IASTBinaryExpression.op_greaterThan,
                IASTBinaryExpression.op_lessEqual, IASTBinaryExpression.op_greaterEqual,
                IASTBinaryExpression.op_equals, IASTBinaryExpression.op_notequals,
                IASTBinaryExpression.op_logicalAnd, IASTBinaryExpression.op_logicalOr -> {
                return CType.INT;
            }
            case IASTBinaryExpression.op_shiftLeft, IASTBinaryExpression.op_shiftRight -> {
                return promoted(l);
            }
            case IASTBinaryExpression.op_plus, IASTBinaryExpression.op_minus -> {
                if (l instanceof CType.Ptr && r instanceof CType.Ptr) {
                    return new CType.Int(unit.target().ptrdiffT());
                }
                if (l instanceof CType.Ptr) {
                    return l;
                }
                if (r instanceof CType.Ptr) {
                    return r;
                }
                return arithmetic(l, r);
            }
            default -> {
                return arithmetic(l, r);
            }
        }
    }

    private CType arithmetic(CType l, CType r) {
        if (l instanceof CType.Int a && r instanceof CType.Int b) {
            return Conversions.usual(a, b, unit.target());
        }
        if (l instanceof CType.Floating f) {
            return r instanceof CType.Floating g && g.bytes() > f.bytes() ? g : f;
        }
        return r instanceof CType.Floating ? r : l;
    }

    private CType conditional(IASTConditionalExpression c) {
        CType a = decay(c.getPositiveResultExpression() == null ? operand(c.getLogicalConditionExpression())
            : operand(c.getPositiveResultExpression()));
        CType b = decay(operand(c.getNegativeResultExpression()));
        if (a.isScalar() && b.isScalar() && !(a instanceof CType.Ptr) && !(b instanceof CType.Ptr)) {
            return arithmetic(a, b);
        }
        if (a instanceof CType.Ptr pa && b instanceof CType.Ptr pb) {
            return pa.target().unqualified() instanceof CType.Void ? a : pb.target().unqualified() instanceof CType.Void ? b : a;
        }
        if (a instanceof CType.Ptr) {
            return a;
        }
        return b instanceof CType.Ptr ? b : a;
    }

    private CType element(CType a, CType b, IASTExpression where) {
        if (a instanceof CType.Ptr p) {
            return p.target();
        }
        if (b instanceof CType.Ptr p) {
            return p.target();
        }
        throw new InvalidInput(where, "subscript of a non-array");
    }

    private CType field(IASTFieldReference f) {
        return member(f).type();
    }

    private StructTable.Member member(IASTFieldReference f) {
        CType owner = of(f.getFieldOwner()).unqualified();
        if (f.isPointerDereference()) {
            owner = decay(owner) instanceof CType.Ptr p ? p.target().unqualified() : owner;
        }
        if (!(owner instanceof CType.Rec r)) {
            throw new InvalidInput(f, "member reference to a non-struct");
        }
        return Members.find(unit.target().structs(), r.tag(), f.getFieldName().toString(), f).member();
    }

    private CType call(IASTFunctionCallExpression c) {
        if (c.getFunctionNameExpression() instanceof IASTIdExpression id && Builtins.isBuiltin(id)) {
            return unit.typeOf(c.getExpressionType(), c);
        }
        CType f = decay(of(c.getFunctionNameExpression()));
        if (f instanceof CType.Ptr p && p.target().unqualified() instanceof CType.Fun fun) {
            return fun.result();
        }
        throw new InvalidInput(c, "call of a non-function");
    }

    private CType statementExpression(IASTCompoundStatement body) {
        IASTStatement[] statements = body.getStatements();
        if (statements.length > 0 && statements[statements.length - 1] instanceof IASTExpressionStatement last) {
            return of(last.getExpression());
        }
        return CType.VOID;
    }
}
