package org.braid.ui.internal.analysis;

import java.util.List;
import java.util.Objects;

import org.braid.core.internal.harness.HarnessSpec;
import org.eclipse.core.resources.IFile;

/**
 * One check the IDE runs: a harness over the program of one source file.
 *
 * @param file the source file (with the headers it includes)
 * @param harness {@link HarnessSpec.Main} or a {@link HarnessSpec.Pair}
 */
public record AnalysisTarget(IFile file, HarnessSpec harness) {

    public AnalysisTarget {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(harness, "harness");
    }

    /**
     * {@code main}, another program entry a front end offers (a Java method-pair harness), or
     * {@code pair:f,g}: names the harness within its file.
     */
    public String harnessName() {
        return switch (harness) {
            case HarnessSpec.Main main -> main.entry();
            case HarnessSpec.Pair pair -> "pair:" + pair.first() + "," + pair.second();
            case HarnessSpec.Dispatch dispatch -> "dispatch:" + String.join(",", dispatch.routines());
        };
    }

    /** The functions the harness starts from. */
    public List<String> entries() {
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
