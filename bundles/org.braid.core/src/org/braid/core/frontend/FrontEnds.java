package org.braid.core.frontend;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The registry of front ends: which one reads a file. The command line fills it from
 * {@code META-INF/services/org.braid.core.frontend.FrontEnd} ({@code ServiceLoader}); Eclipse from
 * the {@code org.braid.ui.frontEnds} extension point. Immutable and thread-safe.
 */
public final class FrontEnds {

    private final List<FrontEnd> all;

    private FrontEnds(List<FrontEnd> all) {
        this.all = List.copyOf(all);
    }

    /** These front ends, asked in this order. */
    public static FrontEnds of(List<FrontEnd> frontEnds) {
        return new FrontEnds(frontEnds);
    }

    /** All front ends, in the order they are asked. */
    public List<FrontEnd> all() {
        return all;
    }

    /** The front end with this {@link FrontEnd#id()}. */
    public Optional<FrontEnd> byId(String id) {
        return all.stream().filter(frontEnd -> frontEnd.id().equals(id)).findFirst();
    }

    /** The first front end that reads {@code file}. */
    public Optional<FrontEnd> forFile(Path file) {
        return all.stream().filter(frontEnd -> frontEnd.accepts(file)).findFirst();
    }

    /**
     * The one front end that reads all of {@code files} (one program is in one language).
     *
     * @throws FrontEndException naming the first file no front end reads, or the first file of
     *         another language than the first file's
     */
    public FrontEnd forFiles(List<Path> files) throws FrontEndException {
        if (files.isEmpty()) {
            throw new IllegalArgumentException("no files");
        }
        FrontEnd chosen = null;
        for (Path file : files) {
            FrontEnd reader = forFile(file).orElseThrow(() -> new FrontEndException(file.toString(), 0,
                    "no front end reads this file; Braid reads " + describeExtensions()));
            if (chosen == null) {
                chosen = reader;
            } else if (reader != chosen) {
                throw new FrontEndException(file.toString(), 0, "a " + reader.language() + " file cannot be checked with "
                        + chosen.language() + " files (" + files.get(0) + ") as one program");
            }
        }
        return chosen;
    }

    private String describeExtensions() {
        if (all.isEmpty()) {
            return "nothing: no front end is installed";
        }
        return all.stream().map(frontEnd -> frontEnd.language() + " ("
                + frontEnd.extensions().stream().map(ext -> "." + ext).collect(Collectors.joining(", ")) + ")")
                .collect(Collectors.joining(", "));
    }
}
