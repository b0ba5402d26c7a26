package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.braid.core.frontend.FrontEndOption;
import org.braid.core.frontend.FrontEndSettings;
import org.braid.c.ui.internal.settings.CdtBuildSettings;
import org.braid.c.ui.internal.settings.ScannerSettings;
import org.junit.jupiter.api.Test;

/**
 * CDT's scanner information ({@code IScannerInfo}: include paths and defined symbols, plus the
 * local include path of {@code IExtendedScannerInfo}) as the front end's include directories and
 * macros, and the command-line order of merged settings.
 */
class ScannerSettingsTest {
    private static final Path PROJECT = Path.of("/work/space/project");

    @Test
    void cdtIncludePathsAndSymbolsBecomeIncludeDirectoriesAndMacros() {
        Map<String, String> symbols = new LinkedHashMap<>();
        symbols.put("__GNUC__", "12");
        symbols.put("MAX(a,b)", "((a) > (b) ? (a) : (b))");
        symbols.put("EMPTY", "");
        symbols.put("ALPHA", "1");
        ScannerSettings settings = CdtBuildSettings.scannerSettings(new String[] { "quoted" },
                new String[] { "/usr/local/include/vendor", "third_party/../inc", "quoted", " " }, symbols, PROJECT);

        assertEquals(List.of(Path.of("/work/space/project/quoted"), Path.of("/usr/local/include/vendor"),
                Path.of("/work/space/project/inc")), settings.includeDirs(),
                "the quote path first, relative paths in the project, each directory once, blanks dropped");
        assertEquals(List.of("ALPHA=1", "EMPTY=", "__GNUC__=12"), entries(settings.macros()),
                "sorted by name; the function-like MAX(a,b) is left out; an empty value stays empty");
        assertEquals(FrontEndSettings.NONE
                .withAll(FrontEndOption.INCLUDE, List.of("/work/space/project/quoted", "/usr/local/include/vendor",
                        "/work/space/project/inc"))
                .withAll(FrontEndOption.DEFINE, List.of("ALPHA=1", "EMPTY=", "__GNUC__=12")),
                settings.applyTo(FrontEndSettings.NONE));
    }

    @Test
    void laterSettingsAreSearchedAfterAndTheirMacrosWin() {
        ScannerSettings first = CdtBuildSettings.scannerSettings(new String[0], new String[] { "/opt/a", "/opt/b" },
                Map.of("LEVEL", "1", "TRACE", ""), PROJECT);
        ScannerSettings later = ScannerSettings.ofDefines(List.of(Path.of("/opt/c"), Path.of("/opt/a")),
                List.of("LEVEL=2", "LOCKED"));

        ScannerSettings merged = first.then(later);
        assertEquals(List.of(Path.of("/opt/a"), Path.of("/opt/b"), Path.of("/opt/c")), merged.includeDirs());
        assertEquals(List.of("TRACE=", "LEVEL=2", "LOCKED=1"), entries(merged.macros()),
                "as after -DLEVEL=1 -DTRACE= -DLEVEL=2 -DLOCKED");
        assertEquals(ScannerSettings.NONE.then(later), later);
    }

    static List<String> entries(Map<String, String> macros) {
        return macros.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList();
    }
}
