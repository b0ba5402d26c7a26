package org.braid.c.internal.parse;

import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;
import org.eclipse.cdt.core.dom.ast.IASTFileLocation;

/** A parsed translation unit with its source map and the name the user gave its file. */
public record ParsedUnit(IASTTranslationUnit ast, SourceMap map, String display, AstIndex index) {

    public ParsedUnit(IASTTranslationUnit ast, SourceMap map, String display) {
        this(ast, map, display, new AstIndex(ast));
    }

    /** Where {@code node} starts in the original source; the main file's start if unknown. */
    public SourceMap.Position position(IASTNode node) {
        IASTFileLocation loc = node.getFileLocation();
        return map.position(loc == null ? 0 : loc.getNodeOffset());
    }

    /** Where {@code node} ends (its last character) in the original source. */
    public SourceMap.Position end(IASTNode node) {
        IASTFileLocation loc = node.getFileLocation();
        return map.position(loc == null ? 0 : loc.getNodeOffset() + Math.max(0, loc.getNodeLength() - 1));
    }
}
