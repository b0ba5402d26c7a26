package org.braid.core.internal.harness;

import org.braid.core.internal.ir.Program;

/** Builds the program a {@link HarnessSpec} describes. */
public final class Harnesses {

    private Harnesses() {
    }

    /**
     * Returns {@code program} with the entry procedure {@link Harness#ENTRY} added, and every call
     * of an assertion-failure model at the call itself ({@link FailureCalls}).
     *
     * @throws HarnessException if a named function is missing or has no body, a parameter
     *         cannot be supplied, {@code main} has an unsupported signature, or the program
     *         already defines {@link Harness#ENTRY}
     */
    public static Harness build(Program program, HarnessSpec spec) throws HarnessException {
        if (program.procedure(Harness.ENTRY).isPresent()) {
            throw new HarnessException("the program already defines " + Harness.ENTRY);
        }
        Program inlined = FailureCalls.inline(program);
        return switch (spec) {
            case HarnessSpec.Main m -> MainHarness.build(inlined, m);
            case HarnessSpec.Pair p -> PairHarness.build(inlined, p);
            case HarnessSpec.Dispatch d -> DispatchHarness.build(inlined, d);
        };
    }
}
