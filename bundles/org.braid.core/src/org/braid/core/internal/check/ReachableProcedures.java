package org.braid.core.internal.check;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.Consumer;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Operands;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;

/**
 * The procedures an execution from an entry procedure may run: the closure over direct calls,
 * thread starts and every procedure whose address is taken in reachable code or in any global's
 * initializer (a call through a pointer may reach any of those, whatever its signature). An
 * over-approximation: a procedure outside the set runs in no execution of the harness.
 */
final class ReachableProcedures {

    private ReachableProcedures() {
    }

    static Set<String> from(Program program, String entry) {
        Set<String> reached = new LinkedHashSet<>();
        Deque<String> work = new ArrayDeque<>();
        Consumer<String> reach = name -> {
            if (reached.add(name)) {
                work.add(name);
            }
        };
        Consumer<Expr> addresses = e -> functionAddresses(e, reach);
        for (Global g : program.globals().values()) {
            g.initializer().forEach(init -> addresses.accept(init.value()));
        }
        reach.accept(entry);
        while (!work.isEmpty()) {
            Procedure p = program.procedure(work.remove()).orElse(null);
            if (p == null) {
                continue;
            }
            for (Block b : p.blocks()) {
                b.statements().forEach(s -> Operands.visit(s, lvalue -> Operands.pointer(lvalue).ifPresent(addresses),
                    callee -> callee(callee, reach, addresses), addresses));
                Operands.visit(b.terminator(), addresses);
            }
        }
        return reached;
    }

    private static void callee(Callee callee, Consumer<String> reach, Consumer<Expr> addresses) {
        switch (callee) {
            case Callee.Direct d -> reach.accept(d.name());
            case Callee.Indirect i -> addresses.accept(i.pointer());
        }
    }

    private static void functionAddresses(Expr e, Consumer<String> reach) {
        if (e instanceof Expr.FunctionAddr f) {
            reach.accept(f.name());
        }
        Operands.children(e).forEach(child -> functionAddresses(child, reach));
    }
}
