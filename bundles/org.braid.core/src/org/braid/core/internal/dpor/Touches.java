package org.braid.core.internal.dpor;

import java.util.Set;
import java.util.TreeSet;

/**
 * What code may do, over-approximated: the potentially racy globals it may access outside an
 * atomic section, whether it may access some other memory outside one ({@code any}: through a
 * pointer the static analysis does not resolve, or an indirect call), and the procedures it may
 * start as threads. Mutable while a summary is being built.
 */
final class Touches {
    final Set<String> globals = new TreeSet<>();
    final Set<String> spawns = new TreeSet<>();
    boolean any;

    /** Adds {@code other}; answers whether this grew. */
    boolean add(Touches other) {
        boolean grew = globals.addAll(other.globals) | spawns.addAll(other.spawns);
        if (other.any && !any) {
            any = true;
            grew = true;
        }
        return grew;
    }

    boolean touchesMemory() {
        return any || !globals.isEmpty();
    }

    /** Whether accesses of this and {@code other}, in different threads, may race. */
    boolean mayRaceWith(Touches other) {
        if (any && other.touchesMemory() || other.any && touchesMemory()) {
            return true;
        }
        for (String g : globals) {
            if (other.globals.contains(g)) {
                return true;
            }
        }
        return false;
    }
}
