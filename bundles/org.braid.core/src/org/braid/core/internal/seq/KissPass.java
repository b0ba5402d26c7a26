package org.braid.core.internal.seq;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;

/**
 * The KISS sequentialization (Qadeer &amp; Wu, PLDI 2004, Sec. 4 and 5): a pass from a concurrent
 * program with a harness entry to a sequential program that simulates its balanced executions
 * (Theorem 1) with at most MAX threads pending at a time. The generated entry is
 * <pre>
 * Check(s) = raise = false; ts = {}; access = 0; [[s]]; schedule()
 * </pre>
 * except that the final {@code schedule()} runs only when the initial thread stopped by
 * {@code RAISE}: when it returns from the entry the program has ended (C: returning from
 * {@code main} is {@code exit}), and running more threads would simulate steps after exit.
 */
public final class KissPass {

    /** Name of the generated entry procedure. */
    public static final String ENTRY = GhostGlobals.PREFIX + "kiss_main";

    private KissPass() {
    }

    public static SequentialProgram apply(Program concurrent, String entry, SeqConfig config)
            throws UnsupportedProgramException {
        Procedure main = concurrent.procedure(entry)
            .orElseThrow(() -> new IllegalArgumentException("no entry procedure " + entry));
        if (main.isExternal() || !main.parameters().isEmpty()) {
            throw new IllegalArgumentException("entry " + entry + " must have a body and no parameters");
        }
        int threads = Math.min(config.threads(), ThreadBound.of(concurrent, entry, new CallTargets(concurrent),
            config.unwind()));
        Program program = ThreadLocalCopies.apply(concurrent, threads);
        Set<String> privateCopies = new java.util.HashSet<>(PrivateGlobals.readOnly(concurrent));
        // The current-thread ghost that selects a thread-local copy is written only when the
        // scheduler switches threads, never by a step of a thread: while a thread runs it holds
        // that thread's id, so reading it commutes with every step of every other thread.
        privateCopies.add(ThreadTable.CURRENT);
        privateCopies.addAll(ProgramFacts.raceFree(concurrent, entry, config));
        for (String name : PrivateGlobals.unescapedThreadLocals(concurrent)) {
            for (int t = 0; t < threads; t++) {
                privateCopies.add(ThreadLocalCopies.copyName(name, t));
            }
        }
        KissContext cx = new KissContext(program, entry, config, privateCopies);
        String translatedEntry = cx.variant(new Variant(entry, 0, 0));
        for (String name : cx.targets.addressTaken()) {
            program.procedure(name).filter(p -> !p.isExternal())
                .ifPresent(p -> cx.variant(new Variant(p.name(), 0, 0)));
        }
        List<Procedure> procedures = new ArrayList<>();
        program.procedures().values().stream().filter(Procedure::isExternal).forEach(procedures::add);
        procedures.addAll(cx.generateAll());
        procedures.add(checkProcedure(cx, translatedEntry));
        procedures.addAll(cx.generateAll());
        Program sequential = new Program(program.dataModel(), List.copyOf(program.structs().values()),
            cx.ghosts.withProgramGlobals(false), procedures);
        Map<String, Integer> bounds = new LinkedHashMap<>();
        bounds.put("max", cx.pending.capacity());
        bounds.put("threads", cx.threads);
        bounds.put("threadBoundMayCut", cx.threadBoundMayCut ? 1 : 0);
        return new SequentialProgram(sequential, ENTRY, new Provenance(cx.origins), ThreadTable.CURRENT, bounds);
    }

    /** {@code Check(s)}: run the entry as thread 0; if it stopped early, let pending threads run. */
    private static Procedure checkProcedure(KissContext cx, String translatedEntry) {
        BlockBuilder b = new BlockBuilder(ENTRY, cx.origins, Set.of());
        b.start("entry");
        b.add(new Stmt.Call(Optional.empty(), new Callee.Direct(translatedEntry), List.of(), Loc.NONE));
        b.end(new Terminator.Branch(Ex.read(cx.raise), "stopped", "end", Loc.NONE));
        b.start("stopped");
        b.add(Ex.assign(cx.raise, Ex.FALSE));
        cx.schedule(0).ifPresent(name ->
            b.add(new Stmt.Call(Optional.empty(), new Callee.Direct(name), List.of(), Loc.NONE)));
        b.jump("end");
        b.start("end");
        b.end(new Terminator.Return(Optional.empty(), Loc.NONE));
        return new Procedure(ENTRY, new Type.Function(Type.VOID, List.of(), false), List.of(), List.of(), b.blocks(),
            Loc.NONE);
    }
}
