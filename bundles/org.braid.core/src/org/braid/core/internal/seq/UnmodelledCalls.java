package org.braid.core.internal.seq;

import java.util.ArrayList;
import java.util.List;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;

/**
 * The paths of a call or thread start that would run a procedure whose run Braid does not
 * model ({@link CallTargets#unmodelled}): each ends in an unsupported step at the call, naming
 * the procedure, so a check that reaches it is {@code unknown} with that reason instead of
 * cutting the path in silence. The interpreter stops at the same calls ({@code Stepper}).
 */
final class UnmodelledCalls {

    private UnmodelledCalls() {
    }

    /**
     * Branches off the current block, for each unmodelled target, when {@code pointer} is its
     * address (always, for a direct call: {@code pointer} null); returns the labels to
     * {@linkplain #emit emit} once the current block is closed.
     */
    static List<String> branch(BlockBuilder b, Expr pointer, List<CallTargets.Unmodelled> unmodelled) {
        List<String> labels = new ArrayList<>();
        for (CallTargets.Unmodelled u : unmodelled) {
            String label = b.fresh("unmodelled");
            labels.add(label);
            Expr condition = pointer == null ? Ex.TRUE
                : Ex.eq(pointer, new Expr.FunctionAddr(u.procedure().name(), new Type.Pointer(u.procedure().type())));
            b.branchOff(condition, label);
        }
        return labels;
    }

    /** Emits the blocks {@link #branch} named: the unsupported step, then a dead end jumping to {@code join}. */
    static void emit(BlockBuilder b, List<String> labels, List<CallTargets.Unmodelled> unmodelled, Loc loc,
            String join) {
        for (int i = 0; i < labels.size(); i++) {
            b.start(labels.get(i));
            b.add(Stmt.Assert.unsupported(message(unmodelled.get(i)), loc));
            b.add(Ex.assume(Ex.FALSE));
            b.jump(join);
        }
    }

    /** The unsupported step's text: the procedure and why its run is not modelled. */
    static String message(CallTargets.Unmodelled u) {
        return u.reason();
    }
}
