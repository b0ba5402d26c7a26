package org.braid.c.internal.expr;

import java.util.OptionalLong;
import org.braid.c.internal.lower.UnitContext;
import org.eclipse.cdt.core.dom.ast.IASTEnumerationSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IEnumerator;
import org.eclipse.cdt.core.dom.ast.IValue;

/**
 * Values of enumeration constants. CDT evaluates most of them itself, but not every integer
 * constant expression gcc accepts ({@code enum { K = offsetof(struct s, m) }}); then Braid
 * evaluates the enumerator's declaration with its own constant evaluator, and an enumerator
 * without one is the previous one plus 1 (C11 6.7.2.2p3).
 */
final class Enumerators {

    private Enumerators() {
    }

    /** The enumerator's value, or empty when it is not an integer constant expression. */
    static OptionalLong value(IEnumerator enumerator, IASTNode use, UnitContext unit) {
        OptionalLong known = cdtValue(enumerator);
        if (known.isPresent()) {
            return known;
        }
        for (IASTName name : use.getTranslationUnit().getDefinitionsInAST(enumerator)) {
            if (name.getParent() instanceof IASTEnumerationSpecifier.IASTEnumerator declared
                    && declared.getParent() instanceof IASTEnumerationSpecifier specifier) {
                return fromDeclarations(specifier, declared, unit);
            }
        }
        return OptionalLong.empty();
    }

    private static OptionalLong fromDeclarations(IASTEnumerationSpecifier specifier,
            IASTEnumerationSpecifier.IASTEnumerator wanted, UnitContext unit) {
        OptionalLong previous = OptionalLong.of(-1);
        for (IASTEnumerationSpecifier.IASTEnumerator e : specifier.getEnumerators()) {
            IBinding b = e.getName().resolveBinding();
            OptionalLong current = b instanceof IEnumerator en ? cdtValue(en) : OptionalLong.empty();
            if (current.isEmpty()) {
                current = e.getValue() != null ? unit.constant(e.getValue())
                    : previous.isPresent() ? OptionalLong.of(previous.getAsLong() + 1) : OptionalLong.empty();
            }
            if (current.isPresent()) {
                current = OptionalLong.of((int) current.getAsLong());
            }
            if (e == wanted) {
                return current;
            }
            previous = current;
        }
        return OptionalLong.empty();
    }

    private static OptionalLong cdtValue(IEnumerator enumerator) {
        IValue v = enumerator.getValue();
        Number n = v == null ? null : v.numberValue();
        return n == null ? OptionalLong.empty() : OptionalLong.of(n.longValue());
    }
}
