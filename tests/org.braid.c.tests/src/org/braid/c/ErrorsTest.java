package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.braid.core.internal.ir.DataModel;
import org.junit.jupiter.api.Test;

/** Bad input is a {@link CFrontEndException} with the file and line, in both preprocessing modes. */
class ErrorsTest {

    private static CFrontEndException error(String source, boolean host) {
        return assertThrows(CFrontEndException.class,
            () -> Fixtures.lowerText("bad.c", source, CFrontEndOptions.defaults().withHostCompiler(host)));
    }

    @Test
    void syntaxErrorNamesTheFirstProblem() {
        for (boolean host : List.of(true, false)) {
            CFrontEndException e = error("int ok;\nint main(void) {\n  int x = ;\n  return 0;\n}\n", host);
            assertEquals(3, e.line());
            assertTrue(e.file().endsWith("bad.c"), e.file());
            assertEquals("syntax error near 'int x = ;'", e.detail());
        }
    }

    @Test
    void staticAssertionsAreCheckedAtFileAndBlockScope() throws Exception {
        for (boolean host : List.of(true, false)) {
            Fixtures.lowerText("good.c", "struct s { int a; long long b; };\n_Static_assert(sizeof(struct s) == 16, \"s\");\n"
                + "int main(void) {\n  _Static_assert(sizeof(int) == 4, \"int\");\n  return 0;\n}\n",
                CFrontEndOptions.defaults().withHostCompiler(host));
            CFrontEndException file = error("_Static_assert(sizeof(int) == 2, \"16-bit int\");\nint x;\n", host);
            assertEquals(1, file.line());
            assertEquals("static assertion failed: _Static_assert(sizeof(int) == 2, \"16-bit int\");", file.detail());
            CFrontEndException block = error("int main(void) {\n  int n = 1;\n  _Static_assert(1 > 2, \"no\");\n"
                + "  return n;\n}\n", host);
            assertEquals(3, block.line());
            assertTrue(block.detail().startsWith("static assertion failed"), block.detail());
            Fixtures.lowerText("member.c", "struct m { int a; _Static_assert(sizeof(int) == 4, \"int\"); int b; };\n"
                + "int f(void) {\n  struct m v; v.a = 1; v.b = 2;\n  return v.a + v.b;\n}\n",
                CFrontEndOptions.defaults().withHostCompiler(host));
            CFrontEndException member = error("struct m { int a;\n  _Static_assert(sizeof(int) == 8, \"int\"); };\n"
                + "int f(void) { struct m v; v.a = 1; return v.a; }\n", host);
            assertEquals(2, member.line());
            assertTrue(member.detail().startsWith("static assertion failed"), member.detail());
            CFrontEndException variable = error("int main(void) {\n  int n = 1;\n  _Static_assert(n > 0, \"n\");\n"
                + "  return n;\n}\n", host);
            assertEquals(3, variable.line());
            assertTrue(variable.detail().startsWith("static assertion is not a constant expression"), variable.detail());
        }
    }

    /** Conditions gcc accepts as constant: offsetof (also in enumerators), _Alignof, casts, sizeof of arrays; one argument (C23). */
    @Test
    void staticAssertionsAcceptEveryIntegerConstantExpressionGccDoes() throws Exception {
        String good = "#include <stddef.h>\n#include <stdint.h>\nenum { N = 3 };\n"
            + "struct s { char c; int a[N]; long long b; };\n"
            + "_Static_assert(offsetof(struct s, b) == 16, \"offset\");\n"
            + "_Static_assert(__builtin_offsetof(struct s, a[2]) == 12, \"element\");\n"
            + "_Static_assert(_Alignof(struct s) == 8, \"align\");\n"
            + "_Static_assert(sizeof(struct s) == 24 && N == 3, \"size\");\n"
            + "_Static_assert((unsigned char) 300 == 44, \"cast\");\n"
            + "_Static_assert((-1 < 0u) == 0, \"conversion\");\n"
            + "_Static_assert(sizeof(int[N]) == 12, \"array\");\n"
            + "_Static_assert(1);\n"
            + "int main(void) {\n  _Static_assert(sizeof(uintptr_t) == 8, \"uintptr_t\");\n"
            + "  enum { K = offsetof(struct s, b), L };\n  _Static_assert(K == 16 && L == 17, \"enumerators\");\n"
            + "  return K;\n}\n";
        for (boolean host : List.of(true, false)) {
            LoweringResult ok = Fixtures.lowerText("good.c", good, CFrontEndOptions.defaults().withHostCompiler(host));
            assertEquals(List.of(), ok.diagnostics(), "host " + host);
            CFrontEndException offset = error("#include <stddef.h>\nstruct s { char c; long long b; };\n"
                + "_Static_assert(offsetof(struct s, b) == 4, \"packed\");\n", host);
            assertEquals(3, offset.line());
            assertEquals("static assertion failed: _Static_assert(" + (host ? "__builtin_offsetof (struct s, b) " : "offsetof(struct s, b) ")
                + "== 4, \"packed\");", offset.detail(), "host " + host);
            CFrontEndException one = error("int x;\n_Static_assert(sizeof x == 8);\n", host);
            assertEquals(2, one.line());
            assertEquals("static assertion failed: _Static_assert(sizeof x == 8);", one.detail());
        }
    }

    @Test
    void missingIncludeFile() {
        CFrontEndException host = error("#include \"nowhere.h\"\nint x;\n", true);
        assertEquals(1, host.line());
        assertTrue(host.detail().contains("nowhere.h"), host.detail());
        CFrontEndException own = error("#include \"nowhere.h\"\nint x;\n", false);
        assertEquals(1, own.line());
        assertTrue(own.detail().contains("nowhere.h"), own.detail());
    }

    @Test
    void errorDirectiveStopsAndWarningDoesNot() throws Exception {
        for (boolean host : List.of(true, false)) {
            CFrontEndException e = error("int a;\n#ifndef CONFIGURED\n#error \"not configured\"\n#endif\n", host);
            assertEquals(3, e.line(), "host " + host);
            assertTrue(e.detail().contains("not configured"), e.detail());
            LoweringResult ok = Fixtures.lowerText("w.c", "#warning \"careful\"\nint a;\n",
                CFrontEndOptions.defaults().withHostCompiler(host));
            assertEquals(List.of(), ok.diagnostics());
        }
    }

    @Test
    void undeclaredIdentifier() {
        CFrontEndException e = error("int main(void) {\n  return missing + 1;\n}\n", true);
        assertEquals(2, e.line());
        assertEquals("use of undeclared identifier 'missing'", e.detail());
    }

    @Test
    void unknownMember() {
        CFrontEndException e = error("struct s { int a; };\nint f(struct s *p) {\n  return p->b;\n}\n", true);
        assertEquals(3, e.line());
        assertEquals("no member named 'b' in 'struct s'", e.detail());
    }

    @Test
    void unknownTypeQuotesTheDeclaration() {
        CFrontEndException e = error("int ok;\nfoo_t x;\n", true);
        assertEquals(2, e.line());
        assertEquals("unknown type in `foo_t x;`", e.detail());
        CFrontEndException wide = error("__float128 big;\n", true);
        assertEquals("unknown type in `__float128 big;` (__float128 is not supported: Braid's floating-point"
            + " values are binary32 and binary64)", wide.detail());
    }

    /**
     * {@code __int128} (also CDT's built-in {@code __uint128_t}) is a 128-bit integer on x86-64
     * (LP64); i386 (ILP32) has none: there it is a note of the function using it, not an error,
     * and in a struct member a note of the whole file.
     */
    @Test
    void int128IsAnUnsupportedConstructOnlyOnI386() throws Exception {
        String function = "int ok;\nint main(void) {\n  __uint128_t product = 1;\n  return (int) product;\n}\n";
        String struct = "struct wide { int a; __int128 b; int c; };\n"
            + "int get(struct wide *w) {\n  return w->c;\n}\nint main(void) {\n  return 0;\n}\n";
        for (boolean host : List.of(true, false)) {
            CFrontEndOptions lp64 = CFrontEndOptions.defaults().withHostCompiler(host);
            assertEquals(List.of(), Fixtures.lowerText("w.c", function, lp64).diagnostics(), "host " + host);
            assertEquals(List.of(), Fixtures.lowerText("m.c", struct, lp64).diagnostics(), "host " + host);
            CFrontEndOptions ilp32 = lp64.withDataModel(DataModel.ILP32);
            Diagnostic d = Fixtures.lowerText("w.c", function, ilp32).diagnostics().get(0);
            assertEquals(List.of(DiagnosticKind.UNSUPPORTED, 3, "main", "unsigned __int128 in `__uint128_t product = 1;`"
                + " (i386 has no 128-bit integer type)"), List.of(d.kind(), d.line(), d.function(),
                    d.arguments().get(0)), "host " + host);
            Diagnostic layout = Fixtures.lowerText("m.c", struct, ilp32).diagnostics().get(0);
            assertEquals(List.of(DiagnosticKind.UNSUPPORTED, 1, "null"), List.of(layout.kind(), layout.line(),
                String.valueOf(layout.function())), "a member's type fixes every function's layout; host " + host);
        }
    }

    @Test
    void unreadableFile() {
        CFrontEndException e = assertThrows(CFrontEndException.class,
            () -> CFrontEnd.lower(List.of(Path.of("no/such/file.c")), CFrontEndOptions.defaults()));
        assertEquals("no/such/file.c", e.file());
        assertEquals(0, e.line());
    }

    @Test
    void messageHasFileAndLine() {
        assertEquals("f.c:3: boom", new CFrontEndException("f.c", 3, "boom").getMessage());
    }
}
