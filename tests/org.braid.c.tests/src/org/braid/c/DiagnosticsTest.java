package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Constructs Braid cannot lower exactly are reported with their line and make the result unknown. */
class DiagnosticsTest {

    private static List<String> notes(String source) throws Exception {
        LoweringResult r = Fixtures.lowerText(source);
        assertFalse(r.isExact(), "a result with unsupported constructs is not exact");
        return r.diagnostics().stream().map(d -> d.line() + ": " + d.message()).toList();
    }

    @Test
    void inlineAssembly() throws Exception {
        assertEquals(List.of("2: inline assembly is not supported"), notes("void f(void) {\n  __asm__(\"nop\");\n}"));
    }

    @Test
    void longDoubleIsAnErrorAtItsLine() {
        CFrontEndException e = assertThrows(CFrontEndException.class,
            () -> Fixtures.lowerText("long double d; int i;\nvoid f(void) { d = d + 1;\n i = d; }"));
        assertEquals(2, e.line());
        assertTrue(e.detail().contains("long double"), e.detail());
    }

    @Test
    void variableLengthArraysAreLoweredExactly() throws Exception {
        // Since VLAs with a variable inner dimension are supported (BitPrecisionTest's vla-inner.c
        // against gcc), this is exact: no note.
        LoweringResult r = Fixtures.lowerText("void f(int n) { int a[n][n]; a[0][0] = 1; }");
        assertAll(() -> assertTrue(r.isExact()), () -> assertEquals(List.of(), r.diagnostics()));
    }

    @Test
    void readingALongLongBitFieldWiderThanIntIsUnsupportedWritingIsNot() throws Exception {
        assertEquals(List.of("4: reading the 40-bit bit-field s.x of type unsigned long long (gcc computes with it in 40"
            + " bits) is not supported"), notes("struct b { unsigned long long x : 40; };\nint f(void) {\n"
            + "  struct b s; s.x = 1;\n  return s.x > 0;\n}"));
    }

    @Test
    void scanfOfUnboundedOrUnknownInputIsUnsupported() throws Exception {
        assertEquals(List.of("4: scanf with %s without a field width (input of unbounded length) is not supported",
            "5: scanf with a format that is not a string literal is not supported",
            "6: fscanf with the conversion %[ is not supported",
            "4: call to `scanf` with no body or model: result assumed nondeterministic",
            "6: call to `fscanf` with no body or model: result assumed nondeterministic"),
            notes("int scanf(const char *, ...); int fscanf(void *, const char *, ...);\n"
                + "void f(const char *format) {\n  char w[8]; int x;\n  scanf(\"%s\", w);\n  scanf(format, &x);\n"
                + "  fscanf((void *) 0, \"%7[a-z]\", w);\n}"));
    }

    @Test
    void sprintfOfUnsupportedConversionsIsNotedAndARunTimeFormatGoesToTheModel() throws Exception {
        assertEquals(List.of("4: sprintf with the conversion %n is not supported",
            "5: sprintf with the length modifier L on %f is not supported",
            "6: sprintf with the flag '#' on %c is not supported",
            "7: sprintf with a '*' field width or precision on %p is not supported"),
            notes("int sprintf(char *, const char *, ...); int snprintf(char *, unsigned long, const char *, ...);\n"
                + "void f(const char *format, double d) {\n  char b[32];\n  sprintf(b, \"%n\", (int *) 0);\n"
                + "  sprintf(b, \"%Lf\", d);\n  sprintf(b, \"%#c\", 'a');\n  sprintf(b, \"%*p\", 3, (void *) 0);\n"
                + "  sprintf(b, \"%f|%.*F|%e|%G|%a|%#x|%*.*d|%+.3i|%-*s\", d, 3, (float) d, d, d, d, 1u, -4, -1, 2, 3,"
                + " 4, \"s\");\n  snprintf(b, sizeof b, format, 1);\n}"));
    }

    @Test
    void aFunctionPassedAsAPointerThatPassesFewerArgumentsIsUnsupportedButAGenericCastIsNot() throws Exception {
        assertEquals(List.of("4: passing `two`, which takes 2 parameters, as a function pointer that passes 1 (calls"
            + " through it cannot run it) is not supported", "4: call to `run` with no body or model: result assumed"
            + " nondeterministic"),
            notes("typedef void *(*start)(void *);\nvoid *two(void *a, void *b) { return a; }\nvoid run(start s);\n"
                + "void f(void) { run(two); void (*g)(void) = (void (*)(void)) two; run((start) g); }"));
    }

    @Test
    void computedGoto() throws Exception {
        List<String> n = notes("void f(void) {\n void *l = &&x;\n goto *l;\n x: ;\n}");
        assertEquals(List.of("2: address of a label (computed goto) is not supported", "3: computed goto is not supported"), n);
    }

    @Test
    void diagnosticsPrintLikeACompiler() {
        assertEquals("f.c:12: note: inline assembly is not supported",
            Diagnostic.of(DiagnosticKind.UNSUPPORTED, "f.c", 12, "inline assembly").toString());
    }
}
