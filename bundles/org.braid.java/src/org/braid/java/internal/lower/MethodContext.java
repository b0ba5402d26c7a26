package org.braid.java.internal.lower;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.braid.java.internal.parse.ParsedUnit;
import org.braid.java.internal.types.ClassInfo;
import org.eclipse.jdt.core.dom.ASTNode;

/**
 * One procedure under construction: parameters and locals (all registers: Java cannot take a
 * local's address), the blocks built so far and the open block, the current source location, the
 * targets of {@code break}/{@code continue}, and the {@link Scope}s the current statement is in
 * (monitors held by {@code synchronized}, {@code try} statements), which every way out leaves:
 * {@link #leaveScopesAbove} for jumps and returns, {@link #propagate} for a pending exception.
 * Not thread-safe.
 */
public final class MethodContext {

    /**
     * A statement {@code break} or {@code continue} may leave: its label (or null), targets, and
     * whether an unlabelled {@code break} leaves it (loops and {@code switch} statements).
     */
    public record JumpTarget(String label, String breakTo, String continueTo, int scopeDepth, boolean breakable) {
    }

    /** The {@code switch} expression a {@code yield} completes: its result register and end. */
    public record YieldTarget(Variable result, String end, int scopeDepth) {
    }

    private final ProgramParts program;
    private final ParsedUnit unit;
    private final String name;
    private final Type returnType;
    private final ClassInfo selfClass;
    private final Variable self;
    private final List<Variable> parameters = new ArrayList<>();
    private final List<Variable> locals = new ArrayList<>();
    private final Map<String, Variable> byBinding = new HashMap<>();
    private final List<Block> blocks = new ArrayList<>();
    private final Deque<JumpTarget> jumps = new ArrayDeque<>();
    private final Deque<YieldTarget> yields = new ArrayDeque<>();
    private List<Scope> scopes = new ArrayList<>();
    private String label = "entry";
    private List<Stmt> statements = new ArrayList<>();
    private int labels;
    private int temps;
    private Loc loc;
    private boolean unreachable;
    private String exceptionExit;
    private boolean reportUncaught;
    private int atomicDepth;

    /** @param selfClass the receiver's class, or null for static methods */
    public MethodContext(ProgramParts program, ParsedUnit unit, String name, Type returnType, ClassInfo selfClass,
            Loc loc) {
        this.program = program;
        this.unit = unit;
        this.name = name;
        this.returnType = returnType;
        this.selfClass = selfClass;
        this.loc = loc;
        this.self = selfClass == null ? null : new Variable("this", org.braid.java.internal.types.JavaTypes.REF, false);
        if (self != null) {
            parameters.add(self);
        }
    }

    public ProgramParts program() {
        return program;
    }

    public ParsedUnit unit() {
        return unit;
    }

    public String name() {
        return name;
    }

    public Type returnType() {
        return returnType;
    }

    public Optional<ClassInfo> selfClass() {
        return Optional.ofNullable(selfClass);
    }

    /** The procedure's receiver parameter (the lambda or anonymous object for their bodies). */
    public Expr self() {
        return new Expr.Read(new Lvalue.Var(self));
    }

    public Variable addParameter(String key, String display, Type type) {
        Variable v = new Variable(unique(display), type, false);
        parameters.add(v);
        byBinding.put(key, v);
        return v;
    }

    public Variable addLocal(String key, String display, Type type) {
        Variable v = new Variable(unique(display), type, false);
        locals.add(v);
        byBinding.put(key, v);
        return v;
    }

    public Optional<Variable> local(String key) {
        return Optional.ofNullable(byBinding.get(key));
    }

    private String unique(String display) {
        String candidate = display;
        int n = 1;
        while (nameTaken(candidate)) {
            candidate = display + "$" + n++;
        }
        return candidate;
    }

    private boolean nameTaken(String candidate) {
        return parameters.stream().anyMatch(v -> v.name().equals(candidate))
            || locals.stream().anyMatch(v -> v.name().equals(candidate));
    }

    public Variable newTemp(Type type) {
        Variable v = Variable.temporary("t$" + temps++, type);
        locals.add(v);
        return v;
    }

    /** Copies {@code value} into a fresh register, so that later side effects cannot change it. */
    public Expr snapshot(Expr value) {
        if (value instanceof Expr.Const || value instanceof Expr.Null) {
            return value;
        }
        Variable t = newTemp(value.type());
        emit(new Stmt.Assign(new Lvalue.Var(t), value, loc));
        return new Expr.Read(new Lvalue.Var(t));
    }

    public Loc loc() {
        return loc;
    }

    /** Makes {@code node}'s location the current one; returns the previous one to restore. */
    public Loc at(ASTNode node) {
        Loc previous = loc;
        loc = Locations.of(unit, node);
        return previous;
    }

    public void restore(Loc previous) {
        loc = previous;
    }

    public void emit(Stmt statement) {
        statements.add(statement);
    }

    public String newLabel(String hint) {
        return hint + "$" + labels++;
    }

    /** Ends the open block with {@code terminator}; statements emitted after go to an unreachable block. */
    public void terminate(Terminator terminator) {
        blocks.add(new Block(label, statements, terminator));
        label = newLabel("dead");
        statements = new ArrayList<>();
        unreachable = true;
    }

    public void jump(String target) {
        terminate(new Terminator.Goto(target, loc));
    }

    public void branch(Expr condition, String then, String otherwise) {
        terminate(new Terminator.Branch(condition, then, otherwise, loc));
    }

    /**
     * Opens the block {@code next}; the open block falls through to it, unless it is the empty
     * block opened after a terminator (then it is dropped).
     */
    public void startBlock(String next) {
        if (!(unreachable && statements.isEmpty())) {
            jump(next);
        }
        label = next;
        unreachable = false;
    }

    /** A loop ({@code continueTo} not null) or a labelled statement (only a labelled jump leaves it). */
    public void pushJumpTarget(String userLabel, String breakTo, String continueTo) {
        jumps.push(new JumpTarget(userLabel, breakTo, continueTo, scopes.size(), continueTo != null));
    }

    /** A {@code switch} statement: an unlabelled {@code break} leaves it, a {@code continue} does not. */
    public void pushSwitchTarget(String breakTo) {
        jumps.push(new JumpTarget(null, breakTo, null, scopes.size(), true));
    }

    public void popJumpTarget() {
        jumps.pop();
    }

    /**
     * The statement with this label, or for an unlabelled jump the innermost loop ({@code continue})
     * or loop or {@code switch} ({@code break}).
     */
    public Optional<JumpTarget> jumpTarget(String userLabel, boolean isContinue) {
        for (JumpTarget t : jumps) {
            boolean matches = userLabel != null ? userLabel.equals(t.label())
                : isContinue ? t.continueTo() != null : t.breakable();
            if (matches) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    public void pushYieldTarget(Variable result, String end) {
        yields.push(new YieldTarget(result, end, scopes.size()));
    }

    public void popYieldTarget() {
        yields.pop();
    }

    /** The innermost {@code switch} expression, which a {@code yield} completes. */
    public Optional<YieldTarget> yieldTarget() {
        return Optional.ofNullable(yields.peek());
    }

    /** The scopes the current statement is in, outermost first. */
    public List<Scope> scopes() {
        return List.copyOf(scopes);
    }

    public void pushScope(Scope scope) {
        scopes.add(scope);
    }

    public void popScope() {
        scopes.remove(scopes.size() - 1);
    }

    /**
     * Leaves the scopes above {@code depth}, innermost first, as a jump or return does (releasing
     * monitors, running {@code finally} blocks); each scope's code is lowered as if outside it.
     */
    public void leaveScopesAbove(int depth) {
        List<Scope> all = scopes;
        try {
            for (int i = all.size() - 1; i >= depth; i--) {
                scopes = new ArrayList<>(all.subList(0, i));
                all.get(i).leave(this);
            }
        } finally {
            scopes = all;
        }
    }

    /**
     * Ends the open block by propagating the pending exception: leaves the scopes, innermost first,
     * up to the first one that handles it ({@code catch} or {@code finally}), or to the procedure's
     * exception exit, which returns at once (the caller checks the pending exception in turn).
     */
    public void propagate() {
        List<Scope> all = scopes;
        try {
            for (int i = all.size() - 1; i >= 0; i--) {
                scopes = new ArrayList<>(all.subList(0, i));
                Optional<String> handler = all.get(i).raise(this);
                if (handler.isPresent()) {
                    jump(handler.get());
                    return;
                }
            }
        } finally {
            scopes = all;
        }
        if (exceptionExit == null) {
            exceptionExit = newLabel("exception_exit");
        }
        jump(exceptionExit);
    }

    /**
     * Counts the models' open atomic sections: +1 at each {@code atomicBegin()}, -1 at each
     * {@code atomicEnd()}, in lowering order.
     */
    public void countAtomicSections(int delta) {
        atomicDepth += delta;
    }

    /**
     * Whether the code being lowered is inside a model's atomic section, which no exception may
     * leave: a check failing there stays a finding, not a thrown exception.
     */
    public boolean inAtomicSection() {
        return atomicDepth > 0;
    }

    /**
     * Makes this procedure a thread's entry: an exception reaching its exception exit is the finding
     * {@link Exceptions#UNCAUGHT_AT_ENTRY} there (property {@code exception}); without that property
     * the thread ends there, as on the JVM.
     */
    public void reportUncaught() {
        reportUncaught = true;
    }

    /**
     * After a call that may throw: propagates the pending exception, if any (only when the program
     * can throw, and not inside a model's atomic section).
     */
    public void afterCall() {
        Exceptions exceptions = program.exceptions();
        if (!exceptions.enabled() || inAtomicSection()) {
            return;
        }
        String raised = newLabel("raised");
        String normal = newLabel("returned");
        branch(exceptions.isPending(program), raised, normal);
        startBlock(raised);
        propagate();
        startBlock(normal);
    }

    public Procedure finish(Loc procedureLoc) {
        if (returnType instanceof Type.Void) {
            terminate(new Terminator.Return(Optional.empty(), loc));
        } else {
            emit(new Stmt.Assume(Ir.bool(false), loc));
            terminate(new Terminator.Return(Optional.of(zero(returnType)), loc));
        }
        if (exceptionExit != null) {
            startBlock(exceptionExit);
            if (reportUncaught) {
                emit(new Stmt.Assert(Ir.bool(false), Exceptions.UNCAUGHT_AT_ENTRY, loc, Stmt.Assert.Kind.EXCEPTION));
            }
            Optional<Expr> none = returnType instanceof Type.Void ? Optional.empty() : Optional.of(zero(returnType));
            terminate(new Terminator.Return(none, loc));
        }
        List<Type> types = parameters.stream().map(Variable::type).toList();
        return new Procedure(name, new Type.Function(returnType, types, false), parameters, locals, blocks,
            procedureLoc);
    }

    public static Expr zero(Type type) {
        return switch (type) {
            case Type.Int i -> Expr.Const.of(0, i);
            case Type.Bool b -> Expr.Const.bool(false);
            case Type.Pointer p -> new Expr.Null(p);
            case Type.Struct s -> throw new IllegalArgumentException("no struct values in Java");
            case Type.Array a -> throw new IllegalArgumentException("no array values in Java");
            case Type.Function f -> throw new IllegalArgumentException("no function values in Java");
            case Type.Void v -> throw new IllegalArgumentException("no void values");
        };
    }
}
