package org.braid.c.internal.expr;

import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.lower.ExprService;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Place;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.eclipse.cdt.core.dom.ast.IASTArraySubscriptExpression;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTCastExpression;
import org.eclipse.cdt.core.dom.ast.IASTConditionalExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpressionList;
import org.eclipse.cdt.core.dom.ast.IASTFieldReference;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTProblemExpression;
import org.eclipse.cdt.core.dom.ast.IASTTypeIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTTypeIdInitializerExpression;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.gnu.IGNUASTCompoundStatementExpression;

/**
 * The entry point of expression lowering: dispatches on the CDT node and keeps the operator
 * categories in their own classes. Values are computed as side-effect-free CIR expressions;
 * side effects (assignments, calls) are emitted as statements in evaluation order.
 */
public final class Expressions implements ExprService {
    private final FunctionContext fn;
    private final Target target;
    private final Access access;
    private final Converter converter;
    private final WideArithmetic wide;
    private final Arithmetic arithmetic;
    private final Logic logic;
    private final Assignments assignments;
    private final Calls calls;
    private final Places places;
    private final TypeOf typeOf;

    public Expressions(FunctionContext fn) {
        this.fn = fn;
        this.target = fn.unit().target();
        this.access = new Access(fn);
        this.converter = new Converter(fn, this);
        this.wide = new WideArithmetic(fn, this);
        this.arithmetic = new Arithmetic(fn, converter, wide);
        this.logic = new Logic(fn, this);
        this.assignments = new Assignments(fn, this);
        this.calls = new Calls(fn, this);
        this.places = new Places(fn, this);
        this.typeOf = new TypeOf(fn);
    }

    /** {@code e} without enclosing parentheses. */
    static IASTExpression strip(IASTExpression e) {
        IASTExpression x = e;
        while (x instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) {
            x = u.getOperand();
        }
        return x;
    }

    Access access() {
        return access;
    }

    Converter converter() {
        return converter;
    }

    WideArithmetic wide() {
        return wide;
    }

    Arithmetic arithmetic() {
        return arithmetic;
    }

    Logic logic() {
        return logic;
    }

    Assignments assignments() {
        return assignments;
    }

    Calls calls() {
        return calls;
    }

    Places places() {
        return places;
    }

    @Override
    public Value rvalue(IASTExpression e) {
        Value v = value(e, true);
        if (v == null) {
            throw new InvalidInput(e, "void value used: " + Texts.of(e));
        }
        return v;
    }

    private Value value(IASTExpression e, boolean used) {
        return fn.at(e, () -> valueHere(e, used));
    }

    private Value valueHere(IASTExpression e, boolean used) {
        return switch (e) {
            case IASTLiteralExpression l -> literal(l);
            case IASTIdExpression id -> places.idValue(id);
            case IASTUnaryExpression u -> unary(u, used);
            case IASTBinaryExpression b -> binary(b, used);
            case IASTConditionalExpression c -> logic.conditional(c, used);
            case IASTCastExpression c -> cast(c, used);
            case IASTExpressionList l -> {
                IASTExpression[] parts = l.getExpressions();
                for (int i = 0; i < parts.length - 1; i++) {
                    discard(parts[i]);
                }
                yield value(parts[parts.length - 1], used);
            }
            case IASTFunctionCallExpression c -> calls.call(c, used);
            case IASTArraySubscriptExpression s -> read(lvalue(s));
            case IASTFieldReference f -> read(lvalue(f));
            case IASTTypeIdExpression t -> places.sizeOrAlign(t);
            case IASTTypeIdInitializerExpression c -> read(places.compoundLiteral(c));
            case IGNUASTCompoundStatementExpression s -> fn.stmts().statementExpression(s.getCompoundStatement(), used);
            case IASTProblemExpression p -> throw new InvalidInput(p, "syntax error near '" + Texts.of(p) + "'");
            default -> throw new InvalidInput(e, "unsupported expression: " + Texts.of(e));
        };
    }

    private Value literal(IASTLiteralExpression l) {
        String token = Literals.tokens(l);
        return switch (l.getKind()) {
            case IASTLiteralExpression.lk_integer_constant -> {
                Literals.IntLiteral i = Literals.integer(token, target.model(), l);
                yield new Value(Ir.constant(i.bits(), target.ir(i.type().kind())), i.type());
            }
            case IASTLiteralExpression.lk_char_constant -> {
                Literals.IntLiteral i = Literals.character(token, l);
                yield new Value(Ir.constant(i.bits(), target.ir(i.type().kind())), i.type());
            }
            case IASTLiteralExpression.lk_string_literal -> read(places.string(l));
            case IASTLiteralExpression.lk_float_constant -> {
                CType t = TypeOf.floating(token);
                if (t instanceof CType.Floating f && f.bytes() > 8) {
                    yield converter.unsupported(t, "long double constant", l);
                }
                long bits = Literals.floatingBits(token, ((CType.Floating) t).bytes() == 4);
                yield new Value(Ir.constant(bits, (org.braid.core.internal.ir.Type.Int) target.ir(t)), t);
            }
            case IASTLiteralExpression.lk_true -> new Value(Ir.constant(1, target.ir(CType.INT.kind())), CType.INT);
            case IASTLiteralExpression.lk_false -> new Value(Ir.constant(0, target.ir(CType.INT.kind())), CType.INT);
            default -> throw new InvalidInput(l, "unsupported literal " + token);
        };
    }

    private Value unary(IASTUnaryExpression u, boolean used) {
        IASTExpression operand = u.getOperand();
        return switch (u.getOperator()) {
            case IASTUnaryExpression.op_bracketedPrimary -> value(operand, used);
            case IASTUnaryExpression.op_minus -> arithmetic.negate(rvalue(operand), u);
            case IASTUnaryExpression.op_plus -> arithmetic.plus(rvalue(operand), u);
            case IASTUnaryExpression.op_tilde -> arithmetic.complement(rvalue(operand), u);
            case IASTUnaryExpression.op_not -> {
                Value v = rvalue(operand);
                yield arithmetic.intOf(Ir.negate(logic.condition(v, operand)));
            }
            case IASTUnaryExpression.op_star -> read(lvalue(u));
            case IASTUnaryExpression.op_amper -> places.addressOf(operand, u);
            case IASTUnaryExpression.op_sizeof, IASTUnaryExpression.op_alignOf -> places.sizeOrAlign(u);
            case IASTUnaryExpression.op_prefixIncr -> assignments.increment(operand, true, true, used, u);
            case IASTUnaryExpression.op_prefixDecr -> assignments.increment(operand, false, true, used, u);
            case IASTUnaryExpression.op_postFixIncr -> assignments.increment(operand, true, false, used, u);
            case IASTUnaryExpression.op_postFixDecr -> assignments.increment(operand, false, false, used, u);
            case IASTUnaryExpression.op_labelReference -> {
                fn.unit().unsupported(u, "address of a label (computed goto)");
                yield converter.unsupported(new CType.Ptr(CType.VOID), "address of a label (computed goto)", u);
            }
            default -> throw new InvalidInput(u, "unsupported operator in " + Texts.of(u));
        };
    }

    private Value binary(IASTBinaryExpression b, boolean used) {
        int op = b.getOperator();
        if (op == IASTBinaryExpression.op_assign) {
            return assignments.assign(b, used);
        }
        if (op == IASTBinaryExpression.op_logicalAnd || op == IASTBinaryExpression.op_logicalOr) {
            return logic.logical(b);
        }
        BinaryOp compound = Operators.compound(op);
        if (compound != null) {
            return assignments.compound(b, compound, used);
        }
        BinaryOp plain = Operators.plain(op);
        if (plain == null) {
            throw new InvalidInput(b, "unsupported operator in " + Texts.of(b));
        }
        Value l = rvalue(b.getOperand1());
        Value r = rvalue(b.getOperand2());
        return arithmetic.binary(plain, l, r, b);
    }

    private Value cast(IASTCastExpression c, boolean used) {
        org.braid.c.internal.lower.RuntimeLengths.evaluate(fn, c.getTypeId().getAbstractDeclarator());
        CType to = typeOf(c).unqualified();
        if (to instanceof CType.Void) {
            discard(c.getOperand());
            return new Value(Ir.constant(0, target.ir(CType.INT.kind())), CType.VOID);
        }
        return converter.convert(rvalue(c.getOperand()), to, c);
    }

    @Override
    public Place lvalue(IASTExpression e) {
        return places.lvalue(e);
    }

    @Override
    public Place aggregate(IASTExpression e) {
        return places.aggregate(e);
    }

    @Override
    public void discard(IASTExpression e) {
        IASTExpression x = strip(e);
        if (Purity.isSimple(x, fn)) {
            return;
        }
        if (typeOf(x).unqualified() instanceof CType.Rec && !(x instanceof IASTBinaryExpression)) {
            if (x instanceof IASTFunctionCallExpression || x instanceof IASTConditionalExpression
                    || x instanceof IASTExpressionList || x instanceof IGNUASTCompoundStatementExpression) {
                places.aggregate(x);
            }
            return;
        }
        value(x, false);
    }

    @Override
    public void branch(IASTExpression e, String onTrue, String onFalse) {
        logic.branch(e, onTrue, onFalse);
    }

    @Override
    public CType typeOf(IASTExpression e) {
        return typeOf.of(e);
    }

    @Override
    public Value convert(Value v, CType to, IASTNode where) {
        return converter.convert(v, to, where);
    }

    @Override
    public Expr compare(BinaryOp op, Value a, Value b, CType.Int type) {
        if (!op.isComparison()) {
            throw new IllegalArgumentException("not a comparison: " + op);
        }
        return a.isWide() ? wide.compare(op, a, b, type) : Ir.binary(op, a.expr(), b.expr());
    }

    @Override
    public Value read(Place p) {
        return access.read(p);
    }

    @Override
    public void write(Place p, Expr value) {
        access.write(p, value);
    }

    @Override
    public void write(Place p, Value value) {
        access.write(p, value);
    }

    @Override
    public void copy(Place targetPlace, Place source) {
        access.copy(targetPlace, source);
    }
}
