package org.braid.cli.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import picocli.CommandLine;

/** {@code braid ir}: the printed CIR, diagnostics as notes, input errors as one located line. */
class IrCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int ir(String... args) {
        return new CommandLine(new IrCommand())
                .setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(err, true))
                .execute(args);
    }

    private static Path source(String text) throws Exception {
        return Files.writeString(Files.createTempDirectory("braid-ir").resolve("p.c"), text);
    }

    @Test
    void printsTheProgramWithOneMemoryAccessPerStep() throws Exception {
        Path file = source("int counter;\nvoid bump(void) {\n  counter++;\n}\n");
        assertEquals(0, ir(file.toString()), err.toString());
        assertEquals(String.join("\n", "// data model LP64", "global i32 counter;", "", "proc bump() -> void {",
                "  local i32 tmp.1;", "entry:", "  tmp.1 = counter[&counter]:i32;    // line 3",
                "  counter[&counter]:i32 = (tmp.1 + 1:i32);    // line 3", "  return;    // line 4", "}", ""), out.toString());
        assertEquals("", err.toString());
    }

    @Test
    void dataModelAndMacrosAreApplied() throws Exception {
        Path file = source("long size = SIZE;\n");
        assertEquals(0, ir("--data-model", "ILP32", "-D", "SIZE=sizeof(long)", file.toString()), err.toString());
        assertTrue(out.toString().contains("global i32 size = {@0: 4:i32};"), out.toString());
    }

    @Test
    void diagnosticsAreNotesOnStandardError() throws Exception {
        Path file = source("int mystery(void);\nint main(void) {\n  return mystery();\n}\n");
        assertEquals(0, ir(file.toString()));
        assertEquals(file + ":3: note: call to `mystery` with no body or model: result assumed nondeterministic",
                err.toString().strip());
    }

    @Test
    void syntaxErrorIsOneLocatedLineAndStatus2() throws Exception {
        Path file = source("int main(void) {\n  return 1 +;\n}\n");
        assertEquals(Main.USAGE, ir(file.toString()));
        assertEquals(file + ":2: error: syntax error near 'return 1 +;'", err.toString().strip());
        assertEquals("", out.toString());
    }

    @Test
    void javaFilesAreLoweredByTheJavaFrontEnd() throws Exception {
        Path file = Files.writeString(Files.createTempDirectory("braid-ir").resolve("Counter.java"),
            "class Counter {\n  static int count;\n  static void increment() {\n    count++;\n  }\n"
                + "  public static void main(String[] args) {\n    increment();\n  }\n}\n");
        assertEquals(0, ir(file.toString()), err.toString());
        assertTrue(out.toString().lines().anyMatch(l -> l.startsWith("proc ") && l.contains("increment")), out.toString());
        assertTrue(out.toString().contains("// line 4"), out.toString());
    }

    @Test
    void cPreprocessingFlagsForAJavaFileAreAnInputError() throws Exception {
        Path file = Files.writeString(Files.createTempDirectory("braid-ir").resolve("Counter.java"),
            "class Counter {\n  public static void main(String[] args) {\n  }\n}\n");
        assertEquals(Main.USAGE, ir("--braid-headers", file.toString()));
        assertTrue(err.toString().contains("the Java front end has no setting 'headers'"), err.toString());
        assertEquals("", out.toString());
    }

    @Test
    void missingFileIsAUsageError() {
        assertEquals(Main.USAGE, ir("no-such-file.c"));
        assertEquals("braid: no-such-file.c: no such file", err.toString().strip());
    }
}
