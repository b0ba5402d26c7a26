package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.braid.core.CheckOptions;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;
import org.braid.core.Cancellation;
import org.braid.core.Verdict;
import org.braid.core.frontend.Analysis;
import org.braid.core.frontend.Diagnostic;
import org.braid.core.frontend.EntryPoint;
import org.braid.core.frontend.FrontEndException;
import org.braid.core.frontend.FrontEndOption;
import org.braid.core.frontend.FrontEndSettings;
import org.braid.core.frontend.FrontEnds;
import org.braid.core.frontend.Lowering;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.ir.DataModel;
import org.junit.jupiter.api.Test;

/** The C front end behind the engine's front-end seam ({@code org.braid.core.frontend}). */
class FrontEndSeamTest {

    private static final FrontEnds C = FrontEnds.of(List.of(new CFrontEnd()));

    @Test
    void theCFrontEndReadsCAndPreprocessedFilesOnly() {
        CFrontEnd c = new CFrontEnd();
        assertEquals("c", c.id());
        assertTrue(c.accepts(Path.of("dir/a.c")) && c.accepts(Path.of("b.i")) && c.accepts(Path.of("C.C")));
        assertEquals(List.of(false, false, false), List.of(c.accepts(Path.of("a.h")), c.accepts(Path.of("A.java")),
                c.accepts(Path.of("c"))));
        assertEquals(List.of("include", "define", "model", "dataModel", "headers", "externals"),
                c.options().stream().map(FrontEndOption::key).toList());
    }

    @Test
    void theDataModelIsTheCFrontEndsOwnOptionWithItsChoicesAndDefault() {
        FrontEndOption dataModel = new CFrontEnd().options().stream()
                .filter(option -> option.key().equals(CFrontEnd.DATA_MODEL)).findFirst().orElseThrow();
        assertEquals(List.of(FrontEndOption.Kind.CHOICE, false, List.of("ILP32", "LP64"), "LP64"),
                List.of(dataModel.kind(), dataModel.repeatable(), dataModel.choices(), dataModel.defaultValue()));
        assertEquals(DataModel.valueOf(dataModel.defaultValue()), CFrontEnd.options(FrontEndSettings.NONE).dataModel());
    }

    @Test
    void aDataModelThatIsNoneOfTheChoicesIsAnInputErrorNamingTheFile() throws Exception {
        Path file = Files.writeString(Fixtures.tempDir("braid-seam-model").resolve("d.c"), "int x;\n");
        FrontEndException e = assertThrows(FrontEndException.class, () -> Analysis.lower(C, List.of(file),
                FrontEndSettings.NONE.with(CFrontEnd.DATA_MODEL, "LLP64")));
        assertEquals(file.toString(), e.file());
        assertEquals("dataModel: unknown value 'LLP64' (expected ILP32 or LP64)", e.detail());
    }

    @Test
    void entryPointsAreTheFunctionsWithABodyInTheUsersFilesAndMainIsTheProgramEntry() throws Exception {
        Path dir = Fixtures.tempDir("braid-seam");
        Path file = Files.writeString(dir.resolve("two.c"), """
                #include <pthread.h>
                int counter;

                static void *worker(void *arg) {
                    counter++;
                    return 0;
                }

                int main(void) {
                    pthread_t t;
                    pthread_create(&t, 0, worker, 0);
                    worker(0);
                    return 0;
                }
                """);
        Lowering lowered = Analysis.lower(C, List.of(file), FrontEndSettings.NONE);
        assertEquals(List.of(new EntryPoint("worker", "worker", file.toString(), 4, false),
                new EntryPoint("main", "main", file.toString(), 9, true)), lowered.entryPointsIn(file.toString()));
        assertEquals("main", lowered.programEntry().orElseThrow().procedure());
    }

    @Test
    void settingsReachThePreprocessorAndTheDataModel() throws Exception {
        Path dir = Fixtures.tempDir("braid-seam-settings");
        Path inc = Files.createDirectories(dir.resolve("inc"));
        Files.writeString(inc.resolve("config.h"), "#define LIMIT (BASE * 2)\n");
        Path file = Files.writeString(dir.resolve("p.c"), "#include \"config.h\"\nlong limit = LIMIT + EXTRA;\n");
        FrontEndSettings settings = FrontEndSettings.NONE.with(FrontEndOption.INCLUDE, inc.toString())
                .withAll(FrontEndOption.DEFINE, List.of("BASE=20", "EXTRA")).with(CFrontEnd.DATA_MODEL, "ILP32")
                .with(CFrontEnd.HEADERS, CFrontEnd.HEADERS_BRAID);
        Lowering lowered = Analysis.lower(C, List.of(file), settings);
        assertEquals(DataModel.ILP32, lowered.program().dataModel());
        assertEquals("[Init[offset=0, value=Const[bits=41, type=i32]]]",
                lowered.program().globals().get("limit").initializer().toString());
        assertEquals(CFrontEndOptions.defaults().withIncludeDirs(List.of(inc)).withMacros(Map.of("BASE", "20",
                "EXTRA", "1")).withDataModel(DataModel.ILP32).withHostCompiler(false), CFrontEnd.options(settings));
    }

    @Test
    void anInvalidMacroIsAnInputErrorNamingTheFile() throws Exception {
        Path file = Files.writeString(Fixtures.tempDir("braid-seam-macro").resolve("m.c"), "int x;\n");
        FrontEndException e = assertThrows(FrontEndException.class, () -> Analysis.lower(C, List.of(file),
                FrontEndSettings.NONE.with(FrontEndOption.DEFINE, "1BAD=2")));
        assertEquals(file.toString(), e.file());
        assertEquals("-D: '1BAD' is not a macro name", e.detail());
    }

    @Test
    void cDiagnosticsArriveNeutralAndAFunctionWithoutBodyMakesOnlyChecksThatCallItUnknown() throws Exception {
        Path plain = Files.writeString(Fixtures.tempDir("braid-seam-unsupported").resolve("v.c"), """
                int external_value(void);
                void other(void) { }
                int main(void) { return 0; }
                void uses(void) { int v = external_value(); (void)v; }
                """);
        Lowering lowered = Analysis.lower(C, List.of(plain), FrontEndSettings.NONE.with(CFrontEnd.EXTERNALS,
                CFrontEnd.EXTERNALS_UNKNOWN));
        Diagnostic external = lowered.diagnostics().get(0);
        assertEquals(List.of(Diagnostic.Severity.UNSUPPORTED, plain.toString(), 4, "external_value",
                "call to `external_value` with no body or model"), List.of(external.severity(), external.file(),
                        external.line(), String.valueOf(external.function()), external.message()));
        CheckResult main = Analysis.check(lowered, new HarnessSpec.Main(), CheckOptions.defaults(),
                Cancellation.none(), CheckProgress.NONE);
        assertEquals(Verdict.PROVED, main.verdict(), "main never calls uses (the default engine's dpor search is complete)");
        CheckResult pair = Analysis.check(lowered, new HarnessSpec.Pair("uses", "other", false),
                CheckOptions.defaults(), Cancellation.none(), CheckProgress.NONE);
        assertEquals(Verdict.UNKNOWN, pair.verdict());
        assertEquals("unsupported: call to `external_value` with no body or model at " + plain + ":4",
                pair.reason().orElseThrow());
    }
}
