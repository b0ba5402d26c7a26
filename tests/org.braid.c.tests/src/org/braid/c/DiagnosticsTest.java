package org.braid.c;

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
    void variableLengthArray() throws Exception {
        assertEquals(List.of("1: variable length array is not supported"), notes("void f(int n) { int a[n]; a[0] = 1; }"));
    }

    @Test
    void readingALongLongBitFieldWiderThanIntIsUnsupportedWritingIsNot() throws Exception {
        assertEquals(List.of("4: reading the 40-bit bit-field s.x of type unsigned long long (gcc computes with it in 40"
            + " bits) is not supported"), notes("struct b { unsigned long long x : 40; };\nint f(void) {\n"
            + "  struct b s; s.x = 1;\n  return s.x > 0;\n}"));
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
