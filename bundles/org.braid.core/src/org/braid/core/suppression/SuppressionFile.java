package org.braid.core.suppression;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The project's suppression file {@value #NAME}: one accepted finding per line,
 * <pre>
 * # kind | file | subject | functions | reason
 * race | src/stats.c | hits | count_hit, report | statistics only, read approximately
 * assertion | src/main.c | total == 2 | main | known lost update, issue #12
 * exception | src/Cache.java | uncaught NullPointerException: name | Cache.load() | input checked upstream
 * deadlock | src/pool.c |  | main, worker | shutdown path, tracked separately
 * </pre>
 * Fields are separated by {@code |} (written {@code \|} inside a field, a backslash as
 * {@code \\}); surrounding blanks are ignored; blank lines and lines starting with {@code #} are
 * comments. The file is relative to this file's directory; the functions are in any order. An
 * uncaught exception is of kind {@code exception}; an older entry of kind {@code assertion} for one
 * still accepts it ({@link SuppressionEntry#acceptsUnderOldKind}). Immutable helpers.
 */
public final class SuppressionFile {

    /** The file's name at the root of a project (or a directory on the command line). */
    public static final String NAME = ".braid-suppressions";

    /** The comment Braid writes at the top of a new file. */
    public static final String HEADER = "# Braid: accepted findings, one per line (kind | file | subject | functions | "
            + "reason)";

    private SuppressionFile() {
    }

    /**
     * Reads the entries of {@code text}.
     *
     * @param name the file's name for messages
     * @throws SuppressionException naming the first line that is not an entry
     */
    public static List<SuppressionEntry> parse(String name, String text) throws SuppressionException {
        List<SuppressionEntry> entries = new ArrayList<>();
        String[] lines = text.split("\r\n|\r|\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            List<String> fields = split(line);
            if (fields.size() != 5) {
                throw new SuppressionException(name, i + 1, "expected 5 fields separated by | (kind | file | subject "
                        + "| functions | reason), found " + fields.size());
            }
            String kind = fields.get(0);
            if (!SuppressionEntry.KINDS.contains(kind)) {
                throw new SuppressionException(name, i + 1, "unknown kind '" + kind + "' (expected race, assertion, "
                        + "exception or deadlock)");
            }
            if (fields.get(1).isEmpty()) {
                throw new SuppressionException(name, i + 1, "the file is missing");
            }
            List<String> functions = Arrays.stream(fields.get(3).split(",")).map(String::strip)
                    .filter(f -> !f.isEmpty()).toList();
            int expected = kind.equals("race") ? 2 : kind.equals("deadlock") ? -1 : 1;
            if (expected > 0 && functions.size() != expected || functions.isEmpty()) {
                throw new SuppressionException(name, i + 1, (kind.startsWith("a") || kind.startsWith("e") ? "an "
                        : "a ") + kind + " names " + (expected == 2 ? "two functions"
                        : expected == 1 ? "one function" : "the waiting threads' functions") + ", found "
                        + functions.size());
            }
            entries.add(new SuppressionEntry(kind, fields.get(1), fields.get(2), functions, fields.get(4), i + 1));
        }
        return List.copyOf(entries);
    }

    /** {@code text} (the file's content, possibly empty) with {@code entry} appended as a new line. */
    public static String append(String text, SuppressionEntry entry) {
        StringBuilder out = new StringBuilder(text.isEmpty() ? HEADER + "\n" : text);
        if (!out.isEmpty() && out.charAt(out.length() - 1) != '\n') {
            out.append('\n');
        }
        return out.append(entry.format()).append('\n').toString();
    }

    private static List<String> split(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\\' && i + 1 < line.length()) {
                field.append(line.charAt(++i));
            } else if (c == '|') {
                fields.add(field.toString().strip());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        fields.add(field.toString().strip());
        return fields;
    }
}
