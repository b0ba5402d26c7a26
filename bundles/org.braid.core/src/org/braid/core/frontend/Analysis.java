package org.braid.core.frontend;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.braid.core.Cancellation;
import org.braid.core.CheckOptions;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;
import org.braid.core.internal.check.Checker;
import org.braid.core.internal.check.Unsupported;
import org.braid.core.internal.harness.HarnessException;
import org.braid.core.internal.harness.HarnessSpec;

/**
 * The one way into the engine, shared by the command line and the IDE: {@link #lower} files with
 * the front end that reads them, then {@link #check} any number of harnesses of the lowered
 * program. Diagnostics that make results unknown reach the checker here and nowhere else.
 * Stateless and thread-safe.
 */
public final class Analysis {

    private Analysis() {
    }

    /**
     * Lowers {@code files} (one program) with the front end of {@code frontEnds} that reads them.
     *
     * @throws FrontEndException if no front end reads a file, the files mix languages, a setting
     *         is given that the front end does not understand or a value it does not allow, or the
     *         front end rejects the input
     */
    public static Lowering lower(FrontEnds frontEnds, List<Path> files, FrontEndSettings settings)
            throws FrontEndException {
        FrontEnd frontEnd = frontEnds.forFiles(files);
        rejectUnknownSettings(frontEnd, settings, files.get(0));
        return frontEnd.lower(files, settings);
    }

    /**
     * Checks {@code lowering}'s program closed by {@code harness}: {@code unknown} naming the first
     * unsupported construct the harness may reach, else the verdict of the engine of
     * {@code options} (with {@code auto}, of the engine that answered first conclusively or, when
     * neither did, of the more informative one; {@link CheckResult#portfolio()} says which).
     *
     * @throws HarnessException if the harness cannot be built (unknown function, bad signature)
     */
    public static CheckResult check(Lowering lowering, HarnessSpec harness, CheckOptions options,
            Cancellation cancel, CheckProgress progress) throws HarnessException {
        return Checker.check(lowering.program(), harness, options, cancel, unsupported(lowering), progress);
    }

    /**
     * Checks {@code lowering}'s program closed by {@code harness} with both engines to the end, at
     * once, and compares them: the result names the engine whose answer it is and lists every
     * disagreement within the engines' common bounds ({@link org.braid.core.Portfolio#disagreements()};
     * the rule is in {@code org.braid.core.internal.check.CrossCheck}). The engine of
     * {@code options} is ignored; {@code unknown} without a portfolio when the harness reaches an
     * unsupported construct.
     *
     * @throws HarnessException if the harness cannot be built (unknown function, bad signature)
     */
    public static CheckResult crossCheck(Lowering lowering, HarnessSpec harness, CheckOptions options,
            Cancellation cancel, CheckProgress progress) throws HarnessException {
        return Checker.crossCheck(lowering.program(), harness, options, cancel, unsupported(lowering), progress);
    }

    /**
     * Whether {@code result} is {@code unknown} because its harness reaches one of
     * {@code lowering}'s unsupported constructs (which the caller has shown as its own note).
     */
    public static boolean unknownBecauseUnsupported(CheckResult result, Lowering lowering) {
        return result.reason().filter(reason -> unsupported(lowering).stream()
                .anyMatch(construct -> construct.describe().equals(reason))).isPresent();
    }

    private static List<Unsupported> unsupported(Lowering lowering) {
        return lowering.diagnostics().stream().filter(Diagnostic::makesResultUnknown)
                .map(d -> new Unsupported(d.file(), d.line(), d.message(), d.function())).toList();
    }

    /**
     * Every key must be one of the front end's options, and every value of a choice option one of
     * its choices.
     */
    private static void rejectUnknownSettings(FrontEnd frontEnd, FrontEndSettings settings, Path first)
            throws FrontEndException {
        Map<String, FrontEndOption> known = frontEnd.options().stream()
                .collect(Collectors.toMap(FrontEndOption::key, option -> option));
        for (String key : settings.keys()) {
            FrontEndOption option = known.get(key);
            if (option == null) {
                throw new FrontEndException(first.toString(), 0, "the " + frontEnd.language()
                        + " front end has no setting '" + key + "'; it understands " + known.keySet().stream().sorted()
                        .toList());
            }
            for (String value : settings.values(key)) {
                Optional<String> problem = option.problem(value);
                if (problem.isPresent()) {
                    throw new FrontEndException(first.toString(), 0, key + ": " + problem.get());
                }
            }
        }
    }
}
