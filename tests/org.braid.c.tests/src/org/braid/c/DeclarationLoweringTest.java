package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/** Objects and their initializers (C11 6.7, 6.9). */
class DeclarationLoweringTest {

    @Test
    void addressTakenLocalsLiveInMemoryOthersAreRegisters() throws Exception {
        Procedure f = IrText.proc(Fixtures.lowerText("void g(int *); void f(void) { int a = 1, b = 2; g(&a); }"), "f");
        assertEquals(List.of("a", "b"),
            f.locals().stream().map(Variable::name).toList());
        assertTrue(f.locals().get(0).inMemory());
        assertFalse(f.locals().get(1).inMemory());
    }

    @Test
    void uninitializedRegisterIsHavocked() throws Exception {
        assertEquals(List.of("x = *;", "x = (x + 1:i32);"), IrText.statements(Fixtures.lowerText("void f(void) { int x; x++; }"), "f"));
    }

    @Test
    void shadowedLocalsAreRenamed() throws Exception {
        Procedure f = IrText.proc(Fixtures.lowerText("int f(int x) { { int x = 2; { int x = 3; } } return x; }"), "f");
        assertEquals(List.of("x"), f.parameters().stream().map(Variable::name).toList());
        assertEquals(List.of("x.1", "x.2"), f.locals().stream().map(Variable::name).toList());
    }

    @Test
    void addressTakenParameterIsCopiedIntoMemory() throws Exception {
        LoweringResult r = Fixtures.lowerText("void g(int *); void f(int p) { g(&p); }");
        Procedure f = IrText.proc(r, "f");
        assertEquals("p.arg", f.parameters().get(0).name());
        assertEquals(List.of("p[&p]:i32 = p.arg;", "call g(&p);"), IrText.statements(f));
    }

    @Test
    void structParameterIsPassedByAddressAndCopiedOnEntry() throws Exception {
        LoweringResult r = Fixtures.lowerText("struct s { int a; char b; }; int f(struct s v) { return v.a; } "
            + "int g(void) { struct s x = { 1, 2 }; return f(x); }");
        assertEquals("fn([struct s*]) -> i32", IrText.proc(r, "f").type().toString());
        assertEquals(List.of("tmp.1 = v.a[(i32*)v.ptr]:i32;", "v.a[&v]:i32 = tmp.1;", "tmp.2 = v.b[(v.ptr +p 4:i64)]:i8;",
            "v.b[(&v +p 4:i64)]:i8 = tmp.2;"), IrText.statements(r, "f"));
        assertTrue(IrText.statements(r, "g").contains("tmp.1 = call f(&x);"), () -> IrText.statements(r, "g").toString());
    }

    @Test
    void structResultIsWrittenThroughAHiddenPointer() throws Exception {
        LoweringResult r = Fixtures.lowerText("struct s { long a, b; }; struct s f(long v) { struct s r = { v, v }; return r; } "
            + "long g(void) { return f(3).b; }");
        assertEquals("fn([struct s*, i64]) -> void", IrText.proc(r, "f").type().toString());
        assertEquals(List.of("call f(&result, 3:i64);"), IrText.statements(r, "g"));
        assertEquals(List.of("entry:", "call f(&result, 3:i64);", "return f(3).b[(&result +p 8:i64)]:i64;"), IrText.lines(r, "g"));
    }

    @Test
    void functionStaticBecomesAGlobalNamedAfterTheFunction() throws Exception {
        LoweringResult r = Fixtures.lowerText("int f(void) { static int n = 5; return n++; }");
        Global g = r.program().globals().get("f.n");
        assertEquals("[Init[offset=0, value=Const[bits=5, type=i32]]]", g.initializer().toString());
    }

    @Test
    void threadLocalGlobalsAreMarked() throws Exception {
        LoweringResult r = Fixtures.lowerText("__thread int a; _Thread_local long b; int c;");
        assertTrue(r.program().globals().get("a").threadLocal());
        assertTrue(r.program().globals().get("b").threadLocal());
        assertFalse(r.program().globals().get("c").threadLocal());
    }

    @Test
    void staticInitializerWithDesignatorsElisionAndAddresses() throws Exception {
        LoweringResult r = Fixtures.lowerText("struct p { int a; int b[2]; }; int x; "
            + "struct p ps[2] = { 1, 2, 3, [1].b[1] = 9 }; int *px = &ps[1].b[0]; char s[] = \"ab\";");
        assertEquals("[Init[offset=0, value=Const[bits=1, type=i32]], Init[offset=4, value=Const[bits=2, type=i32]], "
            + "Init[offset=8, value=Const[bits=3, type=i32]], Init[offset=20, value=Const[bits=9, type=i32]]]",
            r.program().globals().get("ps").initializer().toString());
        assertEquals("[Init[offset=0, value=PtrAdd[pointer=GlobalAddr[name=ps, type=struct p*], bytes=Const[bits=16, type=i64], type=i32*]]]",
            r.program().globals().get("px").initializer().toString());
        assertEquals("i8[3]", r.program().globals().get("s").type().toString());
    }

    @Test
    void localAggregateInitializerWritesEachItem() throws Exception {
        assertEquals(List.of("a[0][&a]:i32 = 7:i32;", "a[2][(&a +p 8:i64)]:i32 = x;"),
            IrText.statements(Fixtures.lowerText("void f(int x) { int a[3] = { 7, [2] = x }; }"), "f"));
    }

    @Test
    void localAggregateInALoopIsZeroFilledEachTime() throws Exception {
        List<String> s = IrText.statements(Fixtures.lowerText("void f(int n) { while (n--) { int a[3] = { n }; } }"), "f");
        assertTrue(s.containsAll(List.of("a[0][&a]:i32 = n;", "a[1][(&a +p 4:i64)]:i32 = 0:i32;", "a[2][(&a +p 8:i64)]:i32 = 0:i32;")),
            s::toString);
    }

    @Test
    void tentativeDefinitionsInTwoUnitsAreOneObject() throws Exception {
        java.nio.file.Path dir = Fixtures.tempDir("braid-link");
        java.nio.file.Path a = java.nio.file.Files.writeString(dir.resolve("a.c"), "int shared; int get(void) { return shared; }");
        java.nio.file.Path b = java.nio.file.Files.writeString(dir.resolve("b.c"), "int shared = 4; int main(void) { return get(); }");
        LoweringResult r = CFrontEnd.lower(List.of(a, b), CFrontEndOptions.defaults());
        assertEquals("[Init[offset=0, value=Const[bits=4, type=i32]]]", r.program().globals().get("shared").initializer().toString());
        assertEquals(List.of(), r.diagnostics());
    }
}
