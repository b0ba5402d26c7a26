package org.braid.core.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.braid.core.AssertionFinding;
import org.braid.core.Cancellation;
import org.braid.core.CheckOptions;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.DataModel;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.junit.jupiter.api.Test;

/** The front-end seam: choosing the front end, rejecting foreign settings, unsupported constructs reaching checks. */
class AnalysisTest {

    /** A front end of a toy language: every file lowers to {@code main() { assert(false); }} at its line 3. */
    private static final class Toy implements FrontEnd {
        private final String extension;
        private final List<Diagnostic> diagnostics;
        final List<FrontEndSettings> seen = new ArrayList<>();

        Toy(String extension, List<Diagnostic> diagnostics) {
            this.extension = extension;
            this.diagnostics = diagnostics;
        }

        @Override
        public String id() {
            return extension;
        }

        @Override
        public String language() {
            return "Toy-" + extension;
        }

        @Override
        public List<String> extensions() {
            return List.of(extension);
        }

        @Override
        public List<FrontEndOption> options() {
            return List.of(new FrontEndOption(FrontEndOption.INCLUDE, FrontEndOption.Kind.PATH, true, List.of(),
                    "search path"), new FrontEndOption("width", FrontEndOption.Kind.CHOICE, false,
                    List.of("narrow", "wide"), "wide", "how wide"));
        }

        @Override
        public Lowering lower(List<Path> files, FrontEndSettings settings) {
            seen.add(settings);
            String file = files.get(0).toString();
            Loc at = new Loc(file, 3, 5, "assert(0);");
            Procedure main = new Procedure("main", new Type.Function(new Type.Int(32, true), List.of(), false),
                    List.of(), List.of(), List.of(new Block("entry",
                            List.of(new Stmt.Assert(Expr.Const.bool(false), "assert(0)", at)),
                            new Terminator.Return(Optional.of(Expr.Const.of(0, new Type.Int(32, true))), at))),
                    new Loc(file, 2, 1, "int main(void)"));
            return new Lowering(new Program(DataModel.LP64, List.of(), List.of(), List.of(main)), diagnostics,
                    List.of(new EntryPoint("main", "main", file, 2, true)));
        }
    }

    private static final Path FILE = Path.of("prog.toy");

    @Test
    void theFrontEndIsChosenByExtensionAndForeignFilesAreNamed() throws Exception {
        Toy toy = new Toy("toy", List.of());
        Toy other = new Toy("oth", List.of());
        FrontEnds registry = FrontEnds.of(List.of(toy, other));

        assertSame(toy, registry.forFiles(List.of(FILE, Path.of("b.TOY"))));
        assertSame(other, registry.forFile(Path.of("x.oth")).orElseThrow());
        assertEquals(Optional.empty(), registry.forFile(Path.of("noextension")));

        FrontEndException none = assertThrows(FrontEndException.class,
                () -> registry.forFiles(List.of(Path.of("notes.txt"))));
        assertEquals("notes.txt", none.file());
        assertEquals("no front end reads this file; Braid reads Toy-toy (.toy), Toy-oth (.oth)", none.detail());

        FrontEndException mixed = assertThrows(FrontEndException.class,
                () -> registry.forFiles(List.of(FILE, Path.of("x.oth"))));
        assertEquals("x.oth", mixed.file());
        assertEquals("a Toy-oth file cannot be checked with Toy-toy files (prog.toy) as one program", mixed.detail());
    }

    @Test
    void aSettingTheFrontEndDoesNotKnowOrAChoiceItDoesNotOfferIsAnInputError() throws Exception {
        Toy toy = new Toy("toy", List.of());
        FrontEnds registry = FrontEnds.of(List.of(toy));
        FrontEndSettings settings = FrontEndSettings.NONE.with(FrontEndOption.INCLUDE, "inc").with("width", "narrow");

        Analysis.lower(registry, List.of(FILE), settings);
        assertEquals(List.of(settings), toy.seen);

        FrontEndException foreign = assertThrows(FrontEndException.class,
                () -> Analysis.lower(registry, List.of(FILE), settings.with("classpath", "lib.jar")));
        assertEquals("prog.toy", foreign.file());
        assertEquals("the Toy-toy front end has no setting 'classpath'; it understands [include, width]",
                foreign.detail());
        FrontEndException dataModel = assertThrows(FrontEndException.class,
                () -> Analysis.lower(registry, List.of(FILE), FrontEndSettings.NONE.with("dataModel", "ILP32")));
        assertEquals("the Toy-toy front end has no setting 'dataModel'; it understands [include, width]",
                dataModel.detail());
        FrontEndException choice = assertThrows(FrontEndException.class,
                () -> Analysis.lower(registry, List.of(FILE), FrontEndSettings.NONE.with("width", "huge")));
        assertEquals("prog.toy", choice.file());
        assertEquals("width: unknown value 'huge' (expected narrow or wide)", choice.detail());
        assertEquals(1, toy.seen.size());
    }

    @Test
    void aChoiceOptionsDefaultIsOneOfItsChoices() {
        FrontEndOption option = new FrontEndOption("width", FrontEndOption.Kind.CHOICE, false,
                List.of("narrow", "wide"), "wide", "how wide");
        assertEquals("wide", option.defaultValue());
        assertEquals(Optional.empty(), option.problem("narrow"));
        assertEquals("", new FrontEndOption(FrontEndOption.INCLUDE, FrontEndOption.Kind.PATH, true, List.of(),
                "search path").defaultValue());
        assertEquals("width: the default 'huge' is none of [narrow, wide]", assertThrows(
                IllegalArgumentException.class, () -> new FrontEndOption("width", FrontEndOption.Kind.CHOICE, false,
                        List.of("narrow", "wide"), "huge", "how wide")).getMessage());
    }

    @Test
    void anUnsupportedConstructInAReachedFunctionMakesTheCheckUnknownANoteDoesNot() throws Exception {
        Diagnostic note = new Diagnostic(Diagnostic.Severity.NOTE, "prog.toy", 1, null, "an approximation");
        Lowering noted = Analysis.lower(FrontEnds.of(List.of(new Toy("toy", List.of(note)))), List.of(FILE),
                FrontEndSettings.NONE);
        assertTrue(noted.isExact());
        CheckResult decided = Analysis.check(noted, new HarnessSpec.Main(), CheckOptions.defaults(), Cancellation.none(),
                CheckProgress.NONE);
        assertEquals(Verdict.VIOLATION, decided.verdict());
        AssertionFinding finding = (AssertionFinding) decided.findings().get(0);
        assertEquals("prog.toy:3", finding.file() + ":" + finding.line());

        Diagnostic unsupported = new Diagnostic(Diagnostic.Severity.UNSUPPORTED, "prog.toy", 3, "main",
                "toy generics are not supported");
        Lowering inexact = Analysis.lower(FrontEnds.of(List.of(new Toy("toy", List.of(unsupported)))), List.of(FILE),
                FrontEndSettings.NONE);
        assertFalse(inexact.isExact());
        CheckResult unknown = Analysis.check(inexact, new HarnessSpec.Main(), CheckOptions.defaults(),
                Cancellation.none(), CheckProgress.NONE);
        assertEquals(Verdict.UNKNOWN, unknown.verdict());
        assertEquals(Optional.of("unsupported: toy generics are not supported at prog.toy:3"), unknown.reason());
        assertTrue(Analysis.unknownBecauseUnsupported(unknown, inexact));
        assertFalse(Analysis.unknownBecauseUnsupported(decided, noted));
        assertEquals("prog.toy:3: note: toy generics are not supported", unsupported.toString());
    }

    @Test
    void entryPointsAreListedPerFileInSourceOrder() throws Exception {
        Lowering lowered = Analysis.lower(FrontEnds.of(List.of(new Toy("toy", List.of()))), List.of(FILE),
                FrontEndSettings.NONE);
        assertEquals(List.of(new EntryPoint("main", "main", "prog.toy", 2, true)), lowered.entryPointsIn("prog.toy"));
        assertEquals(List.of(), lowered.entryPointsIn("other.toy"));
        assertEquals("main", lowered.programEntry().orElseThrow().procedure());
    }

    @Test
    void settingsKeepTheOrderOfValuesAndReplaceByKey() {
        FrontEndSettings settings = FrontEndSettings.NONE.with("define", "A=1").withAll("define", List.of("B", "C=3"))
                .with("include", "x");
        assertEquals(List.of("A=1", "B", "C=3"), settings.values("define"));
        assertEquals(List.of("define", "include"), settings.keys());
        assertEquals(List.of("y"), settings.replacing("define", List.of("y")).values("define"));
        assertEquals(List.of(), settings.values("model"));
        assertEquals(settings, FrontEndSettings.NONE.withAll("define", List.of("A=1", "B", "C=3")).with("include", "x"));
        assertEquals("{define=[A=1, B, C=3], include=[x]}", settings.toString());
        assertEquals(FrontEndSettings.NONE.with("include", "x"), settings.restrictedTo(new Toy("toy", List.of())),
                "the toy front end understands include only");
    }
}
