package org.braid.java.internal.stmt;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Variable;
import org.braid.java.internal.expr.Checks;
import org.braid.java.internal.expr.Expressions;
import org.braid.java.internal.lower.Exceptions;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.lower.Scope;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.Layout;
import org.eclipse.jdt.core.dom.Block;
import org.eclipse.jdt.core.dom.CatchClause;
import org.eclipse.jdt.core.dom.ClassInstanceCreation;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.IVariableBinding;
import org.eclipse.jdt.core.dom.StringLiteral;
import org.eclipse.jdt.core.dom.ThrowStatement;
import org.eclipse.jdt.core.dom.TryStatement;
import org.eclipse.jdt.core.dom.VariableDeclarationExpression;
import org.eclipse.jdt.core.dom.VariableDeclarationFragment;

/**
 * {@code throw} and {@code try}/{@code catch}/{@code finally} (JLS 14.18, 14.20), lowered on the
 * pending-exception slot of {@link Exceptions}:
 * <pre>
 *   handlers of the catch types += 1; [Throwable += 1 if the finally block may complete abruptly]
 *   body                          -- an exception: goto catch; a jump or return: leave the scopes
 *   handlers -= 1; goto finally
 * catch:                          -- handlers -= 1; e = pending; the first clause whose types have
 *   clause body; goto finally     -- the class of e as a subtype takes it (pending = null);
 *   propagate                     -- no clause: e stays pending, on to the finally block or out
 * finally: finally block; goto end
 * finally_exception: saved = pending; pending = null; finally block; throw saved again
 * </pre>
 * A {@code break}, {@code continue} or {@code return} leaving the statement runs the
 * {@code finally} block on its way (lowered once more there, as javac inlines it); an abrupt
 * completion of the {@code finally} block replaces the one that entered it. A catch type that is a
 * JDK class Braid does not model is dead: nothing lowered can throw it. Try-with-resources
 * closes its resources in reverse order ({@link #resources}).
 */
final class Tries {
    private static final String THROWABLE = "java.lang.Throwable";
    private static final String RETHROWN =
        "uncaught exception (thrown in this try statement, rethrown after its finally block)";

    private final MethodContext ctx;
    private final Expressions exprs;
    private final Statements statements;

    Tries(MethodContext ctx, Expressions exprs, Statements statements) {
        this.ctx = ctx;
        this.exprs = exprs;
        this.statements = statements;
    }

    /** {@code throw e}: {@code NullPointerException} for null, else {@code e}, of a class its static type allows. */
    void throwStatement(ThrowStatement t) {
        Expression node = t.getExpression();
        Expr exception = ctx.snapshot(exprs.rvalue(node));
        Checks.notNull(ctx, exception, node.toString());
        ITypeBinding type = node.resolveTypeBinding().getErasure();
        List<ClassInfo> classes = ctx.program().classes().instantiableSubtypes(type.getQualifiedName());
        String message = "uncaught " + type.getName();
        if (node instanceof ClassInstanceCreation c && c.arguments().size() == 1
            && c.arguments().get(0) instanceof StringLiteral literal) {
            message += ": " + literal.getLiteralValue();
        }
        ctx.program().exceptions().raise(ctx, exception, classes, message);
    }

    void lower(TryStatement t) {
        List<CatchClause> clauses = t.catchClauses().stream().map(CatchClause.class::cast).toList();
        Runnable body = t.resources().isEmpty() ? () -> statements.lower(t.getBody())
            : () -> resources(t.resources(), 0, t.getBody());
        if (clauses.isEmpty() && t.getFinally() == null) {
            body.run();
        } else {
            tryStatement(clauses, t.getFinally(), body);
        }
    }

    /** A {@code try} statement without resources (or the basic one with them as its body, JLS 14.20.3.2). */
    private void tryStatement(List<CatchClause> clauses, Block finallyBlock, Runnable body) {
        Exceptions exceptions = ctx.program().exceptions();
        boolean handled = exceptions.enabled();
        String end = ctx.newLabel("try_end");
        String normal = finallyBlock == null ? end : ctx.newLabel("finally");
        String onException = ctx.newLabel("finally_exception");
        String handler = ctx.newLabel("catch");
        List<String> finallyCounters = handled && finallyBlock != null && Abrupt.mayLeave(finallyBlock)
            ? List.of(THROWABLE) : List.of();
        List<String> catchCounters = handled ? caughtTypes(clauses) : List.of();
        Finally finallyScope = new Finally(onException, finallyCounters, () -> statements.lower(finallyBlock));
        if (finallyBlock != null) {
            exceptions.count(ctx, finallyCounters, 1);
            ctx.pushScope(finallyScope);
        }
        boolean catching = handled && !clauses.isEmpty();
        Catching catchingScope = new Catching(handler, catchCounters);
        if (catching) {
            exceptions.count(ctx, catchCounters, 1);
            ctx.pushScope(catchingScope);
        }
        body.run();
        if (catching) {
            ctx.popScope();
            exceptions.count(ctx, catchCounters, -1);
            ctx.jump(normal);
            if (catchingScope.reached) {
                ctx.startBlock(handler);
                exceptions.count(ctx, catchCounters, -1);
                handlers(clauses, normal);
            }
        }
        ctx.jump(normal);
        if (finallyBlock != null) {
            ctx.popScope();
            ctx.startBlock(normal);
            exceptions.count(ctx, finallyCounters, -1);
            statements.lower(finallyBlock);
            ctx.jump(end);
            if (finallyScope.reached) {
                finallyOnException(onException, finallyCounters, finallyBlock);
            }
        }
        ctx.startBlock(end);
    }

    /**
     * The basic try-with-resources (JLS 14.20.3.1) from resource {@code index} on: the resource is
     * initialized, the rest runs, and every way out closes it if it is not null; an exception
     * leaving the rest is thrown again after the close, and an exception of that close is suppressed
     * (discarded: {@code getSuppressed()} is not modelled). Otherwise an exception of the close is
     * thrown as any other.
     */
    private void resources(List<?> resources, int index, Block body) {
        if (index == resources.size()) {
            statements.lower(body);
            return;
        }
        Expression node = (Expression) resources.get(index);
        Expr resource;
        ITypeBinding type;
        if (node instanceof VariableDeclarationExpression declaration) {
            VariableDeclarationFragment fragment = (VariableDeclarationFragment) declaration.fragments().get(0);
            statements.declare(fragment);
            Variable variable = ctx.local(fragment.resolveBinding().getKey()).orElseThrow();
            resource = ctx.snapshot(Ir.read(new Lvalue.Var(variable)));
            type = fragment.resolveBinding().getType();
        } else {
            resource = ctx.snapshot(exprs.rvalue(node));
            type = node.resolveTypeBinding();
        }
        Exceptions exceptions = ctx.program().exceptions();
        String onException = ctx.newLabel("close_on_exception");
        String end = ctx.newLabel("closed");
        Runnable close = () -> close(resource, type, node);
        ctx.pushScope(new Resource(onException, close));
        resources(resources, index + 1, body);
        ctx.popScope();
        close.run();
        ctx.jump(end);
        if (exceptions.enabled()) {
            Lvalue.Mem pending = exceptions.pending(ctx.program());
            String suppressed = ctx.newLabel("close_suppressed");
            String rethrow = ctx.newLabel("close_rethrow");
            List<String> everything = List.of(THROWABLE);
            ctx.startBlock(onException);
            Variable primary = ctx.newTemp(JavaTypes.REF);
            ctx.emit(new Stmt.Assign(new Lvalue.Var(primary), Ir.read(pending), ctx.loc()));
            ctx.emit(new Stmt.Assign(pending, Ir.nullRef(), ctx.loc()));
            exceptions.count(ctx, everything, 1);
            ctx.pushScope(new Suppressing(suppressed));
            close.run();
            ctx.popScope();
            exceptions.count(ctx, everything, -1);
            ctx.jump(rethrow);
            ctx.startBlock(suppressed);
            exceptions.count(ctx, everything, -1);
            ctx.emit(new Stmt.Assign(pending, Ir.nullRef(), ctx.loc()));
            ctx.startBlock(rethrow);
            ctx.emit(new Stmt.Assign(pending, Ir.read(new Lvalue.Var(primary)), ctx.loc()));
            ctx.propagate();
        }
        ctx.startBlock(end);
    }

    /** {@code if (resource != null) resource.close()}, by dispatch on the resource's type. */
    private void close(Expr resource, ITypeBinding type, Expression where) {
        String closing = ctx.newLabel("close");
        String done = ctx.newLabel("close_done");
        ctx.branch(Ir.binary(Expr.BinaryOp.NE, resource, Ir.nullRef()), closing, done);
        ctx.startBlock(closing);
        exprs.calls().dispatch(resource, type.getErasure().getQualifiedName(), "close", List.of(), List.of(),
            org.braid.core.internal.ir.Type.VOID, where);
        ctx.startBlock(done);
    }

    /** The erased qualified names of the types the clauses name, in order, once each. */
    private static List<String> caughtTypes(List<CatchClause> clauses) {
        Set<String> names = new LinkedHashSet<>();
        for (CatchClause clause : clauses) {
            Handlers.caughtTypes(clause).forEach(type -> names.add(type.getErasure().getQualifiedName()));
        }
        return new ArrayList<>(names);
    }

    /** The pending exception's dispatch to the first clause that catches it; none: it propagates on. */
    private void handlers(List<CatchClause> clauses, String normal) {
        Exceptions exceptions = ctx.program().exceptions();
        Lvalue.Mem pending = exceptions.pending(ctx.program());
        Variable caught = ctx.newTemp(JavaTypes.REF);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(caught), Ir.read(pending), ctx.loc()));
        Expr exception = Ir.read(new Lvalue.Var(caught));
        Variable classId = ctx.newTemp(JavaTypes.INT);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(classId),
            Ir.read(Ir.cell(exception, Layout.CLASS_ID, JavaTypes.INT, "class id")), ctx.loc()));
        for (CatchClause clause : clauses) {
            var previous = ctx.at(clause);
            Expr matches = Ir.bool(false);
            for (ITypeBinding type : Handlers.caughtTypes(clause)) {
                String name = type.getErasure().getQualifiedName();
                for (ClassInfo cls : ctx.program().classes().instantiableSubtypes(name)) {
                    matches = Ir.binary(Expr.BinaryOp.LOR, matches, Ir.binary(Expr.BinaryOp.EQ,
                        Ir.read(new Lvalue.Var(classId)), Ir.integer(cls.id(), JavaTypes.INT)));
                }
            }
            String here = ctx.newLabel("catch_clause");
            String next = ctx.newLabel("catch_next");
            ctx.branch(matches, here, next);
            ctx.startBlock(here);
            ctx.emit(new Stmt.Assign(pending, Ir.nullRef(), ctx.loc()));
            IVariableBinding parameter = clause.getException().resolveBinding();
            Variable variable = ctx.addLocal(parameter.getKey(), parameter.getName(), JavaTypes.REF);
            ctx.emit(new Stmt.Assign(new Lvalue.Var(variable), exception, ctx.loc()));
            statements.lower(clause.getBody());
            ctx.jump(normal);
            ctx.startBlock(next);
            ctx.restore(previous);
        }
        ctx.propagate();
    }

    /**
     * The {@code finally} block run for a pending exception, which it may discard by completing
     * abruptly. A block that may do so counted as a handler of everything; when it did not, the
     * exception is thrown again from here, a finding if no other handler catches it.
     */
    private void finallyOnException(String label, List<String> counters, Block finallyBlock) {
        Exceptions exceptions = ctx.program().exceptions();
        Lvalue.Mem pending = exceptions.pending(ctx.program());
        ctx.startBlock(label);
        exceptions.count(ctx, counters, -1);
        Variable saved = ctx.newTemp(JavaTypes.REF);
        ctx.emit(new Stmt.Assign(new Lvalue.Var(saved), Ir.read(pending), ctx.loc()));
        ctx.emit(new Stmt.Assign(pending, Ir.nullRef(), ctx.loc()));
        statements.lower(finallyBlock);
        if (counters.isEmpty()) {
            ctx.emit(new Stmt.Assign(pending, Ir.read(new Lvalue.Var(saved)), ctx.loc()));
            ctx.propagate();
        } else {
            exceptions.raise(ctx, Ir.read(new Lvalue.Var(saved)),
                ctx.program().classes().instantiableSubtypes(THROWABLE), RETHROWN);
        }
    }

    /**
     * The body of a {@code try} with handlers: an exception goes to their dispatch, which is lowered
     * only if some exception may reach it.
     */
    private static final class Catching implements Scope {
        private final String handler;
        private final List<String> counters;
        private boolean reached;

        Catching(String handler, List<String> counters) {
            this.handler = handler;
            this.counters = counters;
        }

        @Override
        public void leave(MethodContext ctx) {
            ctx.program().exceptions().count(ctx, counters, -1);
        }

        @Override
        public Optional<String> raise(MethodContext ctx) {
            reached = true;
            return Optional.of(handler);
        }
    }

    /** The rest of a try-with-resources after a resource: every way out closes it. */
    private record Resource(String onException, Runnable close) implements Scope {
        @Override
        public void leave(MethodContext ctx) {
            close.run();
        }

        @Override
        public Optional<String> raise(MethodContext ctx) {
            return Optional.of(onException);
        }
    }

    /** The close of a resource while an exception is pending: an exception of the close is suppressed. */
    private record Suppressing(String suppressed) implements Scope {
        @Override
        public void leave(MethodContext ctx) {
        }

        @Override
        public Optional<String> raise(MethodContext ctx) {
            return Optional.of(suppressed);
        }
    }

    /**
     * The body and handlers of a {@code try} with a {@code finally} block, run on every way out; its
     * run for an exception is lowered only if some exception may reach it.
     */
    private static final class Finally implements Scope {
        private final String onException;
        private final List<String> counters;
        private final Runnable block;
        private boolean reached;

        Finally(String onException, List<String> counters, Runnable block) {
            this.onException = onException;
            this.counters = counters;
            this.block = block;
        }

        @Override
        public void leave(MethodContext ctx) {
            ctx.program().exceptions().count(ctx, counters, -1);
            block.run();
        }

        @Override
        public Optional<String> raise(MethodContext ctx) {
            reached = true;
            return Optional.of(onException);
        }
    }
}
