package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.braid.core.internal.ir.DataModel;
import org.junit.jupiter.api.Test;

/** Exact CIR for the expression categories (C11 6.5): conversions, pointers, logic, assignments. */
class ExpressionLoweringTest {

    private static List<String> body(String source) throws Exception {
        return IrText.statements(Fixtures.lowerText(source), "f");
    }

    @Test
    void sharedIncrementIsAReadStepThenAWriteStep() throws Exception {
        assertEquals(List.of("tmp.1 = c[&c]:i32;", "c[&c]:i32 = (tmp.1 + 1:i32);"),
            body("int c; void f(void) { c++; }"));
    }

    @Test
    void registerIncrementIsOneStep() throws Exception {
        assertEquals(List.of("x = *;", "x = (x + 1:i32);"), body("void f(void) { int x; x++; }"));
    }

    @Test
    void postIncrementValueIsTheOldValue() throws Exception {
        assertEquals(List.of("tmp.1 = c[&c]:i32;", "c[&c]:i32 = (tmp.1 + 1:i32);", "r[&r]:i32 = tmp.1;"),
            body("int c, r; void f(void) { r = c++; }"));
    }

    @Test
    void preIncrementValueIsKeptInARegisterNotReadBack() throws Exception {
        assertEquals(List.of("tmp.1 = (c[&c]:i32 + 1:i32);", "c[&c]:i32 = tmp.1;", "r[&r]:i32 = tmp.1;"),
            body("int c, r; void f(void) { r = ++c; }"));
    }

    @Test
    void charOperandsArePromotedToInt() throws Exception {
        assertEquals(List.of("tmp.1 = a[&a]:i8;", "tmp.2 = b[&b]:u8;", "r[&r]:i32 = ((i32)tmp.1 + (i32)tmp.2);"),
            body("char a; unsigned char b; int r; void f(void) { r = a + b; }"));
    }

    @Test
    void mixedSignednessComparesUnsigned() throws Exception {
        assertEquals(List.of("tmp.1 = u[&u]:u32;", "r[&r]:i32 = (i32)(4294967295:u32 < tmp.1);"),
            body("unsigned u; int r; void f(void) { r = -1 < u; }"));
    }

    @Test
    void compoundAssignmentConvertsBackToTheNarrowType() throws Exception {
        assertEquals(List.of("s = *;", "s = (i16)((i32)s + 100000:i32);"),
            body("void f(void) { short s; s += 100000; }"));
    }

    @Test
    void boolConversionComparesWithZero() throws Exception {
        assertEquals(List.of("b = (u8)(l != 0:i64);"), body("void f(long l) { _Bool b = l; }"));
    }

    @Test
    void shiftCountsAreConvertedToTheLeftOperandsType() throws Exception {
        assertEquals(List.of("r = (x << (i32)n);"), body("void f(int x, long n) { int r = x << n; }"));
    }

    @Test
    void pointerArithmeticIsScaledToBytes() throws Exception {
        assertEquals(List.of("q = (p +p ((i64)i * 8:i64));", "d = ((q -p p) / 8:i64);"),
            body("void f(long *p, int i) { long *q = p + i; long d = q - p; }"));
    }

    @Test
    void ilp32OffsetsAre32Bits() throws Exception {
        LoweringResult r = Fixtures.lowerText("t.c", "void f(long *p, int i) { long *q = p + i; }",
            CFrontEndOptions.defaults().withDataModel(DataModel.ILP32));
        assertEquals(List.of("q = (p +p (i * 4:i32));"), IrText.statements(r, "f"));
    }

    @Test
    void arrowAccessesTheMemberOffsetWithTheUsersText() throws Exception {
        assertEquals(List.of("e->flag[(e +p 8:i64)]:i32 = 1:i32;"),
            body("struct ext { long pad; int flag; }; void f(struct ext *e) { e->flag = 1; }"));
    }

    @Test
    void subscriptOfGlobalArray() throws Exception {
        assertEquals(List.of("a[i][(&a +p ((i64)i * 4:i64))]:i32 = 0:i32;"), body("int a[10]; void f(int i) { a[i] = 0; }"));
    }

    @Test
    void shortCircuitWithMemoryReadsBecomesControlFlow() throws Exception {
        assertEquals(List.of("entry:", "if (p != null) goto and.rhs.1 else cond.false.1;", "and.rhs.1:",
            "if (*p[p]:i32 > 0:i32) goto cond.true.1 else cond.false.1;", "cond.true.1:", "tmp.1 = 1:i32;",
            "goto cond.end.1;", "cond.false.1:", "tmp.1 = 0:i32;", "goto cond.end.1;", "cond.end.1:", "return tmp.1;"),
            IrText.lines(Fixtures.lowerText("int f(int *p) { return p && *p > 0; }"), "f"));
    }

    @Test
    void pureShortCircuitIsABooleanOperator() throws Exception {
        assertEquals(List.of("entry:", "return (i32)((a > 0:i32) && (b > 0:i32));"),
            IrText.lines(Fixtures.lowerText("int f(int a, int b) { return a > 0 && b > 0; }"), "f"));
    }

    @Test
    void divisionIsNeverEvaluatedSpeculatively() throws Exception {
        List<String> lines = IrText.lines(Fixtures.lowerText("int f(int a, int b) { return b != 0 && a / b > 1; }"), "f");
        assertTrue(lines.contains("if (b != 0:i32) goto and.rhs.1 else cond.false.1;"), lines::toString);
    }

    @Test
    void pureConditionalIsAnIte() throws Exception {
        assertEquals(List.of("entry:", "return ((a < b) ? a : b);"),
            IrText.lines(Fixtures.lowerText("int f(int a, int b) { return a < b ? a : b; }"), "f"));
    }

    @Test
    void sizeofUsesTheDataModel() throws Exception {
        assertEquals(List.of("r = 24:u64;"), body("struct s { char c; long l; int i; }; void f(void) { unsigned long r = sizeof(struct s); }"));
        LoweringResult ilp32 = Fixtures.lowerText("t.c", "struct s { char c; long long l; int i; }; void f(void) { unsigned r = sizeof(struct s); }",
            CFrontEndOptions.defaults().withDataModel(DataModel.ILP32));
        assertEquals(List.of("r = 16:u32;"), IrText.statements(ilp32, "f"));
    }

    @Test
    void characterConstantsAreInts() throws Exception {
        assertEquals(List.of("r = -1:i32;", "n = 4:u64;"), body("void f(void) { int r = '\\xff'; unsigned long n = sizeof 'a'; }"));
    }

    @Test
    void stringLiteralIsAnAnonymousConstantGlobal() throws Exception {
        LoweringResult r = Fixtures.lowerText("void f(void) { const char *s = \"ok\"; }");
        assertEquals(List.of("s = &.str;"), IrText.statements(r, "f"));
        assertEquals("[Init[offset=0, value=Const[bits=111, type=i8]], Init[offset=1, value=Const[bits=107, type=i8]]]",
            r.program().globals().get(".str").initializer().toString());
        assertEquals("i8[3]", r.program().globals().get(".str").type().toString());
    }

    @Test
    void functionPointerCallIsIndirect() throws Exception {
        assertEquals(List.of("tmp.1 = call *(fp)(3:i32);"), body("int f(int (*fp)(int)) { return fp(3); }"));
    }

    @Test
    void callOfAFunctionDesignatorIsDirect() throws Exception {
        assertEquals(List.of("tmp.1 = call g((i64)x);"), body("int g(long); int f(int x) { return (*g)(x); }"));
    }

    @Test
    void atomicObjectAccessesAreAtomicSections() throws Exception {
        assertEquals(List.of("atomic_begin;", "tmp.1 = a[&a]:i32;", "a[&a]:i32 = (tmp.1 + 1:i32);", "atomic_end;",
            "atomic_begin;", "tmp.2 = a[&a]:i32;", "atomic_end;", "r = tmp.2;"),
            body("_Atomic int a; void f(void) { a++; int r = a; }"));
    }

    @Test
    void gccAtomicFetchAddIsOneAtomicReadModifyWrite() throws Exception {
        assertEquals(List.of("atomic_begin;", "tmp.1 = n[&n]:i32;", "tmp.2 = (tmp.1 + 2:i32);", "n[&n]:i32 = tmp.2;",
            "atomic_end;", "old = tmp.1;"),
            body("int n; void f(void) { int old = __atomic_fetch_add(&n, 2, 5); }"));
    }

    @Test
    void floatingArithmeticIsLoweredToFloatOperations() throws Exception {
        LoweringResult r = Fixtures.lowerText("double d; int i; float g; void f(void) { d = d * 2; i = d; g = -g; }");
        assertEquals(List.of(), r.diagnostics());
        assertEquals(List.of("tmp.1 = d[&d]:i64;", "d[&d]:i64 = float.mul(tmp.1, 4611686018427387904:i64):i64;",
            "tmp.2 = d[&d]:i64;", "i[&i]:i32 = float.to_int(tmp.2):i32;", "tmp.3 = g[&g]:i32;",
            "g[&g]:i32 = float.neg(tmp.3):i32;"), IrText.statements(r, "f"), "2 is the double 2.0 (0x4000000000000000)");
    }

    @Test
    void floatingValuesAreCopiedExactly() throws Exception {
        LoweringResult r = Fixtures.lowerText("double d; void f(void) { double e = 1.5; d = e; }");
        assertEquals(List.of(), r.diagnostics());
        assertEquals(List.of("e = 4609434218613702656:i64;", "d[&d]:i64 = e;"), IrText.statements(r, "f"));
    }
}
