package org.braid.core.internal.check;

import static org.braid.core.internal.interp.Cir.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.braid.core.CheckResult;
import org.braid.core.Finding;
import org.braid.core.Verdict;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.ThreadNaming;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.junit.jupiter.api.Test;

/**
 * {@link ThreadNaming}: replayed traces name their threads as the program named them (itself,
 * or the object a thread starts with; numbered names in the order of the calls; a later name
 * replaces an earlier one), and the naming changes nothing else: the same findings, the same
 * DPOR executions and the same BMC outcome as the program without it.
 */
class ThreadNamingTest {
    private static final Type.Pointer CHARS = ptr(U8);

    /** A global holding {@code text} as 8-bit characters. */
    private static Global chars(String name, String text) {
        Global.Init[] init = new Global.Init[text.length()];
        for (int i = 0; i < text.length(); i++) {
            init[i] = new Global.Init(i, c(text.charAt(i), U8));
        }
        return global(name, new Type.Array(U8, text.length()), init);
    }

    private static Stmt name(Expr object, String chars, int length, boolean numbered, int line) {
        return call(null, ThreadNaming.PROCEDURE, line, object, addr(chars, U8), c(length, I32), c(numbered ? 1 : 0,
            I32));
    }

    /**
     * The lost update: two workers increment {@code counter} without a lock and main asserts it
     * is 2 (line 24). Named, main calls itself {@code main}; the first worker's object {@code a}
     * is numbered ({@code Thread-0}), a never-started object {@code idle} takes {@code Thread-1},
     * the second worker's object {@code b} is numbered ({@code Thread-2}) and then renamed
     * {@code w}.
     */
    private static Program lostUpdate(boolean named) {
        Variable t = reg("t", I32);
        Variable arg = reg("arg", ptr(Type.VOID));
        Procedure worker = proc("worker", ptr(Type.VOID), List.of(arg), List.of(t),
            block("entry", ret(new Expr.Null(ptr(Type.VOID)), 9),
                set(v(t), r(g("counter", I32)), 4),
                set(g("counter", I32), bin(org.braid.core.internal.ir.Expr.BinaryOp.ADD, r(t), i(1)), 5)));
        Variable t1 = reg("t1", I64);
        Variable t2 = reg("t2", I64);
        List<Stmt> main = new ArrayList<>();
        if (named) {
            main.add(name(new Expr.Null(ptr(Type.VOID)), "text.main", 4, false, 15));
            main.add(name(addr("a", I32), "text.prefix", 7, true, 16));
            main.add(name(addr("idle", I32), "text.prefix", 7, true, 17));
            main.add(name(addr("b", I32), "text.prefix", 7, true, 18));
            main.add(name(addr("b", I32), "text.w", 1, false, 19));
        }
        main.addAll(List.of(
            async(v(t1), "worker", 20, addr("a", I32)),
            async(v(t2), "worker", 21, addr("b", I32)),
            join(r(t1), null, 22),
            join(r(t2), null, 23),
            check(bin(org.braid.core.internal.ir.Expr.BinaryOp.EQ, r(g("counter", I32)), i(2)), 24)));
        List<Procedure> procedures = new ArrayList<>(List.of(worker, proc("main", I32, List.of(), List.of(t1, t2),
            block("entry", ret(i(0), 25), main.toArray(Stmt[]::new)))));
        if (named) {
            procedures.add(ThreadNaming.declaration(ptr(Type.VOID), CHARS, I32));
        }
        return program(List.of(global("counter", I32), global("a", I32), global("b", I32), global("idle", I32),
            chars("text.main", "main"), chars("text.prefix", "Thread-"), chars("text.w", "w")),
            procedures.toArray(Procedure[]::new));
    }

    @Test
    void everyFindingsTraceNamesTheThreads() {
        CheckResult result = Checks.main(lostUpdate(true), "strategy=kiss", "maxTs=2");
        assertEquals(Verdict.VIOLATION, result.verdict());
        assertEquals(3, result.findings().size(), "the lost update and two races");
        for (Finding finding : result.findings()) {
            assertEquals(Map.of(0, "main", 1, "Thread-0", 2, "w"), finding.trace().threadNames(),
                finding.toString());
        }
        CheckResult dpor = Checks.main(lostUpdate(true), "engine=dpor");
        assertEquals(3, dpor.findings().size());
        for (Finding finding : dpor.findings()) {
            assertEquals(Map.of(0, "main", 1, "Thread-0", 2, "w"), finding.trace().threadNames());
        }
    }

    @Test
    void namingChangesNoFindingAndNoDporExecution() {
        for (String[] settings : List.of(new String[] {"engine=dpor"}, new String[] {"strategy=kiss", "maxTs=2"})) {
            CheckResult named = Checks.main(lostUpdate(true), settings);
            CheckResult plain = Checks.main(lostUpdate(false), settings);
            assertEquals(plain.verdict(), named.verdict());
            assertEquals(describe(plain), describe(named));
            assertEquals(Map.of(), plain.findings().get(0).trace().threadNames());
            if (settings[0].equals("engine=dpor")) {
                assertEquals(plain.stats().counts().get("executions"), named.stats().counts().get("executions"),
                    "the naming calls access no memory: no dependence, no extra execution");
            }
        }
    }

    /** Kind, line and, for races, the accesses of each finding, sorted. */
    private static List<String> describe(CheckResult result) {
        return result.findings().stream().map(f -> f instanceof org.braid.core.DataRaceFinding race
            ? Checks.describe(race) : f.getClass().getSimpleName() + "@" + f.line()).sorted().toList();
    }
}
