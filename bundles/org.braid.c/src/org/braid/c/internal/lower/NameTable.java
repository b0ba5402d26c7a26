package org.braid.c.internal.lower;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Unique names: the first request for a name gets it as is, later ones get {@code name.1},
 * {@code name.2}, ... (never a name already taken). Not thread-safe.
 */
public final class NameTable {
    private final Set<String> taken = new HashSet<>();
    private final Map<String, Integer> counters = new HashMap<>();

    public String fresh(String preferred) {
        if (taken.add(preferred)) {
            return preferred;
        }
        return numbered(preferred);
    }

    /** Always a numbered name {@code base.N}. */
    public String numbered(String base) {
        int n = counters.getOrDefault(base, 0);
        String name;
        do {
            n++;
            name = base + "." + n;
        } while (!taken.add(name));
        counters.put(base, n);
        return name;
    }

    public void reserve(String name) {
        taken.add(name);
    }
}
