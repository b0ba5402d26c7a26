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

    private final String text;
    private final int[] lineStarts;
    private final int[] fileOfLine;
    private final int[] origLineOfLine;
    private final List<SourceFile> files = new ArrayList<>();
    private final Map<Integer, List<String>> sourceLines = new HashMap<>();

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

    public Position position(int offset) {
        int k = Arrays.binarySearch(lineStarts, offset);
        if (k < 0) {
            k = -k - 2;
        }
        k = Math.max(0, Math.min(k, lineStarts.length - 1));
        return new Position(files.get(fileOfLine[k]), origLineOfLine[k], offset - lineStarts[k] + 1);
    }

    /** Up to {@code length} characters of the preprocessed buffer just before {@code offset}. */
    public String textBefore(int offset, int length) {
        int end = Math.max(0, Math.min(offset, text.length()));
        return text.substring(Math.max(0, end - length), end);
    }

    /** The line of the preprocessed buffer containing {@code offset}, without its newline. */
    public String bufferLine(int offset) {
        int k = Arrays.binarySearch(lineStarts, offset);
        if (k < 0) {
            k = -k - 2;
        }
        k = Math.max(0, Math.min(k, lineStarts.length - 1));
        int end = k + 1 < lineStarts.length ? lineStarts[k + 1] - 1 : text.length();
        return text.substring(lineStarts[k], Math.max(lineStarts[k], end));
    }

    /** The original text of a line of the file at {@code position}, or empty if unreadable. */
    public synchronized String originalLine(Position position) {
        int file = files.indexOf(position.file());
        List<String> lines = sourceLines.computeIfAbsent(file, f -> read(files.get(f).disk()));
        int line = position.line();
        return line >= 1 && line <= lines.size() ? lines.get(line - 1) : "";
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
