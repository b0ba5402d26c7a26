package org.braid.core.internal.seq;

import static org.braid.core.internal.interp.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Type;
import org.junit.jupiter.api.Test;

/** Atomic sections that span procedures: {@code acquire()} begins one, {@code release()} ends it. */
class AtomicDepthsTest {

    @Test
    void sectionsSpanningProceduresAreTracked() throws Exception {
        Procedure acquire = simple("acquire", List.of(), ret(2), begin(1));
        Procedure release = simple("release", List.of(), ret(4), end(3));
        Procedure main = simple("main", List.of(), ret(9),
            call(null, "acquire", 5), set(g("x", I32), i(1), 6), call(null, "release", 7), set(g("x", I32), i(2), 8));
        Program p = program(List.of(global("x", I32)), acquire, release, main);
        AtomicDepths d = AtomicDepths.compute(p, new CallTargets(p));
        assertEquals(1, d.delta("acquire"));
        assertEquals(-1, d.delta("release"));
        assertEquals(List.of(0, 1, 1, 0, 0), List.of(d.before("main", "entry", 0), d.before("main", "entry", 1),
            d.before("main", "entry", 2), d.before("main", "entry", 3), d.before("main", "entry", 4)));
        SequentialProgram seq = KissPass.apply(p, "main", SeqConfig.of(0, 1, 4, 2, false, true));
        assertEquals(List.of(), seq.program().procedure("release.a1").orElseThrow().locals().stream()
            .filter(v -> v.name().equals("__braid_choice")).toList(), "release runs inside the section: no choice");
        assertEquals(Type.VOID, seq.program().procedure("release.a1").orElseThrow().type().returnType());
    }
}
