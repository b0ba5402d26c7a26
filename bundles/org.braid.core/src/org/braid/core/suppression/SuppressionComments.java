package org.braid.core.suppression;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code braid: benign-race(reason)} comments of one C or Java source file. A comment covers
 * its own line; a comment alone on its line also covers the next line, so both
 * <pre>
 * hits++; // braid: benign-race(statistics only)
 * </pre>
 * and
 * <pre>
 * /* braid: benign-race(statistics only) *&#47;
 * hits++;
 * </pre>
 * suppress a race one of whose accesses is at {@code hits++}. The marker must follow {@code //},
 * {@code /*} or a comment line's leading {@code *} on the same line; the reason is optional
 * ("benign" when absent) and ends at the first {@code )}. Immutable.
 */
public final class SuppressionComments {

    /** The words of the comment, without the reason. */
    public static final String BENIGN_RACE = "braid: benign-race";

    private static final Pattern MARK = Pattern.compile("braid:\\s*benign-race(?:\\(([^)]*)\\))?");

    private final Map<Integer, String> reasons;

    private SuppressionComments(Map<Integer, String> reasons) {
        this.reasons = Collections.unmodifiableMap(reasons);
    }

    /** Finds the comments of {@code source}. */
    public static SuppressionComments scan(String source) {
        Map<Integer, String> reasons = new HashMap<>();
        String[] lines = source.split("\r\n|\r|\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            Matcher mark = MARK.matcher(line);
            while (mark.find()) {
                String before = line.substring(0, mark.start());
                if (!inComment(before)) {
                    continue;
                }
                String reason = mark.group(1) == null || mark.group(1).isBlank() ? "benign" : mark.group(1).trim();
                reasons.putIfAbsent(i + 1, reason);
                if (aloneOnItsLine(before)) {
                    reasons.putIfAbsent(i + 2, reason);
                }
            }
        }
        return new SuppressionComments(reasons);
    }

    /** The reason of the comment that covers 1-based {@code line}, if one does. */
    public Optional<String> reasonAt(int line) {
        return Optional.ofNullable(reasons.get(line));
    }

    /**
     * The comment the quick fix writes: {@code /* braid: benign-race(reason) *&#47;}, with
     * characters that would end the reason or the comment early replaced.
     */
    public static String comment(String reason) {
        String safe = reason.replace(")", "]").replace("(", "[").replace("*/", "* /").replaceAll("[\\r\\n]+", " ")
                .trim();
        return "/* " + BENIGN_RACE + "(" + (safe.isEmpty() ? "benign" : safe) + ") */";
    }

    private static boolean inComment(String before) {
        return before.contains("//") || before.contains("/*") || before.trim().startsWith("*");
    }

    private static boolean aloneOnItsLine(String before) {
        String text = before.trim();
        return text.equals("//") || text.equals("/*") || text.equals("*") || text.isEmpty();
    }
}
