package org.braid.core.internal.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.braid.core.Property;
import org.braid.core.internal.harness.Harness;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.DataModel;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Printer;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.junit.jupiter.api.Test;

/**
 * How the selected properties see assertions of each kind: an uncaught exception's is dropped
 * without {@code exception} and followed by its assumption with it; a program assertion becomes an
 * assumption without {@code assert} (for the BMC); unsupported points stay, an exception's only
 * without {@code exception}.
 */
class AssertionKindsTest {
    private static final Loc AT = new Loc("Main.java", 3, 1, "x");

    private static Harness harness() {
        List<Stmt> statements = List.of(
            new Stmt.Assert(Expr.Const.bool(false), "uncaught NullPointerException", AT, Stmt.Assert.Kind.EXCEPTION),
            new Stmt.Assert(Expr.Const.bool(false), "assert x", AT),
            Stmt.Assert.unsupported("not unwound", AT, Stmt.Assert.Kind.EXCEPTION),
            Stmt.Assert.unsupported("vsnprintf", AT));
        Procedure main = new Procedure("main", new Type.Function(Type.VOID, List.of(), false), List.of(), List.of(),
            List.of(new Block("entry", statements, new Terminator.Return(Optional.empty(), AT))), AT);
        return new Harness(new Program(DataModel.LP64, List.of(), List.of(), List.of(main)), "main",
            new HarnessSpec.Main());
    }

    private static List<String> statements(Set<Property> properties, boolean assumeUnchecked) {
        return AssertionKinds.select(harness(), properties, assumeUnchecked).program().procedure("main").orElseThrow()
            .blocks().get(0).statements().stream().map(Printer::statement).toList();
    }

    @Test
    void withEveryPropertyAnExceptionEndsTheExecutionAfterItsAssertion() {
        assertEquals(List.of("assert_exception false;  /* uncaught NullPointerException */", "assume false;",
            "assert false;  /* assert x */", "unsupported \"vsnprintf\";"),
            statements(EnumSet.allOf(Property.class), true));
    }

    @Test
    void withoutTheExceptionPropertyItsAssertionIsDroppedAndItsUnsupportedPointStays() {
        assertEquals(List.of("assert false;  /* assert x */", "unsupported \"not unwound\";",
            "unsupported \"vsnprintf\";"), statements(EnumSet.of(Property.RACE, Property.ASSERT), true));
    }

    @Test
    void onlyExceptionsMakeProgramAssertionsAssumptionsForTheBmcOnly() {
        assertEquals(List.of("assert_exception false;  /* uncaught NullPointerException */", "assume false;",
            "assume false;", "unsupported \"vsnprintf\";"), statements(EnumSet.of(Property.EXCEPTION), true));
        assertEquals(List.of("assert_exception false;  /* uncaught NullPointerException */", "assume false;",
            "assert false;  /* assert x */", "unsupported \"vsnprintf\";"),
            statements(EnumSet.of(Property.EXCEPTION), false));
    }

    @Test
    void aProgramWithoutExceptionAssertionsIsLeftAsItIs() {
        Harness c = harness();
        Procedure main = c.program().procedure("main").orElseThrow();
        Procedure plain = new Procedure("main", main.type(), List.of(), List.of(), List.of(new Block("entry",
            List.of(new Stmt.Assert(Expr.Const.bool(false), "assert x", AT)), main.blocks().get(0).terminator())),
            AT);
        Harness closed = new Harness(new Program(DataModel.LP64, List.of(), List.of(), List.of(plain)), "main",
            new HarnessSpec.Main());
        assertSame(closed, AssertionKinds.select(closed, EnumSet.of(Property.RACE, Property.ASSERT), true));
    }

    /**
     * The assertion search is named for the selected assertion properties; with both, uncaught
     * exceptions only if the program has one to look for (a C program has none).
     */
    @Test
    void theSearchIsNamedForTheSelectedPropertiesTheProgramCanViolate() {
        Program java = harness().program();
        Program c = new Program(DataModel.LP64, List.of(), List.of(), List.of(new Procedure("main",
            new Type.Function(Type.VOID, List.of(), false), List.of(), List.of(), List.of(new Block("entry",
                List.of(new Stmt.Assert(Expr.Const.bool(false), "assert x", AT),
                    Stmt.Assert.unsupported("not unwound", AT, Stmt.Assert.Kind.EXCEPTION)),
                new Terminator.Return(Optional.empty(), AT))), AT)));
        assertEquals(EnumSet.of(Property.ASSERT, Property.EXCEPTION),
            AssertionKinds.searched(java, EnumSet.allOf(Property.class)));
        assertEquals(EnumSet.of(Property.EXCEPTION), AssertionKinds.searched(java, EnumSet.of(Property.EXCEPTION)));
        assertEquals(EnumSet.of(Property.ASSERT), AssertionKinds.searched(java, EnumSet.of(Property.ASSERT,
            Property.RACE)));
        assertEquals(EnumSet.of(Property.ASSERT), AssertionKinds.searched(c, EnumSet.allOf(Property.class)),
            "an unsupported point of kind exception is no exception to look for");
        assertEquals(EnumSet.of(Property.EXCEPTION), AssertionKinds.searched(c, EnumSet.of(Property.EXCEPTION)));
    }
}
