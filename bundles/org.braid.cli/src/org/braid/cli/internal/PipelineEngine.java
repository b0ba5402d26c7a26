package org.braid.cli.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.braid.core.Cancellation;
import org.braid.core.CheckOptions;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;
import org.braid.core.frontend.Analysis;
import org.braid.core.frontend.EntryPoint;
import org.braid.core.frontend.FrontEnd;
import org.braid.core.frontend.FrontEndOption;
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
 * included, goes to standard error. A program with several entries (a Java class harness: one per
 * method pair) is checked once per entry; the verdict of each goes to standard error and the
 * report shows them merged ({@link HarnessResults}).
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
        Lowering lowered = lower(frontEnds, input);
        lowered.diagnostics().forEach(diagnostic -> notes.accept(diagnostic.toString()));
        List<HarnessResults.Labelled> results = new ArrayList<>();
        List<EntryPoint> entries = harnessEntries(input, lowered);
        if (entries.isEmpty()) {
            throw new InputException(CliMessages.noEntry(lowered.entryPoints().stream().map(EntryPoint::procedure)
                    .toList()), null);
        }
        try {
            for (EntryPoint entry : entries) {
                CheckResult result = crossCheck
                    ? Analysis.crossCheck(lowered, harness(input, entry), options, cancel, progress)
                    : Analysis.check(lowered, harness(input, entry), options, cancel, progress);
                results.add(new HarnessResults.Labelled(entry.label(), result));
                if (entries.size() > 1) {
                    notes.accept(CliMessages.harnessVerdict(entry.label(), result));
                }
            }
        } catch (HarnessException e) {
            throw new InputException(e.getMessage(), e);
        }
        return HarnessResults.merge(results);
    }

    /**
     * What to run: the core's pair harness for {@code --pair} of C functions (one run); else each
     * program entry the front end offers ({@code main}, or a Java front end's method-pair
     * harnesses), none if it offers none.
     */
    private static List<EntryPoint> harnessEntries(CheckInput input, Lowering lowered) {
        if (input.pair().isPresent() && !input.frontEndPair()) {
            return List.of(new EntryPoint("main", "main", "", 0, true));
        }
        return lowered.entryPoints().stream().filter(EntryPoint::programEntry).toList();
    }

    /**
     * Lowers {@code input}'s files with its front-end settings.
     *
     * @throws InputException for input the front end rejects, and naming the flag of a harness or
     *         front-end option ({@code --class}, {@code --data-model}) that the files' front end does not have
     */
    static Lowering lower(FrontEnds frontEnds, CheckInput input) throws InputException {
        try {
            FrontEnd frontEnd = frontEnds.forFiles(input.files());
            for (String key : input.settings().keys()) {
                boolean harness = key.equals(FrontEndOption.PAIR) || key.equals(FrontEndOption.CLASS)
                        || key.equals(FrontEndOption.TEST);
                if (harness && !FrontEndFlags.declares(frontEnd, key)) {
                    throw new InputException(CliMessages.noFrontEndHarness(frontEnd.language(), key), null);
                }
                if (FrontEndFlags.isFlag(key) && !FrontEndFlags.declares(frontEnd, key)) {
                    throw new InputException(CliMessages.noFrontEndOption(FrontEndFlags.flag(key), frontEnd.language(),
                            FrontEndFlags.languagesWith(frontEnds, key)), null);
                }
            }
            return Analysis.lower(frontEnds, input.files(), input.settings());
        } catch (FrontEndException e) {
            throw new InputException(e.file(), e.line(), e.detail(), e);
        }
    }

    static HarnessSpec harness(CheckInput input) {
        return harness(input, new EntryPoint("main", "main", "", 0, true));
    }

    private static HarnessSpec harness(CheckInput input, EntryPoint entry) {
        if (input.pair().isPresent() && !input.frontEndPair()) {
            return new HarnessSpec.Pair(input.pair().get().get(0), input.pair().get().get(1), false);
        }
        return new HarnessSpec.Main(entry.procedure());
    }
}
