package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.braid.core.internal.ir.DataModel;
import org.junit.jupiter.api.Test;

/** Include directories, macros, preprocessed input, and the options record itself. */
class OptionsTest {

    @Test
    void includeDirectoriesAndMacrosReachThePreprocessorInBothModes() throws Exception {
        Path dir = Fixtures.tempDir("braid-options");
        Path inc = Files.createDirectories(dir.resolve("inc"));
        Files.writeString(inc.resolve("config.h"), "#define LIMIT (BASE * 2)\n");
        Path file = Files.writeString(dir.resolve("p.c"), "#include \"config.h\"\nint limit = LIMIT + EXTRA;\n");
        for (boolean host : List.of(true, false)) {
            CFrontEndOptions options = CFrontEndOptions.defaults().withIncludeDirs(List.of(inc)).withDefine("BASE=20")
                .withDefine("EXTRA").withHostCompiler(host);
            LoweringResult r = CFrontEnd.lower(List.of(file), options);
            assertEquals("[Init[offset=0, value=Const[bits=41, type=i32]]]", r.program().globals().get("limit").initializer().toString(),
                "host " + host);
        }
    }

    @Test
    void preprocessedFilesAreParsedAsIs() throws Exception {
        assumeTrue(HostGcc.available(), "gcc is not on the PATH");
        Path dir = Fixtures.tempDir("braid-i");
        Path c = Files.writeString(dir.resolve("p.c"), "#define N 3\nint a[N];\nint get(void) {\n  return a[N - 1];\n}\n");
        Process gcc = new ProcessBuilder("gcc", "-E", c.toString(), "-o", dir.resolve("p.i").toString()).start();
        assertEquals(0, gcc.waitFor());
        LoweringResult r = CFrontEnd.lower(List.of(dir.resolve("p.i")), CFrontEndOptions.defaults());
        assertEquals("i32[3]", r.program().globals().get("a").type().toString());
        assertEquals(4, IrText.proc(r, "get").entry().terminator().loc().line());
        assertEquals(c.toString(), IrText.proc(r, "get").entry().terminator().loc().file());
    }

    @Test
    void dataModelSetsTheWidths() throws Exception {
        LoweringResult r = Fixtures.lowerText("t.c", "long l; void *p; int i;", CFrontEndOptions.defaults().withDataModel(DataModel.ILP32));
        assertEquals("i32 void* i32", r.program().globals().get("l").type() + " " + r.program().globals().get("p").type() + " "
            + r.program().globals().get("i").type());
        assertEquals(4, r.program().sizeOf(r.program().globals().get("p").type()));
    }

    @Test
    void invalidMacroNameIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> CFrontEndOptions.defaults().withMacros(Map.of("1BAD", "1")));
        assertEquals("-D: '1BAD' is not a macro name", e.getMessage());
    }

    @Test
    void defaultsAreLp64WithNondeterministicExternalsAndTheHostCompiler() {
        CFrontEndOptions d = CFrontEndOptions.defaults();
        assertEquals(List.of(DataModel.LP64, true, true, List.of(), Map.of(), List.of()),
            List.of(d.dataModel(), d.externalCallsNondeterministic(), d.hostCompiler(), d.includeDirs(), d.macros(), d.modelFiles()));
    }
}
