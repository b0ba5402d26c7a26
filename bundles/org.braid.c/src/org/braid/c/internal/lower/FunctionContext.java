package org.braid.c.internal.lower;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.braid.c.internal.parse.SourceMap;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.Target;
import org.braid.c.internal.types.WideUnsupported;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Notation;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IBinding;

/**
 * The state of lowering one function body (or, in constant mode, one constant expression, where
 * emitting a statement or creating a variable means the expression is not constant). Not
 * thread-safe.
 */
public final class FunctionContext {

    /** Thrown in constant mode when the expression needs code. */
    public static final class NotConstant extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NotConstant() {
            super("not a constant expression", null, false, false);
        }
    }

    /** Where {@code break} and {@code continue} go. */
    public record Jumps(String breakTarget, String continueTarget) {
    }

    private final UnitContext unit;
    private final String name;
    private final boolean constantMode;
    private final NameTable names = new NameTable();
    private final List<Variable> locals = new ArrayList<>();
    private final Map<IBinding, Place> places = new IdentityHashMap<>();
    private final Map<IBinding, Expr> variableLengths = new IdentityHashMap<>();
    private final Map<String, String> labels = new HashMap<>();
    private final Deque<Jumps> jumps = new ArrayDeque<>();
    private final Cfg cfg;
    private Set<IBinding> addressTaken = Set.of();
    private int loopDepth;
    private int atomicSections;
    private Loc loc = Loc.NONE;
    private ExprService exprs;
    private CType.Fun type;
    private Variable sret;
    private Variable varArgs;
    private boolean atomic;
    private StmtService stmts;
    private DeclService decls;

    public FunctionContext(UnitContext unit, String name, boolean constantMode) {
        this.unit = unit;
        this.name = name;
        this.constantMode = constantMode;
        this.cfg = new Cfg(new AccessSplitter(this::newTemp));
    }

    public void wire(ExprService expressions, StmtService statements, DeclService declarations) {
        this.exprs = expressions;
        this.stmts = statements;
        this.decls = declarations;
    }

    public UnitContext unit() {
        return unit;
    }

    public String name() {
        return name;
    }

    public boolean isConstantMode() {
        return constantMode;
    }

    public ExprService exprs() {
        return exprs;
    }

    public StmtService stmts() {
        return stmts;
    }

    public DeclService decls() {
        return decls;
    }

    public Cfg cfg() {
        return cfg;
    }

    public Loc loc() {
        return loc;
    }

    /** Sets the location of the statement being lowered; returns the previous one. */
    public Loc setLoc(Loc next) {
        Loc previous = loc;
        loc = next;
        return previous;
    }

    /**
     * Lowers {@code body} with the location of {@code node} when the node starts on another line
     * than the statement being lowered (an operand of a condition or an argument on a line of its
     * own), so that its accesses and steps name the line where they are written; otherwise with
     * the statement's location.
     */
    public <T> T at(IASTNode node, Supplier<T> body) {
        if (!onOtherLine(node)) {
            return body.get();
        }
        Loc previous = setLoc(unit.locations().loc(node));
        try {
            return body.get();
        } finally {
            loc = previous;
        }
    }

    /** Whether {@code node} starts on another line of the same file than the statement being lowered. */
    public boolean onOtherLine(IASTNode node) {
        if (loc == null || constantMode || node.getFileLocation() == null) {
            return false;
        }
        SourceMap.Position pos = unit.locations().position(node);
        return pos.line() != loc.line() && pos.file().display().equals(loc.file());
    }

    public void emit(Stmt s) {
        if (constantMode) {
            throw new NotConstant();
        }
        cfg.emit(s);
    }

    public void terminate(Terminator t) {
        if (constantMode) {
            throw new NotConstant();
        }
        cfg.terminate(t);
    }

    public void start(String label) {
        if (constantMode) {
            throw new NotConstant();
        }
        cfg.start(label, loc);
    }

    public String newLabel(String base) {
        return cfg.newLabel(base);
    }

    public Variable newTemp(Type type) {
        if (constantMode) {
            throw new NotConstant();
        }
        if (type == Target.WIDE_STORAGE) {
            throw new WideUnsupported();
        }
        Variable v = Variable.temporary(names.numbered("tmp"), type);
        locals.add(v);
        return v;
    }

    /** A new local with a unique name derived from {@code preferred}, its values written as integers. */
    public Variable newLocal(String preferred, Type type, boolean inMemory) {
        return newLocal(preferred, type, Notation.INTEGER, inMemory);
    }

    /** A new local with a unique name derived from {@code preferred}, its values written in {@code notation}. */
    public Variable newLocal(String preferred, Type type, Notation notation, boolean inMemory) {
        if (constantMode) {
            throw new NotConstant();
        }
        Variable v = new Variable(names.fresh(preferred), type, inMemory, false, notation);
        locals.add(v);
        return v;
    }

    /** A parameter variable (not listed among the locals), its values written in {@code notation}. */
    public Variable newParameter(String preferred, Type type, Notation notation) {
        return new Variable(names.fresh(preferred), type, false, false, notation);
    }

    /**
     * A parameter the C source does not name (a struct result's pointer, the variadic area, the
     * incoming value of a parameter copied to memory): a temporary, hidden from traces.
     */
    public Variable newTemporaryParameter(String preferred, Type type) {
        return Variable.temporary(names.fresh(preferred), type);
    }

    public List<Variable> locals() {
        return locals;
    }

    public void bind(IBinding binding, Place place) {
        places.put(binding, place);
    }

    /** Binds a variable-length array: its place and its size in bytes (a {@code size_t} value). */
    public void bindVariableLength(IBinding binding, Place place, Expr bytes) {
        places.put(binding, place);
        variableLengths.put(binding, bytes);
    }

    /** The size in bytes of a variable-length array, or {@code null} if the binding is none. */
    public Expr variableLength(IBinding binding) {
        return variableLengths.get(binding);
    }

    /** The place of a local, parameter or block-scope static, or {@code null}. */
    public Place placeOf(IBinding binding) {
        return places.get(binding);
    }

    public void setAddressTaken(Set<IBinding> bindings) {
        this.addressTaken = bindings;
    }

    public boolean isAddressTaken(IBinding binding) {
        return addressTaken.contains(binding);
    }

    /** The block label of a user label, created on first use (forward gotos). */
    public String userLabel(String label) {
        return labels.computeIfAbsent(label, l -> "lbl." + l);
    }

    public void pushJumps(Jumps j) {
        jumps.push(j);
    }

    public void popJumps() {
        jumps.pop();
    }

    public Jumps jumps() {
        return jumps.peek();
    }

    /** Marks code being lowered inside an atomic section the lowering itself opened. */
    public void enterAtomic() {
        atomicSections++;
    }

    public void exitAtomic() {
        atomicSections--;
    }

    /** Whether the code being lowered is already inside such a section (no nested section needed). */
    public boolean inAtomic() {
        return atomicSections > 0;
    }

    public void enterLoop() {
        loopDepth++;
    }

    public void exitLoop() {
        loopDepth--;
    }

    /**
     * The nesting the lowering is in (jump targets, loops, atomic sections), to go back to after
     * a statement whose lowering was given up ({@link #abandonStatement}).
     */
    public record Nesting(int jumps, int loops, int atomicSections) {
    }

    public Nesting nesting() {
        return new Nesting(jumps.size(), loopDepth, atomicSections);
    }

    /**
     * Gives up the statement being lowered (it was reported as unsupported): back to the
     * nesting it started in; blocks it jumped to but did not lower end the execution
     * ({@link Cfg#finish}).
     */
    public void abandonStatement(Nesting at) {
        while (jumps.size() > at.jumps()) {
            jumps.pop();
        }
        loopDepth = at.loops();
        atomicSections = at.atomicSections();
        cfg.abandoned();
    }

    /** Whether the code being lowered may run more than once per activation. */
    public boolean mayRepeat() {
        return loopDepth > 0 || !labels.isEmpty();
    }

    /** The function's C type, its hidden struct-result parameter (or null), and its atomicity. */
    public void setSignature(CType.Fun signature, Variable resultPointer, boolean atomicBody) {
        this.type = signature;
        this.sret = resultPointer;
        this.atomic = atomicBody;
    }

    public CType.Fun type() {
        return type;
    }

    /**
     * The hidden last parameter of a variadic function: the caller's area of variable arguments
     * (see {@code expr.VarArgs}), or {@code null} for a function with fixed arguments.
     */
    public Variable varArgs() {
        return varArgs;
    }

    public void setVarArgs(Variable area) {
        this.varArgs = area;
    }

    /** The hidden parameter pointing at the caller's struct result object, or {@code null}. */
    public Variable resultPointer() {
        return sret;
    }

    /** Whether the body runs as one atomic section ({@code __VERIFIER_atomic_*}). */
    public boolean isAtomicBody() {
        return atomic;
    }
}
