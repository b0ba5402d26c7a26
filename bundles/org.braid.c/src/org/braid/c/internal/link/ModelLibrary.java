package org.braid.c.internal.link;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.braid.c.CFrontEndException;
import org.braid.c.internal.Diagnostics;
import org.braid.c.internal.parse.BundledFiles;
import org.braid.c.internal.parse.ParsedUnit;
import org.braid.core.internal.ir.DataModel;

/**
 * Braid's environment models: every {@code models/*.c} of the bundle, parsed and lowered once
 * per JVM, data model and preprocessing mode, on a thread of their own, then shared (the result
 * is immutable). A user's
 * own model files ({@code --model}) are lowered per request the same way.
 */
public final class ModelLibrary {
    private record Key(DataModel model, boolean hostCompiler) {
    }

    private static final Map<Key, CompletableFuture<ModelSet>> BUNDLED = new ConcurrentHashMap<>();

    private ModelLibrary() {
    }

    /**
     * Starts lowering Braid's models for a data model on a thread of their own, unless that is
     * done or under way, so that it overlaps parsing and lowering the user's files (a cold start
     * of the command line lowers them once per run). {@link #bundled} waits for the result.
     */
    static void prepare(DataModel model, boolean hostCompiler) {
        future(new Key(model, hostCompiler));
    }

    /**
     * Braid's models for a data model; throws if a model file does not lower (a Braid bug) or the
     * lowering failed otherwise (out of memory). A failure is not kept: the next request lowers the
     * models again, so one failed check in a long-running IDE does not fail every later one.
     */
    static ModelSet bundled(DataModel model, boolean hostCompiler) {
        Key key = new Key(model, hostCompiler);
        CompletableFuture<ModelSet> future = future(key);
        try {
            return future.join();
        } catch (CompletionException e) {
            BUNDLED.remove(key, future);
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }

    private static CompletableFuture<ModelSet> future(Key key) {
        return BUNDLED.computeIfAbsent(key, k -> {
            CompletableFuture<ModelSet> result = new CompletableFuture<>();
            Thread worker = new Thread(() -> {
                try {
                    result.complete(lowerBundled(k));
                } catch (RuntimeException | Error e) {
                    result.completeExceptionally(e);
                }
            }, "braid-models-" + k.model());
            worker.setDaemon(true);
            worker.start();
            return result;
        });
    }

    private static ModelSet lowerBundled(Key k) {
        Path dir = BundledFiles.directory(BundledFiles.MODELS);
        List<Path> files = dir == null ? List.of() : list(dir);
        try {
            return lower(files, k.model(), k.hostCompiler(), f -> "models/" + f.getFileName());
        } catch (CFrontEndException e) {
            throw new IllegalStateException("Braid's model " + e.getMessage(), e);
        }
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
