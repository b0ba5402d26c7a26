package org.braid.ui.internal.analysis;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.braid.c.CFrontEnd;
import org.braid.c.CFrontEndException;
import org.braid.c.CFrontEndOptions;
import org.braid.core.internal.ir.Procedure;
import org.braid.ui.internal.settings.BuildSettings;
import org.eclipse.core.resources.IFile;

/**
 * The functions a C file defines, with their first lines, from the front end's lowering; for the
 * pair picker and "the function under the cursor". Not for the UI thread (it lowers the file).
 */
public final class FunctionIndex {
    private record Entry(String name, int line) {
    }

    private final List<Entry> entries;

    private FunctionIndex(List<Entry> entries) {
        this.entries = entries;
    }

    /**
     * Lowers {@code file} with the options of its analysis; an unreadable or invalid file, or
     * invalid stored preferences, give no functions.
     */
    public static FunctionIndex of(IFile file) {
        String path = file.getLocation().toPath().toString();
        List<Entry> entries = new ArrayList<>();
        try {
            CFrontEndOptions options = BuildSettings.frontEndOptions(file);
            for (Procedure procedure : CFrontEnd.lower(List.of(file.getLocation().toPath()), options).program()
                    .procedures().values()) {
                if (!procedure.isExternal() && procedure.loc().file().equals(path)) {
                    entries.add(new Entry(procedure.name(), procedure.loc().line()));
                }
            }
        } catch (CFrontEndException | IllegalArgumentException e) {
            return new FunctionIndex(List.of());
        }
        entries.sort(Comparator.comparingInt(Entry::line));
        return new FunctionIndex(List.copyOf(entries));
    }

    /** The names of the defined functions, sorted by name. */
    public List<String> names() {
        return entries.stream().map(Entry::name).sorted().toList();
    }

    /** A function the file defines and the 1-based line where its definition starts. */
    public record Definition(String name, int line) {
    }

    /** The defined functions in source order (by first line). */
    public List<Definition> definitions() {
        return entries.stream().map(entry -> new Definition(entry.name(), entry.line())).toList();
    }

    /** The function whose definition starts last at or before {@code line} (1-based). */
    public Optional<String> functionAt(int line) {
        String found = null;
        for (Entry entry : entries) {
            if (entry.line() <= line) {
                found = entry.name();
            }
        }
        return Optional.ofNullable(found);
    }
}
