package org.braid.core.internal.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

/** How both engines' reasons name a location ({@link Loc#where}). */
class LocTest {
    private static final Loc MODEL = new Loc("models/stdlib.c", 74, 5, "p[i] = 0;");

    @Test
    void aUserLocationIsItself() {
        Loc user = new Loc("f.c", 9, 5, "x = 1 / y;");
        assertEquals("f.c:9:5", user.where(List.of(new Loc("g.c", 3, 1, "f();"))));
    }

    @Test
    void aModelLocationNamesTheInnermostCallFromUserCode() {
        List<Loc> calls = Arrays.asList(null, new Loc("models/stdlib.c", 200, 9, "memset(p, 0, n);"),
            new Loc("f.c", 13, 5, "clear(buf);"), new Loc("f.c", 30, 5, "run();"));
        assertEquals("models/stdlib.c:74:5 (called from f.c:13)", MODEL.where(calls));
    }

    @Test
    void aModelLocationWithoutAUserCallIsItself() {
        assertEquals("models/stdlib.c:74:5", MODEL.where(List.of(Loc.NONE)));
        assertEquals("models/stdlib.c:74:5", MODEL.where(List.of()));
    }
}
