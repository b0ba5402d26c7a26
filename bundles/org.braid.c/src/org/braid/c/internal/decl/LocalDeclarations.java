package org.braid.c.internal.decl;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.expr.Literals;
import org.braid.c.internal.lower.DeclService;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Place;
import org.braid.c.internal.lower.RuntimeLengths;
import org.braid.c.internal.lower.RuntimeSizes;
import org.braid.c.internal.lower.UnitContext;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.StaticAssertions;
import org.braid.c.internal.types.Leaves;
import org.braid.c.internal.types.StructTable;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.eclipse.cdt.core.dom.ast.IASTASMDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTInitializer;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTProblemDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IVariable;

/**
 * Block-scope declarations (C11 6.7, 6.2.4): an automatic scalar whose address is never taken is
 * a register, anything else an object in memory; without an initializer a register gets an
 * explicit {@link Stmt.Havoc} (an indeterminate value). A {@code static} local is a global named
 * {@code function.name}; an {@code extern} one refers to the global. Initializers write every
 * item; the rest of a partly initialized aggregate is written with zeros when the declaration
 * can run twice in one activation (a fresh activation's memory reads as zero already).
 */
final class LocalDeclarations implements DeclService {
    private final FunctionContext fn;
    private final UnitContext unit;
    private final Target target;

    LocalDeclarations(FunctionContext fn) {
        this.fn = fn;
        this.unit = fn.unit();
        this.target = unit.target();
    }

    @Override
    public void declaration(IASTDeclaration d) {
        switch (d) {
            case IASTSimpleDeclaration s -> simple(s);
            case IASTASMDeclaration a -> unit.unsupported(a, "inline assembly");
            case IASTFunctionDefinition f -> unit.unsupported(f, "nested function");
            case IASTProblemDeclaration p -> throw new InvalidInput(p, "syntax error");
            default -> unit.unsupported(d, "declaration");
        }
    }

    private void simple(IASTSimpleDeclaration s) {
        int storage = s.getDeclSpecifier().getStorageClass();
        if (storage == IASTDeclSpecifier.sc_typedef) {
            for (IASTDeclarator declarator : s.getDeclarators()) {
                RuntimeLengths.evaluate(fn, declarator);
            }
            StaticAssertions.check(s, unit);
            return;
        }
        for (IASTDeclarator declarator : s.getDeclarators()) {
            IASTDeclarator inner = Declarators.innermost(declarator);
            IBinding b = inner.getName().resolveBinding();
            if (!(b instanceof IVariable v) || storage == IASTDeclSpecifier.sc_extern) {
                continue;
            }
            if (storage == IASTDeclSpecifier.sc_static) {
                staticLocal(s, declarator, v);
            } else {
                automatic(declarator, v);
            }
        }
    }

    private void staticLocal(IASTSimpleDeclaration s, IASTDeclarator declarator, IVariable v) {
        StaticInitializer init = new StaticInitializer(unit, fn.name());
        CType type = init.complete(unit.typeOf(v.getType(), declarator), declarator.getInitializer());
        String name = unit.symbols().fresh(fn.name() + "." + v.getName());
        List<Global.Init> cells = init.cells(type, declarator.getInitializer());
        boolean threadLocal = Declarators.isThreadLocal(s, unit.unit());
        unit.addGlobal(new Global(name, target.ir(type), cells, threadLocal, unit.locations().loc(declarator)));
        fn.bind(v, new Place.Memory(new Expr.GlobalAddr(name, target.pointerTo(type)), type, v.getName(), type.isAtomic()));
    }

    private void automatic(IASTDeclarator declarator, IVariable v) {
        RuntimeLengths.evaluate(fn, declarator);
        if (variableLength(declarator, v)) {
            return;
        }
        IASTInitializer init = declarator.getInitializer();
        Initializers initializers = new Initializers(unit, fn.exprs());
        CType type = initializers.complete(unit.typeOf(v.getType(), declarator), init);
        Type ir = target.ir(type);
        boolean inMemory = !ir.isScalar() || fn.isAddressTaken(v);
        Variable var = fn.newLocal(v.getName(), ir, Target.notation(type), inMemory);
        Place place = inMemory
            ? new Place.Memory(new Expr.LocalAddr(var, target.pointerTo(type)), type, v.getName(), type.isAtomic())
            : new Place.Register(var, type, v.getName());
        fn.bind(v, place);
        if (init != null) {
            initialize(place, init);
        } else if (!inMemory) {
            fn.emit(new Stmt.Havoc(new Lvalue.Var(var), fn.loc()));
        }
    }

    /**
     * A variable-length array ({@code T a[n]}, {@code T a[n][m]}, {@code T a[K][m]}, an array
     * of a variable-length typedef; its lengths already computed by {@link RuntimeLengths}): a
     * fresh object of {@code sizeof a} bytes, computed at run time, allocated where the
     * declaration is executed (contents indeterminate). Its lifetime is not cut at the end of the
     * block (an access after it is not reported). Returns whether the declarator was one.
     */
    private boolean variableLength(IASTDeclarator declarator, IVariable v) {
        CType type = unit.typeOf(v.getType(), declarator);
        if (!type.hasRuntimeSize()) {
            return false;
        }
        if (declarator.getInitializer() != null) {
            throw new InvalidInput(declarator, "a variable-length array may not be initialized");
        }
        CType.Arr array = (CType.Arr) type.unqualified();
        if (!array.element().hasRuntimeSize() && (target.sizeOf(array.element()) <= 0
                || array.element().unqualified() instanceof CType.Arr inner && inner.length() < 0)) {
            unit.unsupported(declarator, "variable length array of " + array.element());
            return false;
        }
        Type.Int sizeType = target.ir(target.sizeT());
        Variable bytes = fn.newTemp(sizeType);
        fn.emit(new Stmt.Assign(new Lvalue.Var(bytes), RuntimeSizes.of(target, type), fn.loc()));
        Variable pointer = fn.newLocal(v.getName(), target.pointerTo(array.element()), false);
        org.braid.core.internal.ir.Loc loc = fn.loc();
        fn.emit(new Stmt.Alloc(new Lvalue.Var(pointer), new Expr.Read(new Lvalue.Var(bytes)), false,
            "variable length array " + v.getName() + " at " + loc.file() + ":" + loc.line(), loc));
        Place place = new Place.Memory(Ir.retype(new Expr.Read(new Lvalue.Var(pointer)), target.pointerTo(type)), type,
            v.getName(), false);
        fn.bindVariableLength(v, place, new Expr.Read(new Lvalue.Var(bytes)));
        return true;
    }

    @Override
    public CType complete(CType type, IASTInitializer init) {
        return new Initializers(unit, fn.exprs()).complete(type, init);
    }

    @Override
    public CType objectType(IVariable variable, IASTNode where) {
        Place local = fn.placeOf(variable);
        if (local != null) {
            return local.type();
        }
        CType known = unit.objectType(variable);
        if (known != null) {
            return known;
        }
        CType type = unit.typeOf(variable.getType(), where);
        if (type.unqualified() instanceof CType.Arr a && a.length() < 0) {
            for (IASTName name : unit.unit().ast().getDefinitionsInAST(variable)) {
                if (name.getParent() instanceof IASTDeclarator d && d.getInitializer() != null) {
                    type = complete(type, d.getInitializer());
                    break;
                }
            }
        }
        unit.setObjectType(variable, type);
        return type;
    }

    @Override
    public void initialize(Place place, IASTInitializer init) {
        Initializers initializers = new Initializers(unit, fn.exprs());
        List<InitItem> items = initializers.items(place.type(), init);
        if (items.isEmpty() && place instanceof Place.Register r) {
            fn.exprs().write(r, zero(r.type()));
            return;
        }
        Set<Long> written = new HashSet<>();
        for (InitItem item : items) {
            switch (item) {
                case InitItem.Scalar s -> {
                    Place p = sub(place, s.offset(), s.type(), s.bitField());
                    Value v = fn.exprs().convert(fn.exprs().rvalue(s.expression()), s.type(), s.expression());
                    fn.exprs().write(p, v);
                    for (Leaves.Leaf l : Leaves.of(s.type(), target)) {
                        written.add(s.offset() + l.offset());
                    }
                }
                case InitItem.Copy c -> {
                    Place p = sub(place, c.offset(), c.type(), null);
                    fn.exprs().copy(p, fn.exprs().aggregate(c.expression()));
                    for (Leaves.Leaf l : Leaves.of(c.type(), target)) {
                        written.add(c.offset() + l.offset());
                    }
                }
                case InitItem.Chars c -> chars(place, c, written);
            }
        }
        if (place instanceof Place.Memory m && fn.mayRepeat()) {
            for (Leaves.Leaf leaf : Leaves.of(m.type(), target)) {
                if (!written.contains(leaf.offset())) {
                    Place p = sub(place, leaf.offset(), leaf.type(), null);
                    fn.exprs().write(p, zero(leaf.type()));
                }
            }
        }
    }

    private void chars(Place place, InitItem.Chars c, Set<Long> written) {
        List<Long> units = Literals.string(Literals.tokens(c.literal()), c.literal()).units();
        long element = target.sizeOf(c.type().element());
        Type.Int ir = target.ir(((CType.Int) c.type().element().unqualified()).kind());
        for (int i = 0; i <= units.size() && i < c.type().length(); i++) {
            long at = c.offset() + i * element;
            long unitValue = i < units.size() ? units.get(i) : 0;
            fn.exprs().write(sub(place, at, c.type().element(), null), Ir.constant(unitValue, ir));
            written.add(at);
        }
    }

    private Expr zero(CType type) {
        Type ir = target.ir(type);
        if (ir instanceof Type.Pointer p) {
            return new Expr.Null(p);
        }
        return Ir.constant(0, (Type.Int) ir);
    }

    /** The sub-object of {@code whole} at {@code offset}. */
    private Place sub(Place whole, long offset, CType type, StructTable.Member bitField) {
        if (whole instanceof Place.Register r) {
            if (offset != 0) {
                throw new IllegalStateException("register " + r.variable() + " has no sub-objects");
            }
            return r;
        }
        Place.Memory m = (Place.Memory) whole;
        Expr address = Ir.ptrAdd(m.address(), Ir.constant(offset, target.offsetType()), target.pointerTo(type));
        if (bitField != null) {
            CType.Int t = (CType.Int) bitField.type().unqualified();
            return new Place.BitField(Ir.retype(address, new Type.Pointer(target.ir(bitField.unit()))), t,
                bitField.unit(), bitField.bitOffset(), bitField.bitWidth(), m.display() + "." + bitField.name(),
                m.atomic());
        }
        String display = Leaves.base(m.display()) + Leaves.path(m.type(), offset, type, target);
        return new Place.Memory(address, type, display, m.atomic() || type.isAtomic());
    }
}
