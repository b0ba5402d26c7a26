package org.braid.core.internal.harness;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.braid.core.TraceStep;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Operands;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;

/**
 * Puts each call of an assertion-failure model ({@code __assert_fail}, which every C
 * {@code assert} expands to, {@code reach_error}, {@code __VERIFIER_error}: an environment model
 * whose first step fails an assertion) at the call itself: {@code assert(false)} with the call's
 * location and source text, then {@code assume(false)} (the model never returns). The behaviour
 * is the same (the calls' arguments are constants and addresses, evaluated by nothing else), but
 * every {@code assert} of the program is now an assertion of its own, so the checker reports each
 * failing one instead of one for all: after a finding it excludes that assertion, which used to
 * be the model's single one. Calls with another argument (one that reads memory) are left alone.
 */
final class FailureCalls {

    private FailureCalls() {
    }

    static Program inline(Program program) {
        List<Procedure> procedures = new ArrayList<>();
        boolean changed = false;
        for (Procedure p : program.procedures().values()) {
            if (p.isExternal()) {
                procedures.add(p);
                continue;
            }
            List<Block> blocks = new ArrayList<>();
            for (Block b : p.blocks()) {
                List<Stmt> statements = new ArrayList<>();
                for (Stmt s : b.statements()) {
                    Optional<Stmt.Assert> failure = failure(program, s);
                    if (failure.isPresent()) {
                        statements.add(failure.get());
                        statements.add(new Stmt.Assume(Expr.Const.bool(false), s.loc()));
                        changed = true;
                    } else {
                        statements.add(s);
                    }
                }
                blocks.add(new Block(b.label(), statements, b.terminator()));
            }
            procedures.add(new Procedure(p.name(), p.type(), p.parameters(), p.locals(), blocks, p.loc()));
        }
        return changed ? program.withProcedures(procedures) : program;
    }

    /** The assertion a call of an assertion-failure model stands for, if {@code s} is one. */
    private static Optional<Stmt.Assert> failure(Program program, Stmt s) {
        if (!(s instanceof Stmt.Call call) || call.result().isPresent()
                || !(call.callee() instanceof Callee.Direct direct) || !call.arguments().stream().allMatch(FailureCalls::constant)) {
            return Optional.empty();
        }
        Optional<Procedure> callee = program.procedure(direct.name());
        if (callee.isEmpty() || callee.get().isExternal()
                || !callee.get().loc().file().startsWith(TraceStep.MODEL_PREFIX)
                || callee.get().entry().statements().isEmpty()
                || !(callee.get().entry().statements().get(0) instanceof Stmt.Assert first)
                || first.marksUnsupported() || !(first.condition() instanceof Expr.Const c) || c.bits() != 0) {
            return Optional.empty();
        }
        String message = call.loc().text().isEmpty() ? first.message() : call.loc().text();
        return Optional.of(new Stmt.Assert(Expr.Const.bool(false), message, call.loc()));
    }

    /** Whether evaluating {@code e} reads no memory (constants, addresses, registers). */
    private static boolean constant(Expr e) {
        if (e instanceof Expr.Read r && !(r.lvalue() instanceof Lvalue.Var)) {
            return false;
        }
        return Operands.children(e).stream().allMatch(FailureCalls::constant);
    }
}
