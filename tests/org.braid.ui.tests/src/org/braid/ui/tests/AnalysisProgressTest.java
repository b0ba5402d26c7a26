package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import org.braid.core.CheckOption;
import org.braid.core.Property;
import org.braid.ui.internal.analysis.FileAnalysis;
import org.braid.ui.internal.analysis.ResultCache;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.junit.jupiter.api.Test;

/**
 * A file's check shows what the engine is doing as the progress monitor's sub-task (property,
 * run, solving with the formula size, replay, confirmed finding) and moves the worked amount per
 * property and per run.
 */
class AnalysisProgressTest {

    /** Records every sub-task with the percentage of the work done when it was first shown. */
    private static final class RecordingMonitor extends NullProgressMonitor {
        final Map<String, Double> subTasks = new LinkedHashMap<>();
        final List<String> order = new ArrayList<>();
        double total = 1;
        double worked;

        @Override
        public void beginTask(String name, int totalWork) {
            total = totalWork;
        }

        @Override
        public void subTask(String name) {
            order.add(name);
            subTasks.putIfAbsent(name, 100 * worked / total);
        }

        @Override
        public void worked(int work) {
            internalWorked(work);
        }

        @Override
        public void internalWorked(double work) {
            worked += work;
        }
    }

    @Test
    void subTasksNameThePropertyTheRunAndTheSolverInOrder() throws Exception {
        IFile file = UiTestSupport.project("progress", "lost-update.c", UiTestSupport.fixture("lost-update-unsafe.c"));
        UiTestSupport.waitForAnalysis();
        ResultCache.instance().clear();
        RecordingMonitor monitor = new RecordingMonitor();
        FileAnalysis.Report report = new FileAnalysis(file).run(List.of(), SubMonitor.convert(monitor, 100));
        assertEquals(Set.of("main"), report.findings().keySet());

        String prefix = "lost-update.c, main: ";
        List<String> expected = List.of(
                prefix + "assertions",
                prefix + "assertions, run 1 of at most 32, encoding \\(0 found\\)",
                prefix + "assertions, run 1 of at most 32, solving [0-9][0-9,.]* clauses \\(0 found\\)",
                prefix + "assertions, run 1 of at most 32, replaying a counterexample \\(0 found\\)",
                prefix + "assertions, run 1 of at most 32, confirmed assertion violated at line 32 \\(1 found\\)",
                prefix + "assertions, run 2 of at most 32, asking again without the findings \\(1 found\\)",
                prefix + "races",
                prefix + "races, run 1 of at most 32, encoding \\(1 found\\)",
                prefix + "races, run 1 of at most 32, solving [0-9][0-9,.]* clauses \\(1 found\\)",
                prefix + "races, run 1 of at most 32, replaying a counterexample \\(1 found\\)",
                prefix + "races, run 1 of at most 32, confirmed data race on 'counter' \\(2 found\\)",
                prefix + "races, run 2 of at most 32, asking again without the findings \\(2 found\\)");
        int next = 0;
        for (String seen : monitor.order) {
            if (next < expected.size() && Pattern.matches(expected.get(next), seen)) {
                next++;
            }
        }
        assertEquals(expected.size(), next, "first missing: " + (next < expected.size() ? expected.get(next) : "")
                + " in " + monitor.order);

        assertEquals(12.5, monitor.subTasks.get(prefix + "assertions, run 1 of at most 32, encoding (0 found)"), 1e-6,
                "the first run takes a quarter of the assertions' half of the file");
        assertEquals(50.0, monitor.subTasks.get(prefix + "races"), 1e-6, "the assertions' half is done");
        assertEquals(50.0 + 12.5 + 9.375, monitor.subTasks.get(prefix
                + "races, run 2 of at most 32, asking again without the findings (2 found)"),
                0.1, "each run takes a quarter of what is left of the races' half (in whole ticks of 1/1000)");
        file.getProject().delete(true, true, null);
    }

    /**
     * With only uncaught exceptions selected, the one search is named for them, the confirmed
     * finding too: never "assertions".
     */
    @Test
    void aSearchOfUncaughtExceptionsAloneIsNamedForThem() throws Exception {
        IFile file = UiTestSupport.project("progress-exceptions", "NpeInSynchronized.java",
                UiTestSupport.fixture("NpeInSynchronized.java"));
        UiTestSupport.waitForAnalysis();
        ResultCache.instance().clear();
        BraidPreferences.store().setValue(CheckOption.PROPERTIES.key(), Property.EXCEPTION.key());
        RecordingMonitor monitor = new RecordingMonitor();
        try {
            new FileAnalysis(file).run(List.of(), SubMonitor.convert(monitor, 100));
        } finally {
            BraidPreferences.store().setToDefault(CheckOption.PROPERTIES.key());
        }
        String prefix = "NpeInSynchronized.java, main: ";
        assertEquals(List.of(
                "main",
                prefix + "uncaught exceptions",
                prefix + "uncaught exceptions, run 1 of at most 32, encoding (0 found)",
                prefix + "uncaught exceptions, run 1 of at most 32, replaying a counterexample (0 found)",
                prefix + "uncaught exceptions, run 1 of at most 32, confirmed uncaught exception at line 10 (1 found)",
                prefix + "uncaught exceptions, run 2 of at most 32, asking again without the findings (1 found)"),
                monitor.order.stream().filter(task -> !task.contains("solving")).toList());
        file.getProject().delete(true, true, null);
    }
}
