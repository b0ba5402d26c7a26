package org.braid.c.internal.lower;

import org.braid.c.internal.types.CType;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Variable;
import org.eclipse.cdt.core.dom.ast.IASTArrayDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTArrayModifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTExpression;

/**
 * The non-constant array lengths of a declarator (C11 6.7.6.2p5: {@code int a[n][m]},
 * {@code int (*p)[m]}, {@code typedef int row[m]}), computed where the declaration is reached,
 * or on entry for a parameter ({@code void f(int n, int m, int a[n][m])}, 6.9.1p10): each into a
 * {@code size_t} register that the types built from the declarator then read, so that later
 * changes to {@code n} or {@code m} do not change them.
 */
public final class RuntimeLengths {

    private RuntimeLengths() {
    }

    public static void evaluate(FunctionContext fn, IASTDeclarator declarator) {
        for (IASTDeclarator d = declarator; d != null; d = d.getNestedDeclarator()) {
            if (!(d instanceof IASTArrayDeclarator a)) {
                continue;
            }
            for (IASTArrayModifier m : a.getArrayModifiers()) {
                IASTExpression size = m.getConstantExpression();
                if (size == null || fn.unit().constant(size).isPresent() || fn.unit().runtimeLength(size) != null) {
                    continue;
                }
                CType.Int sizeT = new CType.Int(fn.unit().target().sizeT());
                Value v = fn.exprs().convert(fn.exprs().rvalue(size), sizeT, size);
                Variable length = fn.newTemp(fn.unit().target().ir(sizeT.kind()));
                fn.emit(new Stmt.Assign(new Lvalue.Var(length), v.expr(), fn.loc()));
                fn.unit().bindRuntimeLength(size, new Expr.Read(new Lvalue.Var(length)));
            }
        }
    }
}
