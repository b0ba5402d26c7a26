package org.braid.ui.internal.settings;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.regex.Pattern;

import org.braid.core.frontend.FrontEndOption;
import org.braid.core.frontend.FrontEndSettings;

/**
 * Include directories and macro definitions for the C front end, in command-line order: the
 * directories as {@code -I} options (searched in order), the macros as {@code -D} options (a
 * later definition of a name replaces an earlier one). Immutable and thread-safe.
 *
 * @param includeDirs absolute include directories, without duplicates, in search order
 * @param macros macro values by name, in definition order
 */
public record ScannerSettings(List<Path> includeDirs, Map<String, String> macros) {

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    /** No include directories and no macros. */
    public static final ScannerSettings NONE = new ScannerSettings(List.of(), Map.of());

    public ScannerSettings {
        includeDirs = List.copyOf(new LinkedHashSet<>(includeDirs));
        Map<String, String> copy = new LinkedHashMap<>();
        macros.forEach((name, value) -> copy.put(Objects.requireNonNull(name, "macro name"),
                Objects.requireNonNull(value, "macro value")));
        macros = Collections.unmodifiableMap(copy);
    }

    /**
     * The settings CDT's {@code IScannerInfo} of a file states: the quote include path of
     * {@code IExtendedScannerInfo.getLocalIncludePath()} first (the front end has no separate
     * search path for {@code #include "..."}, and the compiler searches it first for those), then
     * {@code getIncludePaths()}; the macros of {@code getDefinedSymbols()} with their values as
     * CDT states them (an empty value defines the macro as empty, as CDT's own parser does),
     * sorted by name, since CDT keeps them in a hash map and the same settings must give the same
     * options. Function-like macros (a name with parameters) are left out: the front end takes
     * object-like {@code -D} definitions only. Relative directories are resolved against
     * {@code base}, the project's location.
     */
    public static ScannerSettings ofCdt(String[] localIncludes, String[] includes, Map<String, String> symbols,
            Path base) {
        List<Path> dirs = new ArrayList<>();
        for (String[] paths : List.of(localIncludes, includes)) {
            for (String path : paths) {
                if (path != null && !path.isBlank()) {
                    dirs.add(base.resolve(path.strip()).normalize());
                }
            }
        }
        Map<String, String> macros = new TreeMap<>();
        symbols.forEach((name, value) -> {
            if (name != null && IDENTIFIER.matcher(name).matches()) {
                macros.put(name, value == null ? "" : value);
            }
        });
        return new ScannerSettings(dirs, macros);
    }

    /**
     * The settings of Braid's preferences: {@code dirs} as they are, {@code defines} as written
     * after {@code -D} ({@code NAME} or {@code NAME=VALUE}; {@code NAME} alone is {@code NAME=1}).
     */
    public static ScannerSettings ofDefines(List<Path> dirs, List<String> defines) {
        Map<String, String> macros = new LinkedHashMap<>();
        for (String define : defines) {
            int eq = define.indexOf('=');
            macros.put(eq < 0 ? define : define.substring(0, eq), eq < 0 ? "1" : define.substring(eq + 1));
        }
        return new ScannerSettings(dirs, macros);
    }

    /**
     * These settings followed by {@code later} on the command line: this one's include
     * directories are searched first (a directory of both keeps its first place), and
     * {@code later}'s value of a macro defined by both wins.
     */
    public ScannerSettings then(ScannerSettings later) {
        List<Path> dirs = new ArrayList<>(includeDirs);
        dirs.addAll(later.includeDirs());
        Map<String, String> all = new LinkedHashMap<>(macros);
        later.macros().forEach((name, value) -> {
            all.remove(name);
            all.put(name, value);
        });
        return new ScannerSettings(dirs, all);
    }

    /** {@code settings} with these include directories and macros (replacing its own). */
    public FrontEndSettings applyTo(FrontEndSettings settings) {
        return settings.replacing(FrontEndOption.INCLUDE, includeDirs.stream().map(Path::toString).toList())
                .replacing(FrontEndOption.DEFINE, macros.entrySet().stream()
                        .map(macro -> macro.getKey() + "=" + macro.getValue()).toList());
    }
}
