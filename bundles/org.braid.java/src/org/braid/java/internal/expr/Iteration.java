package org.braid.java.internal.expr;

import java.util.List;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Type;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.lower.Ir;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.lower.Names;
import org.braid.java.internal.types.JavaTypes;
import org.eclipse.jdt.core.dom.EnhancedForStatement;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.ITypeBinding;

/**
 * The calls of an enhanced {@code for} over an {@code Iterable} (JLS 14.14.2): {@code iterator()}
 * on the expression's value, then {@code hasNext()} and {@code next()} on the iterator, each by
 * dispatch on the static types JDT gives them, as the calls the JLS spells out would be (the
 * collection models' iterators, the program's own {@code Iterable}s). One per loop, not thread-safe.
 */
public final class Iteration {
    private final MethodContext ctx;
    private final Expressions exprs;
    private final EnhancedForStatement loop;
    private final IMethodBinding iterator;
    private final IMethodBinding hasNext;
    private final IMethodBinding next;

    /** The methods of {@code loop}; unsupported when its expression's type has no {@code iterator()} JDT can name. */
    public Iteration(Expressions exprs, EnhancedForStatement loop) {
        this.ctx = exprs.context();
        this.exprs = exprs;
        this.loop = loop;
        ITypeBinding type = loop.getExpression().resolveTypeBinding();
        iterator = method(type, "iterator");
        ITypeBinding iteratorType = iterator == null ? null : iterator.getReturnType();
        hasNext = iteratorType == null ? null : method(iteratorType, "hasNext");
        next = iteratorType == null ? null : method(iteratorType, "next");
        if (next == null || hasNext == null) {
            throw new UnsupportedConstruct(loop, "an enhanced for over a " + type.getName());
        }
    }

    /** The iterator of the loop's expression (a null expression throws {@code NullPointerException}). */
    public Expr iterator() {
        Expr iterable = ctx.snapshot(exprs.rvalue(loop.getExpression()));
        Checks.notNull(ctx, iterable, loop.getExpression().toString());
        String staticType = Names.qualified(loop.getExpression().resolveTypeBinding());
        return ctx.snapshot(call(iterator, iterable, staticType));
    }

    /** {@code it.hasNext()}. */
    public Expr hasNext(Expr it) {
        return call(hasNext, it, Names.qualified(iterator.getReturnType()));
    }

    /** {@code it.next()}, converted to the loop variable's type (unboxed for a primitive variable). */
    public Expr next(Expr it, Type variableType) {
        Expr element = call(next, it, Names.qualified(iterator.getReturnType()));
        if (loop.getParameter().getType().resolveBinding().isPrimitive()) {
            element = Boxing.unbox(ctx, exprs.calls(), next.getReturnType(), element, loop.getExpression());
        }
        return Ir.convert(element, variableType);
    }

    private Expr call(IMethodBinding method, Expr receiver, String staticType) {
        return exprs.calls().instanceCall(method, receiver, staticType, List.of(), loop.getExpression());
    }

    /** The method {@code name()} without parameters that {@code type} declares or inherits, or null. */
    private static IMethodBinding method(ITypeBinding type, String name) {
        if (type == null) {
            return null;
        }
        for (IMethodBinding m : type.getDeclaredMethods()) {
            if (m.getName().equals(name) && m.getParameterTypes().length == 0) {
                return m;
            }
        }
        IMethodBinding found = method(type.getSuperclass(), name);
        for (ITypeBinding i : type.getInterfaces()) {
            if (found == null) {
                found = method(i, name);
            }
        }
        return found;
    }
}
