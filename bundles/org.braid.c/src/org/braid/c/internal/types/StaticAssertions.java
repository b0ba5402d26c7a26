package org.braid.c.internal.types;

import java.util.OptionalLong;
import java.util.regex.Pattern;
import org.braid.c.internal.InvalidInput;
import org.eclipse.cdt.core.dom.ast.IASTArrayDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTArrayModifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;

/**
 * {@code _Static_assert(c, m)}, {@code _Static_assert(c)} (C23, accepted by gcc) and
 * {@code static_assert}: CDT's C parser does not know them, so Braid's preprocessor turns each
 * into {@code typedef char __braid_static_assert[(c) ? 1 : -1]} (see {@code parse.Compatibility});
 * this checks the condition as a C compiler does: a false condition is an input error at its
 * line, and so is a condition that is not a constant expression. At file and block scope the
 * typedef is an ordinary declaration; in a struct's member list (where C11 allows static
 * assertions too) the layout checks it and skips it.
 */
public final class StaticAssertions {
    /** The typedef name the preprocessor gives a static assertion. */
    static final String NAME = "__braid_static_assert";
    private static final Pattern LINE_MARKER = Pattern.compile("(?m)^\\s*#.*$");

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
            String text = sourceText(s);
            if (size.isEmpty()) {
                throw new InvalidInput(s, "static assertion is not a constant expression: " + text);
            }
            if (size.getAsLong() < 0) {
                throw new InvalidInput(s, "static assertion failed: " + text);
            }
        }
    }

    /**
     * The assertion as written, on one line: without the line markers ({@code # 5 "f.c" 3 4}) that
     * the host preprocessor puts around text coming from a system header's macro (e.g.
     * {@code offsetof}), and with each run of white space as one space (none after
     * an opening or before a closing parenthesis or a comma).
     */
    private static String sourceText(IASTSimpleDeclaration s) {
        return LINE_MARKER.matcher(s.getRawSignature()).replaceAll(" ").replaceAll("\\s+", " ")
            .replaceAll("\\( ", "(").replaceAll(" ([),])", "$1").strip();
    }
}
