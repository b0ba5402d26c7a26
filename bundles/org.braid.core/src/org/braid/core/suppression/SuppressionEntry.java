package org.braid.core.suppression;

import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

import org.braid.core.AssertionFinding;
import org.braid.core.DataRaceFinding;
import org.braid.core.DeadlockFinding;
import org.braid.core.Finding;

/**
 * One line of a suppression file: which finding it accepts, by kind, file, subject and
 * functions, never by line, so that it survives edits elsewhere in the file. Immutable.
 *
 * @param kind {@code race}, {@code assertion}, {@code exception} (an uncaught exception, the
 *        property {@link org.braid.core.Property#EXCEPTION}) or {@code deadlock}
 * @param file the finding's file relative to the directory of the suppression file, with
 *        {@code /} separators
 * @param subject a race's location as written ({@code e->count}), an assertion's message (its
 *        condition), an uncaught exception's message ({@code uncaught NullPointerException: name}),
 *        empty for a deadlock
 * @param functions the functions involved, sorted: a race's two accesses, an assertion's or
 *        uncaught exception's function, every waiting thread's function of a deadlock
 * @param reason why the finding is accepted
 * @param line the entry's 1-based line in its file (0 for an entry not read from a file)
 */
public record SuppressionEntry(String kind, String file, String subject, List<String> functions, String reason,
        int line) {

    /** The kinds of finding an entry can name. */
    public static final List<String> KINDS = List.of("race", "assertion", "exception", "deadlock");

    public SuppressionEntry {
        if (!KINDS.contains(kind)) {
            throw new IllegalArgumentException("unknown kind " + kind);
        }
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(subject, "subject");
        functions = functions.stream().sorted().toList();
        Objects.requireNonNull(reason, "reason");
    }

    /**
     * The entry that accepts {@code finding}.
     *
     * @param file the finding's file as the suppression file names it ({@link #file})
     */
    public static SuppressionEntry of(Finding finding, String file, String reason) {
        return switch (finding) {
            case DataRaceFinding race -> new SuppressionEntry("race", file, race.target(),
                    List.of(race.first().function(), race.second().function()), reason, 0);
            case AssertionFinding assertion -> new SuppressionEntry(assertion.uncaughtException() ? "exception"
                    : "assertion", file, assertion.message(), List.of(assertion.function()), reason, 0);
            case DeadlockFinding deadlock -> new SuppressionEntry("deadlock", file, "",
                    deadlock.waits().stream().map(DeadlockFinding.Wait::function).toList(), reason, 0);
        };
    }

    /** This entry with {@code reason}, not read from a file. */
    public SuppressionEntry withReason(String reason) {
        return new SuppressionEntry(kind, file, subject, functions, reason, 0);
    }

    /** Whether this entry accepts {@code finding}, whose file the suppression file names {@code file}. */
    public boolean accepts(Finding finding, String file) {
        return equalsIgnoringReason(of(finding, file, ""));
    }

    /**
     * Whether this entry accepts {@code finding} only under its deprecated kind: an entry of kind
     * {@code assertion} for an uncaught exception, as Braid wrote them before the kind
     * {@code exception}. Such an entry names the exception's message, function and file exactly,
     * so it still accepts the finding it was written for and no other; the command line and the
     * IDE ask for the new kind ({@link Review#deprecated()}).
     */
    public boolean acceptsUnderOldKind(Finding finding, String file) {
        return kind.equals("assertion") && finding instanceof AssertionFinding assertion
                && assertion.uncaughtException() && equalsIgnoringReason(new SuppressionEntry("assertion", file,
                        assertion.message(), List.of(assertion.function()), "", 0));
    }

    private boolean equalsIgnoringReason(SuppressionEntry other) {
        return kind.equals(other.kind) && file.equals(other.file) && subject.equals(other.subject)
                && functions.equals(other.functions);
    }

    /** The line as {@link SuppressionFile} writes it. */
    public String format() {
        return Stream.of(kind, file, subject, String.join(", ", functions), reason).map(SuppressionEntry::escape)
                .reduce((a, b) -> a + " | " + b).orElseThrow();
    }

    private static String escape(String field) {
        return field.replace("\\", "\\\\").replace("|", "\\|").replaceAll("[\\r\\n]+", " ");
    }
}
