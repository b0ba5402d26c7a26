package org.braid.c.internal.link;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.braid.c.CFrontEndException;
import org.braid.c.internal.Diagnostics;
import org.braid.c.internal.parse.BundledFiles;
import org.braid.c.internal.parse.ParsedUnit;
import org.braid.core.internal.ir.DataModel;

/**
 * Braid's environment models: every {@code models/*.c} of the bundle, parsed and lowered once
 * per JVM, data model and preprocessing mode, then shared (the result is immutable). A user's
 * own model files ({@code --model}) are lowered per request the same way.
 */
public final class ModelLibrary {
    private record Key(DataModel model, boolean hostCompiler) {
    }

    private static final Map<Key, ModelSet> BUNDLED = new ConcurrentHashMap<>();

    private ModelLibrary() {
    }

    /** Braid's models for a data model; throws if a model file does not lower (a Braid bug). */
    static ModelSet bundled(DataModel model, boolean hostCompiler) {
        return BUNDLED.computeIfAbsent(new Key(model, hostCompiler), k -> {
            Path dir = BundledFiles.directory(BundledFiles.MODELS);
            List<Path> files = dir == null ? List.of() : list(dir);
            try {
                return lower(files, k.model(), k.hostCompiler(), f -> "models/" + f.getFileName());
            } catch (CFrontEndException e) {
                throw new IllegalStateException("Braid's model " + e.getMessage(), e);
            }
        });
    }

    /** The names of Braid's model files, for tests and diagnostics. */
    public static List<Path> bundledFiles() {
        Path dir = BundledFiles.directory(BundledFiles.MODELS);
        return dir == null ? List.of() : list(dir);
    }

    /** The user's model files, lowered now. */
    static ModelSet user(List<Path> files, DataModel model, boolean hostCompiler) throws CFrontEndException {
        return lower(files, model, hostCompiler, Path::toString);
    }

    private static List<Path> list(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".c")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list Braid's models in " + dir, e);
        }
    }

    private static ModelSet lower(List<Path> files, DataModel model, boolean hostCompiler,
            java.util.function.Function<Path, String> display) throws CFrontEndException {
        Diagnostics diagnostics = new Diagnostics();
        Linkage linkage = new Linkage(model, diagnostics);
        List<ParsedUnit> parsed = Sources.parseAll(files, display, List.of(), Map.of(), model, hostCompiler);
        Sources.lower(linkage, parsed);
        Linker.resolveDeferred(linkage);
        linkage.release();
        return new ModelSet(linkage);
    }
}
