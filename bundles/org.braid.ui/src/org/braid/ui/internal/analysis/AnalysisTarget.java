package org.braid.ui.internal.analysis;

import java.util.List;
import java.util.Objects;

import org.braid.core.internal.harness.HarnessSpec;
import org.eclipse.core.resources.IFile;

/**
 * One check the IDE runs: a harness over the program of one source file.
 *
 * @param file the source file (with the headers it includes)
 * @param harness {@link HarnessSpec.Main} or a {@link HarnessSpec.Pair}; for a harness the front end
 *        builds, the main harness of its name, replaced by the entry the front end offers when checked
 * @param built the harness the front end builds from one of its settings (a JUnit test), or null
 */
public record AnalysisTarget(IFile file, HarnessSpec harness, FrontEndHarness built) {

    public AnalysisTarget {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(harness, "harness");
    }

    /** A target of a harness the IDE knows (a program entry, a pair of functions). */
    public AnalysisTarget(IFile file, HarnessSpec harness) {
        this(file, harness, null);
    }

    /** A target of a harness the front end builds, e.g. a JUnit test. */
    public AnalysisTarget(IFile file, FrontEndHarness built) {
        this(file, new HarnessSpec.Main(built.name()), built);
    }

    /**
     * {@code main}, another program entry a front end offers (a Java method-pair harness),
     * {@code pair:f,g}, or a front-end harness's {@link FrontEndHarness#name()}
     * ({@code test:CounterTest#twoThreadsIncrement()}): names the harness within its file.
     */
    public String harnessName() {
        if (built != null) {
            return built.name();
        }
        return switch (harness) {
            case HarnessSpec.Main main -> main.entry();
            case HarnessSpec.Pair pair -> "pair:" + pair.first() + "," + pair.second();
            case HarnessSpec.Dispatch dispatch -> "dispatch:" + String.join(",", dispatch.routines());
        };
    }

    /** The functions the harness starts from. */
    public List<String> entries() {
        if (built != null) {
            return List.of(built.value());
        }
        return switch (harness) {
            case HarnessSpec.Main main -> List.of(main.entry());
            case HarnessSpec.Pair pair -> List.of(pair.first(), pair.second());
            case HarnessSpec.Dispatch dispatch -> dispatch.routines();
        };
    }

    /** Unique in the workspace: the file's full path and the harness name; kept on markers. */
    public String key() {
        return file.getFullPath().toString() + "#" + harnessName();
    }

    /** The prefix of {@link #key()} shared by every target of {@code file}. */
    public static String keyPrefix(IFile file) {
        return file.getFullPath().toString() + "#";
    }
}
