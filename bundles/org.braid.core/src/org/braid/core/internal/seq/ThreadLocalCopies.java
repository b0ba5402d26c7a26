package org.braid.core.internal.seq;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;

/**
 * Gives every thread id {@code 0..threads-1} its own copy of each thread-local global
 * ({@code __thread}) and makes every use select the running thread's copy with an {@code ite} on
 * the current-thread ghost. KISS runs all threads on one stack, so a thread's identity is that
 * ghost, which the scheduler sets whenever a thread starts or resumes. The copies keep the
 * original's initializer; the result has no thread-local globals. Statement labels and indices
 * are unchanged, so the provenance of the original program still applies.
 */
final class ThreadLocalCopies {

    private ThreadLocalCopies() {
    }

    static String copyName(String global, int thread) {
        return GhostGlobals.PREFIX + "tl" + thread + "_" + global;
    }

    static Program apply(Program program, int threads) {
        Map<String, Global> locals = new HashMap<>();
        List<Global> globals = new ArrayList<>();
        for (Global g : program.globals().values()) {
            if (g.threadLocal()) {
                locals.put(g.name(), g);
                for (int t = 0; t < threads; t++) {
                    globals.add(new Global(copyName(g.name(), t), g.type(), g.initializer(), false, g.loc()));
                }
            } else {
                globals.add(g);
            }
        }
        if (locals.isEmpty()) {
            return program;
        }
        Expr current = Ex.read(GhostGlobals.cell(ThreadTable.CURRENT, Ex.I32));
        Rewriter rw = Rewriter.ofGlobals(g -> {
            if (!locals.containsKey(g.name())) {
                return g;
            }
            Expr e = new Expr.GlobalAddr(copyName(g.name(), 0), g.type());
            for (int t = threads - 1; t >= 1; t--) {
                e = new Expr.Ite(Ex.eq(current, Ex.i32(t)), new Expr.GlobalAddr(copyName(g.name(), t), g.type()), e);
            }
            return e;
        });
        List<Procedure> procedures = new ArrayList<>();
        for (Procedure p : program.procedures().values()) {
            List<Block> blocks = new ArrayList<>();
            for (Block b : p.blocks()) {
                List<Stmt> stmts = b.statements().stream().map(rw::stmt).toList();
                blocks.add(new Block(b.label(), stmts, rw.terminator(b.terminator())));
            }
            procedures.add(new Procedure(p.name(), p.type(), p.parameters(), p.locals(), blocks, p.loc()));
        }
        List<Global> rewritten = globals.stream().map(g -> new Global(g.name(), g.type(),
            g.initializer().stream().map(i -> new Global.Init(i.offset(), rw.expr(i.value()))).toList(),
            false, g.loc())).toList();
        return new Program(program.dataModel(), List.copyOf(program.structs().values()), rewritten, procedures);
    }
}
