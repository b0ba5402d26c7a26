package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.braid.c.ui.internal.editor.CTokens;
import org.braid.c.ui.internal.editor.CTokens.Kind;
import org.junit.jupiter.api.Test;

/** The C editor's colouring: which spans CDT's lexer gives which colour. */
class CTokensTest {

    private static List<String> spans(String text) {
        return CTokens.of(text).stream()
                .map(span -> span.kind() + " " + text.substring(span.offset(), span.offset() + span.length()))
                .toList();
    }

    @Test
    void keywordsTypesLiteralsCommentsAndDirectives() {
        String text = """
                #include <pthread.h>
                #define LIMIT 10 /* at most */
                static unsigned long counter = 0x1fUL; // shared
                int main(void) {
                    const char *name = "worker\\n";
                    if (counter > LIMIT) return 'x';
                    while (1) { counter += 2.5e3; }
                }
                """;
        assertEquals(List.of(
                "PREPROCESSOR #include", "STRING <pthread.h>",
                "PREPROCESSOR #define", "NUMBER 10", "COMMENT /* at most */",
                "KEYWORD static", "TYPE unsigned", "TYPE long", "NUMBER 0x1fUL", "COMMENT // shared",
                "TYPE int", "TYPE void",
                "KEYWORD const", "TYPE char", "STRING \"worker\\n\"",
                "KEYWORD if", "KEYWORD return", "STRING 'x'",
                "KEYWORD while", "NUMBER 1", "NUMBER 2.5e3"), spans(text));
    }

    @Test
    void unfinishedTextStillColoursAndAnOpenCommentRunsToTheEnd() {
        assertEquals(List.of("KEYWORD struct", "TYPE int", "COMMENT /* not closed\nint y;"),
                spans("struct s { int x; /* not closed\nint y;"));
        assertEquals(List.of("PREPROCESSOR #"), spans("#"));
        assertEquals(List.of(), spans(""));
        assertEquals(List.of(Kind.STRING), CTokens.of("\"no end").stream().map(CTokens.Span::kind).toList());
    }
}
