package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.junit.jupiter.api.Test;

/** Each {@code __braid_*} intrinsic becomes its CIR statement. */
class IntrinsicsTest {

    private static LoweringResult lower(String body) throws Exception {
        return Fixtures.lowerText("#include <braid/intrinsics.h>\nvoid *w(void *a) { return a; }\nint f(int c, void *p) {\n"
            + body + "\n}");
    }

    @Test
    void atomicSectionAssumeAssertError() throws Exception {
        assertEquals(List.of("atomic_begin;", "assume (c != 0:i32);", "assert (c > 1:i32);  /* too small */",
            "assert false;  /* unreachable */", "atomic_end;"),
            IrText.statements(lower("__braid_atomic_begin(); __braid_assume(c); __braid_assert(c > 1, \"too small\"); "
                + "__braid_error(\"unreachable\"); __braid_atomic_end(); return 0;"), "f"));
    }

    @Test
    void asyncJoinAllocFree() throws Exception {
        LoweringResult r = lower("int t = __braid_async(w, p); void *v = __braid_join(t); void *m = __braid_alloc_zeroed(16); "
            + "__braid_free(m); return t;");
        assertEquals(List.of("tmp.1 = async w(p);", "t = tmp.1;", "tmp.2 = join t;", "v = tmp.2;", "tmp.3 = alloc_zeroed 16:u64;",
            "m = tmp.3;", "free m;"), IrText.statements(r, "f"));
        Stmt.Alloc alloc = (Stmt.Alloc) IrText.proc(r, "f").entry().statements().get(4);
        assertTrue(alloc.site().startsWith("f at ") && alloc.site().endsWith("t.c:4"), alloc.site());
    }

    @Test
    void asyncThroughAFunctionPointerIsIndirect() throws Exception {
        assertEquals(List.of("tmp.1 = async *(fp)(null);"),
            IrText.statements(lower("void *(*fp)(void *) = w; return __braid_async(fp, 0);"), "f").subList(1, 2));
    }

    @Test
    void nondetGivesAHavockedValueAndBoolIsZeroOrOne() throws Exception {
        assertEquals(List.of("entry:", "tmp.1 = *;", "x = tmp.1;", "tmp.2 = *;", "b = (u8)(tmp.2 != 0:u8);", "return (x + (i32)b);"),
            IrText.lines(lower("int x = __braid_nondet_int(); _Bool b = __braid_nondet_bool(); return x + b;"), "f"));
    }

    @Test
    void exitEndsTheProgram() throws Exception {
        Block entry = IrText.proc(lower("if (c) __braid_exit(); return 1;"), "f").blocks().get(1);
        assertEquals(Terminator.Exit.class, entry.terminator().getClass());
    }

    @Test
    void aUserFunctionNamedLikeAnIntrinsicIsCalled() throws Exception {
        LoweringResult r = Fixtures.lowerText("int __braid_helper(int x) { return x; } int f(void) { return __braid_helper(2); }");
        assertEquals(List.of("tmp.1 = call __braid_helper(2:i32);"), IrText.statements(r, "f"));
    }
}
