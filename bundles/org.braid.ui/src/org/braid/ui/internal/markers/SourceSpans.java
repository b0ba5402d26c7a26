package org.braid.ui.internal.markers;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.braid.core.AccessKind;

/**
 * Finds what a marker underlines on one source line ({@link MarkerAnchor}), ignoring comments and
 * string and character literals. A racing access is the raced location as written, as whole
 * identifiers (for a member access also its last member name): the occurrence that starts at the
 * access's column; else, of several occurrences, the first that matches the access kind (a write
 * is assigned, incremented or decremented), else the first; else (the location written over
 * several lines) the identifier at the access's column.
 * An assertion is its {@code assert(...)} or {@code __VERIFIER_assert(...)} call, else the line's
 * non-blank text. Stateless.
 */
public final class SourceSpans {
    private static final Pattern ASSERT_CALL = Pattern.compile("(?<![A-Za-z0-9_$])(?:__VERIFIER_assert|assert)\\s*\\(");
    private static final Pattern TOKEN = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*|[0-9]+|->|\\S");
    private static final Pattern ASSIGNMENT = Pattern.compile("(?:[-+*/%&|^]|<<|>>)?=(?!=)");

    private SourceSpans() {
    }

    /**
     * A range of a line, in characters from its start.
     *
     * @param start first character
     * @param end one past the last character
     */
    public record Span(int start, int end) {
    }

    /** What {@code anchor} underlines on {@code line}, or empty (the marker stays on the whole line). */
    public static Optional<Span> find(String line, MarkerAnchor anchor) {
        String code = codeOnly(line);
        return switch (anchor) {
            case MarkerAnchor.Line whole -> Optional.empty();
            case MarkerAnchor.Access access -> access(code, access);
            case MarkerAnchor.Assertion assertion -> assertion(code).or(() -> nonBlank(line));
        };
    }

    private static Optional<Span> access(String code, MarkerAnchor.Access access) {
        List<String> names = new ArrayList<>(List.of(access.target()));
        Matcher member = Pattern.compile("(?:->|\\.)\\s*([A-Za-z_$][A-Za-z0-9_$]*)\\s*$").matcher(access.target());
        if (member.find()) {
            names.add(member.group(1));
        }
        if (access.column() > 0) {
            for (String name : names) {
                Optional<Span> at = occurrences(code, name).stream().filter(span -> span.start() == access.column() - 1)
                        .findFirst();
                if (at.isPresent()) {
                    return at;
                }
            }
        }
        for (String name : names) {
            List<Span> found = occurrences(code, name);
            Optional<Span> matching = found.stream().filter(span -> matches(code, span, access.kind())).findFirst();
            if (matching.isPresent() || !found.isEmpty()) {
                return matching.or(() -> Optional.of(found.get(0)));
            }
        }
        return identifierAt(code, access.column() - 1);
    }

    /** The identifier that starts at {@code start} in {@code code}, if any. */
    private static Optional<Span> identifierAt(String code, int start) {
        if (start < 0 || start >= code.length() || !isIdentifierPart(code.charAt(start))
                || Character.isDigit(code.charAt(start)) || start > 0 && isIdentifierPart(code.charAt(start - 1))) {
            return Optional.empty();
        }
        int end = start;
        while (end < code.length() && isIdentifierPart(code.charAt(end))) {
            end++;
        }
        return Optional.of(new Span(start, end));
    }

    /** The occurrences of {@code target} in {@code code}: its tokens in order, any blanks between. */
    private static List<Span> occurrences(String code, String target) {
        StringBuilder regex = new StringBuilder();
        Matcher token = TOKEN.matcher(target);
        while (token.find()) {
            regex.append(regex.isEmpty() ? "" : "\\s*").append(Pattern.quote(token.group()));
        }
        if (regex.isEmpty()) {
            return List.of();
        }
        if (isIdentifierPart(target.strip().charAt(0))) {
            regex.insert(0, "(?<![A-Za-z0-9_$])");
        }
        if (isIdentifierPart(target.strip().charAt(target.strip().length() - 1))) {
            regex.append("(?![A-Za-z0-9_$])");
        }
        List<Span> spans = new ArrayList<>();
        Matcher occurrence = Pattern.compile(regex.toString()).matcher(code);
        while (occurrence.find()) {
            spans.add(new Span(occurrence.start(), occurrence.end()));
        }
        return spans;
    }

    /** Whether the occurrence is accessed as {@code kind}: written when assigned, incremented or decremented. */
    private static boolean matches(String code, Span span, AccessKind kind) {
        String after = code.substring(span.end()).stripLeading();
        String before = code.substring(0, span.start()).stripTrailing();
        boolean stepped = after.startsWith("++") || after.startsWith("--") || before.endsWith("++")
                || before.endsWith("--");
        Matcher assignment = ASSIGNMENT.matcher(after);
        boolean assigned = assignment.lookingAt();
        boolean plain = assigned && assignment.group().equals("=");
        return switch (kind) {
            case WRITE -> assigned || stepped;
            case READ -> !plain;
        };
    }

    private static Optional<Span> assertion(String code) {
        Matcher call = ASSERT_CALL.matcher(code);
        if (!call.find()) {
            return Optional.empty();
        }
        int depth = 0;
        for (int i = call.end() - 1; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return Optional.of(new Span(call.start(), i + 1));
            }
        }
        return Optional.empty();
    }

    private static Optional<Span> nonBlank(String line) {
        int start = 0;
        int end = line.length();
        while (start < end && Character.isWhitespace(line.charAt(start))) {
            start++;
        }
        while (end > start && Character.isWhitespace(line.charAt(end - 1))) {
            end--;
        }
        return start < end ? Optional.of(new Span(start, end)) : Optional.empty();
    }

    /** {@code line} with comments and string and character literals blanked out, same length. */
    static String codeOnly(String line) {
        char[] code = line.toCharArray();
        int i = 0;
        while (i < code.length) {
            char c = code[i];
            int end = i + 1;
            if (c == '/' && i + 1 < code.length && code[i + 1] == '/') {
                end = code.length;
            } else if (c == '/' && i + 1 < code.length && code[i + 1] == '*') {
                int close = line.indexOf("*/", i + 2);
                end = close < 0 ? code.length : close + 2;
            } else if (c == '"' || c == '\'') {
                end = i + 1;
                while (end < code.length && line.charAt(end) != c) {
                    end += line.charAt(end) == '\\' ? 2 : 1;
                }
                end = Math.min(code.length, end + 1);
            } else {
                i = end;
                continue;
            }
            Arrays.fill(code, i, end, ' ');
            i = end;
        }
        return new String(code);
    }

    private static boolean isIdentifierPart(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$';
    }
}
