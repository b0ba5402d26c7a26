package org.braid.c.internal.decl;

import java.util.regex.Pattern;
import org.braid.c.internal.parse.ParsedUnit;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;

/** Small facts about declarators and declaration specifiers that CDT's C API does not expose. */
final class Declarators {
    private static final Pattern THREAD_LOCAL = Pattern.compile("\\b(__thread|_Thread_local|thread_local)\\b");

    private Declarators() {
    }

    static IASTDeclarator innermost(IASTDeclarator d) {
        IASTDeclarator cur = d;
        while (cur.getNestedDeclarator() != null) {
            cur = cur.getNestedDeclarator();
        }
        return cur;
    }

    /**
     * Whether a declaration says {@code __thread} or {@code _Thread_local} before its first
     * declarator (CDT keeps no flag for C, and may leave the keyword out of the specifier node).
     */
    static boolean isThreadLocal(IASTSimpleDeclaration declaration, ParsedUnit unit) {
        if (declaration.getFileLocation() != null) {
            String before = unit.map().textBefore(declaration.getFileLocation().getNodeOffset(), 40).stripTrailing();
            if (before.endsWith("__thread") || before.endsWith("_Thread_local") || before.endsWith("thread_local")) {
                return true;
            }
        }
        String text = declaration.getRawSignature();
        IASTDeclarator[] declarators = declaration.getDeclarators();
        if (declarators.length > 0 && declarators[0].getFileLocation() != null && declaration.getFileLocation() != null) {
            int end = declarators[0].getFileLocation().getNodeOffset() - declaration.getFileLocation().getNodeOffset();
            if (end >= 0 && end <= text.length()) {
                text = text.substring(0, end);
            }
        }
        return THREAD_LOCAL.matcher(text).find();
    }
}
