package org.braid.c.internal.parse;

import java.util.Map;

/**
 * One preprocessed buffer, the map back to the original lines, and the macros CDT must still
 * define when it parses the buffer.
 */
public record PreprocessedSource(String text, SourceMap map, Map<String, String> cdtMacros) {
    public PreprocessedSource {
        cdtMacros = Map.copyOf(cdtMacros);
    }
}
