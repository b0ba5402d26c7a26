package org.braid.c.internal.parse;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where each token of the preprocessed buffer is written in its source file: line and column of
 * the same token in the source, found by matching the buffer's tokens against the source's.
 * {@code gcc -E} keeps lines (its line markers name them) but not columns: it collapses blanks,
 * drops comments, expands macros and joins a macro call that spans lines into one line.
 *
 * <p>A buffer line with the same tokens as its source line (blanks and comments aside) maps token
 * by token. The other lines, consecutive ones together (a macro call, the lines it joined, the
 * rest of its last line), form a region, matched against the source lines from the region's first
 * to the line before the next line that maps token by token, as a longest common subsequence of
 * token spellings (latest matches first, so the argument of a macro that also names it in its body
 * gets the argument's position). A token left over (written by a macro's body, or an argument the
 * body uses twice) is placed, if it is an identifier of the source nearby, at that identifier,
 * otherwise at the name of the macro that wrote it (a source identifier left unmatched; for a
 * token after the first of a run of left-over tokens, or a reserved identifier, the name of a
 * function-like macro call on its line first, so the rest of {@code assert}'s body is not placed
 * at an object-like macro its argument names). A region too large to match ({@value #MAX_CELLS}
 * cells) or without a source (an unreadable file) has no positions.
 *
 * <p>Not thread-safe; {@link SourceMap} calls it under its lock.
 */
final class WrittenPositions {
    private static final int MAX_CELLS = 4_000_000;
    private static final int MAX_WINDOW_LINES = 500;

    /**
     * A line and column (both 1-based); {@code verbatim} when the token is written there itself,
     * not placed at the macro whose body wrote it.
     */
    record LineColumn(int line, int column, boolean verbatim) {
    }

    private final SourceMap map;
    /** For each buffer line computed so far: buffer offset of each token to its source position. */
    private final Map<Integer, Map<Integer, LineColumn>> lines = new HashMap<>();
    private final Map<Integer, boolean[]> commentStates = new HashMap<>();

    WrittenPositions(SourceMap map) {
        this.map = map;
    }

    /** The source position of the token starting at {@code offset}, or null if not known. */
    LineColumn at(int offset) {
        int k = map.lineIndex(offset);
        if (map.isMarker(k)) {
            return null;
        }
        Map<Integer, LineColumn> tokens = lines.get(k);
        if (tokens == null) {
            String buffer = map.bufferLineAt(k);
            if (buffer.equals(map.originalLine(map.fileOf(k), map.originalLineOf(k)))) {
                return new LineColumn(map.originalLineOf(k), offset - map.lineStart(k) + 1, true);
            }
            if (!computeLine(k)) {
                computeRegion(k);
            }
            tokens = lines.get(k);
        }
        return tokens == null ? null : tokens.get(offset);
    }

    /** Maps line {@code k} token by token if it has the tokens of its source line; says whether it did. */
    private boolean computeLine(int k) {
        List<LineTokens.Token> buffer = bufferTokens(k);
        List<LineTokens.Token> source = sourceTokens(map.fileOf(k), map.originalLineOf(k));
        if (source == null || !sameSpellings(buffer, source)) {
            return false;
        }
        Map<Integer, LineColumn> tokens = new HashMap<>();
        int start = map.lineStart(k);
        for (int i = 0; i < buffer.size(); i++) {
            tokens.put(start + buffer.get(i).start(), new LineColumn(map.originalLineOf(k), source.get(i).start() + 1, true));
        }
        lines.put(k, tokens);
        return true;
    }

    private void computeRegion(int k) {
        int file = map.fileOf(k);
        int first = k;
        while (first > 0 && inRegion(first - 1, file)) {
            first--;
        }
        int last = k;
        while (last + 1 < map.lineCount() && inRegion(last + 1, file)) {
            last++;
        }
        int fromLine = Integer.MAX_VALUE;
        int toLine = 0;
        List<LineTokens.Token> buffer = new ArrayList<>();
        List<Integer> bufferOffsets = new ArrayList<>();
        for (int j = first; j <= last; j++) {
            if (map.isMarker(j)) {
                continue;
            }
            fromLine = Math.min(fromLine, map.originalLineOf(j));
            toLine = Math.max(toLine, map.originalLineOf(j));
            for (LineTokens.Token t : bufferTokens(j)) {
                buffer.add(t);
                bufferOffsets.add(map.lineStart(j) + t.start());
            }
            lines.put(j, new HashMap<>());
        }
        int next = last + 1;
        while (next < map.lineCount() && map.isMarker(next)) {
            next++;
        }
        if (next < map.lineCount() && map.sameDisk(map.fileOf(next), file) && map.originalLineOf(next) - 1 > toLine) {
            toLine = map.originalLineOf(next) - 1;
        }
        if (fromLine > toLine) {
            return;
        }
        toLine = Math.min(toLine, fromLine + MAX_WINDOW_LINES);
        List<LineTokens.Token> source = new ArrayList<>();
        List<Integer> sourceLines = new ArrayList<>();
        boolean[] comments = commentStates(file);
        for (int line = fromLine; line <= toLine; line++) {
            String text = map.originalLine(file, line);
            if (text.stripLeading().startsWith("#")) {
                continue;
            }
            int before = source.size();
            LineTokens.scan(text, line - 1 < comments.length && comments[line - 1], source);
            for (int i = before; i < source.size(); i++) {
                sourceLines.add(line);
            }
        }
        if (source.isEmpty() || (long) buffer.size() * source.size() > MAX_CELLS) {
            return;
        }
        int[] matched = match(buffer, source);
        boolean[] used = new boolean[source.size()];
        for (int m : matched) {
            if (m >= 0) {
                used[m] = true;
            }
        }
        int[] before = new int[buffer.size()];
        int[] after = new int[buffer.size()];
        for (int i = 0, lastMatch = -1; i < buffer.size(); i++) {
            before[i] = lastMatch;
            lastMatch = matched[i] >= 0 ? matched[i] : lastMatch;
        }
        for (int i = buffer.size() - 1, nextMatch = source.size(); i >= 0; i--) {
            after[i] = nextMatch;
            nextMatch = matched[i] >= 0 ? matched[i] : nextMatch;
        }
        for (int i = 0; i < buffer.size(); i++) {
            int home = map.originalLineOf(map.lineIndex(bufferOffsets.get(i)));
            int s = matched[i] >= 0 ? matched[i]
                : leftOver(i, before[i], after[i], home, buffer, source, sourceLines, matched, used);
            if (s >= 0) {
                int offset = bufferOffsets.get(i);
                boolean verbatim = source.get(s).text().equals(buffer.get(i).text());
                lines.get(map.lineIndex(offset)).put(offset,
                    new LineColumn(sourceLines.get(s), source.get(s).start() + 1, verbatim));
            }
        }
    }

    /** Whether buffer line {@code j} belongs to the region of a line in {@code file}. */
    private boolean inRegion(int j, int file) {
        if (map.isMarker(j)) {
            return true;
        }
        if (!map.sameDisk(map.fileOf(j), file)) {
            return false;
        }
        return !lines.containsKey(j) && !computeLine(j);
    }

    /**
     * For each buffer token, the index of the source token it matches in a longest common
     * subsequence of spellings, or -1. Traced back from the end, taking a match whenever the
     * spellings are equal, so later occurrences match first.
     */
    private static int[] match(List<LineTokens.Token> buffer, List<LineTokens.Token> source) {
        int n = buffer.size();
        int m = source.size();
        char[] lcs = new char[(n + 1) * (m + 1)];
        for (int i = 1; i <= n; i++) {
            String b = buffer.get(i - 1).text();
            for (int j = 1; j <= m; j++) {
                lcs[i * (m + 1) + j] = b.equals(source.get(j - 1).text()) ? (char) (lcs[(i - 1) * (m + 1) + j - 1] + 1)
                    : (char) Math.max(lcs[(i - 1) * (m + 1) + j], lcs[i * (m + 1) + j - 1]);
            }
        }
        int[] matched = new int[n];
        java.util.Arrays.fill(matched, -1);
        int i = n;
        int j = m;
        while (i > 0 && j > 0) {
            if (buffer.get(i - 1).text().equals(source.get(j - 1).text())) {
                matched[--i] = --j;
            } else if (lcs[(i - 1) * (m + 1) + j] >= lcs[i * (m + 1) + j - 1]) {
                i--;
            } else {
                j--;
            }
        }
        return matched;
    }

    /**
     * Where an unmatched buffer token {@code i} is placed in the source (see the class comment), or
     * -1: an identifier at the same identifier nearest to its matched neighbours on their lines;
     * otherwise at the macro whose expansion wrote it, a source identifier left unmatched on the
     * line the preprocessor's markers give the token ({@code home}, where the macro call starts):
     * the first between its matched neighbours, else the nearest before them, else the first
     * after them; otherwise at its matched neighbour before it on that line, or the first source
     * token between the neighbours, or a neighbour.
     */
    private static int leftOver(int i, int before, int after, int home, List<LineTokens.Token> buffer,
            List<LineTokens.Token> source, List<Integer> sourceLines, int[] matched, boolean[] used) {
        LineTokens.Token token = buffer.get(i);
        if (token.isIdentifier()) {
            int fromLine = before < 0 ? sourceLines.get(0) : sourceLines.get(before);
            int toLine = after == source.size() ? sourceLines.get(source.size() - 1) : sourceLines.get(after);
            int best = -1;
            int bestDistance = Integer.MAX_VALUE;
            for (int s = firstOnOrAfter(sourceLines, fromLine); s < source.size() && sourceLines.get(s) <= toLine; s++) {
                if (source.get(s).text().equals(token.text())) {
                    int distance = s <= before ? before + 1 - s : s >= after ? s - after + 1 : 0;
                    if (distance < bestDistance) {
                        best = s;
                        bestDistance = distance;
                    }
                }
            }
            if (best >= 0) {
                return best;
            }
        }
        boolean runStart = i == 0 || matched[i - 1] >= 0;
        if (!runStart || token.isIdentifier() && token.text().startsWith("__")) {
            int call = functionLikeMacroName(before, after, home, source, sourceLines, used);
            if (call >= 0) {
                return call;
            }
        }
        int homeStart = firstOnOrAfter(sourceLines, home);
        int homeEnd = firstOnOrAfter(sourceLines, home + 1);
        for (int s = Math.max(before + 1, homeStart); s < Math.min(after, homeEnd); s++) {
            if (macroName(s, home, source, sourceLines, used)) {
                return s;
            }
        }
        for (int s = Math.min(before, homeEnd - 1); s >= homeStart; s--) {
            if (macroName(s, home, source, sourceLines, used)) {
                return s;
            }
        }
        for (int s = Math.max(after, homeStart); s < homeEnd; s++) {
            if (macroName(s, home, source, sourceLines, used)) {
                return s;
            }
        }
        if (before >= 0 && sourceLines.get(before) == home) {
            return before;
        }
        if (before + 1 < after) {
            return before + 1;
        }
        return after < source.size() ? after : before;
    }

    /** The first index of the ascending {@code lines} whose line is {@code line} or later. */
    private static int firstOnOrAfter(List<Integer> lines, int line) {
        int low = 0;
        int high = lines.size();
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (lines.get(mid) < line) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }

    /**
     * Where a token is placed that an object-like macro the call's arguments name ({@code STEP} of
     * {@code assert(n == 2 * STEP)}) probably did not write: a token after the first of a run of
     * unmatched tokens (that macro's expansion starts the run; the rest of a long run, such as
     * {@code ; else __assert_fail (...)}, is the body of the call around it), or a reserved
     * identifier ({@code __assert_fail}, {@code __extension__}), which system headers' function-like
     * macros write. The name of such a call on line {@code home}: a source identifier left unmatched
     * and followed by {@code (}, the first between the neighbours, else the nearest before them,
     * else the first after them; -1 if there is none (then the token is placed as any other).
     */
    private static int functionLikeMacroName(int before, int after, int home, List<LineTokens.Token> source,
            List<Integer> sourceLines, boolean[] used) {
        int homeStart = firstOnOrAfter(sourceLines, home);
        int homeEnd = firstOnOrAfter(sourceLines, home + 1);
        for (int s = Math.max(before + 1, homeStart); s < Math.min(after, homeEnd); s++) {
            if (macroName(s, home, source, sourceLines, used) && calls(s, source)) {
                return s;
            }
        }
        for (int s = Math.min(before, homeEnd - 1); s >= homeStart; s--) {
            if (macroName(s, home, source, sourceLines, used) && calls(s, source)) {
                return s;
            }
        }
        for (int s = Math.max(after, homeStart); s < homeEnd; s++) {
            if (macroName(s, home, source, sourceLines, used) && calls(s, source)) {
                return s;
            }
        }
        return -1;
    }

    private static boolean calls(int s, List<LineTokens.Token> source) {
        return s + 1 < source.size() && source.get(s + 1).text().equals("(");
    }

    /**
     * Whether source token {@code s} may be the name of a macro whose call starts on line
     * {@code home}; only tokens on that line may (the loops above look at no other line).
     */
    private static boolean macroName(int s, int home, List<LineTokens.Token> source, List<Integer> sourceLines,
            boolean[] used) {
        return !used[s] && sourceLines.get(s) == home && source.get(s).isIdentifier();
    }

    private List<LineTokens.Token> bufferTokens(int k) {
        List<LineTokens.Token> out = new ArrayList<>();
        String text = map.bufferLineAt(k);
        if (!text.stripLeading().startsWith("#")) {
            LineTokens.scan(text, false, out);
        }
        return out;
    }

    /** The tokens of a source line, or null when the file cannot be read. */
    private List<LineTokens.Token> sourceTokens(int file, int line) {
        if (map.originalLineCount(file) == 0) {
            return null;
        }
        List<LineTokens.Token> out = new ArrayList<>();
        String text = map.originalLine(file, line);
        if (!text.stripLeading().startsWith("#")) {
            boolean[] comments = commentStates(file);
            LineTokens.scan(text, line - 1 < comments.length && comments[line - 1], out);
        }
        return out;
    }

    /** For each line of a source file (0-based), whether it starts inside a block comment. */
    private boolean[] commentStates(int file) {
        return commentStates.computeIfAbsent(file, f -> {
            int count = map.originalLineCount(f);
            boolean[] states = new boolean[count];
            boolean open = false;
            for (int line = 1; line <= count; line++) {
                states[line - 1] = open;
                open = LineTokens.commentOpenAtEnd(map.originalLine(f, line), open);
            }
            return states;
        });
    }

    private static boolean sameSpellings(List<LineTokens.Token> a, List<LineTokens.Token> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!a.get(i).text().equals(b.get(i).text())) {
                return false;
            }
        }
        return true;
    }
}
