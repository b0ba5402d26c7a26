package org.braid.cli.internal;

import java.util.List;
import java.util.function.Consumer;

import org.braid.c.CFrontEnd;
import org.braid.c.CFrontEndException;
import org.braid.c.CFrontEndOptions;
import org.braid.c.Diagnostic;
import org.braid.c.LoweringResult;
import org.braid.core.Cancellation;
import org.braid.core.CheckOptions;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;
import org.braid.core.internal.check.Checker;
import org.braid.core.internal.check.Unsupported;
import org.braid.core.internal.harness.HarnessException;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.ir.DataModel;

/**
 * The real engine: lowers the C files with the C front end ({@link CFrontEnd}) and checks the
 * program with the core's {@link Checker}. Constructs the front end could not lower exactly
 * make the verdict {@code unknown} when the harness may reach them; every note of the front end,
 * those constructs included, goes to standard error.
 */
final class PipelineEngine implements Engine {

    @Override
    public CheckResult check(CheckInput input, CheckOptions options, Cancellation cancel, Consumer<String> notes,
            CheckProgress progress) throws InputException {
        LoweringResult lowered;
        try {
            lowered = CFrontEnd.lower(input.files(), frontEndOptions(input, options));
        } catch (CFrontEndException e) {
            throw new InputException(e.file(), e.line(), e.detail(), e);
        }
        lowered.diagnostics().forEach(diagnostic -> notes.accept(diagnostic.toString()));
        List<Unsupported> unsupported = lowered.diagnostics().stream()
                .filter(diagnostic -> diagnostic.kind().makesResultUnknown())
                .map(PipelineEngine::unsupported)
                .toList();
        try {
            return Checker.check(lowered.program(), harness(input), options, cancel, unsupported, progress);
        } catch (HarnessException e) {
            throw new InputException(e.getMessage(), e);
        }
    }

    private static CFrontEndOptions frontEndOptions(CheckInput input, CheckOptions options) {
        CFrontEndOptions frontEnd = CFrontEndOptions.defaults()
                .withIncludeDirs(input.includes())
                .withDataModel(DataModel.valueOf(options.dataModel()))
                .withModelFiles(input.models());
        for (String define : input.defines()) {
            frontEnd = frontEnd.withDefine(define);
        }
        return frontEnd;
    }

    private static HarnessSpec harness(CheckInput input) {
        return input.pair()
                .<HarnessSpec>map(pair -> new HarnessSpec.Pair(pair.get(0), pair.get(1), false))
                .orElseGet(HarnessSpec.Main::new);
    }

    private static Unsupported unsupported(Diagnostic diagnostic) {
        return new Unsupported(diagnostic.file(), diagnostic.line(), diagnostic.message(), diagnostic.function());
    }
}
