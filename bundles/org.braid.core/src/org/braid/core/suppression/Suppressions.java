package org.braid.core.suppression;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import org.braid.core.Access;
import org.braid.core.DataRaceFinding;
import org.braid.core.Finding;

/**
 * The suppressions that apply to one check: the entries of a suppression file and the
 * {@code braid: benign-race} comments of the sources. Immutable; {@link #review} may be called
 * from any thread.
 */
public final class Suppressions {

    private static final Suppressions NONE = new Suppressions("", List.of());

    private final String fileName;
    private final List<SuppressionEntry> entries;

    private Suppressions(String fileName, List<SuppressionEntry> entries) {
        this.fileName = fileName;
        this.entries = List.copyOf(entries);
    }

    /** Comments only: no suppression file. */
    public static Suppressions commentsOnly() {
        return NONE;
    }

    /**
     * The entries of a suppression file and the sources' comments.
     *
     * @param fileName how findings name the file ({@code .braid-suppressions}), for
     *        {@link SuppressedFinding#origin()}
     */
    public static Suppressions of(String fileName, List<SuppressionEntry> entries) {
        return new Suppressions(fileName, entries);
    }

    /** The suppression file's entries. */
    public List<SuppressionEntry> entries() {
        return entries;
    }

    /**
     * Splits {@code findings} into reported and suppressed. A race is suppressed by a comment at
     * either access or by a file entry; an assertion, uncaught exception or deadlock by a file
     * entry. An entry of the deprecated form still suppresses and is listed in
     * {@link Review#deprecated()}.
     *
     * @param fileKey a finding's file (as the engine names it) as the suppression file names it,
     *        relative to its directory ({@link SuppressionEntry#file()}); empty when it is outside
     *        that directory (no entry can name it)
     * @param source the text of a source file as the engine names it, empty when it cannot be read
     *        (its comments then suppress nothing)
     * @param displayName a file's short name for {@link SuppressedFinding#origin()}
     */
    public Review review(List<Finding> findings, Function<String, Optional<String>> fileKey,
            Function<String, Optional<String>> source, Function<String, String> displayName) {
        Map<String, SuppressionComments> comments = new HashMap<>();
        List<Finding> reported = new ArrayList<>();
        List<SuppressedFinding> suppressed = new ArrayList<>();
        Set<SuppressionEntry> deprecated = new LinkedHashSet<>();
        for (Finding finding : findings) {
            Optional<SuppressedFinding> accepted = byComment(finding, comments, source, displayName)
                    .or(() -> byEntry(finding, fileKey, deprecated));
            if (accepted.isPresent()) {
                suppressed.add(accepted.get());
            } else {
                reported.add(finding);
            }
        }
        return new Review(reported, suppressed, deprecated.stream()
                .sorted(Comparator.comparingInt(SuppressionEntry::line)).toList());
    }

    private static Optional<SuppressedFinding> byComment(Finding finding, Map<String, SuppressionComments> comments,
            Function<String, Optional<String>> source, Function<String, String> displayName) {
        if (!(finding instanceof DataRaceFinding race)) {
            return Optional.empty();
        }
        for (Access access : List.of(race.first(), race.second())) {
            SuppressionComments inFile = comments.computeIfAbsent(access.file(),
                file -> source.apply(file).map(SuppressionComments::scan).orElse(SuppressionComments.scan("")));
            Optional<String> reason = inFile.reasonAt(access.line());
            if (reason.isPresent()) {
                return Optional.of(new SuppressedFinding(finding, reason.get(),
                        displayName.apply(access.file()) + ":" + access.line(), true));
            }
        }
        return Optional.empty();
    }

    /**
     * The first entry that accepts {@code finding}, else the first that accepts it under its
     * deprecated kind, which is added to {@code deprecated}.
     */
    private Optional<SuppressedFinding> byEntry(Finding finding, Function<String, Optional<String>> fileKey,
            Set<SuppressionEntry> deprecated) {
        Optional<String> key = fileKey.apply(finding.file());
        if (key.isEmpty()) {
            return Optional.empty();
        }
        Optional<SuppressionEntry> entry = entries.stream().filter(each -> each.accepts(finding, key.get()))
                .findFirst();
        if (entry.isEmpty()) {
            entry = entries.stream().filter(each -> each.acceptsUnderOldKind(finding, key.get())).findFirst();
            entry.ifPresent(deprecated::add);
        }
        return entry.map(each -> new SuppressedFinding(finding, each.reason(), fileName + ":" + each.line(), false));
    }
}
