package org.braid.ui.internal.views;

import java.util.ArrayList;
import java.util.List;

import org.braid.core.TraceStep;
import org.braid.ui.internal.markers.FindingText;
import org.braid.ui.internal.markers.StoredFinding;
import org.eclipse.osgi.util.NLS;

/**
 * What the Interleaving view says about a row besides drawing it: the heading of the values
 * pane, the values, the source lines to reveal in the editor, and a one-line summary (for tests
 * and accessibility).
 */
final class RowText {

    private RowText() {
    }

    static String heading(StoredFinding finding, Row row, int index, int count) {
        return switch (row) {
            case Row.Step step -> {
                TraceStep shown = finding.steps().get(step.step());
                yield NLS.bind(RowCells.isFailingAssertion(finding, step) ? ViewMessages.InterleavingView_assertionStep
                        : ViewMessages.InterleavingView_step, new Object[] { index + 1, count,
                            label(finding, shown.thread()), shown.function(), where(shown) });
            }
            case Row.Library library -> NLS.bind(ViewMessages.InterleavingView_libraryStep, new Object[] {
                index + 1, count, label(finding, library.thread()), library.function(),
                library.last() - library.first() + 1 });
            case Row.Race race -> {
                StoredFinding.Location one = race.accesses().get(0);
                StoredFinding.Location two = race.accesses().get(1);
                yield NLS.bind(ViewMessages.InterleavingView_raceStep, new Object[] { index + 1, count,
                    access(finding, one), access(finding, two) });
            }
        };
    }

    /**
     * The values a row's step read and wrote. The failing assertion's step reads nothing of its
     * own (its condition was evaluated by the steps of the same line before it, e.g. the branch of
     * {@code assert(counter == 2)}), so it shows what those steps of its thread read.
     */
    static List<String> values(StoredFinding finding, Row row) {
        return switch (row) {
            case Row.Step step -> {
                List<String> own = finding.steps().get(step.step()).values();
                yield own.isEmpty() && RowCells.isFailingAssertion(finding, step) ? conditionValues(finding, step)
                        : own;
            }
            case Row.Library library -> finding.steps().get(library.last()).values();
            case Row.Race race -> List.of();
        };
    }

    /** The values read by the steps of the assertion's thread on its line right before it, in order. */
    private static List<String> conditionValues(StoredFinding finding, Row.Step step) {
        TraceStep failing = finding.steps().get(step.step());
        List<String> read = new ArrayList<>();
        for (int i = step.step() - 1; i >= 0; i--) {
            TraceStep before = finding.steps().get(i);
            if (before.thread() != failing.thread()) {
                continue;
            }
            if (before.line() != failing.line() || !before.file().equals(failing.file())) {
                break;
            }
            read.addAll(0, before.values().stream().filter(v -> !v.contains(" := ")).toList());
        }
        return read;
    }

    static String placeholder(StoredFinding finding, Row row) {
        return switch (row) {
            case Row.Race race -> ViewMessages.InterleavingView_raceValues;
            case Row.Step step -> RowCells.isFailingAssertion(finding, step) ? ViewMessages.InterleavingView_assertionValues
                    : ViewMessages.InterleavingView_noValues;
            case Row.Library library -> ViewMessages.InterleavingView_noValues;
        };
    }

    /**
     * The lines to mark in the editor: the step's; for a library row the thread's last user step
     * before it (the call into the library); for a race both accesses.
     */
    static List<CurrentStepMarker.Place> places(StoredFinding finding, Row row) {
        List<CurrentStepMarker.Place> places = new ArrayList<>();
        switch (row) {
            case Row.Step step -> places.add(place(finding.steps().get(step.step())));
            case Row.Library library -> {
                for (int i = library.first() - 1; i >= 0; i--) {
                    TraceStep before = finding.steps().get(i);
                    if (before.thread() == library.thread() && TraceRows.isUserStep(before)) {
                        places.add(place(before));
                        break;
                    }
                }
            }
            case Row.Race race -> race.accesses().forEach(access -> places.add(
                    new CurrentStepMarker.Place(access.file(), access.line(), access(finding, access))));
        }
        return places;
    }

    /**
     * E.g. {@code T2 19 int seen = counter;}, {@code T1 library pthread_mutex_lock 5}, {@code race T1
     * write 20, T2 read 19}; a named thread by its name ({@code Thread-0 7 count++;}).
     */
    static String summary(StoredFinding finding, Row row) {
        return switch (row) {
            case Row.Step step -> {
                TraceStep shown = finding.steps().get(step.step());
                yield label(finding, shown.thread()) + " " + shown.line() + " " + shown.text();
            }
            case Row.Library library -> label(finding, library.thread()) + " library " + library.function() + " "
                    + (library.last() - library.first() + 1);
            case Row.Race race -> "race " + race.accesses().stream()
                    .map(a -> label(finding, a.thread()) + " " + a.access() + " " + a.line())
                    .reduce((a, b) -> a + ", " + b).orElse("");
        };
    }

    /** The title of {@code thread}'s lane: {@code T1 increment}, {@code Thread-0 Worker.run()}. */
    static String laneTitle(StoredFinding finding, int thread) {
        return NLS.bind(ViewMessages.InterleavingView_lane, label(finding, thread), TraceRows.function(finding, thread));
    }

    /** A thread's label: its name ({@code Thread-0}, {@code main}) or {@code T1}. */
    private static String label(StoredFinding finding, int thread) {
        return FindingText.threadLabel(finding.threadNames(), thread);
    }

    private static String where(TraceStep step) {
        return TraceRows.isUserStep(step) ? NLS.bind(ViewMessages.InterleavingView_line, step.line())
                : step.line() > 0 ? step.file() + ":" + step.line() : step.file();
    }

    private static String access(StoredFinding finding, StoredFinding.Location access) {
        String kind = StoredFinding.Location.WRITE.equals(access.access()) ? ViewMessages.InterleavingView_writes
                : ViewMessages.InterleavingView_reads;
        return NLS.bind(ViewMessages.InterleavingView_access, new Object[] { label(finding, access.thread()), kind,
            access.line() });
    }

    private static CurrentStepMarker.Place place(TraceStep step) {
        return new CurrentStepMarker.Place(step.file(), step.line(), step.text());
    }
}
