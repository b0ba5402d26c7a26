package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Collectors;
import org.braid.core.internal.ir.DataModel;
import org.braid.core.internal.ir.StructDef;
import org.junit.jupiter.api.Test;

/** Struct and union layouts as GCC computes them on x86-64 (LP64) and i386 (ILP32). */
class LayoutTest {

    private static String layout(String source, String tag, DataModel model) throws Exception {
        LoweringResult r = Fixtures.lowerText("t.c", source + "\nunsigned long use(void) { return sizeof(struct " + tag + "); }",
            CFrontEndOptions.defaults().withDataModel(model));
        StructDef d = r.program().struct(tag);
        return d.size() + "/" + d.align() + " " + d.fields().stream().map(f -> f.name() + ":" + f.type() + "@" + f.offset())
            .collect(Collectors.joining(" "));
    }

    @Test
    void scalarsAreAlignedToTheirSizeOnLp64And4OnIlp32() throws Exception {
        String s = "struct s { char c; long long ll; short h; void *p; };";
        assertEquals("32/8 c:i8@0 ll:i64@8 h:i16@16 p:void*@24", layout(s, "s", DataModel.LP64));
        assertEquals("20/4 c:i8@0 ll:i64@4 h:i16@12 p:void*@16", layout(s, "s", DataModel.ILP32));
    }

    @Test
    void unionsAreAsLargeAsTheirLargestMember() throws Exception {
        assertEquals("8/8 c:i8@0 l:i64@0 a:i16[3]@0",
            layout("union u { char c; long l; short a[3]; };", "u", DataModel.LP64));
    }

    @Test
    void bitFieldsShareTheSmallestUnitThatDoesNotOverlapTheNextMember() throws Exception {
        String s = "struct f { unsigned a : 3; int b : 5; unsigned c : 7; unsigned char d; unsigned e : 20; };";
        assertEquals("8/4 a:u16@0 b:u16@0 c:u16@0 d:u8@2 e:u32@4", layout(s, "f", DataModel.LP64));
    }

    @Test
    void adjacentBitFieldsAreOneMemoryLocationEvenAcrossAUnitBoundary() throws Exception {
        String s = "struct g { unsigned a : 30; unsigned b : 4; };";
        assertEquals("8/4 a:u64@0 b:u64@0", layout(s, "g", DataModel.LP64));
    }

    @Test
    void packedStructsHaveNoPadding() throws Exception {
        assertEquals("5/1 c:i8@0 i:i32@1", layout("struct __attribute__((packed)) p { char c; int i; };", "p", DataModel.LP64));
    }

    @Test
    void anonymousMembersAreNested() throws Exception {
        assertEquals("12/4 tag:i32@0 <anonymous>:struct anon@4 x:i16@8",
            layout("struct a { int tag; union { int i; float f; }; short x; };", "a", DataModel.LP64));
    }

    @Test
    void flexibleArrayMemberHasNoSize() throws Exception {
        assertEquals("8/8 n:i64@0 data:i32[0]@8", layout("struct v { long n; int data[]; };", "v", DataModel.LP64));
    }
}
