package org.braid.ui.internal.analysis;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.braid.core.InvalidOptionException;
import org.braid.core.frontend.Analysis;
import org.braid.core.frontend.EntryPoint;
import org.braid.core.frontend.FrontEndException;
import org.braid.core.frontend.FrontEndSettings;
import org.braid.ui.internal.settings.BuildSettings;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;

/**
 * The functions a source file defines, with their first lines: the {@link EntryPoint}s its front
 * end offers; for the pair picker and "the function under the cursor". Not for the UI thread (it
 * lowers the file).
 */
public final class FunctionIndex {
    /** A function the file defines and the 1-based line where its definition starts. */
    public record Definition(String name, int line) {
    }

    private final List<Definition> entries;

    private FunctionIndex(List<Definition> entries) {
        this.entries = entries;
    }

    /**
     * Lowers {@code file} with the options of its analysis; an unreadable or invalid file, or
     * invalid stored preferences, give no functions.
     */
    public static FunctionIndex of(IFile file) {
        try {
            return lower(file.getLocation().toPath(), BuildSettings.frontEndSettings(file));
        } catch (InvalidOptionException e) {
            return new FunctionIndex(List.of());
        }
    }

    /**
     * Lowers {@code text} as the content of {@code file} (an editor's unsaved document): the text is
     * written to a file of the same name in a new folder of the system's temporary folder and
     * lowered with the options of {@code file}'s analysis, adapted by its language to a copy in
     * another folder ({@link BuildSettings#forCopyOf}: C reads {@code #include "x.h"} from
     * {@code file}'s folder still); the temporary file and
     * folder are deleted afterwards. Lines are those of {@code text}. Invalid text, invalid stored
     * preferences, or a file whose encoding cannot be read, give no functions.
     *
     * @throws UncheckedIOException if the temporary file cannot be written or deleted
     */
    public static FunctionIndex of(IFile file, String text) {
        Path original = file.getLocation().toPath();
        FrontEndSettings settings;
        Charset charset;
        try {
            settings = BuildSettings.frontEndSettings(file);
            charset = Charset.forName(file.getCharset());
        } catch (CoreException | InvalidOptionException e) {
            return new FunctionIndex(List.of());
        }
        try {
            Path folder = Files.createTempDirectory("braid-outline");
            Path copy = folder.resolve(original.getFileName());
            try {
                Files.writeString(copy, text, charset);
                return lower(copy, BuildSettings.forCopyOf(original, settings));
            } finally {
                Files.deleteIfExists(copy);
                Files.delete(folder);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("outline copy of " + original, e);
        }
    }

    /** The functions defined in {@code source} itself (not in the headers it includes). */
    private static FunctionIndex lower(Path source, FrontEndSettings settings) {
        List<Definition> entries = new ArrayList<>();
        try {
            for (EntryPoint entry : Analysis.lower(FrontEndRegistry.frontEnds(), List.of(source),
                    FrontEndRegistry.settingsFor(source, settings))
                    .entryPointsIn(source.toString())) {
                if (!isHarness(entry)) {
                    entries.add(new Definition(entry.procedure(), entry.line()));
                }
            }
        } catch (FrontEndException e) {
            return new FunctionIndex(List.of());
        }
        entries.sort(Comparator.comparingInt(Definition::line));
        return new FunctionIndex(List.copyOf(entries));
    }

    /**
     * Whether {@code entry} is a harness a front end built (a Java method pair of a {@code @ThreadSafe}
     * class), not a function of the user's: a program entry shown under another name than its procedure's.
     */
    private static boolean isHarness(EntryPoint entry) {
        return entry.programEntry() && !entry.procedure().equals(entry.label());
    }

    /** The names of the defined functions, sorted by name. */
    public List<String> names() {
        return entries.stream().map(Definition::name).sorted().toList();
    }

    /** The defined functions in source order (by first line). */
    public List<Definition> definitions() {
        return entries;
    }

    /** The function whose definition starts last at or before {@code line} (1-based). */
    public Optional<String> functionAt(int line) {
        String found = null;
        for (Definition entry : entries) {
            if (entry.line() <= line) {
                found = entry.name();
            }
        }
        return Optional.ofNullable(found);
    }
}
