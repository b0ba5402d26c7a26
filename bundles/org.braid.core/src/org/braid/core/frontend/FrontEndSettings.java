package org.braid.core.frontend;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Values of {@link FrontEndOption}s by key, each a list in the order given. Immutable and
 * thread-safe; build from {@link #NONE} with {@link #with} and {@link #withAll}.
 */
public final class FrontEndSettings {

    /** No values. */
    public static final FrontEndSettings NONE = new FrontEndSettings(Map.of());

    private final Map<String, List<String>> values;

    private FrontEndSettings(Map<String, List<String>> values) {
        this.values = values;
    }

    /** These settings plus {@code value} appended to {@code key}'s values. */
    public FrontEndSettings with(String key, String value) {
        return withAll(key, List.of(value));
    }

    /** These settings plus {@code more} appended to {@code key}'s values. */
    public FrontEndSettings withAll(String key, List<String> more) {
        Objects.requireNonNull(key, "key");
        if (more.isEmpty()) {
            return this;
        }
        Map<String, List<String>> copy = new LinkedHashMap<>(values);
        List<String> list = new ArrayList<>(copy.getOrDefault(key, List.of()));
        more.forEach(value -> list.add(Objects.requireNonNull(value, "value")));
        copy.put(key, List.copyOf(list));
        return new FrontEndSettings(Collections.unmodifiableMap(copy));
    }

    /** These settings with {@code key}'s values replaced by {@code replacement}. */
    public FrontEndSettings replacing(String key, List<String> replacement) {
        Map<String, List<String>> copy = new LinkedHashMap<>(values);
        copy.remove(key);
        return new FrontEndSettings(Collections.unmodifiableMap(copy)).withAll(key, replacement);
    }

    /**
     * These settings without the keys {@code frontEnd} does not understand: for the IDE, whose
     * project settings (include directories, macros) are meant for the files of one language only.
     */
    public FrontEndSettings restrictedTo(FrontEnd frontEnd) {
        Map<String, List<String>> kept = new LinkedHashMap<>(values);
        kept.keySet().retainAll(frontEnd.options().stream().map(FrontEndOption::key).toList());
        return new FrontEndSettings(Collections.unmodifiableMap(kept));
    }

    /** {@code key}'s values in order; empty if none. */
    public List<String> values(String key) {
        return values.getOrDefault(key, List.of());
    }

    /** {@code key}'s values as paths. */
    public List<Path> paths(String key) {
        return values(key).stream().map(Path::of).toList();
    }

    /** The keys that have values, in the order they were first given. */
    public List<String> keys() {
        return List.copyOf(values.keySet());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof FrontEndSettings settings && settings.values.equals(values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    /** The values by key, e.g. {@code {include=[inc], define=[N=2]}}; stable, so usable in cache keys. */
    @Override
    public String toString() {
        return values.toString();
    }
}
