package org.braid.c.internal.types;

import java.util.OptionalLong;
import org.braid.c.internal.InvalidInput;
import org.eclipse.cdt.core.dom.ast.IASTArrayDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTArrayModifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;

/**
 * {@code _Static_assert(c, m)} (and {@code static_assert}): CDT's C parser does not know it, so
 * Braid's preprocessor turns it into {@code typedef char __braid_static_assert[(c) ? 1 : -1]}
 * (see {@code parse.Compatibility}); this checks the
 * condition as a C compiler does: a false condition is an input error at its line, and so is a
 * condition that is not a constant expression. At file and block scope the typedef is an ordinary
 * declaration; in a struct's member list (where C11 allows static assertions too) the layout
 * checks it and skips it.
 */
public final class StaticAssertions {
    /** The typedef name the preprocessor gives a static assertion. */
    static final String NAME = "__braid_static_assert";

    private StaticAssertions() {
    }

    public static void check(IASTSimpleDeclaration s, TypeContext unit) {
        for (IASTDeclarator d : s.getDeclarators()) {
            if (!(d instanceof IASTArrayDeclarator a) || !NAME.equals(d.getName().toString())) {
                continue;
            }
            IASTArrayModifier[] modifiers = a.getArrayModifiers();
            OptionalLong size = modifiers.length == 1 && modifiers[0].getConstantExpression() != null
                ? unit.constant(modifiers[0].getConstantExpression()) : OptionalLong.empty();
            String text = s.getRawSignature().strip();
            if (size.isEmpty()) {
                throw new InvalidInput(s, "static assertion is not a constant expression: " + text);
            }
            if (size.getAsLong() < 0) {
                throw new InvalidInput(s, "static assertion failed: " + text);
            }
        }
    }
}
