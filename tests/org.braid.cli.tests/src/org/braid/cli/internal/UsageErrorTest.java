package org.braid.cli.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Bad command lines: exit status 2 and one line on standard error naming the flag, nothing on standard output. */
class UsageErrorTest {

    @TempDir
    private static Path dir;

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            --max-ts -1                  | --max-ts: must be between 0 and 64, was -1
            --rounds 3                   | --rounds: applies only to strategy rounds, not kiss
            --strategy rounds --max-ts 2 | --max-ts: applies only to strategy kiss, not rounds
            --unwind 0                   | --unwind: must be between 1 and 1024, was 0
            --timeout soon               | --timeout: 'soon' is not a whole number
            --strategy dfs               | --strategy: unknown value 'dfs' (expected kiss or rounds)
            --property deadlock          | --property: unknown property 'deadlock' (expected race, assert, exception or all)
            --data-model LLP64           | --data-model: unknown value 'LLP64' (expected ILP32 or LP64)
            --pair f                     | --pair: expected two function names F,G or two Java methods Class#m1,Class#m2, was 'f'
            -D 1X                        | -D: expected NAME or NAME=VAL, was '1X'
            """)
    void badCheckOption(String options, String message) throws IOException {
        Path file = Files.writeString(dir.resolve("a.c"), "int main(void) { return 0; }\n");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        String[] args = (options.strip() + " " + file).split(" +");
        String[] command = new String[args.length + 1];
        command[0] = "check";
        System.arraycopy(args, 0, command, 1, args.length);
        assertEquals(2, Main.run(new PrintWriter(out, true), new PrintWriter(err, true), command));
        assertEquals("braid: " + message + " (see 'braid check --help')\n", err.toString());
        assertEquals("", out.toString());
    }

    @Test
    void badFormat() throws IOException {
        Path file = Files.writeString(dir.resolve("a.c"), "int main(void) { return 0; }\n");
        StringWriter err = new StringWriter();
        assertEquals(2, Main.run(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true), "check",
                "--format", "xml", file.toString()));
        assertEquals("braid: Invalid value for option '--format': unknown format 'xml' (expected text, json or sarif)"
                + " (see 'braid check --help')\n", err.toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            --rounds 3                   | --rounds: applies only to strategy rounds, not kiss
            --pair f,g,h                 | --pair: expected two function names F,G or two Java methods Class#m1,Class#m2, was 'f,g,h'
            """)
    void badBenchOption(String options, String message) {
        StringWriter err = new StringWriter();
        String[] args = (options.strip() + " " + dir).split(" +");
        String[] command = new String[args.length + 1];
        command[0] = "bench";
        System.arraycopy(args, 0, command, 1, args.length);
        assertEquals(2, Main.run(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true), command));
        assertEquals("braid: " + message + " (see 'braid bench --help')\n", err.toString());
    }

    @Test
    void aFileNoFrontEndReadsIsAnInputErrorNamingIt() throws IOException {
        Path notes = Files.writeString(dir.resolve("notes.txt"), "not a program\n");
        Path c = Files.writeString(dir.resolve("b.c"), "int main(void) { return 0; }\n");
        StringWriter err = new StringWriter();
        StringWriter out = new StringWriter();
        assertEquals(2, Main.run(new PrintWriter(out, true), new PrintWriter(err, true), "check", c.toString(),
                notes.toString()));
        assertEquals(notes + ": error: no front end reads this file; Braid reads C (.c, .i), Java (.java)\n",
                err.toString());
        assertEquals("", out.toString());
    }
}
