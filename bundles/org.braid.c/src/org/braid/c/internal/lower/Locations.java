package org.braid.c.internal.lower;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.braid.c.internal.parse.ParsedUnit;
import org.braid.c.internal.parse.SourceMap;
import org.braid.core.internal.ir.Loc;
import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTFileLocation;
import org.eclipse.cdt.core.dom.ast.IASTImageLocation;
import org.eclipse.cdt.core.dom.ast.IASTMacroExpansionLocation;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNodeLocation;
import org.eclipse.cdt.core.dom.ast.IASTNode;

/**
 * Source locations of AST nodes: file as the user named it, original line and column, and the
 * statement's text as written (before macro expansion). Line and column are where the node's
 * first token is written ({@link SourceMap#written}), also when the preprocessor changed its line
 * (blanks, comments, macros, a macro call it joined from several lines); a token a macro's body
 * produced is placed at the macro's name. The text is cut from the original line at that column
 * up to the end of the statement ({@code ;} or {@code {} at bracket depth 0, or the line's end).
 * When the position is not known (no readable source) the line is the one the preprocessor's
 * markers give, the column its first non-blank character and the text the whole line.
 */
public final class Locations {
    private static final int MAX_TEXT = 120;

    private final ParsedUnit unit;

    public Locations(ParsedUnit unit) {
        this.unit = unit;
    }

    public Loc loc(IASTNode node) {
        int offset = offset(node);
        Optional<SourceMap.Position> written = unit.map().written(offset).map(SourceMap.Written::position);
        SourceMap.Position pos = written.orElseGet(() -> unit.map().position(offset));
        String original = unit.map().originalLine(pos);
        String text;
        int column = pos.column();
        if ((written.isPresent() || unchanged(offset, original)) && pos.column() - 1 < original.length()) {
            text = statementAt(original, pos.column() - 1);
        } else {
            text = original.strip();
            column = firstNonBlank(original);
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
     * the line's first non-blank character when the node's own position is not known. A node that
     * starts with a token of a macro's body (as {@code *(volatile int *)&(x)} from
     * {@code READ_ONCE(x)}) is named at its first name when that name is written as an argument of
     * the call ({@code x}), else at the macro.
     */
    public Loc point(IASTNode node) {
        int offset = accessOffset(node);
        Optional<SourceMap.Written> written = unit.map().written(offset);
        if (written.isPresent() && !written.get().verbatim()) {
            for (IASTName name : names(node)) {
                Optional<SourceMap.Written> at = name.getFileLocation() == null ? Optional.empty()
                    : unit.map().written(name.getFileLocation().getNodeOffset());
                if (at.isPresent() && at.get().verbatim()) {
                    written = at;
                    break;
                }
            }
        }
        if (written.isPresent()) {
            SourceMap.Position at = written.get().position();
            return new Loc(at.file().display(), at.line(), at.column(), "");
        }
        SourceMap.Position pos = unit.map().position(offset);
        String original = unit.map().originalLine(pos);
        int column = pos.column();
        if (!unchanged(offset, original) || column - 1 >= original.length()) {
            column = firstNonBlank(original);
        }
        return new Loc(pos.file().display(), pos.line(), column, "");
    }

    private static int offset(IASTNode node) {
        IASTFileLocation fl = node.getFileLocation();
        return fl == null ? 0 : fl.getNodeOffset();
    }

    /**
     * Where the node's first token is in the parsed buffer. A node that CDT's own preprocessor
     * expanded from a macro call (only without the host's gcc) has the call's location; if its
     * first name was written as an argument of the call, that name's offset is used instead (an
     * lvalue such as {@code v} or {@code *p} passed to the macro).
     */
    private static int accessOffset(IASTNode node) {
        IASTFileLocation fl = node.getFileLocation();
        int offset = fl == null ? 0 : fl.getNodeOffset();
        IASTNodeLocation[] parts = node.getNodeLocations();
        if (parts.length > 0 && parts[0] instanceof IASTMacroExpansionLocation) {
            IASTName first = firstName(node);
            IASTImageLocation image = first == null ? null : first.getImageLocation();
            if (image != null && image.getLocationKind() == IASTImageLocation.ARGUMENT_TO_MACRO_EXPANSION
                    && fl != null && image.getFileName().equals(fl.getFileName())) {
                return image.getNodeOffset();
            }
        }
        return offset;
    }

    private static IASTName firstName(IASTNode node) {
        List<IASTName> names = names(node);
        return names.isEmpty() ? null : names.get(0);
    }

    /** The names written in {@code node}, in order (those of abstract declarators left out). */
    private static List<IASTName> names(IASTNode node) {
        List<IASTName> found = new ArrayList<>();
        node.accept(new ASTVisitor() {
            {
                shouldVisitNames = true;
            }

            @Override
            public int visit(IASTName name) {
                if (name.toCharArray().length > 0) {
                    found.add(name);
                }
                return PROCESS_CONTINUE;
            }
        });
        return found;
    }

    private boolean unchanged(int offset, String original) {
        return unit.map().bufferLine(offset).strip().equals(original.strip());
    }

    private static int firstNonBlank(String line) {
        return line.length() - line.stripLeading().length() + 1;
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
