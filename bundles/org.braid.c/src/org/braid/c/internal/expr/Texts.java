package org.braid.c.internal.expr;

import org.eclipse.cdt.core.dom.ast.IASTNode;

/** The user's text of an expression, on one line, for race reports and messages. */
final class Texts {
    private static final int MAX = 80;

    private Texts() {
    }

    /** How the object a pointer expression points to is written: {@code &x} gives {@code x}, {@code p} gives {@code *p}. */
    static String pointee(IASTNode pointer) {
        String text = of(pointer);
        return text.startsWith("&") && !text.startsWith("&&") ? text.substring(1) : "*" + text;
    }

    static String of(IASTNode node) {
        String raw = node.getRawSignature();
        StringBuilder out = new StringBuilder();
        for (String line : raw.split("\n")) {
            if (!line.strip().startsWith("#")) {
                out.append(line).append(' ');
            }
        }
        String text = out.toString().replaceAll("\\s+", " ").strip();
        text = text.replaceAll("\\( ", "(").replaceAll(" \\)", ")");
        return text.length() > MAX ? text.substring(0, MAX) + "..." : text;
    }
}
