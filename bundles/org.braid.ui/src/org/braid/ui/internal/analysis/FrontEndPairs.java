package org.braid.ui.internal.analysis;

import java.nio.file.Path;
import java.util.List;

import org.braid.core.frontend.Analysis;
import org.braid.core.frontend.EntryPoint;
import org.braid.core.frontend.FrontEndException;
import org.braid.core.frontend.FrontEndOption;
import org.braid.core.frontend.FrontEndSettings;
import org.braid.core.frontend.Lowering;
import org.braid.core.internal.harness.HarnessSpec;
import org.eclipse.core.resources.IFile;

/**
 * Entry-point pairs whose harness the front end builds itself: Java methods named
 * {@code Class#method(T)}, which need a receiver built by a constructor before the two threads
 * start. The file is lowered again with the pair as the front end's {@link FrontEndOption#PAIR}
 * setting, and the core's main harness runs the harness procedure it offers.
 */
final class FrontEndPairs {

    /** The lowering with the pair's harness procedure and the target that runs it. */
    record Resolved(Lowering lowering, AnalysisTarget run) {
    }

    private FrontEndPairs() {
    }

    /** Whether {@code harness} names methods as {@code Class#method}, for the front end to harness. */
    static boolean isFrontEndPair(HarnessSpec harness) {
        return harness instanceof HarnessSpec.Pair pair && (pair.first().contains("#") || pair.second().contains("#"));
    }

    /** Whether {@code lowered} offers an entry point named {@code name} (a procedure, or a Java method). */
    static boolean offers(Lowering lowered, String name) {
        return lowered.program().procedure(name).isPresent()
                || lowered.entryPoints().stream().anyMatch(entry -> entry.procedure().equals(name));
    }

    /**
     * Lowers {@code file} with {@code pair} for its front end.
     *
     * @throws FrontEndException if the front end rejects the pair (unknown method, no constructor, ...)
     */
    static Resolved resolve(IFile file, Path path, HarnessSpec.Pair pair, FrontEndSettings settings)
            throws FrontEndException {
        return resolve(file, path, new FrontEndHarness(FrontEndOption.PAIR, pair.first() + "," + pair.second()),
                settings);
    }

    /**
     * Lowers {@code file} with {@code harness}'s setting for its front end (a pair, a JUnit test).
     *
     * @throws FrontEndException if the front end rejects the setting (unknown method, no test, ...)
     */
    static Resolved resolve(IFile file, Path path, FrontEndHarness harness, FrontEndSettings settings)
            throws FrontEndException {
        Lowering lowering = Analysis.lower(FrontEndRegistry.frontEnds(), List.of(path),
                FrontEndRegistry.settingsFor(path, settings).with(harness.option(), harness.value()));
        EntryPoint entry = lowering.programEntry().orElseThrow(() -> new FrontEndException(path.toString(), 0,
                "the front end offered no harness for " + harness.option() + " " + harness.value()));
        return new Resolved(lowering, new AnalysisTarget(file, new HarnessSpec.Main(entry.procedure())));
    }
}
