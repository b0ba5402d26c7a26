package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.braid.core.internal.ir.Printer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The printed CIR of each {@code fixtures/lowering/golden/NAME.c} must equal
 * {@code NAME.ir} exactly (run with {@code -Dbraid.updateGolden=true} to rewrite the files after
 * an intended change, then review the difference). The fixtures call no library function, so the
 * output does not depend on the environment models.
 */
class GoldenLoweringTest {

    static Stream<Path> fixtures() {
        return Fixtures.list("lowering/golden", ".c").stream();
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void printedIrMatchesGoldenFile(Path fixture) throws Exception {
        LoweringResult lowered = CFrontEnd.lower(java.util.List.of(fixture), CFrontEndOptions.defaults());
        assertTrue(lowered.diagnostics().isEmpty(), () -> "diagnostics: " + lowered.diagnostics());
        String actual = Printer.print(lowered.program());
        Path golden = fixture.resolveSibling(fixture.getFileName().toString().replaceFirst("\\.c$", ".ir"));
        if (Boolean.getBoolean("braid.updateGolden")) {
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
        }
        assertEquals(Files.readString(golden, StandardCharsets.UTF_8), actual);
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void braidHeadersGiveTheSameIr(Path fixture) throws Exception {
        String host = Printer.print(CFrontEnd.lower(java.util.List.of(fixture), CFrontEndOptions.defaults()).program());
        String own = Printer.print(CFrontEnd.lower(java.util.List.of(fixture),
            CFrontEndOptions.defaults().withHostCompiler(false)).program());
        assertEquals(host, own);
    }
}
