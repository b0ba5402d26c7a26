package org.braid.core.internal.seq;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Type;

/**
 * Everything the KISS translation of one program shares: analyses, ghost state, the origins of
 * generated statements, and the queue of procedures still to generate (translated copies are
 * created on demand, so only what the harness can reach is emitted).
 */
final class KissContext {

    /** Generates one procedure of the sequential program. */
    interface Generator {
        Procedure generate() throws UnsupportedProgramException;
    }

    final Program program;
    final String entry;
    final SeqConfig config;
    final int threads;
    final boolean threadBoundMayCut;
    final CallTargets targets;
    final AtomicDepths depths;
    final Visibility visibility;
    final MayRaise mayRaise;
    final Map<StmtRef, AsyncSite> sites;
    /** Whether threads run by {@code schedule()} can put new threads into {@code ts}. */
    final boolean threadsStartThreads;
    final GhostGlobals ghosts;
    final Lvalue.Mem raise;
    final ThreadTable table;
    final PendingThreads pending;
    final Optional<RaceInstrumentation> race;
    final Map<StmtRef, Origin> origins = new LinkedHashMap<>();

    private final Map<String, Generator> requested = new LinkedHashMap<>();
    private final Deque<String> queue = new ArrayDeque<>();

    KissContext(Program program, String entry, SeqConfig config, Set<String> privateGlobals)
            throws UnsupportedProgramException {
        ProgramFacts facts = new ProgramFacts(program, entry, config, true, privateGlobals);
        this.program = program;
        this.entry = entry;
        this.config = config;
        this.targets = facts.targets;
        this.depths = facts.depths;
        this.visibility = facts.visibility;
        this.sites = facts.sites;
        this.threads = facts.threads;
        this.threadBoundMayCut = facts.threadBoundMayCut;
        this.threadsStartThreads = facts.threadsStartThreads();
        this.mayRaise = new MayRaise(program, depths, visibility, targets);
        this.ghosts = new GhostGlobals(program);
        this.raise = ghosts.declare("raise", Type.BOOL);
        this.table = new ThreadTable(ghosts, threads, facts.joinResultTypes());
        this.pending = new PendingThreads(ghosts, threads > 1 ? config.max() : 0);
        this.race = config.races()
            ? Optional.of(new RaceInstrumentation(ghosts, facts.dependencySlots(), program::sizeOf))
            : Optional.empty();
    }

    /** Requests the translated copy {@code v} and returns its name. */
    String variant(Variant v) {
        String name = v.name();
        request(name, () -> new KissTranslator(this, v).translate());
        return name;
    }

    /** The scheduler called at switch points of threads at {@code depth}, if any thread can still start there. */
    Optional<String> schedule(int depth) {
        if (pending.capacity() == 0 || depth + 1 > threads - 1) {
            return Optional.empty();
        }
        String name = KissScheduler.scheduleName(depth);
        request(name, () -> new KissScheduler(this).schedule(depth));
        return Optional.of(name);
    }

    /**
     * How many threads one {@code schedule()} call at {@code depth} may run one after another: at
     * most the threads not yet on the stack, and, when started threads start no threads
     * themselves (so {@code ts} cannot refill while it runs), at most MAX.
     */
    int scheduleRounds(int depth) {
        int notOnStack = threads - 1 - depth;
        return threadsStartThreads ? notOnStack : Math.min(notOnStack, pending.capacity());
    }

    /** Runs a pending thread of slot {@code slot} at {@code depth}. */
    String start(int depth, int slot) {
        String name = KissScheduler.startName(depth, slot);
        request(name, () -> new KissScheduler(this).start(depth, slot));
        return name;
    }

    /** Runs a thread created at {@code site} at {@code depth} to completion or until it raises. */
    String thread(AsyncSite site, int depth) {
        String name = KissScheduler.threadName(site, depth);
        request(name, () -> new KissScheduler(this).thread(site, depth));
        return name;
    }

    private void request(String name, Generator generator) {
        if (requested.putIfAbsent(name, generator) == null) {
            queue.add(name);
        }
    }

    /** Generates every requested procedure, including those requested while generating. */
    List<Procedure> generateAll() throws UnsupportedProgramException {
        List<Procedure> out = new ArrayList<>();
        while (!queue.isEmpty()) {
            out.add(requested.get(queue.poll()).generate());
        }
        return out;
    }
}
