package org.braid.core.internal.lockset;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.braid.core.internal.ir.Program;

/**
 * The result of the lockset pre-pass for one harness: for every abstract object the threads
 * access, whether two accesses to it from different threads, at least one a write, not both in
 * atomic sections, may happen without a common lock held (a potential race). Sound: when the
 * analysis cannot follow the program ({@link #givenUp()}), every object may race.
 *
 * <p>What is analysed: the closed program from the harness entry, which runs once and is alone
 * until it starts the first thread; every thread start runs its procedure as a thread that may
 * run several times. Per access, the must-lockset (locks held on every path, intersected at
 * joins, killed by any write to the lock cell, calls analysed in their caller's context). Locks
 * are the global cells that an atomic section sets from 0 to 1 (see {@link Analyzer}); a lock
 * that some thread may overwrite without holding it, after the first thread start, protects
 * nothing. Accesses after the threads are joined are not recognised as exclusive (the entry's
 * read of a counter after {@code pthread_join} counts as unprotected).
 *
 * <p>Immutable; not for implementation by clients.
 */
public final class Locksets {

    private final Optional<String> givenUp;
    private final Map<String, Boolean> mayRace;
    private final Set<String> locks;

    private Locksets(Optional<String> givenUp, Map<String, Boolean> mayRace, Set<String> locks) {
        this.givenUp = givenUp;
        this.mayRace = Map.copyOf(mayRace);
        this.locks = Set.copyOf(locks);
    }

    /** Analyses the closed program of a harness whose initial thread runs {@code entry}. */
    public static Locksets analyze(Program program, String entry) {
        MemoryFacts stable = new MemoryFacts(program);
        try {
            Analyzer run = new Analyzer(program, stable);
            run.run(entry);
            for (int i = 0; stable.grew(); i++) {
                if (i == 8) {
                    stable.giveUp();
                }
                run = new Analyzer(program, stable);
                run.run(entry);
            }
            return of(run);
        } catch (GiveUp e) {
            return new Locksets(Optional.of(e.getMessage()), Map.of(), Set.of());
        }
    }

    private static Locksets of(Analyzer run) {
        Set<Cell> unreliable = run.unreliable();
        List<Access> all = new ArrayList<>(run.accesses);
        Map<String, Boolean> mayRace = new LinkedHashMap<>();
        for (Access a : all) {
            if (a.object() != null) {
                mayRace.putIfAbsent(a.object(), false);
            }
        }
        for (String object : mayRace.keySet()) {
            List<Access> touching = all.stream()
                .filter(a -> a.object() == null || a.object().equals(object)).toList();
            mayRace.put(object, anyRace(touching, unreliable));
        }
        Set<String> locks = new LinkedHashSet<>();
        run.locks.stream().filter(c -> !unreliable.contains(c)).forEach(c -> locks.add(c.toString()));
        return new Locksets(Optional.empty(), mayRace, locks);
    }

    private static boolean anyRace(List<Access> accesses, Set<Cell> unreliable) {
        for (int i = 0; i < accesses.size(); i++) {
            for (int j = i; j < accesses.size(); j++) {
                if (accesses.get(i).mayRaceWith(accesses.get(j), unreliable)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Why the analysis could not follow the program, if it could not. */
    public Optional<String> givenUp() {
        return givenUp;
    }

    /**
     * Whether the global {@code name} may race: false only when the analysis finished and every
     * conflicting pair of accesses to it, in different threads, holds a common lock.
     */
    public boolean mayRace(String global) {
        return givenUp.isPresent() || mayRace.getOrDefault(ObjectNames.global(global), true);
    }

    /**
     * Whether the in-memory local {@code variable} of {@code procedure} (its activations, as one
     * abstract object) may race: false only when the analysis finished and saw no two accesses to
     * it that may race (e.g. a local whose address never reaches another thread).
     */
    public boolean mayRaceLocal(String procedure, String variable) {
        return givenUp.isPresent() || mayRace.getOrDefault(ObjectNames.local(procedure, variable), true);
    }

    /** Globals the threads access of which no two accesses may race. */
    public Set<String> raceFreeGlobals() {
        Set<String> out = new LinkedHashSet<>();
        if (givenUp.isEmpty()) {
            mayRace.forEach((object, races) -> {
                if (!races && ObjectNames.isGlobal(object)) {
                    out.add(object.substring(2));
                }
            });
        }
        return out;
    }

    /**
     * Globals the threads access of which two accesses may race, sorted by name; empty when the
     * analysis gave up (then every global may race, and nothing is worth naming).
     */
    public List<String> possiblyRacingGlobals() {
        List<String> out = new ArrayList<>();
        if (givenUp.isEmpty()) {
            mayRace.forEach((object, races) -> {
                if (races && ObjectNames.isGlobal(object)) {
                    out.add(object.substring(2));
                }
            });
        }
        out.sort(null);
        return out;
    }

    /** Whether some object that is not a global (a heap object, a local whose address escapes) may race. */
    public boolean otherObjectsMayRace() {
        return givenUp.isPresent() || mayRace.entrySet().stream()
            .anyMatch(e -> e.getValue() && !ObjectNames.isGlobal(e.getKey()));
    }

    /** The reliable locks found, e.g. {@code lock} or {@code locks+40} (global name and byte offset). */
    public Set<String> locks() {
        return locks;
    }
}
