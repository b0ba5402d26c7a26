package org.braid.c.internal.decl;

import java.util.ArrayList;
import java.util.List;
import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.expr.VarArgs;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Place;
import org.braid.c.internal.lower.RuntimeLengths;
import org.braid.c.internal.lower.UnitContext;
import org.braid.c.internal.stmt.Statements;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTParameterDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTStandardFunctionDeclarator;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IFunction;
import org.eclipse.cdt.core.dom.ast.IVariable;
import org.eclipse.cdt.core.dom.ast.gnu.c.ICASTKnRFunctionDeclarator;

/**
 * A function definition into a procedure. Parameters are registers, except that a parameter
 * whose address is taken is copied on entry into an in-memory local of its name (the register
 * is {@code name.arg}) and a struct parameter, passed as a pointer to the caller's object
 * ({@code name.ptr}), is copied into an in-memory local. Functions named
 * {@code __VERIFIER_atomic_*} run as one atomic section (a rule of the SV-COMP verification
 * dialect, applied by name prefix).
 */
final class FunctionLowerer {
    static final String ATOMIC_PREFIX = "__VERIFIER_atomic_";

    private final UnitContext unit;
    private final Target target;

    FunctionLowerer(UnitContext unit) {
        this.unit = unit;
        this.target = unit.target();
    }

    Procedure lower(IASTFunctionDefinition def) {
        IASTDeclarator declarator = Declarators.innermost(def.getDeclarator());
        if (!(declarator.getName().resolveBinding() instanceof IFunction f)) {
            throw new InvalidInput(def, "cannot resolve function " + declarator.getName());
        }
        String name = unit.symbols().nameOf(f);
        CType.Fun type = (CType.Fun) unit.typeOf(f.getType(), def);
        unit.lowering(name);
        try {
            return lower(def, f, name, type);
        } finally {
            unit.lowering(null);
        }
    }

    private Procedure lower(IASTFunctionDefinition def, IFunction f, String name, CType.Fun type) {
        FunctionContext fn = new FunctionContext(unit, f.getName(), false);
        Statements statements = Lowerers.wire(fn);
        fn.setAddressTaken(AddressTaken.scan(def.getBody()));
        Loc loc = unit.locations().loc(def);
        fn.setLoc(loc);
        fn.start("entry");
        List<Variable> params = new ArrayList<>();
        Variable sret = null;
        if (Target.inMemory(type.result())) {
            sret = fn.newTemporaryParameter("result.ptr", target.pointerTo(type.result()));
            params.add(sret);
        }
        List<IBinding> bindings = parameters(def);
        for (int i = 0; i < bindings.size(); i++) {
            params.add(parameter(fn, bindings.get(i), i, def));
        }
        for (IASTDeclarator d : parameterDeclarators(def)) {
            RuntimeLengths.evaluate(fn, d);
        }
        for (IBinding b : bindings) {
            withRuntimeLengths(fn, b, def);
        }
        if (type.variadic()) {
            Variable area = fn.newTemporaryParameter(VarArgs.AREA, target.ir(new CType.Ptr(CType.VOID)));
            fn.setVarArgs(area);
            params.add(area);
        }
        boolean atomic = f.getName().startsWith(ATOMIC_PREFIX);
        fn.setSignature(type, sret, atomic);
        if (atomic) {
            fn.emit(new Stmt.AtomicBegin(loc));
            fn.enterAtomic();
        }
        statements.statement(def.getBody());
        if (fn.cfg().isOpen()) {
            fn.setLoc(closingLoc(def, loc));
            statements.returns().implicitReturn(f.getName().equals("main"));
        }
        return new Procedure(name, target.irFunction(type), params, fn.locals(), fn.cfg().finish(), loc);
    }

    private Loc closingLoc(IASTFunctionDefinition def, Loc start) {
        var end = unit.unit().end(def);
        return new Loc(end.file().display(), end.line(), end.column(), "}");
    }

    private Variable parameter(FunctionContext fn, IBinding b, int index, IASTFunctionDefinition def) {
        if (!(b instanceof IVariable v)) {
            throw new InvalidInput(def, "cannot resolve parameter " + (index + 1));
        }
        String cname = v.getName().isEmpty() ? "arg" + index : v.getName();
        CType type = unit.types().adjustParameter(unit.typeOf(v.getType(), def));
        Type ir = target.ir(type);
        if (Target.inMemory(type)) {
            Variable local = fn.newLocal(cname, ir, true);
            Variable param = fn.newTemporaryParameter(cname + ".ptr", new Type.Pointer(ir));
            Place.Memory object = new Place.Memory(new Expr.LocalAddr(local, target.pointerTo(type)), type, cname, false);
            fn.bind(b, object);
            fn.exprs().copy(object, new Place.Memory(new Expr.Read(new Lvalue.Var(param)), type, cname, false));
            return param;
        }
        if (fn.isAddressTaken(b)) {
            Variable local = fn.newLocal(cname, ir, true);
            Variable param = fn.newTemporaryParameter(cname + ".arg", ir);
            Place.Memory object = new Place.Memory(new Expr.LocalAddr(local, target.pointerTo(type)), type, cname,
                type.isAtomic());
            fn.bind(b, object);
            fn.exprs().write(object, new Expr.Read(new Lvalue.Var(param)));
            return param;
        }
        Variable param = fn.newParameter(cname, ir, Target.notation(type));
        fn.bind(b, new Place.Register(param, type, cname));
        return param;
    }

    /**
     * Rebinds a parameter that points to a variable-length array ({@code int a[n][m]}) with the
     * type whose lengths were computed on entry, once all parameters are bound.
     */
    private void withRuntimeLengths(FunctionContext fn, IBinding b, IASTFunctionDefinition def) {
        if (!(b instanceof IVariable v)) {
            return;
        }
        Place p = fn.placeOf(b);
        CType now = unit.types().adjustParameter(unit.typeOf(v.getType(), def));
        if (p == null || now.equals(p.type())) {
            return;
        }
        switch (p) {
            case Place.Register r -> fn.bind(b, new Place.Register(r.variable(), now, r.display()));
            case Place.Memory m -> fn.bind(b, new Place.Memory(m.address(), now, m.display(), m.atomic(), m.at()));
            case Place.BitField f -> { }
            case Place.Function f -> { }
        }
    }

    /** The declarators of the definition's parameters (prototype or K&amp;R style). */
    private static List<IASTDeclarator> parameterDeclarators(IASTFunctionDefinition def) {
        List<IASTDeclarator> out = new ArrayList<>();
        IASTDeclarator d = def.getDeclarator();
        while (!(d instanceof IASTStandardFunctionDeclarator) && !(d instanceof ICASTKnRFunctionDeclarator)
                && d.getNestedDeclarator() != null) {
            d = d.getNestedDeclarator();
        }
        if (d instanceof IASTStandardFunctionDeclarator s) {
            for (IASTParameterDeclaration p : s.getParameters()) {
                out.add(p.getDeclarator());
            }
        } else if (d instanceof ICASTKnRFunctionDeclarator k) {
            for (IASTDeclaration p : k.getParameterDeclarations()) {
                if (p instanceof IASTSimpleDeclaration sd) {
                    out.addAll(List.of(sd.getDeclarators()));
                }
            }
        }
        return out;
    }

    /** The parameter bindings of the definition, in order (prototype or K&amp;R style). */
    private static List<IBinding> parameters(IASTFunctionDefinition def) {
        List<IBinding> out = new ArrayList<>();
        IASTDeclarator d = def.getDeclarator();
        while (!(d instanceof IASTStandardFunctionDeclarator) && !(d instanceof ICASTKnRFunctionDeclarator)
                && d.getNestedDeclarator() != null) {
            d = d.getNestedDeclarator();
        }
        if (d instanceof IASTStandardFunctionDeclarator s) {
            for (IASTParameterDeclaration p : s.getParameters()) {
                IASTDeclarator pd = Declarators.innermost(p.getDeclarator());
                boolean isVoid = p.getDeclSpecifier() instanceof IASTSimpleDeclSpecifier spec
                    && spec.getType() == IASTSimpleDeclSpecifier.t_void && p.getDeclarator().getPointerOperators().length == 0
                    && p.getDeclarator().getNestedDeclarator() == null;
                if (isVoid) {
                    continue;
                }
                out.add(pd.getName().resolveBinding());
            }
        } else if (d instanceof ICASTKnRFunctionDeclarator k) {
            for (IASTName n : k.getParameterNames()) {
                out.add(n.resolveBinding());
            }
        }
        return out;
    }
}
