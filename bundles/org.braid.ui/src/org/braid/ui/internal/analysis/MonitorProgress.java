package org.braid.ui.internal.analysis;

import java.text.NumberFormat;
import java.util.Set;

import org.braid.core.AssertionFinding;
import org.braid.core.CheckProgress;
import org.braid.core.DataRaceFinding;
import org.braid.core.DeadlockFinding;
import org.braid.core.Finding;
import org.braid.core.Property;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.osgi.util.NLS;

/**
 * Shows the engine's {@link CheckProgress} of one harness in an Eclipse progress monitor: each
 * phase becomes the sub-task text ({@code lost-update.c, main: races, run 2 of at most 32,
 * solving 57,111 clauses (1 found)}), and the worked amount moves: the harness's share is split
 * evenly among the searches of the check (races, and the assertion properties together), and each
 * run of a search takes a quarter of what is left of the search's share (the number of runs is not known in advance; most properties need one
 * to three). Never throws {@code OperationCanceledException}: the engine polls
 * {@link MonitorCancellation} and stops by itself. Used on the job's thread only.
 */
final class MonitorProgress implements CheckProgress {
    private final SubMonitor monitor;
    private final String file;
    private final String harnessName;
    /** The harness as shown: its name, and while both engines run, the engine of the event. */
    private String harness;
    private final NumberFormat numbers = NumberFormat.getIntegerInstance();
    private SubMonitor property;
    private int maxRuns;
    private int found;

    /**
     * @param monitor the harness's share of the file's progress
     * @param properties how many searches the check runs ({@link org.braid.core.CheckOptions#searches()})
     */
    MonitorProgress(SubMonitor monitor, int properties, String file, String harness) {
        this.monitor = monitor;
        this.file = file;
        this.harnessName = harness;
        this.harness = harness;
        this.property = monitor.setWorkRemaining(Math.max(1, properties)).newChild(0);
    }

    @Override
    public void report(Event event) {
        switch (event) {
            case PropertyStarted e -> {
                property = monitor.newChild(1);
                show(AnalysisMessages.AnalysisProgress_property, e.properties(), 0, "");
            }
            case RunStarted e -> {
                found = e.found();
                maxRuns = e.maxRuns();
                property.setWorkRemaining(4);
                property.worked(1);
                // One encoding per property: only the first run builds the formula, later ones ask
                // the same solver again.
                show(e.run() == 1 ? AnalysisMessages.AnalysisProgress_run : AnalysisMessages.AnalysisProgress_nextRun,
                        e.properties(), e.run(), "");
            }
            case Solving e -> show(AnalysisMessages.AnalysisProgress_solving, e.properties(), e.run(),
                    numbers.format(e.clauses()));
            case Replaying e -> show(AnalysisMessages.AnalysisProgress_replaying, e.properties(), e.run(), "");
            case FindingConfirmed e -> {
                found++;
                show(AnalysisMessages.AnalysisProgress_confirmed, e.properties(), e.run(), describe(e.finding()));
            }
            case Deepening e -> monitor.subTask(NLS.bind(AnalysisMessages.AnalysisProgress_deepening,
                    new Object[] { file, harness, numbers.format(e.unwind()) }));
            case Exploring e -> monitor.subTask(NLS.bind(AnalysisMessages.AnalysisProgress_exploring,
                    new Object[] { file, harness, numbers.format(e.executions()), numbers.format(e.pending()),
                        numbers.format(e.pruned()), numbers.format(e.found()) }));
            case RaceCandidates e -> monitor.subTask(e.locations().isEmpty() && !e.heap()
                    ? NLS.bind(AnalysisMessages.AnalysisProgress_noCandidates, file, harness)
                    : NLS.bind(AnalysisMessages.AnalysisProgress_candidates, new Object[] { file, harness,
                        candidates(e) }));
            case OfEngine e -> {
                harness = NLS.bind(AnalysisMessages.AnalysisProgress_engine, harnessName,
                        e.engine().key().toUpperCase(java.util.Locale.ROOT));
                report(e.event());
                harness = harnessName;
            }
        }
    }

    /**
     * Arguments: {0} file, {1} harness, {2} what the search looks for ({@code races},
     * {@code assertions and uncaught exceptions}), {3} run, {4} most runs, {5} found so far, {6} detail.
     */
    private void show(String template, Set<Property> checked, int run, String detail) {
        String names = null;
        for (Property property : checked) {
            String name = switch (property) {
                case RACE -> AnalysisMessages.AnalysisProgress_races;
                case ASSERT -> AnalysisMessages.AnalysisProgress_assertions;
                case EXCEPTION -> AnalysisMessages.AnalysisProgress_exceptions;
            };
            names = names == null ? name : NLS.bind(AnalysisMessages.AnalysisProgress_and, names, name);
        }
        monitor.subTask(NLS.bind(template, new Object[] { file, harness, names, numbers.format(run),
            numbers.format(maxRuns), numbers.format(found), detail }));
    }

    private static String candidates(RaceCandidates e) {
        String globals = String.join(", ", e.locations());
        return !e.heap() ? globals : globals.isEmpty() ? AnalysisMessages.AnalysisProgress_heap
            : NLS.bind(AnalysisMessages.AnalysisProgress_globalsAndHeap, globals);
    }

    private static String describe(Finding finding) {
        return switch (finding) {
            case DataRaceFinding race -> NLS.bind(AnalysisMessages.AnalysisProgress_race, race.target());
            case AssertionFinding exception when exception.uncaughtException() -> NLS.bind(
                    AnalysisMessages.AnalysisProgress_exception, exception.line());
            case AssertionFinding assertion -> NLS.bind(AnalysisMessages.AnalysisProgress_assertion,
                    assertion.line());
            case DeadlockFinding deadlock -> NLS.bind(AnalysisMessages.AnalysisProgress_deadlock, deadlock.line());
        };
    }
}
