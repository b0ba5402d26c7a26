package org.braid.cli.internal;

import java.util.function.Consumer;

import org.braid.core.Cancellation;
import org.braid.core.CheckOptions;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;
import org.braid.core.frontend.Analysis;
import org.braid.core.frontend.FrontEndException;
import org.braid.core.frontend.FrontEnds;
import org.braid.core.frontend.Lowering;
import org.braid.core.internal.harness.HarnessException;
import org.braid.core.internal.harness.HarnessSpec;

/**
 * The real engine: lowers the files with the front end that reads them ({@link FrontEnds}, found
 * with {@code ServiceLoader}) and checks the program through the engine's one facade,
 * {@link Analysis}. Constructs the front end could not lower exactly make the verdict
 * {@code unknown} when the harness may reach them; every note of the front end, those constructs
 * included, goes to standard error.
 */
final class PipelineEngine implements Engine {

    private final FrontEnds frontEnds;
    private final boolean crossCheck;

    PipelineEngine() {
        this(InstalledFrontEnds.find());
    }

    PipelineEngine(FrontEnds frontEnds) {
        this(frontEnds, false);
    }

    private PipelineEngine(FrontEnds frontEnds, boolean crossCheck) {
        this.frontEnds = frontEnds;
        this.crossCheck = crossCheck;
    }

    /** This engine with {@link Analysis#crossCheck} instead of {@link Analysis#check}. */
    @Override
    public Engine crossChecking() {
        return new PipelineEngine(frontEnds, true);
    }

    @Override
    public CheckResult check(CheckInput input, CheckOptions options, Cancellation cancel, Consumer<String> notes,
            CheckProgress progress) throws InputException {
        Lowering lowered = lower(frontEnds, input, options);
        lowered.diagnostics().forEach(diagnostic -> notes.accept(diagnostic.toString()));
        try {
            return crossCheck ? Analysis.crossCheck(lowered, harness(input), options, cancel, progress)
                : Analysis.check(lowered, harness(input), options, cancel, progress);
        } catch (HarnessException e) {
            throw new InputException(e.getMessage(), e);
        }
    }

    /** Lowers {@code input}'s files with its front-end settings and {@code options}' data model. */
    static Lowering lower(FrontEnds frontEnds, CheckInput input, CheckOptions options) throws InputException {
        try {
            return Analysis.lower(frontEnds, input.files(), input.settings(options.dataModel()));
        } catch (FrontEndException e) {
            throw new InputException(e.file(), e.line(), e.detail(), e);
        }
    }

    static HarnessSpec harness(CheckInput input) {
        return input.pair()
                .<HarnessSpec>map(pair -> new HarnessSpec.Pair(pair.get(0), pair.get(1), false))
                .orElseGet(HarnessSpec.Main::new);
    }
}
