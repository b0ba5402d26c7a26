package org.braid.c.internal.parse;

import java.util.List;

/**
 * Splits one line of C into its tokens, as far as matching the preprocessor's output against the
 * source needs: identifiers, pp-numbers, string and character literals (with their prefixes),
 * punctuators (longest match), any other character alone. Comments are skipped; a block comment
 * that is still open at the line's end is reported so the next line starts inside it. Stateless.
 */
final class LineTokens {

    /** A token: its text and its 0-based start in the line. */
    record Token(String text, int start) {
        boolean isIdentifier() {
            char c = text.charAt(0);
            return Character.isLetter(c) || c == '_' || c == '$';
        }
    }

    private static final List<String> PUNCTUATORS = List.of("%:%:", "...", "<<=", ">>=", "->", "++", "--", "<<",
        ">>", "<=", ">=", "==", "!=", "&&", "||", "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", "<:", ":>",
        "<%", "%>", "%:");

    private LineTokens() {
    }

    /**
     * Adds the tokens of {@code line} to {@code out} and says whether a block comment is open at
     * its end.
     *
     * @param inComment whether the line starts inside a block comment
     */
    static boolean scan(String line, boolean inComment, List<Token> out) {
        int i = 0;
        int n = line.length();
        if (inComment) {
            int close = line.indexOf("*/");
            if (close < 0) {
                return true;
            }
            i = close + 2;
        }
        while (i < n) {
            char c = line.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (line.startsWith("//", i)) {
                return false;
            } else if (line.startsWith("/*", i)) {
                int close = line.indexOf("*/", i + 2);
                if (close < 0) {
                    return true;
                }
                i = close + 2;
            } else if (isIdentifierStart(c)) {
                int end = i + 1;
                while (end < n && isIdentifierPart(line.charAt(end))) {
                    end++;
                }
                if (end < n && (line.charAt(end) == '"' || line.charAt(end) == '\'') && isLiteralPrefix(line.substring(i, end))) {
                    end = literalEnd(line, end);
                }
                out.add(new Token(line.substring(i, end), i));
                i = end;
            } else if (Character.isDigit(c) || c == '.' && i + 1 < n && Character.isDigit(line.charAt(i + 1))) {
                int end = i + 1;
                while (end < n) {
                    char d = line.charAt(end);
                    if ((d == '+' || d == '-') && "eEpP".indexOf(line.charAt(end - 1)) >= 0) {
                        end++;
                    } else if (isIdentifierPart(d) || d == '.') {
                        end++;
                    } else {
                        break;
                    }
                }
                out.add(new Token(line.substring(i, end), i));
                i = end;
            } else if (c == '"' || c == '\'') {
                int end = literalEnd(line, i);
                out.add(new Token(line.substring(i, end), i));
                i = end;
            } else {
                int end = i + 1;
                if (i + 1 < n && "<>-+&|=!*/%^#:.".indexOf(line.charAt(i + 1)) >= 0) {
                    for (String p : PUNCTUATORS) {
                        if (line.startsWith(p, i)) {
                            end = i + p.length();
                            break;
                        }
                    }
                }
                out.add(new Token(line.substring(i, end), i));
                i = end;
            }
        }
        return false;
    }

    /** Whether a block comment is open at the end of {@code line} (it starts inside one if {@code inComment}). */
    static boolean commentOpenAtEnd(String line, boolean inComment) {
        int i = 0;
        int n = line.length();
        boolean open = inComment;
        while (i < n) {
            if (open) {
                int close = line.indexOf("*/", i);
                if (close < 0) {
                    return true;
                }
                open = false;
                i = close + 2;
                continue;
            }
            char c = line.charAt(i);
            if (c == '/' && i + 1 < n && line.charAt(i + 1) == '/') {
                return false;
            } else if (c == '/' && i + 1 < n && line.charAt(i + 1) == '*') {
                open = true;
                i += 2;
            } else if (c == '"' || c == '\'') {
                i = literalEnd(line, i);
            } else {
                i++;
            }
        }
        return open;
    }

    /** The end of the literal whose quote is at {@code quote} (the line's end if it is not closed). */
    private static int literalEnd(String line, int quote) {
        char q = line.charAt(quote);
        for (int i = quote + 1; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == q) {
                return i + 1;
            }
        }
        return line.length();
    }

    private static boolean isLiteralPrefix(String s) {
        return s.equals("L") || s.equals("u") || s.equals("U") || s.equals("u8");
    }

    private static boolean isIdentifierStart(char c) {
        return Character.isLetter(c) || c == '_' || c == '$';
    }

    private static boolean isIdentifierPart(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$';
    }
}
