package org.braid.c.ui.internal.settings;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.braid.core.frontend.FrontEndOption;
import org.braid.core.frontend.FrontEndSettings;

/**
 * Include directories and macro definitions (the front-end options {@code include} and
 * {@code define}), in command-line order: the directories as {@code -I} options (searched in order), the macros as {@code -D} options (a
 * later definition of a name replaces an earlier one). Immutable and thread-safe.
 *
 * @param includeDirs absolute include directories, without duplicates, in search order
 * @param macros macro values by name, in definition order
 */
public record ScannerSettings(List<Path> includeDirs, Map<String, String> macros) {

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
     * The include directories and macros of {@code settings}: its {@link FrontEndOption#INCLUDE}
     * directories and its {@link FrontEndOption#DEFINE} definitions, read as {@link #ofDefines}.
     */
    public static ScannerSettings of(FrontEndSettings settings) {
        return ofDefines(settings.paths(FrontEndOption.INCLUDE), settings.values(FrontEndOption.DEFINE));
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
