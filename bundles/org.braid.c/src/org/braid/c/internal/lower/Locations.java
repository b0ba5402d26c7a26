package org.braid.c.internal.lower;

import org.braid.c.internal.parse.ParsedUnit;
import org.braid.c.internal.parse.SourceMap;
import org.braid.core.internal.ir.Loc;
import org.eclipse.cdt.core.dom.ast.IASTFileLocation;
import org.eclipse.cdt.core.dom.ast.IASTNode;

/**
 * Source locations of AST nodes: file as the user named it, original line and column, and the
 * statement's text as written (before macro expansion). The text is cut from the original line
 * at the node's column up to the end of the statement ({@code ;} or {@code {} at bracket depth 0,
 * or the line's end); when the line was changed by macro expansion (the host preprocessor's
 * output differs from the source) the whole line is used, and the column is its first
 * non-blank character.
 */
public final class Locations {
    private static final int MAX_TEXT = 120;

    private final ParsedUnit unit;

    public Locations(ParsedUnit unit) {
        this.unit = unit;
    }

    public Loc loc(IASTNode node) {
        IASTFileLocation fl = node.getFileLocation();
        int offset = fl == null ? 0 : fl.getNodeOffset();
        SourceMap.Position pos = unit.map().position(offset);
        String original = unit.map().originalLine(pos);
        String buffer = unit.map().bufferLine(offset);
        String text;
        int column = pos.column();
        if (buffer.strip().equals(original.strip()) && pos.column() - 1 < original.length()) {
            text = statementAt(original, pos.column() - 1);
        } else {
            text = original.strip();
            column = original.length() - original.stripLeading().length() + 1;
        }
        if (text.isEmpty()) {
            text = original.strip();
        }
        text = text.replaceAll("\\s+", " ");
        if (text.length() > MAX_TEXT) {
            text = text.substring(0, MAX_TEXT) + "...";
        }
        return new Loc(pos.file().display(), pos.line(), column, text);
    }

    /**
     * Where a node is written: file, line and column, without text (cheaper than {@link #loc});
     * the column is the line's first non-blank character when macro expansion changed the line.
     */
    public Loc point(IASTNode node) {
        IASTFileLocation fl = node.getFileLocation();
        int offset = fl == null ? 0 : fl.getNodeOffset();
        SourceMap.Position pos = unit.map().position(offset);
        String original = unit.map().originalLine(pos);
        int column = pos.column();
        if (!unit.map().bufferLine(offset).strip().equals(original.strip()) || column - 1 >= original.length()) {
            column = original.length() - original.stripLeading().length() + 1;
        }
        return new Loc(pos.file().display(), pos.line(), column, "");
    }

    /** The file and line of a node, for diagnostics. */
    public SourceMap.Position position(IASTNode node) {
        return unit.position(node);
    }

    static String statementAt(String line, int start) {
        int depth = 0;
        char quote = 0;
        for (int i = start; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == '\\') {
                    i++;
                } else if (c == quote) {
                    quote = 0;
                }
                continue;
            }
            switch (c) {
                case '"', '\'' -> quote = c;
                case '(', '[' -> depth++;
                case ')', ']' -> {
                    if (--depth < 0) {
                        return line.substring(start, i).strip();
                    }
                }
                case ';' -> {
                    if (depth == 0) {
                        return line.substring(start, i + 1).strip();
                    }
                }
                case '{' -> {
                    if (depth == 0 && i > start) {
                        return line.substring(start, i).strip();
                    }
                }
                case '/' -> {
                    if (i + 1 < line.length() && (line.charAt(i + 1) == '/' || line.charAt(i + 1) == '*')) {
                        return line.substring(start, i).strip();
                    }
                }
                default -> {
                }
            }
        }
        return line.substring(start).strip();
    }
}
