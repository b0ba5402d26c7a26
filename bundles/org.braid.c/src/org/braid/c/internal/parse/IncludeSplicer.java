package org.braid.c.internal.parse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.braid.c.CFrontEndException;

/**
 * Braid's include handling when no host compiler is used: replaces each {@code #include} line by
 * the included file's text between GNU line markers, so that CDT sees one buffer (and evaluates
 * the conditionals and macros itself) and {@link SourceMap} still knows every line's origin. An
 * include that cannot be found is left in place (it may sit in an inactive branch); CDT reports
 * it if it is active. Files with {@code #pragma once} are spliced once.
 */
final class IncludeSplicer {

    private static final Pattern LINE = Pattern.compile("\\b__LINE__\\b");
    private static final Pattern FILE = Pattern.compile("\\b__FILE__\\b");
    private static final Pattern INCLUDE = Pattern.compile("^\\s*#\\s*include(_next)?\\s*([<\"])([^>\"]+)[>\"].*$");

    private final java.util.function.Function<String, String> displayOfHeader;
    private String mainDisplay;
    private final List<Path> userDirs;
    private final List<Path> systemDirs;
    private final Set<Path> onceFiles = new HashSet<>();
    private final Deque<Path> stack = new ArrayDeque<>();
    private final StringBuilder out = new StringBuilder();

    IncludeSplicer(List<Path> userDirs, List<Path> systemDirs, java.util.function.Function<String, String> displayOfHeader) {
        this.displayOfHeader = displayOfHeader;
        this.userDirs = List.copyOf(userDirs);
        this.systemDirs = List.copyOf(systemDirs);
    }

    String splice(Path file, String display) throws CFrontEndException {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new CFrontEndException(display, 0, "cannot read file: " + e.getMessage(), e);
        }
        mainDisplay = display;
        out.append("# 1 \"").append(escape(file.toString())).append("\"\n");
        append(file, text, false);
        return out.toString();
    }

    private void append(Path file, String text, boolean system) {
        stack.push(file.toAbsolutePath().normalize());
        if (text.contains("#pragma once")) {
            onceFiles.add(file.toAbsolutePath().normalize());
        }
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher m = INCLUDE.matcher(lines[i]);
            Path found = m.matches() ? resolve(file, m.group(2).equals("\""), m.group(3)) : null;
            if (found == null || stack.contains(found) || onceFiles.contains(found)) {
                out.append(positions(file, lines[i], i + 1));
                if (i + 1 < lines.length) {
                    out.append('\n');
                }
                continue;
            }
            boolean isSystem = systemDirs.stream().anyMatch(found::startsWith);
            String included;
            try {
                included = Files.readString(found, StandardCharsets.ISO_8859_1);
            } catch (IOException e) {
                out.append(lines[i]).append('\n');
                continue;
            }
            out.append("# 1 \"").append(escape(found.toString())).append('"').append(isSystem ? " 1 3" : " 1").append('\n');
            append(found, included, isSystem);
            out.append('\n').append("# ").append(i + 2).append(" \"").append(escape(file.toString())).append('"')
                .append(system ? " 2 3" : " 2").append('\n');
        }
        stack.pop();
    }

    /**
     * CDT ignores line markers, so {@code __LINE__} and {@code __FILE__} written directly in the
     * code (not in macro definitions) are replaced by the original line and file here.
     */
    private String positions(Path file, String line, int number) {
        if (line.stripLeading().startsWith("#") || !line.contains("__")) {
            return line;
        }
        String display = stack.size() == 1 ? mainDisplay : displayOfHeader.apply(file.toString());
        String l = LINE.matcher(line).replaceAll(Integer.toString(number));
        return FILE.matcher(l).replaceAll(java.util.regex.Matcher.quoteReplacement("\"" + escape(display) + "\""));
    }

    private Path resolve(Path from, boolean quoted, String name) {
        if (quoted) {
            Path parent = from.toAbsolutePath().getParent();
            Path local = parent == null ? Path.of(name) : parent.resolve(name);
            if (Files.isRegularFile(local)) {
                return local.normalize();
            }
        }
        for (List<Path> dirs : List.of(userDirs, systemDirs)) {
            for (Path dir : dirs) {
                Path candidate = dir.resolve(name);
                if (Files.isRegularFile(candidate)) {
                    return candidate.toAbsolutePath().normalize();
                }
            }
        }
        return null;
    }

    private static String escape(String path) {
        return path.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
