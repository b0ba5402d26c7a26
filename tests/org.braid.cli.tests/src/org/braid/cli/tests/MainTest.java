package org.braid.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.braid.cli.internal.Main;
import org.junit.jupiter.api.Test;

class MainTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int braid(String... args) {
        return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    @Test
    void missingFileIsAUsageError() {
        assertEquals(2, braid("check", "no-such-file.c"));
        assertEquals("braid: no-such-file.c: no such file\n", err.toString());
    }

    @Test
    void unknownOptionIsAOneLineUsageError() {
        assertEquals(2, braid("check", "--frobnicate", "x.c"));
        assertEquals("braid: Unknown option: '--frobnicate' (see 'braid check --help')\n", err.toString());
    }

    @Test
    void noCommandIsAUsageError() {
        assertEquals(2, braid());
        assertEquals("braid: missing command (see 'braid --help')\n", err.toString());
    }

    @Test
    void versionIsTheBundleVersion() {
        assertEquals(0, braid("--version"));
        assertTrue(out.toString().matches("braid 0\\.1\\.0\\.[0-9]{12}\n"), out.toString());
    }
}
