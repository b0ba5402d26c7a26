package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The control-flow graphs of statements (C11 6.8). */
class StatementLoweringTest {

    private static List<String> lines(String source, String function) throws Exception {
        return IrText.lines(Fixtures.lowerText(source), function);
    }

    @Test
    void whileLoopHasConditionBodyAndExitBlocks() throws Exception {
        assertEquals(List.of("entry:", "goto while.cond.1;", "while.cond.1:", "if (n > 0:i32) goto while.body.1 else while.end.1;",
            "while.body.1:", "n = (n - 1:i32);", "goto while.cond.1;", "while.end.1:", "return n;"),
            lines("int f(int n) { while (n > 0) n--; return n; }", "f"));
    }

    @Test
    void doLoopRunsTheBodyFirstAndContinueGoesToTheCondition() throws Exception {
        assertEquals(List.of("entry:", "goto do.body.1;", "do.body.1:", "if (n == 3:i32) goto if.then.1 else if.end.1;",
            "if.then.1:", "goto do.cond.1;", "if.end.1:", "n = (n + 1:i32);", "goto do.cond.1;", "do.cond.1:",
            "if (n < 10:i32) goto do.body.1 else do.end.1;", "do.end.1:", "return n;"),
            lines("int f(int n) { do { if (n == 3) continue; n++; } while (n < 10); return n; }", "f"));
    }

    @Test
    void forLoopWithoutConditionLoopsUntilBreak() throws Exception {
        assertEquals(List.of("entry:", "goto for.cond.1;", "for.cond.1:", "goto for.body.1;", "for.body.1:",
            "if (n > 5:i32) goto if.then.1 else if.end.1;", "if.then.1:", "goto for.end.1;", "if.end.1:", "goto for.inc.1;",
            "for.inc.1:", "n = (n + 1:i32);", "goto for.cond.1;", "for.end.1:", "return n;"),
            lines("int f(int n) { for (;; n++) { if (n > 5) break; } return n; }", "f"));
    }

    @Test
    void switchCaseRangesDefaultAndFallThrough() throws Exception {
        assertEquals(List.of("entry:", "r = 0:i32;", "if ((c >= 1:i32) && (c <= 3:i32)) goto sw.case.1 else sw.test.1;",
            "sw.test.1:", "if (c == 7:i32) goto sw.case.2 else sw.test.2;", "sw.test.2:", "goto sw.default.1;",
            "sw.case.1:", "r = 1:i32;", "goto sw.case.2;", "sw.case.2:", "r = (r + 10:i32);", "goto sw.end.1;",
            "sw.default.1:", "r = -1:i32;", "goto sw.end.1;", "sw.end.1:", "return r;"),
            lines("int f(int c) { int r = 0; switch (c) { case 1 ... 3: r = 1; case 7: r += 10; break; default: r = -1; } return r; }",
                "f"));
    }

    @Test
    void switchOnACharPromotesAndConvertsTheCases() throws Exception {
        List<String> l = lines("int f(unsigned char c) { switch (c) { case 255: return 1; case -1: return 2; } return 0; }", "f");
        assertTrue(l.contains("if ((i32)c == 255:i32) goto sw.case.1 else sw.test.1;"), l::toString);
        assertTrue(l.contains("if ((i32)c == -1:i32) goto sw.case.2 else sw.test.2;"), l::toString);
    }

    @Test
    void gotoJumpsForwardAndBackward() throws Exception {
        assertEquals(List.of("entry:", "goto lbl.top;", "lbl.top:", "n = (n + 1:i32);", "if (n < 3:i32) goto if.then.1 else if.end.1;",
            "if.then.1:", "goto lbl.top;", "if.end.1:", "goto lbl.done;", "lbl.done:", "return n;"),
            lines("int f(int n) { top: n++; if (n < 3) goto top; goto done; n = 99; done: return n; }", "f"));
    }

    @Test
    void unreachableCodeIsDropped() throws Exception {
        assertEquals(List.of("entry:", "return 1:i32;"), lines("int f(void) { return 1; return 2; }", "f"));
    }

    @Test
    void fallingOffMainReturnsZeroAndOtherFunctionsAnArbitraryValue() throws Exception {
        LoweringResult r = Fixtures.lowerText("int g(void) { } int main(void) { g(); }");
        assertEquals(List.of("entry:", "tmp.1 = *;", "return tmp.1;"), IrText.lines(r, "g"));
        assertEquals(List.of("entry:", "call g();", "return 0:i32;"), IrText.lines(r, "main"));
    }

    @Test
    void verifierAtomicFunctionBodyIsOneAtomicSection() throws Exception {
        assertEquals(List.of("entry:", "atomic_begin;", "tmp.1 = (x[&x]:i32 + 1:i32);", "x[&x]:i32 = tmp.1;", "atomic_end;",
            "return tmp.1;"),
            lines("int x; int __VERIFIER_atomic_inc(void) { return ++x; }", "__VERIFIER_atomic_inc"));
    }

    @Test
    void statementExpressionYieldsItsLastExpression() throws Exception {
        assertEquals(List.of("entry:", "t = (a + 1:i32);", "return (t * 2:i32);"),
            lines("int f(int a) { return ({ int t = a + 1; t * 2; }); }", "f"));
    }

    @Test
    void commaConditionEvaluatesTheLeftSideFirst() throws Exception {
        assertEquals(List.of("entry:", "a = (a + 1:i32);", "if (a > 2:i32) goto if.then.1 else if.end.1;", "if.then.1:",
            "return 1:i32;", "if.end.1:", "return 0:i32;"),
            lines("int f(int a) { if (a++, a > 2) return 1; return 0; }", "f"));
    }
}
