package org.braid.c.internal.parse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Maps offsets in a preprocessed buffer back to original files and lines, from GNU line markers
 * ({@code # 12 "file.c" 1 3}). Flag 3 marks a system header. Also serves the original source
 * lines, read lazily from disk, for statement texts.
 */
public final class SourceMap {

    /** A file seen in the markers: how it is shown, where it is on disk, whether a system header. */
    public record SourceFile(String display, Path disk, boolean system) {
    }

    /** A mapped position. */
    public record Position(SourceFile file, int line, int column) {
    }

    /**
     * Where a token is written: {@code verbatim} when the token itself is written there, false
     * when a macro's body produced it and the position is the macro's name.
     */
    public record Written(Position position, boolean verbatim) {
    }

    private final String text;
    private final int[] lineStarts;
    private final int[] fileOfLine;
    private final int[] origLineOfLine;
    private final boolean[] markerLine;
    private final List<SourceFile> files = new ArrayList<>();
    private final Map<Integer, List<String>> sourceLines = new HashMap<>();
    private WrittenPositions written;

    /**
     * @param text the preprocessed buffer
     * @param mainDisk the main file on disk, for lines before the first marker
     * @param display how a file named in a marker is shown to the user
     */
    public SourceMap(String text, Path mainDisk, String mainDisplay, Function<String, String> display) {
        this.text = text;
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                starts.add(i + 1);
            }
        }
        int n = starts.size();
        lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
        fileOfLine = new int[n];
        origLineOfLine = new int[n];
        markerLine = new boolean[n];
        Map<String, Integer> index = new HashMap<>();
        files.add(new SourceFile(mainDisplay, mainDisk, false));
        index.put(mainDisk.toString() + "|false", 0);
        int file = 0;
        int orig = 1;
        for (int k = 0; k < n; k++) {
            int end = k + 1 < n ? lineStarts[k + 1] : text.length();
            String line = text.substring(lineStarts[k], end).strip();
            Marker marker = Marker.parse(line);
            fileOfLine[k] = file;
            origLineOfLine[k] = orig;
            if (marker != null) {
                markerLine[k] = true;
                String key = marker.file() + "|" + marker.system();
                Integer known = index.get(key);
                if (known == null) {
                    known = files.size();
                    index.put(key, known);
                    Path disk = Path.of(marker.file());
                    boolean isMain = disk.equals(mainDisk);
                    files.add(new SourceFile(isMain ? mainDisplay : display.apply(marker.file()), disk, marker.system()));
                }
                file = known;
                orig = marker.line();
            } else {
                orig++;
            }
        }
    }

    /**
     * The file and line the markers give for {@code offset}, and its column in the preprocessed
     * buffer (the source's column only where the preprocessor kept the line as written).
     */
    public Position position(int offset) {
        int k = lineIndex(offset);
        return new Position(files.get(fileOfLine[k]), origLineOfLine[k], offset - lineStarts[k] + 1);
    }

    /**
     * Where the token starting at {@code offset} is written in its source file: its own line and
     * column there, also inside a line the preprocessor changed (blanks, comments, a macro call,
     * lines it joined; see {@link WrittenPositions}); empty when that is not known.
     */
    public synchronized Optional<Written> written(int offset) {
        if (written == null) {
            written = new WrittenPositions(this);
        }
        WrittenPositions.LineColumn at = written.at(offset);
        return at == null ? Optional.empty() : Optional.of(new Written(
            new Position(files.get(fileOfLine[lineIndex(offset)]), at.line(), at.column()), at.verbatim()));
    }

    int lineIndex(int offset) {
        int k = Arrays.binarySearch(lineStarts, offset);
        if (k < 0) {
            k = -k - 2;
        }
        return Math.max(0, Math.min(k, lineStarts.length - 1));
    }

    int lineCount() {
        return lineStarts.length;
    }

    int lineStart(int k) {
        return lineStarts[k];
    }

    boolean isMarker(int k) {
        return markerLine[k];
    }

    int fileOf(int k) {
        return fileOfLine[k];
    }

    int originalLineOf(int k) {
        return origLineOfLine[k];
    }

    boolean sameDisk(int file, int other) {
        return file == other || files.get(file).disk().equals(files.get(other).disk());
    }

    /** Buffer line {@code k} without its newline. */
    String bufferLineAt(int k) {
        int end = k + 1 < lineStarts.length ? lineStarts[k + 1] - 1 : text.length();
        return text.substring(lineStarts[k], Math.max(lineStarts[k], end));
    }

    /** Up to {@code length} characters of the preprocessed buffer just before {@code offset}. */
    public String textBefore(int offset, int length) {
        int end = Math.max(0, Math.min(offset, text.length()));
        return text.substring(Math.max(0, end - length), end);
    }

    /** The line of the preprocessed buffer containing {@code offset}, without its newline. */
    public String bufferLine(int offset) {
        return bufferLineAt(lineIndex(offset));
    }

    /** The original text of a line of the file at {@code position}, or empty if unreadable. */
    public synchronized String originalLine(Position position) {
        return originalLine(files.indexOf(position.file()), position.line());
    }

    /** Line {@code line} of file number {@code file}, or empty. */
    String originalLine(int file, int line) {
        List<String> lines = sourceLines.computeIfAbsent(file, f -> read(files.get(f).disk()));
        return line >= 1 && line <= lines.size() ? lines.get(line - 1) : "";
    }

    /** The number of lines of file number {@code file} (0 when it cannot be read). */
    int originalLineCount(int file) {
        return sourceLines.computeIfAbsent(file, f -> read(files.get(f).disk())).size();
    }

    private static List<String> read(Path disk) {
        try {
            return Files.readAllLines(disk, StandardCharsets.ISO_8859_1);
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    /** A GNU line marker. */
    private record Marker(int line, String file, boolean system) {
        static Marker parse(String line) {
            if (!line.startsWith("#")) {
                return null;
            }
            String rest = line.substring(1).stripLeading();
            if (rest.startsWith("line")) {
                rest = rest.substring(4).stripLeading();
            }
            int i = 0;
            while (i < rest.length() && Character.isDigit(rest.charAt(i))) {
                i++;
            }
            if (i == 0 || i >= rest.length() || !Character.isWhitespace(rest.charAt(i))) {
                return null;
            }
            int number = Integer.parseInt(rest.substring(0, i));
            String tail = rest.substring(i).strip();
            if (!tail.startsWith("\"")) {
                return null;
            }
            StringBuilder name = new StringBuilder();
            int j = 1;
            for (; j < tail.length() && tail.charAt(j) != '"'; j++) {
                char c = tail.charAt(j);
                if (c == '\\' && j + 1 < tail.length()) {
                    c = tail.charAt(++j);
                }
                name.append(c);
            }
            String flags = j + 1 < tail.length() ? tail.substring(j + 1) : "";
            boolean system = List.of(flags.strip().split("\\s+")).contains("3");
            return new Marker(number, name.toString(), system);
        }
    }
}
