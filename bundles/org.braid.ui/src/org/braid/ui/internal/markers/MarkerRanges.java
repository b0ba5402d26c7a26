package org.braid.ui.internal.markers;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;

/**
 * The character ranges of markers to be ({@code IMarker.CHAR_START}, {@code CHAR_END}):
 * the {@link MarkerSpec#anchor()} found on the marker's line of the file as saved, in offsets of
 * the file's text. Reads each file at most once; one per marker update, not thread-safe.
 */
final class MarkerRanges {

    /**
     * A range of a file's text.
     *
     * @param start offset of the first character, -1 for none (the marker covers its line)
     * @param end offset one past the last character, -1 for none
     */
    record Range(int start, int end) {
        static final Range NONE = new Range(-1, -1);
    }

    private final Map<IFile, Optional<SavedText>> texts = new HashMap<>();

    /** The range that {@code spec} underlines, or {@link Range#NONE}. */
    Range of(MarkerSpec spec) {
        if (spec.anchor() instanceof MarkerAnchor.Line) {
            return Range.NONE;
        }
        Optional<SavedText> text = texts.computeIfAbsent(spec.file(), MarkerRanges::read);
        return text.flatMap(saved -> saved.line(spec.line())
                .flatMap(line -> SourceSpans.find(line, spec.anchor()))
                .map(span -> new Range(saved.offset(spec.line()) + span.start(), saved.offset(spec.line()) + span.end())))
                .orElse(Range.NONE);
    }

    private static Optional<SavedText> read(IFile file) {
        try {
            return Optional.of(SavedText.read(file));
        } catch (CoreException e) {
            ILog.of(MarkerRanges.class).warn("Braid's markers on " + file.getFullPath() + " cover whole lines", e);
            return Optional.empty();
        }
    }
}
