package org.braid.core.internal.check;

import java.util.Optional;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Operands;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;

/** Where a program first computes with floating-point values ({@link Expr.FloatOp}), if it does. */
final class FloatOperations {

    private FloatOperations() {
    }

    static Optional<Loc> first(Program program) {
        for (Procedure p : program.procedures().values()) {
            for (Block b : p.blocks()) {
                for (Stmt s : b.statements()) {
                    boolean[] found = { false };
                    Operands.visit(s, lvalue -> Operands.pointer(lvalue).ifPresent(e -> found[0] |= has(e)),
                        e -> found[0] |= has(e));
                    if (found[0]) {
                        return Optional.of(s.loc());
                    }
                }
                boolean[] found = { false };
                Operands.visit(b.terminator(), e -> found[0] |= has(e));
                if (found[0]) {
                    return Optional.of(b.terminator().loc());
                }
            }
        }
        return Optional.empty();
    }

    private static boolean has(Expr e) {
        return e instanceof Expr.FloatOp || Operands.children(e).stream().anyMatch(FloatOperations::has);
    }
}
