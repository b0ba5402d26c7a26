package org.braid.ui.internal.markers;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;

import org.braid.ui.internal.Ids;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;

/**
 * Braid's findings with their traces, one JSON file per finding in the plug-in's state location
 * ({@code .metadata/.plugins/org.braid.ui/findings/ID.json}), so that a marker's trace survives a
 * restart; markers carry only the id ({@link Ids#ATTR_FINDING_ID}). A finding is deleted when its
 * last marker is ({@link TraceCleaner}). Thread-safe.
 */
public final class TraceStore {
    private static final TraceStore INSTANCE = new TraceStore();
    private static final String JSON = ".json";

    private final Gson gson = new GsonBuilder().disableHtmlEscaping().create();
    private final Map<String, StoredFinding> loaded = new ConcurrentHashMap<>();

    public static TraceStore instance() {
        return INSTANCE;
    }

    /** Writes {@code finding} unless a finding with its id is stored already. */
    public void put(StoredFinding finding) throws IOException {
        if (loaded.putIfAbsent(finding.id(), finding) != null) {
            return;
        }
        Path file = file(finding.id());
        if (Files.exists(file)) {
            return;
        }
        Files.createDirectories(file.getParent());
        Path temporary = Files.createTempFile(file.getParent(), finding.id(), ".tmp");
        try (Writer out = Files.newBufferedWriter(temporary, StandardCharsets.UTF_8)) {
            gson.toJson(finding, out);
        }
        Files.move(temporary, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /** The finding stored under {@code id}; empty if there is none or it cannot be read (logged). */
    public Optional<StoredFinding> get(String id) {
        StoredFinding known = loaded.get(id);
        if (known != null) {
            return Optional.of(known);
        }
        Path file = file(id);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            StoredFinding finding = gson.fromJson(in, StoredFinding.class);
            loaded.put(id, finding);
            return Optional.of(finding);
        } catch (IOException | JsonParseException e) {
            ILog.of(TraceStore.class).error("Cannot read Braid finding " + file, e);
            return Optional.empty();
        }
    }

    /** Whether a file holds the finding {@code id}. */
    public boolean isStored(String id) {
        return Files.isRegularFile(file(id));
    }

    /** Deletes the finding {@code id}, in memory and on disk (its markers are gone). */
    public void delete(String id) {
        loaded.remove(id);
        try {
            Files.deleteIfExists(file(id));
        } catch (IOException e) {
            ILog.of(TraceStore.class).warn("Cannot delete Braid finding " + id, e);
        }
    }

    /**
     * Deletes the stored findings that are neither in {@code referenced} nor stored since this
     * session started (an analysis may be about to create their markers): the files that markers
     * deleted while Braid was not running left behind.
     */
    public void retainOnly(Set<String> referenced) {
        Path folder = folder();
        if (!Files.isDirectory(folder)) {
            return;
        }
        try (Stream<Path> files = Files.list(folder)) {
            for (Path json : files.filter(f -> f.getFileName().toString().endsWith(JSON)).toList()) {
                String name = json.getFileName().toString();
                String id = name.substring(0, name.length() - JSON.length());
                if (!referenced.contains(id) && !loaded.containsKey(id)) {
                    Files.deleteIfExists(json);
                }
            }
        } catch (IOException e) {
            ILog.of(TraceStore.class).warn("Cannot clean up Braid findings in " + folder, e);
        }
    }

    /** Forgets the in-memory copies, as after a restart (for tests). */
    public void forgetLoaded() {
        loaded.clear();
    }

    private static Path file(String id) {
        if (!id.matches("[0-9a-f]+")) {
            throw new IllegalArgumentException("not a finding id: " + id);
        }
        return folder().resolve(id + JSON);
    }

    private static Path folder() {
        return Platform.getStateLocation(Platform.getBundle(Ids.PLUGIN)).toPath().resolve("findings");
    }
}
