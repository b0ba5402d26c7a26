package org.braid.ui.internal.markers;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.Status;

/**
 * A file's content as saved, decoded with the file's charset, as lines with the character offset
 * where each starts, as a text editor's document counts them: {@code \r\n}, {@code \r} and
 * {@code \n} end a line, and a byte order mark is not part of the text. Immutable.
 */
final class SavedText {
    private final List<String> lines;
    private final List<Integer> offsets;

    private SavedText(List<String> lines, List<Integer> offsets) {
        this.lines = List.copyOf(lines);
        this.offsets = List.copyOf(offsets);
    }

    /** Reads {@code file} through the workspace. */
    static SavedText read(IFile file) throws CoreException {
        List<String> lines = new ArrayList<>();
        List<Integer> offsets = new ArrayList<>();
        try (InputStream in = file.getContents(true);
                BufferedReader reader = new BufferedReader(new InputStreamReader(in, Charset.forName(file.getCharset())))) {
            StringBuilder line = new StringBuilder();
            int offset = 0;
            int c = reader.read();
            if (c == '\uFEFF') {
                c = reader.read();
            }
            while (c >= 0) {
                int next = reader.read();
                if (c == '\n' || c == '\r') {
                    int terminator = c == '\r' && next == '\n' ? 2 : 1;
                    if (terminator == 2) {
                        next = reader.read();
                    }
                    offsets.add(offset);
                    lines.add(line.toString());
                    offset += line.length() + terminator;
                    line.setLength(0);
                } else {
                    line.append((char) c);
                }
                c = next;
            }
            offsets.add(offset);
            lines.add(line.toString());
        } catch (IOException | IllegalArgumentException e) {
            throw new CoreException(Status.error("Cannot read " + file.getFullPath() + " for Braid's markers", e));
        }
        return new SavedText(lines, offsets);
    }

    /** Line {@code line} (1-based) without its terminator, or empty past the end. */
    Optional<String> line(int line) {
        return line >= 1 && line <= lines.size() ? Optional.of(lines.get(line - 1)) : Optional.empty();
    }

    /** The offset of the first character of line {@code line} (1-based, which must exist). */
    int offset(int line) {
        return offsets.get(line - 1);
    }
}
