package org.braid.core.internal.seq;

import static org.braid.core.internal.interp.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

class LoopUnrollerTest {

    /** {@code i = 0; while (i < 3) i++;} */
    private static Procedure countingLoop() {
        Variable i = reg("i", I32);
        return proc("f", Type.VOID, List.of(), List.of(i),
            block("entry", go("head", 1), set(v(i), i(0), 1)),
            block("head", branch(bin(BinaryOp.LT, r(i), i(3)), "body", "exit", 2)),
            block("body", go("head", 3), set(v(i), bin(BinaryOp.ADD, r(i), i(1)), 3)),
            block("exit", ret(4)));
    }

    @Test
    void theBackEdgeIsTakenAtMostUnwindTimes() throws Exception {
        LoopUnroller.Unrolled u = LoopUnroller.unroll(countingLoop(), 2);
        assertEquals(List.of("entry", "head@0", "body@0", "exit", "head@1", "body@1", "head@2", "body@2"),
            u.blocks().stream().map(Block::label).toList());
        Terminator last = u.blocks().get(u.blocks().size() - 1).terminator();
        assertEquals(LoopUnroller.CUT, ((Terminator.Goto) last).target(), "a third back edge is cut");
        assertEquals("head", u.originalLabel().get("head@2"));
    }

    @Test
    void irreducibleControlFlowIsUnsupported() {
        Variable c = reg("c", Type.BOOL);
        Procedure p = proc("g", Type.VOID, List.of(), List.of(c),
            block("entry", branch(r(c), "a", "b", 1), havoc(v(c), 1)),
            block("a", go("b", 2)),
            block("b", branch(r(c), "a", "exit", 3)),
            block("exit", ret(4)));
        UnsupportedProgramException e = assertThrows(UnsupportedProgramException.class, () -> LoopUnroller.unroll(p, 2));
        assertEquals("irreducible control flow in g", e.getMessage());
    }
}
