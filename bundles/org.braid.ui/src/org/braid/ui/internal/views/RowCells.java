package org.braid.ui.internal.views;

import java.util.ArrayList;
import java.util.List;

import org.braid.core.TraceStep;
import org.braid.ui.internal.markers.StoredFinding;
import org.eclipse.osgi.util.NLS;

/** The cells the swimlanes draw for a row: what text in which lane, and how. */
final class RowCells {

    /** How a cell's text is drawn. */
    enum Style {
        /** A step of the user's code. */
        PLAIN,
        /** A step outside the user's code (shown with "Show All Steps"), or a library row. */
        DIMMED,
        /** The failing assertion or a racing access: bold on a tinted, framed cell. */
        MARKED
    }

    /**
     * One cell.
     *
     * @param lane the lane (column) index
     * @param text the text
     * @param style how to draw it
     */
    record Cell(int lane, String text, Style style) {
    }

    private RowCells() {
    }

    static List<Cell> of(StoredFinding finding, TraceRows rows, Row row) {
        List<Cell> cells = new ArrayList<>();
        switch (row) {
            case Row.Step step -> {
                TraceStep shown = finding.steps().get(step.step());
                boolean user = TraceRows.isUserStep(shown);
                String text = user ? shown.line() + "   " + shown.text()
                        : NLS.bind(ViewMessages.InterleavingView_otherStep, place(shown), shown.text());
                Style style = isFailingAssertion(finding, step) ? Style.MARKED : user ? Style.PLAIN : Style.DIMMED;
                cells.add(new Cell(rows.lanes().indexOf(step.thread()), text, style));
            }
            case Row.Library library -> cells.add(new Cell(rows.lanes().indexOf(library.thread()),
                    NLS.bind(ViewMessages.InterleavingView_library, library.function(),
                            library.last() - library.first() + 1), Style.DIMMED));
            case Row.Race race -> {
                for (StoredFinding.Location access : race.accesses()) {
                    String kind = StoredFinding.Location.WRITE.equals(access.access())
                            ? ViewMessages.InterleavingView_write : ViewMessages.InterleavingView_read;
                    String text = NLS.bind(ViewMessages.InterleavingView_raceCell, new Object[] { access.line(),
                        access.text() == null ? "" : access.text(), kind });
                    cells.add(new Cell(rows.lanes().indexOf(access.thread()), text, Style.MARKED));
                }
            }
        }
        return cells;
    }

    /** Whether {@code step} stands for the failing assertion of {@code finding}. */
    static boolean isFailingAssertion(StoredFinding finding, Row.Step step) {
        return !finding.isRace() && finding.highlights().stream().map(finding::stepOf)
                .anyMatch(index -> index >= step.first() && index <= step.last());
    }

    /** {@code pthread_mutex.c:87} for a model step, {@code <braid>} for a harness step. */
    private static String place(TraceStep step) {
        String file = step.file();
        String name = file.substring(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
        return step.line() > 0 ? name + ":" + step.line() : file;
    }
}
