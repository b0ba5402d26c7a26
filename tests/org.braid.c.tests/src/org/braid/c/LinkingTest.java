package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.braid.core.internal.ir.Procedure;
import org.junit.jupiter.api.Test;

/** Several translation units, environment models, stubs for unknown functions. */
class LinkingTest {

    private static Path write(Path dir, String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text);
    }

    @Test
    void staticFunctionsOfTwoUnitsKeepApart() throws Exception {
        Path dir = Fixtures.tempDir("braid-link");
        Path a = write(dir, "a.c", "static int helper(void) { return 1; } int one(void) { return helper(); }");
        Path b = write(dir, "b.c", "static int helper(void) { return 2; } int one(void); int main(void) { return one() + helper(); }");
        LoweringResult r = CFrontEnd.lower(List.of(a, b), CFrontEndOptions.defaults());
        assertEquals(List.of("helper", "one", "helper.1", "main"), List.copyOf(r.program().procedures().keySet()));
        assertEquals(List.of("tmp.1 = call one();", "tmp.2 = call helper.1();"), IrText.statements(r, "main"));
    }

    @Test
    void twoDefinitionsOfAFunctionAreRejected() throws Exception {
        Path dir = Fixtures.tempDir("braid-link");
        Path a = write(dir, "a.c", "int f(void) { return 1; }");
        Path b = write(dir, "b.c", "int f(void) { return 2; }");
        CFrontEndException e = assertThrows(CFrontEndException.class, () -> CFrontEnd.lower(List.of(a, b), CFrontEndOptions.defaults()));
        assertEquals("redefinition of 'f'", e.detail());
        assertEquals(b.toString(), e.file());
        assertEquals(1, e.line());
    }

    @Test
    void modelsAreAddedForCalledLibraryFunctions() throws Exception {
        LoweringResult r = Fixtures.lowerText("#include <pthread.h>\n#include <stdlib.h>\npthread_mutex_t m;\n"
            + "int main(void) { int *p = malloc(4); pthread_mutex_lock(&m); pthread_mutex_unlock(&m); free(p); return 0; }");
        assertEquals(List.of(), r.diagnostics());
        for (String name : List.of("malloc", "free", "pthread_mutex_lock", "pthread_mutex_unlock")) {
            assertFalse(IrText.proc(r, name).isExternal(), name);
        }
        assertTrue(IrText.statements(r, "malloc").stream().anyMatch(s -> s.contains("= alloc ")), () -> IrText.statements(r, "malloc").toString());
        assertFalse(r.program().procedures().containsKey("pthread_create"), "only what the program uses");
    }

    @Test
    void theUsersDefinitionWinsOverTheModel() throws Exception {
        LoweringResult r = Fixtures.lowerText("void reach_error(void) { } int main(void) { reach_error(); return 0; }");
        assertEquals(List.of("entry:", "return;"), IrText.lines(r, "reach_error"));
    }

    @Test
    void userModelFilesComeBeforeBraidsModels() throws Exception {
        Path dir = Fixtures.tempDir("braid-model");
        Path model = write(dir, "mine.c", "#include <braid/intrinsics.h>\nvoid *malloc(unsigned long n) { __braid_error(\"no malloc\"); return 0; }"
            + "\nvoid acquire(int *l) { __braid_atomic_begin(); __braid_assume(*l == 0); *l = 1; __braid_atomic_end(); }");
        Path program = write(dir, "p.c", "void *malloc(unsigned long); void acquire(int *); int l;\n"
            + "int main(void) { acquire(&l); return malloc(1) != 0; }");
        LoweringResult r = CFrontEnd.lower(List.of(program), CFrontEndOptions.defaults().withModelFiles(List.of(model)));
        assertEquals(List.of(), r.diagnostics());
        assertEquals(List.of("assert false;  /* no malloc */"), IrText.statements(r, "malloc"));
        assertEquals(List.of("atomic_begin;", "assume (*l[l]:i32 == 0:i32);", "*l[l]:i32 = 1:i32;", "atomic_end;"),
            IrText.statements(r, "acquire"));
    }

    @Test
    void aModelsInternalNameYieldsToTheProgramsName() throws Exception {
        Path dir = Fixtures.tempDir("braid-model");
        Path model = write(dir, "mine.c", "static int state; static int bump(void) { return ++state; } int next_id(void) { return bump(); }");
        Path program = write(dir, "p.c", "int state = 7; int bump(void) { return state; } int next_id(void);\n"
            + "int main(void) { return next_id() + bump(); }");
        LoweringResult r = CFrontEnd.lower(List.of(program), CFrontEndOptions.defaults().withModelFiles(List.of(model)));
        assertEquals(List.of("tmp.1 = call bump.1();"), IrText.statements(r, "next_id"));
        assertEquals(List.of("tmp.1 = (state[&state.1]:i32 + 1:i32);", "state[&state.1]:i32 = tmp.1;"),
            IrText.statements(r, "bump.1"));
        assertEquals("[Init[offset=0, value=Const[bits=7, type=i32]]]", r.program().globals().get("state").initializer().toString());
    }

    /** A struct result of an unknown function is any value in every cell of the caller's object. */
    @Test
    void unknownFunctionReturningAStructWritesAnyValueToEveryCell() throws Exception {
        LoweringResult r = Fixtures.lowerText("struct p { long a; char b; };\nstruct p mystery(void);\n"
            + "int main(void) {\n  struct p v = mystery();\n  return v.a > 0;\n}");
        assertEquals(List.of("entry:", "<result>.a[(i64*)p0]:i64 = *;", "<result>.b[(p0 +p 8:i64)]:i8 = *;", "return;"),
            IrText.lines(IrText.proc(r, "mystery")));
    }

    /** A {@code __int128} result of an unknown function (passed through memory too) is any value in both halves. */
    @Test
    void unknownFunctionReturningInt128WritesAnyValueToBothHalves() throws Exception {
        LoweringResult r = Fixtures.lowerText("unsigned __int128 mystery(void);\n"
            + "int main(void) {\n  unsigned __int128 v = mystery();\n  return v > 0;\n}");
        assertEquals(List.of("entry:", "<result> (low 64 bits)[(u64*)p0]:u64 = *;",
            "<result> (high 64 bits)[(p0 +p 8:i64)]:u64 = *;", "return;"), IrText.lines(IrText.proc(r, "mystery")));
    }

    @Test
    void unknownFunctionReturnsAnyValueWithADiagnostic() throws Exception {
        LoweringResult r = Fixtures.lowerText("long mystery(int);\nint main(void) {\n  return mystery(1) > 0;\n}");
        Procedure stub = IrText.proc(r, "mystery");
        assertEquals(List.of("entry:", "result = *;", "return result;"), IrText.lines(stub));
        assertEquals(List.of(new Diagnostic(DiagnosticKind.ASSUMED_EXTERNAL, r.diagnostics().get(0).file(), 3, "mystery",
            List.of("mystery"))), r.diagnostics(), "in the stub's procedure: only checks that call it are affected");
        assertEquals("call to `mystery` with no body or model: result assumed nondeterministic", r.diagnostics().get(0).message());
        assertTrue(r.isExact());
    }

    @Test
    void unknownFunctionMakesTheResultUnknownWhenExternalCallsAreNotAllowed() throws Exception {
        LoweringResult r = Fixtures.lowerText("t.c", "long mystery(int);\nint main(void) { return mystery(1); }",
            CFrontEndOptions.defaults().withExternalCallsNondeterministic(false));
        assertEquals(DiagnosticKind.UNKNOWN_EXTERNAL, r.diagnostics().get(0).kind());
        assertFalse(r.isExact());
    }

    @Test
    void externObjectDefinedNowhereIsZeroWithADiagnostic() throws Exception {
        LoweringResult r = Fixtures.lowerText("extern int limit;\nint main(void) { return limit; }");
        assertEquals("i32", r.program().globals().get("limit").type().toString());
        assertEquals(List.of(), r.program().globals().get("limit").initializer());
        assertEquals(DiagnosticKind.ASSUMED_EXTERNAL_OBJECT, r.diagnostics().get(0).kind());
        assertEquals(2, r.diagnostics().get(0).line());
    }

    @Test
    void everyBundledModelLowersForBothDataModels() throws Exception {
        for (var model : org.braid.core.internal.ir.DataModel.values()) {
            for (boolean host : List.of(true, false)) {
                LoweringResult r = Fixtures.lowerText("t.c", "int main(void) { return 0; }",
                    CFrontEndOptions.defaults().withDataModel(model).withHostCompiler(host));
                assertEquals(List.of(), r.diagnostics(), model + " host " + host);
            }
        }
        assertTrue(org.braid.c.internal.link.ModelLibrary.bundledFiles().size() >= 1);
    }
}
