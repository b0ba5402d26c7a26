package org.braid.c.internal.types;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.braid.c.internal.InvalidInput;
import org.braid.core.internal.ir.Expr;
import org.eclipse.cdt.core.dom.ast.IASTArrayDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTArrayModifier;
import org.eclipse.cdt.core.dom.ast.IASTCompositeTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTElaboratedTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTEnumerationSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTNamedTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTParameterDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTPointerOperator;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTStandardFunctionDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTTypeId;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IType;

/**
 * The type named by a type name ({@code sizeof(T)}, {@code _Alignof(T)}): CDT's API gives types
 * of declared names and expressions but not of type names, so this builds it from the
 * specifier and the abstract declarator (C11 6.7.7): pointers apply first, then array and
 * function suffixes, then the nested declarator.
 */
public final class TypeIds {
    private final TypeConverter types;
    private final TypeContext context;

    public TypeIds(TypeConverter types, TypeContext context) {
        this.types = types;
        this.context = context;
    }

    public CType of(IASTTypeId id) {
        return declarator(specifier(id.getDeclSpecifier()), id.getAbstractDeclarator());
    }

    private CType specifier(IASTDeclSpecifier spec) {
        CType base = switch (spec) {
            case IASTSimpleDeclSpecifier s -> simple(s);
            case IASTNamedTypeSpecifier n -> binding(n.getName().resolveBinding(), n);
            case IASTElaboratedTypeSpecifier e -> binding(e.getName().resolveBinding(), e);
            case IASTCompositeTypeSpecifier c -> binding(c.getName().resolveBinding(), c);
            case IASTEnumerationSpecifier e -> binding(e.getName().resolveBinding(), e);
            default -> throw new InvalidInput(spec, "unsupported type specifier " + spec.getRawSignature());
        };
        return spec.isRestrict() && !(base.unqualified() instanceof CType.Ptr) ? new CType.Atomic(base) : base;
    }

    private CType binding(IBinding b, IASTDeclSpecifier where) {
        if (b instanceof IType t) {
            return types.convert(t, where);
        }
        throw new InvalidInput(where, "unknown type name '" + where.getRawSignature() + "'");
    }

    private CType simple(IASTSimpleDeclSpecifier s) {
        boolean u = s.isUnsigned();
        return switch (s.getType()) {
            case IASTSimpleDeclSpecifier.t_void -> CType.VOID;
            case IASTSimpleDeclSpecifier.t_bool -> CType.BOOL;
            case IASTSimpleDeclSpecifier.t_char -> new CType.Int(u ? IntKind.UCHAR : s.isSigned() ? IntKind.SCHAR : IntKind.CHAR);
            case IASTSimpleDeclSpecifier.t_float -> new CType.Floating("float", 4);
            case IASTSimpleDeclSpecifier.t_double -> s.isLong()
                ? new CType.Floating("long double", types.target().model().pointerBits() == 64 ? 16 : 12)
                : new CType.Floating("double", 8);
            case IASTSimpleDeclSpecifier.t_typeof -> typeOf(s);
            case IASTSimpleDeclSpecifier.t_int128 -> types.int128(u, s);
            case IASTSimpleDeclSpecifier.t_float128 -> throw TypeConverter.unsupportedWide(s, false);
            default -> {
                if (s.isShort()) {
                    yield new CType.Int(u ? IntKind.USHORT : IntKind.SHORT);
                }
                if (s.isLongLong()) {
                    yield new CType.Int(u ? IntKind.ULLONG : IntKind.LLONG);
                }
                if (s.isLong()) {
                    yield new CType.Int(u ? IntKind.ULONG : IntKind.LONG);
                }
                yield u ? CType.UINT : CType.INT;
            }
        };
    }

    /** {@code __typeof__(expression)} or {@code __typeof__(type)} in a type name: the operand's type. */
    private CType typeOf(IASTSimpleDeclSpecifier s) {
        org.eclipse.cdt.core.dom.ast.IASTExpression operand = s.getDeclTypeExpression();
        if (operand instanceof org.eclipse.cdt.core.dom.ast.IASTTypeIdExpression t) {
            return of(t.getTypeId());
        }
        if (operand == null || operand.getExpressionType() == null) {
            throw new InvalidInput(s, "typeof without an operand");
        }
        return types.convert(operand.getExpressionType(), s);
    }

    private CType declarator(CType base, IASTDeclarator d) {
        if (d == null) {
            return base;
        }
        CType t = base;
        for (IASTPointerOperator p : d.getPointerOperators()) {
            t = new CType.Ptr(t);
        }
        if (d instanceof IASTArrayDeclarator a) {
            IASTArrayModifier[] mods = a.getArrayModifiers();
            for (int i = mods.length - 1; i >= 0; i--) {
                long n = -1;
                Expr runtime = mods[i].getConstantExpression() == null ? null
                    : context.runtimeLength(mods[i].getConstantExpression());
                if (runtime != null) {
                    t = new CType.Arr(t, -1, runtime);
                    continue;
                }
                if (mods[i].getConstantExpression() != null) {
                    OptionalLong v = context.constant(mods[i].getConstantExpression());
                    if (v.isEmpty()) {
                        context.unsupported(mods[i], "variable length array");
                    } else {
                        n = v.getAsLong();
                    }
                }
                t = new CType.Arr(t, n);
            }
        } else if (d instanceof IASTStandardFunctionDeclarator f) {
            List<CType> params = new ArrayList<>();
            for (IASTParameterDeclaration p : f.getParameters()) {
                CType pt = types.adjustParameter(declarator(specifier(p.getDeclSpecifier()), p.getDeclarator()));
                if (!(pt instanceof CType.Void)) {
                    params.add(pt);
                }
            }
            t = new CType.Fun(t, params, f.takesVarArgs());
        }
        return declarator(t, d.getNestedDeclarator());
    }
}
