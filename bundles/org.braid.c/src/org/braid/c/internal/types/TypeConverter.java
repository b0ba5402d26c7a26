package org.braid.c.internal.types;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.parse.CParser;
import org.braid.c.internal.parse.ParsedUnit;
import org.braid.core.internal.ir.DataModel;
import org.braid.core.internal.ir.Expr;
import org.eclipse.cdt.core.dom.ast.DOMException;
import org.eclipse.cdt.core.dom.ast.IASTCompositeTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTParameterDeclaration;
import org.eclipse.cdt.core.dom.ast.IArrayType;
import org.eclipse.cdt.core.dom.ast.IBasicType;
import org.eclipse.cdt.core.dom.ast.ICompositeType;
import org.eclipse.cdt.core.dom.ast.IEnumeration;
import org.eclipse.cdt.core.dom.ast.IFunctionType;
import org.eclipse.cdt.core.dom.ast.IPointerType;
import org.eclipse.cdt.core.dom.ast.IQualifierType;
import org.eclipse.cdt.core.dom.ast.ISemanticProblem;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.ITypedef;
import org.eclipse.cdt.core.dom.ast.IValue;
import org.eclipse.cdt.core.dom.ast.c.ICQualifierType;

/**
 * Converts CDT's types of one translation unit to {@link CType}s, registering struct and union
 * layouts in the shared {@link StructTable}. Not thread-safe.
 */
public final class TypeConverter {
    /** GCC's type of {@code va_list}: Braid's is a {@code void *} (see {@code expr.VarArgs}). */
    public static final String VA_LIST = "__builtin_va_list";
    private static final String FLOAT128_UNSUPPORTED =
        " (__float128 is not supported: Braid's floating-point values are binary32 and binary64)";


    private final ParsedUnit unit;
    private final Target target;
    private final TypeContext context;
    private final Map<ICompositeType, String> tags = new IdentityHashMap<>();
    private final Layouts layouts;

    public TypeConverter(ParsedUnit unit, Target target, TypeContext context) {
        this.unit = unit;
        this.target = target;
        this.context = context;
        this.layouts = new Layouts(this, target, context);
    }

    public Target target() {
        return target;
    }

    /** The C type of {@code type}; {@code where} locates errors. */
    public CType convert(IType type, IASTNode where) {
        if (type instanceof ISemanticProblem problem) {
            String text = declarationText(where);
            String known = CParser.INT128.matcher(text).find() ? CParser.INT128_UNSUPPORTED
                : text.contains("__float128") ? FLOAT128_UNSUPPORTED : "";
            throw new InvalidInput(where, "unknown type in `" + text + "`" + known);
        }
        if (type instanceof ITypedef typedef) {
            if (VA_LIST.equals(typedef.getName())) {
                return new CType.Ptr(CType.VOID);
            }
            return convert(typedef.getType(), where);
        }
        if (type instanceof IQualifierType q) {
            CType inner = convert(q.getType(), where);
            boolean atomic = q instanceof ICQualifierType c && c.isRestrict() && !(inner.unqualified() instanceof CType.Ptr);
            return atomic && !inner.isAtomic() ? new CType.Atomic(inner) : inner;
        }
        if (type instanceof IPointerType p) {
            return new CType.Ptr(convert(p.getType(), where));
        }
        if (type instanceof IArrayType a) {
            CType element = convert(a.getType(), where);
            Expr runtime = runtimeLength(a);
            return runtime != null ? new CType.Arr(element, -1, runtime) : new CType.Arr(element, length(a, where));
        }
        if (type instanceof IBasicType b) {
            if (b.getKind() == IBasicType.Kind.eInt128) {
                return int128(b.isUnsigned(), where);
            }
            if (b.getKind() == IBasicType.Kind.eFloat128) {
                throw unsupportedWide(where, false);
            }
            return basic(b);
        }
        if (type instanceof ICompositeType c) {
            return new CType.Rec(tagOf(c, where));
        }
        if (type instanceof IEnumeration e) {
            return enumeration(e);
        }
        if (type instanceof IFunctionType f) {
            return function(f, where);
        }
        throw new InvalidInput(where, "unsupported type " + type);
    }

    /** The type of a parameter after C's adjustments: arrays and functions become pointers. */
    public CType adjustParameter(CType type) {
        CType t = type.unqualified();
        if (t instanceof CType.Arr a) {
            return new CType.Ptr(a.element());
        }
        if (t instanceof CType.Fun) {
            return new CType.Ptr(t);
        }
        return type;
    }

    private CType.Fun function(IFunctionType f, IASTNode where) {
        List<CType> params = new ArrayList<>();
        IType[] types = f.getParameterTypes();
        for (IType p : types) {
            CType c = adjustParameter(convert(p, where));
            if (!(c instanceof CType.Void) || types.length > 1) {
                params.add(c);
            }
        }
        return new CType.Fun(convert(f.getReturnType(), where), params, f.takesVarArgs());
    }

    private Expr runtimeLength(IArrayType a) {
        try {
            IASTExpression size = a.getArraySizeExpression();
            return size == null ? null : context.runtimeLength(size);
        } catch (DOMException e) {
            return null;
        }
    }

    private long length(IArrayType a, IASTNode where) {
        if (!a.hasSize()) {
            return -1;
        }
        IASTExpression size;
        try {
            size = a.getArraySizeExpression();
        } catch (DOMException e) {
            size = null;
        }
        if (size != null) {
            OptionalLong n = context.constant(size);
            if (n.isPresent()) {
                return n.getAsLong();
            }
            if (!inParameter(size)) {
                context.unsupported(where, "variable length array");
            }
            return -1;
        }
        IValue v = a.getSize();
        Number n = v == null ? null : v.numberValue();
        if (n == null) {
            context.unsupported(where, "variable length array");
            return -1;
        }
        return n.longValue();
    }

    /**
     * Whether a non-constant array length is written in a parameter declaration
     * ({@code int a[n][m]}): the parameter is a pointer, whose target's length matters only in
     * the function's body, where it is computed on entry; in a prototype it has none.
     */
    private static boolean inParameter(IASTNode size) {
        for (IASTNode n = size; n != null; n = n.getParent()) {
            if (n instanceof IASTParameterDeclaration) {
                return true;
            }
            if (n instanceof org.eclipse.cdt.core.dom.ast.IASTStatement
                    || n instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition) {
                return false;
            }
        }
        return false;
    }

    /**
     * The input error for GCC's 128-bit types, which CDT knows as built-in typedefs
     * ({@code __int128_t}, {@code __uint128_t}) even where it does not parse the keyword.
     */
    static InvalidInput unsupportedWide(IASTNode where, boolean integer) {
        String why = integer ? CParser.INT128_UNSUPPORTED : FLOAT128_UNSUPPORTED;
        return new InvalidInput(where, "unsupported type in `" + declarationText(where) + "`" + why);
    }

    /**
     * {@code __int128}: on x86-64 (LP64) the 128-bit integer type, computed on two 64-bit halves
     * ({@code expr.WideArithmetic}). i386 (ILP32) has no such type (gcc rejects it there): an
     * unsupported construct where it is used (in a function, only the checks that may run that
     * function are {@code unknown}; in a struct or union member, whose layout every function
     * uses, all checks), lowered as a 64-bit integer of its signedness so that the rest of the
     * file still lowers; no verdict is ever given about that approximation.
     */
    CType int128(boolean unsigned, IASTNode where) {
        if (target.model() == DataModel.LP64) {
            return new CType.Int(unsigned ? IntKind.UINT128 : IntKind.INT128);
        }
        String what = (unsigned ? "unsigned " : "") + "__int128 in `" + declarationText(where)
            + "` (i386 has no 128-bit integer type)";
        boolean member = false;
        for (IASTNode n = where; n != null && !member; n = n.getParent()) {
            member = n instanceof IASTCompositeTypeSpecifier;
        }
        if (member) {
            context.unsupportedEverywhere(where, what);
        } else {
            context.unsupported(where, what);
        }
        return new CType.Int(unsigned ? IntKind.ULLONG : IntKind.LLONG);
    }

    /** The first line of the declaration or statement around {@code where}, for an error. */
    private static String declarationText(IASTNode where) {
        IASTNode context = where;
        while (context.getParent() != null && !(context instanceof org.eclipse.cdt.core.dom.ast.IASTDeclaration)
                && !(context instanceof org.eclipse.cdt.core.dom.ast.IASTStatement)
                && !(context instanceof org.eclipse.cdt.core.dom.ast.IASTParameterDeclaration)) {
            context = context.getParent();
        }
        String text = context.getRawSignature().strip();
        int newline = text.indexOf('\n');
        return newline < 0 ? text : text.substring(0, newline).strip();
    }

    private CType basic(IBasicType b) {
        if (b.isComplex() || b.isImaginary()) {
            return new CType.Floating("_Complex", 16);
        }
        return switch (b.getKind()) {
            case eVoid -> CType.VOID;
            case eBoolean -> CType.BOOL;
            case eChar -> new CType.Int(b.isUnsigned() ? IntKind.UCHAR : b.isSigned() ? IntKind.SCHAR : IntKind.CHAR);
            case eInt, eUnspecified -> new CType.Int(integer(b));
            case eFloat -> new CType.Floating("float", 4);
            case eDouble -> b.isLong() ? new CType.Floating("long double", target.model().pointerBits() == 64 ? 16 : 12)
                : new CType.Floating("double", 8);
            case eInt128, eFloat128 -> throw new IllegalStateException("128-bit types are rejected by convert");
            case eDecimal32 -> new CType.Floating("_Decimal32", 4);
            case eDecimal64 -> new CType.Floating("_Decimal64", 8);
            case eDecimal128 -> new CType.Floating("_Decimal128", 16);
            case eWChar, eChar32 -> CType.INT;
            case eChar16 -> new CType.Int(IntKind.USHORT);
            case eChar8 -> CType.UCHAR;
            case eNullPtr -> new CType.Ptr(CType.VOID);
        };
    }

    private static IntKind integer(IBasicType b) {
        boolean u = b.isUnsigned();
        if (b.isShort()) {
            return u ? IntKind.USHORT : IntKind.SHORT;
        }
        if (b.isLongLong()) {
            return u ? IntKind.ULLONG : IntKind.LLONG;
        }
        if (b.isLong()) {
            return u ? IntKind.ULONG : IntKind.LONG;
        }
        return u ? IntKind.UINT : IntKind.INT;
    }

    /** GCC: {@code unsigned int} unless an enumerator is negative, widened if needed. */
    private CType.Int enumeration(IEnumeration e) {
        long min = e.getEnumerators().length == 0 ? 0 : e.getMinValue();
        long max = e.getEnumerators().length == 0 ? 0 : e.getMaxValue();
        if (min < 0) {
            boolean fitsInt = min >= Integer.MIN_VALUE && max <= Integer.MAX_VALUE;
            return fitsInt ? CType.INT : CType.LLONG;
        }
        return max <= 0xFFFF_FFFFL ? CType.UINT : new CType.Int(IntKind.ULLONG);
    }

    /** The tag of a struct or union, computing and registering its layout the first time. */
    public String tagOf(ICompositeType c, IASTNode where) {
        String known = tags.get(c);
        if (known != null) {
            return known;
        }
        String name = c.getName();
        if (name == null || name.isEmpty()) {
            String typedef = unit.index().typedefName(c);
            name = typedef != null ? typedef : "anon";
        }
        boolean union = c.getKey() == ICompositeType.k_union;
        IASTCompositeTypeSpecifier spec = unit.index().composite(c);
        StructTable structs = target.structs();
        if (spec == null) {
            tags.put(c, name);
            if (structs.find(name).isEmpty()) {
                structs.define(new StructTable.Layout(name, union, List.of(), 0, 1, false));
            }
            return name;
        }
        tags.put(c, name);
        StructTable.Layout layout = layouts.compute(name, union, spec);
        StructTable.Layout existing = structs.find(name).orElse(null);
        if (existing != null && existing.complete() && !existing.equals(layout)) {
            String fresh = structs.freshTag(name);
            tags.put(c, fresh);
            layout = layouts.compute(fresh, union, spec);
        }
        structs.define(layout);
        return tags.get(c);
    }
}
