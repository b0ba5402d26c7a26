package org.braid.core.internal.bmc;

import java.util.LinkedHashSet;
import java.util.Set;

import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Operands;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;

/**
 * Stage 0: checks that the input is a sequential program and collects the procedures whose
 * address is taken (the candidates of indirect calls), in order of first occurrence.
 */
final class ProgramScan {

    private final Set<String> addressTaken = new LinkedHashSet<>();

    /**
     * @throws IllegalArgumentException for {@code Async} or {@code Join}
     */
    static Set<String> addressTaken(Program program) {
        ProgramScan scan = new ProgramScan();
        for (Global g : program.globals().values()) {
            g.initializer().forEach(i -> scan.expr(i.value()));
        }
        for (Procedure p : program.procedures().values()) {
            for (Block b : p.blocks()) {
                b.statements().forEach(s -> scan.stmt(s, p));
                Operands.visit(b.terminator(), scan::expr);
            }
        }
        return scan.addressTaken;
    }

    private void stmt(Stmt s, Procedure p) {
        if (s instanceof Stmt.Async a) {
            throw new IllegalArgumentException(
                    "not a sequential program: async in " + p.name() + " at " + a.loc());
        }
        if (s instanceof Stmt.Join j) {
            throw new IllegalArgumentException(
                    "not a sequential program: join in " + p.name() + " at " + j.loc());
        }
        Operands.visit(s, l -> Operands.pointer(l).ifPresent(this::expr), this::expr);
    }

    private void expr(Expr e) {
        if (e instanceof Expr.FunctionAddr fa) {
            addressTaken.add(fa.name());
        }
        Operands.children(e).forEach(this::expr);
    }
}
