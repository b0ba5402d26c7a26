package org.braid.java.internal.lower;

import org.braid.core.internal.ir.Loc;
import org.braid.java.internal.parse.ParsedUnit;
import org.eclipse.jdt.core.dom.ASTNode;

/** Source locations of DOM nodes: file as the user named it, line, column and the node's first line of text. */
public final class Locations {
    private static final int MAX_TEXT = 120;

    private Locations() {
    }

    public static Loc of(ParsedUnit unit, ASTNode node) {
        String source = unit.source();
        int start = node.getStartPosition();
        int end = Math.min(source.length(), start + node.getLength());
        int lineEnd = source.indexOf('\n', start);
        if (lineEnd >= 0 && lineEnd < end) {
            end = lineEnd;
        }
        String text = source.substring(start, end).strip().replaceAll("\\s+", " ");
        if (text.length() > MAX_TEXT) {
            text = text.substring(0, MAX_TEXT) + "...";
        }
        return new Loc(unit.file(), unit.line(node), unit.column(node), text);
    }
}
