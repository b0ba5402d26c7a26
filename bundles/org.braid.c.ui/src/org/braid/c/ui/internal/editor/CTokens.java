package org.braid.c.ui.internal.editor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

import org.eclipse.cdt.core.parser.IToken;
import org.eclipse.cdt.core.parser.KeywordSetKey;
import org.eclipse.cdt.core.parser.OffsetLimitReachedException;
import org.eclipse.cdt.core.parser.ParserLanguage;
import org.eclipse.cdt.internal.core.parser.scanner.AbstractCharArray;
import org.eclipse.cdt.internal.core.parser.scanner.ILexerLog;
import org.eclipse.cdt.internal.core.parser.scanner.Lexer;
import org.eclipse.cdt.internal.core.parser.scanner.Token;
import org.eclipse.cdt.internal.core.parser.token.KeywordSets;

/**
 * The coloured spans of C text, from CDT's lexer (the one Braid's front end parses with): keywords
 * and type names by CDT's keyword sets for C, number, string and character literals, comments, and
 * preprocessor directives (the {@code #} and the directive's name; an included header's name as a
 * string). Everything else is not a span. Works on any text, complete or not: unterminated
 * comments and literals run to the end, as the compiler would read them. Stateless.
 */
public final class CTokens {

    /** What a span is. */
    public enum Kind {
        KEYWORD, TYPE, NUMBER, STRING, COMMENT, PREPROCESSOR
    }

    /** {@code length} characters from {@code offset} are of {@code kind}. */
    public record Span(int offset, int length, Kind kind) {
    }

    private static final Set<String> KEYWORDS = KeywordSets.getKeywords(KeywordSetKey.KEYWORDS, ParserLanguage.C);
    private static final Set<String> TYPES = KeywordSets.getKeywords(KeywordSetKey.TYPES, ParserLanguage.C);

    private CTokens() {
    }

    /** The spans of {@code text}, ordered by offset and not overlapping. */
    public static List<Span> of(String text) {
        List<Span> spans = new ArrayList<>();
        ILexerLog log = new ILexerLog() {
            @Override
            public void handleProblem(int problem, char[] detail, int offset, int endOffset) {
                // an unterminated literal or a stray character: nothing to colour specially
            }

            @Override
            public void handleComment(boolean block, int offset, int endOffset, AbstractCharArray input) {
                spans.add(new Span(offset, endOffset - offset, Kind.COMMENT));
            }
        };
        Lexer lexer = new Lexer(text.toCharArray(), new Lexer.LexerOptions(), log, null);
        try {
            boolean includeNext = false;
            for (Token token = lexer.nextToken(); token.getType() != IToken.tEND_OF_INPUT; token = lexer.nextToken()) {
                if (includeNext) {
                    lexer.setInsideIncludeDirective(false);
                    includeNext = false;
                }
                if (token.getType() == IToken.tPOUND && lexer.currentTokenIsFirstOnLine()) {
                    Token name = lexer.nextToken();
                    int end = token.getEndOffset();
                    if (name.getType() == IToken.tIDENTIFIER) {
                        end = name.getEndOffset();
                        if (name.getImage().equals("include") || name.getImage().equals("include_next")) {
                            lexer.setInsideIncludeDirective(true);
                            includeNext = true;
                        }
                    }
                    spans.add(new Span(token.getOffset(), end - token.getOffset(), Kind.PREPROCESSOR));
                    if (name.getType() == IToken.tEND_OF_INPUT) {
                        break;
                    }
                    if (end == token.getEndOffset()) {
                        add(spans, name);
                    }
                    continue;
                }
                add(spans, token);
            }
        } catch (OffsetLimitReachedException e) {
            throw new IllegalStateException("the lexer has no offset limit here", e);
        }
        spans.sort(Comparator.comparingInt(Span::offset));
        return List.copyOf(spans);
    }

    private static void add(List<Span> spans, Token token) {
        Kind kind = kind(token);
        if (kind != null) {
            spans.add(new Span(token.getOffset(), token.getLength(), kind));
        }
    }

    private static Kind kind(Token token) {
        return switch (token.getType()) {
            case IToken.tINTEGER, IToken.tFLOATINGPT -> Kind.NUMBER;
            case IToken.tSTRING, IToken.tLSTRING, IToken.tUTF16STRING, IToken.tUTF32STRING, IToken.tCHAR,
                    IToken.tLCHAR, IToken.tUTF16CHAR, IToken.tUTF32CHAR, Lexer.tQUOTE_HEADER_NAME,
                    Lexer.tSYSTEM_HEADER_NAME -> Kind.STRING;
            default -> word(token.getImage());
        };
    }

    private static Kind word(String image) {
        if (TYPES.contains(image)) {
            return Kind.TYPE;
        }
        return KEYWORDS.contains(image) ? Kind.KEYWORD : null;
    }
}
