package org.braid.core.internal.seq;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.StmtRef;

/**
 * What the lazy rounds translation of one program shares: analyses, ghost state (per thread
 * slot: saved program counter, creating site, start arguments), unrolled procedure bodies and
 * the origins of generated statements.
 */
final class RoundsContext {

    /** The saved program counter of a thread that finished or stopped for good. */
    static final int DONE = -1;

    final Program program;
    final String entry;
    final SeqConfig config;
    final ProgramFacts facts;
    final GhostGlobals ghosts;
    final ThreadTable table;
    final Optional<RaceInstrumentation> race;
    final Map<StmtRef, Origin> origins = new LinkedHashMap<>();
    private final Map<String, LoopUnroller.Unrolled> unrolled = new HashMap<>();

    RoundsContext(Program program, String entry, SeqConfig config) throws UnsupportedProgramException {
        this.program = program;
        this.entry = entry;
        this.config = config;
        java.util.Set<String> privateGlobals = new java.util.HashSet<>(PrivateGlobals.unescapedThreadLocals(program));
        privateGlobals.addAll(PrivateGlobals.readOnly(program));
        privateGlobals.addAll(ProgramFacts.raceFree(program, entry, config));
        this.facts = new ProgramFacts(program, entry, config, false, privateGlobals);
        this.ghosts = new GhostGlobals(program);
        this.table = new ThreadTable(ghosts, facts.threads, facts.joinResultTypes());
        this.race = config.races()
            ? Optional.of(new RaceInstrumentation(ghosts, facts.dependencySlots(), program::sizeOf))
            : Optional.empty();
    }

    int threads() {
        return facts.threads;
    }

    /** The loop-free body of {@code p}. */
    LoopUnroller.Unrolled unrolled(Procedure p) throws UnsupportedProgramException {
        LoopUnroller.Unrolled u = unrolled.get(p.name());
        if (u == null) {
            u = LoopUnroller.unroll(p, config.unwind());
            unrolled.put(p.name(), u);
        }
        return u;
    }

    /** Where thread {@code slot} resumes: 0 not started, {@code j} before switch point j, {@link #DONE}. */
    Lvalue.Mem pc(int slot) {
        return ghosts.declare("t" + slot + "_pc", Ex.I32);
    }

    /** The site that created thread {@code slot}. */
    Lvalue.Mem site(int slot) {
        return ghosts.declare("t" + slot + "_site", Ex.I32);
    }

    /** Argument {@code k} of thread {@code slot} when site {@code s} created it (the start procedure's parameter). */
    Lvalue.Mem argument(int slot, AsyncSite s, int k) {
        return ghosts.declare("t" + slot + "_s" + s.id() + "_arg" + k, s.stmt().arguments().get(k).type());
    }

    /** The function pointer site {@code s} started thread {@code slot} with. */
    Lvalue.Mem function(int slot, AsyncSite s) {
        return ghosts.declare("t" + slot + "_s" + s.id() + "_fn", Ex.VOID_PTR);
    }
}
