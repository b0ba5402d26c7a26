package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.junit.jupiter.api.Test;

/** Every statement carries the user's file, line, column and statement text, also through macros. */
class LocationTest {

    private static List<String> locations(LoweringResult r, String function) {
        Procedure p = IrText.proc(r, function);
        List<String> out = new ArrayList<>();
        for (Block b : p.blocks()) {
            for (Stmt s : b.statements()) {
                out.add(format(s.loc()));
            }
            out.add(format(b.terminator().loc()));
        }
        return out;
    }

    private static String format(Loc loc) {
        return loc.line() + ":" + loc.column() + " " + loc.text();
    }

    @Test
    void statementsHaveTheirOwnTextAndColumn() throws Exception {
        for (boolean host : List.of(true, false)) {
            LoweringResult r = Fixtures.lowerText("t.c", "int g;\nint f(int a) {\n  int b = a * 2; g = b;\n  if (b > 3) {\n"
                + "    return b;\n  }\n  return 0;\n}\n", CFrontEndOptions.defaults().withHostCompiler(host));
            assertEquals(List.of("3:3 int b = a * 2;", "3:18 g = b;", "4:3 if (b > 3)", "5:5 return b;", "7:3 return 0;"),
                locations(r, "f"), "host headers " + host);
        }
    }

    /**
     * gcc -E collapses blanks, drops comments and joins a macro call's lines; each statement is
     * still named at its own column with its own text, as with CDT's preprocessing.
     */
    @Test
    void columnsAndTextsSurviveBlanksCommentsAndMacroCallsOverLines() throws Exception {
        for (boolean host : List.of(true, false)) {
            LoweringResult r = Fixtures.lowerText("t.c", "#define SET(v, x) ((v) = (x))\nint g;\nint f(int a) {\n"
                + "  int b  =  a;  /* why */  g =  b; // done\n\tb\t= 2;  SET(g,\n            b);\n  return g;\n}\n",
                CFrontEndOptions.defaults().withHostCompiler(host));
            assertEquals(List.of("4:3 int b = a;", "4:28 g = b;", "5:2 b = 2;", "5:10 SET(g,", "7:3 return g;"),
                locations(r, "f"), "host headers " + host);
        }
    }

    /**
     * Consecutive lines each calling a macro (gcc -E expands them into one region of changed
     * lines): every statement of each expansion is named at its own line's call.
     */
    @Test
    void consecutiveAssertionsEachKeepTheirLine() throws Exception {
        for (boolean host : List.of(true, false)) {
            LoweringResult r = Fixtures.lowerText("t.c", "#include <assert.h>\nint g;\nvoid f(void) {\n"
                + "  assert(g == 1);\n  assert(g == 2);\n}\n", CFrontEndOptions.defaults().withHostCompiler(host));
            List<String> wrong = locations(r, "f").stream()
                .filter(l -> l.startsWith("4:") && !l.equals("4:3 assert(g == 1);")
                    || l.startsWith("5:") && !l.equals("5:3 assert(g == 2);"))
                .toList();
            assertEquals(List.of(), wrong, "host headers " + host + ": " + locations(r, "f"));
            assertEquals(List.of("4:3 assert(g == 1);", "5:3 assert(g == 2);", "6:1 }"),
                locations(r, "f").stream().distinct().toList(), "host headers " + host);
        }
    }

    /**
     * glibc's {@code assert} writes {@code __assert_fail} from its body; it was placed at the
     * object-like macro its argument names, so the failing assertion's text was {@code STEP}.
     */
    @Test
    void anAssertionWhoseConditionNamesAMacroIsQuotedWhole() throws Exception {
        for (boolean host : List.of(true, false)) {
            LoweringResult r = Fixtures.lowerText("t.c", "#include <assert.h>\n#define STEP 1\nint g;\n"
                + "void f(void) {\n  assert(g == 2 * STEP);\n}\n", CFrontEndOptions.defaults().withHostCompiler(host));
            assertEquals(List.of("5:3 assert(g == 2 * STEP);", "6:1 }"),
                locations(r, "f").stream().distinct().toList(), "host headers " + host);
        }
    }

    @Test
    void macroExpansionsPointAtTheLineThatUsesTheMacro() throws Exception {
        for (boolean host : List.of(true, false)) {
            LoweringResult r = Fixtures.lowerText("t.c", "#define BUMP(x) ((x) = (x) + 1)\nint n;\nvoid f(void) {\n"
                + "  BUMP(n);\n}\n", CFrontEndOptions.defaults().withHostCompiler(host));
            assertEquals(List.of("4:3 BUMP(n);", "4:3 BUMP(n);", "5:1 }"), locations(r, "f"), "host headers " + host);
        }
    }

    @Test
    void fileIsNamedAsTheUserNamedIt() throws Exception {
        LoweringResult r = Fixtures.lower("lowering/golden/lost-update.c");
        Loc loc = IrText.proc(r, "worker").entry().statements().get(0).loc();
        assertEquals(Fixtures.file("lowering/golden/lost-update.c").toString(), loc.file());
    }
}
