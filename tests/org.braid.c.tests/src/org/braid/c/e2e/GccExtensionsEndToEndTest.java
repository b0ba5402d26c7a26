package org.braid.c.e2e;

import static org.braid.c.e2e.CheckEndToEndTest.check;
import static org.braid.c.e2e.CheckEndToEndTest.races;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.braid.c.CFrontEnd;
import org.braid.core.CheckOptions;
import org.braid.core.CheckProgress;
import org.braid.core.Cancellation;
import org.braid.core.frontend.Analysis;
import org.braid.core.frontend.FrontEndSettings;
import org.braid.core.frontend.FrontEnds;
import org.braid.core.frontend.Lowering;
import org.braid.core.AssertionFinding;
import org.braid.core.CheckResult;
import org.braid.core.Engine;
import org.braid.core.Verdict;
import org.braid.core.internal.harness.HarnessSpec;
import org.junit.jupiter.api.Test;

/**
 * The GCC extensions and C11 features that headers and real code use, each in a concurrent
 * program of its own ({@code fixtures/e2e/ext-*.c}, every one compiled and run with gcc, whose
 * run passes the assertions that hold in every interleaving) with its exact findings: which
 * races at which lines, which assertion fails. Values are compared with gcc in
 * {@code bitprecise/extensions.c} ({@code BitPrecisionTest}); here they meet threads. Where the
 * memory layout matters (packed structs, bit-fields, thread-local storage, flexible arrays) both
 * strategies are checked.
 */
class GccExtensionsEndToEndTest {
    private static final FrontEnds C = FrontEnds.of(List.of(new CFrontEnd()));

    private static final List<String> BOTH = List.of("strategy=kiss", "strategy=rounds");

    /** The lines of the failing assertions, in the order found. */
    private static List<Integer> failedAsserts(CheckResult result) {
        return result.findings().stream().filter(AssertionFinding.class::isInstance)
            .map(f -> ((AssertionFinding) f).line()).toList();
    }

    @Test
    void aPackedFieldRacesOnlyWithAccessesToItsOwnBytes() throws Exception {
        for (String strategy : BOTH) {
            CheckResult result = check("ext-packed-unsafe.c", new HarnessSpec.Main(), strategy);
            assertEquals(List.of("h.len write@13/read@20"), races(result), strategy);
            assertEquals(List.of(), failedAsserts(result), "sizeof is 7 and 16 as gcc lays them out; " + strategy);
        }
    }

    @Test
    void adjacentBitFieldsAreOneMemoryLocationAndLoseUpdates() throws Exception {
        for (String strategy : BOTH) {
            CheckResult result = check("ext-bitfield-unsafe.c", new HarnessSpec.Main(), strategy);
            assertEquals(List.of("f.ready read@14/write@19", "f.ready write@14/write@19"), races(result), strategy);
            assertEquals(List.of(31), failedAsserts(result), "count (after :0) keeps its value; " + strategy);
        }
    }

    @Test
    void threadLocalVariablesNeverRace() throws Exception {
        for (String strategy : BOTH) {
            CheckResult result = check("ext-thread-local-unsafe.c", new HarnessSpec.Main(), strategy);
            assertEquals(List.of("total read@14/write@14", "total write@14/write@14"), races(result), strategy);
            assertEquals(List.of(), failedAsserts(result), "each thread sees its own calls and last; " + strategy);
        }
    }

    @Test
    void typeofCopiesTheTypeOfAVariable() throws Exception {
        CheckResult result = check("ext-typeof-unsafe.c", new HarnessSpec.Main());
        assertEquals(List.of("*p write@9/read@17"), races(result));
        assertEquals(List.of(20), failedAsserts(result), "unsigned char wraps 250 + 10 to 4 as gcc does");
    }

    @Test
    void statementExpressionsOfReadOnceAndWriteOnceStillRace() throws Exception {
        CheckResult result = check("ext-statement-expression-unsafe.c", new HarnessSpec.Main());
        // *(volatile __typeof__(stop) *) &(stop) is named stop (was "WRITE_ONCE(stop, 1)").
        assertEquals(List.of("stop read@12/write@20"), races(result));
        assertEquals(List.of(22), failedAsserts(result));
    }

    @Test
    void designatedAndCompoundInitializersZeroWhatTheyDoNotName() throws Exception {
        CheckResult result = check("ext-initializers-unsafe.c", new HarnessSpec.Main());
        assertEquals(List.of("spent read@13/write@13", "spent write@13/write@13"), races(result));
        assertEquals(List.of(26), failedAsserts(result), "only the lost update fails, not line 25");
    }

    @Test
    void flexibleArrayMembersLivePastTheStruct() throws Exception {
        for (String strategy : BOTH) {
            CheckResult result = check("ext-flexible-array-unsafe.c", new HarnessSpec.Main(), strategy);
            assertEquals(List.of("buf->items[buf->used] write@11/write@11", "buf->used read@12/write@12",
                "buf->used write@12/write@12"), races(result), strategy);
            assertEquals(List.of(28), failedAsserts(result), strategy);
        }
    }

    @Test
    void boolConvertsEveryNonZeroValueToOne() throws Exception {
        CheckResult result = check("ext-bool-unsafe.c", new HarnessSpec.Main());
        assertEquals(List.of("claimed read@11/write@12", "claimed write@12/write@12", "owner_set write@13/write@13",
            "owners read@14/write@14", "owners write@14/write@14"), races(result));
        assertEquals(List.of(26), failedAsserts(result), "claimed == 1 && owner_set == 1 holds at line 25");
    }

    @Test
    void extensionMarksGnuCodeThatIsCheckedAsUsual() throws Exception {
        CheckResult result = check("ext-extension-unsafe.c", new HarnessSpec.Main());
        assertEquals(List.of("ticks read@9/write@9", "ticks write@9/write@9"), races(result));
        assertEquals(List.of(19), failedAsserts(result));
    }

    @Test
    void builtinExpectIsItsFirstArgument() throws Exception {
        CheckResult result = check("ext-expect-unsafe.c", new HarnessSpec.Main());
        assertEquals(List.of("handled read@14/write@14", "handled write@14/write@14", "pending read@12/write@13",
            "pending write@13/write@13"), races(result));
        assertEquals(List.of(26), failedAsserts(result));
    }

    @Test
    void builtinConstantPIsOneForConstantExpressionsOnly() throws Exception {
        CheckResult result = check("ext-constant-p-safe.c", new HarnessSpec.Main());
        assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, result.verdict(), () -> result.toString());
        assertTrue(result.complete());
        assertEquals(List.of(), result.unreached(), "both assertions are evaluated");
    }

    @Test
    void containerOfWithBuiltinOffsetofFindsTheEnclosingStruct() throws Exception {
        CheckResult result = check("ext-offsetof-unsafe.c", new HarnessSpec.Main());
        assertEquals(List.of("d->count read@15/write@15", "d->count write@15/write@15", "w->done write@16/write@16"),
            races(result));
        assertEquals(List.of(27), failedAsserts(result), "offsetof(struct device, job.id) is 32 as gcc computes");
    }

    @Test
    void inlineAndRestrictSpellingsChangeNothingThatRuns() throws Exception {
        CheckResult result = check("ext-inline-restrict-unsafe.c", new HarnessSpec.Main());
        List<String> found = races(result);
        // *total is read at line 7 (+=) and line 8 (return): either read is the race's witness.
        assertTrue(found.contains("*total read@7/write@7") || found.contains("*total write@7/read@8"), found::toString);
        assertEquals(List.of("(*dst)[0] write@12/write@12", "(*dst)[1] write@12/write@12",
            "(*dst)[2] write@12/write@12", "(*dst)[3] write@12/write@12", "*total write@7/write@7"),
            found.stream().filter(r -> r.contains("write@") && !r.contains("read@")).toList());
        assertEquals(6, found.size(), found::toString);
        assertEquals(List.of(32), failedAsserts(result), "the label holds \"dep\" whichever thread copies last");
    }

    @Test
    void builtinUnreachableThatIsNotReachedChangesNothing() throws Exception {
        for (String strategy : BOTH) {
            CheckResult result = check("ext-unreachable.c", new HarnessSpec.Main(), strategy);
            assertEquals(List.of("mode read@17/write@17", "mode write@17/write@17"), races(result), strategy);
        }
    }

    @Test
    void reachingBuiltinUnreachableIsUnknownNeverASilentCut() throws Exception {
        for (String strategy : BOTH) {
            CheckResult result = check("ext-unreachable-reached.c", new HarnessSpec.Main(), strategy);
            assertEquals(Verdict.UNKNOWN, result.verdict(), () -> result.toString());
            String reason = result.reason().orElseThrow();
            assertTrue(reason.contains("__builtin_unreachable reached (undefined behaviour)")
                && reason.contains("ext-unreachable-reached.c:9"), reason);
        }
    }

    /**
     * {@code __int128} computes exactly (gcc's x86-64 values; {@code BitPrecisionTest} compares
     * every operator with gcc in {@code bitprecise/int128.c}): the mul-high that hash_check
     * asserts holds, in DPOR's run and in the BMC's encoding, with gcc's and with Braid's own
     * headers, and main's race is found as before.
     */
    @Test
    void int128IsComputedExactly() throws Exception {
        for (boolean host : List.of(true, false)) {
            Path file = CheckEndToEndTest.fixture("ext-int128-unsafe.c");
            Lowering lowered = Analysis.lower(C, List.of(file),
                FrontEndSettings.NONE.with(CFrontEnd.HEADERS, host ? CFrontEnd.HEADERS_HOST : CFrontEnd.HEADERS_BRAID));
            assertEquals(List.of(), lowered.diagnostics(), "host " + host);
            CheckResult main = Analysis.check(lowered, new HarnessSpec.Main(), CheckOptions.defaults(),
                Cancellation.none(), CheckProgress.NONE);
            assertEquals(List.of("hits read@16/write@24", "hits write@16/read@24", "hits write@16/write@24"), races(main),
                "host " + host);
            CheckResult hash = Analysis.check(lowered, new HarnessSpec.Main("hash_check"), CheckOptions.defaults(),
                Cancellation.none(), CheckProgress.NONE);
            assertEquals(Verdict.PROVED, hash.verdict(), () -> "DPOR runs it (one thread); host " + host + ": " + hash);
            CheckResult encoded = Analysis.check(lowered, new HarnessSpec.Main("hash_check"),
                CheckOptions.defaults().withEngine(Engine.BMC), Cancellation.none(), CheckProgress.NONE);
            assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, encoded.verdict(),
                () -> "the BMC's encoding; host " + host + ": " + encoded);
        }
    }

    /**
     * A shared {@code unsigned __int128} is two 64-bit cells: each half races, and a read between
     * the writer's two stores sees halves that disagree (line 26); the mul-high (line 25) and the
     * signed division and remainder (line 28) are exact. Both strategies and DPOR.
     */
    @Test
    void a128BitCounterIsTwoCellsThatCanBeReadTorn() throws Exception {
        for (String engine : List.of("strategy=kiss", "strategy=rounds", "engine=dpor")) {
            CheckResult result = check("int128-torn-unsafe.c", new HarnessSpec.Main(), engine);
            assertEquals(List.of("total (high 64 bits) write@15/read@23", "total (low 64 bits) write@15/read@23"),
                races(result), () -> engine + ": " + result);
            assertEquals(List.of(26), failedAsserts(result), () -> engine + ": " + result);
        }
    }

    /**
     * A shift count of 128 or more gives 0 (or -1 for a negative value shifted right), as the
     * 64-bit shifts do for 64 or more; smaller counts cross the halves. The BMC's encoding and
     * DPOR's interpreter agree.
     */
    @Test
    void int128ShiftCountsOf128OrMoreGiveZeroOrTheSign() throws Exception {
        CheckResult encoded = check("int128-shift-count-safe.c", new HarnessSpec.Main());
        assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, encoded.verdict(), encoded::toString);
        assertEquals(List.of(), encoded.cuts(), encoded::toString);
        CheckResult run = check("int128-shift-count-safe.c", new HarnessSpec.Main(), "engine=dpor");
        assertEquals(Verdict.PROVED, run.verdict(), run::toString);
    }

    /**
     * A {@code switch} on a {@code __int128} compares all 128 bits of each case label and GNU case
     * range: the state is 7 or 2^80 + 3, so only the assertion at line 34 fails (the cases for 3 and
     * 2^81 + 3 differ from those only in one half). Both strategies and DPOR.
     */
    @Test
    void aSwitchOnInt128ComparesBothHalves() throws Exception {
        for (String engine : List.of("strategy=kiss", "strategy=rounds", "engine=dpor")) {
            CheckResult result = check("int128-switch-unsafe.c", new HarnessSpec.Main(), engine);
            assertEquals(List.of(34), failedAsserts(result), () -> engine + ": " + result);
            assertEquals(List.of(), races(result), () -> engine + ": " + result);
        }
    }

    /**
     * A {@code double} converted to {@code __int128} is truncated with integer operations only, so
     * the model checker decides it exactly for every double in range; NaN and values out of range
     * (undefined in C) make the execution unknown, naming the conversion, with both engines.
     */
    @Test
    void int128FromADoubleIsTruncatedAndUndefinedOutOfRange() throws Exception {
        for (String engine : List.of("engine=bmc", "engine=" + org.braid.core.CheckOption.ENGINE.defaultValue())) {
            CheckResult safe = check("int128-float-safe.c", new HarnessSpec.Main(), engine);
            assertEquals(List.of(), safe.findings(), engine);
            assertEquals(Verdict.NO_VIOLATION_WITHIN_BOUNDS, safe.verdict(), () -> engine + ": " + safe);
            CheckResult undefined = check("int128-float-out-of-range.c", new HarnessSpec.Main(), engine);
            assertEquals(List.of(), undefined.findings(), engine);
            assertEquals(Verdict.UNKNOWN, undefined.verdict(), () -> engine + ": " + undefined);
            assertEquals("unsupported: conversion of a double out of the range of __int128 (or NaN) to it, which C"
                + " leaves undefined at " + CheckEndToEndTest.fixture("int128-float-out-of-range.c") + ":9:5",
                undefined.reason().orElseThrow(), engine);
        }
    }

    /**
     * What Braid does not compute with {@code __int128} stays an unsupported construct of its
     * statement (its function's checks are {@code unknown}): a value passed to a variadic function,
     * an {@code _Atomic __int128},
     * one passed to an unprototyped function, an atomic built-in on one; a {@code __int128}
     * bit-field is a note of the whole file (every function shares the layout); on i386, which
     * has no 128-bit type, every use.
     */
    @Test
    void int128WhereBraidDoesNotComputeWithItIsUnsupported() throws Exception {
        Path file = CheckEndToEndTest.fixture("int128-unsupported.c");
        Lowering lowered = Analysis.lower(C, List.of(file), FrontEndSettings.NONE);
        assertEquals(List.of(
            "16 show: __int128 in `printf(\"%llx\\n\", x);` (Braid computes with __int128 in arithmetic,"
                + " comparisons, conversions, assignments, calls and returns) is not supported",
            "21 bump: __int128 in `counter += 1;` (Braid computes with __int128 in arithmetic, comparisons,"
                + " conversions, assignments, calls and returns) is not supported",
            "35 null: the __int128 bit-field wide (Braid's bit-fields are at most 64 bits wide) is not supported",
            "48 call_old: __int128 in `old((__int128) 5);` (Braid computes with __int128 in arithmetic,"
                + " comparisons, conversions, assignments, calls and returns) is not supported",
            "53 add_atomically: __int128 in `__atomic_fetch_add(p, 1, __ATOMIC_SEQ_CST);` (Braid computes with"
                + " __int128 in arithmetic, comparisons, conversions, assignments, calls and returns) is not supported"),
            lowered.diagnostics().stream().map(d -> d.line() + " " + d.function() + ": " + d.message()).toList());
        CheckResult main = Analysis.check(lowered, new HarnessSpec.Main(), CheckOptions.defaults(), Cancellation.none(),
            CheckProgress.NONE);
        assertEquals(Verdict.UNKNOWN, main.verdict(), main::toString);
        Lowering i386 = Analysis.lower(C, List.of(CheckEndToEndTest.fixture("ext-int128-unsafe.c")),
            FrontEndSettings.NONE.with(CFrontEnd.DATA_MODEL, "ILP32"));
        assertEquals("unsigned __int128 in `unsigned __int128 p = (unsigned __int128) a * b;` (i386 has no 128-bit"
            + " integer type) is not supported", i386.diagnostics().get(0).message());
    }
}
