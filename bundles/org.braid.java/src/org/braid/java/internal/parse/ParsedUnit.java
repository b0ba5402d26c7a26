package org.braid.java.internal.parse;

import java.util.Objects;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.CompilationUnit;

/** One parsed file: its name as the user gave it, its text and its JDT DOM with bindings. */
public record ParsedUnit(String file, String source, CompilationUnit unit) {

    public ParsedUnit {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(unit, "unit");
    }

    /** The 1-based line of a node's start. */
    public int line(ASTNode node) {
        return unit.getLineNumber(node.getStartPosition());
    }

    /** The 1-based column of a node's start. */
    public int column(ASTNode node) {
        return unit.getColumnNumber(node.getStartPosition()) + 1;
    }
}
