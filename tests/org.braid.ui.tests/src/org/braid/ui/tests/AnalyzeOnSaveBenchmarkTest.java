package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.braid.c.CFrontEnd;
import org.braid.c.CFrontEndOptions;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.analysis.ResultCache;
import org.braid.ui.internal.handlers.ToggleAnalyzeOnSaveHandler;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.jface.text.IDocument;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * A benchmark, not a timed assertion; runs with {@code -Dbraid.benchmark=true}. Saves the
 * 284-line {@code telemetry-bench.c} (three threads, locks, a race) in a project with "Analyze
 * on Save": five cold saves (empty result cache: lowering and checking) and five warm saves (a
 * change outside the code: lowering, then the result from the cache), 1.5 s apart. Prints the medians of the
 * time from the save to the markers being updated, from the builder scheduling the analysis, and
 * of the analysis job alone, and of lowering the file alone; then five saves after a one-line
 * change in {@code main} (a new local variable), which make main's check run again.
 */
class AnalyzeOnSaveBenchmarkTest {
    private static final int RUNS = 5;

    /** When the last analysis job was scheduled (by the builder), started and ended, in ns. */
    private final Map<String, Long> times = new ConcurrentHashMap<>();

    @Test
    void coldAndWarmSaves() throws Exception {
        Assumptions.assumeTrue(Boolean.getBoolean("braid.benchmark"), "a benchmark: -Dbraid.benchmark=true");
        IFile file = UiTestSupport.project("benchmark", "telemetry.c", UiTestSupport.fixture("telemetry-bench.c"));
        ToggleAnalyzeOnSaveHandler.setAnalyzeOnSave(file.getProject(), true);
        UiTestSupport.waitForAnalysis();
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        ITextEditor editor = (ITextEditor) IDE.openEditor(page, file, "org.eclipse.ui.DefaultTextEditor");
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        int lines = document.getNumberOfLines() - 1;
        JobChangeAdapter listener = new JobChangeAdapter() {
            @Override
            public void scheduled(IJobChangeEvent event) {
                record(event, "scheduled");
            }

            @Override
            public void running(IJobChangeEvent event) {
                record(event, "running");
            }

            @Override
            public void done(IJobChangeEvent event) {
                record(event, "done");
            }
        };
        Job.getJobManager().addJobChangeListener(listener);
        try {
            List<long[]> cold = new ArrayList<>();
            for (int run = 0; run < RUNS; run++) {
                ResultCache.instance().clear();
                cold.add(save(editor, document));
            }
            assertEquals(List.of(Ids.RACE_MARKER + "|telemetry.c|193|1|Data race on control.stopping: read in "
                    + "sampler and write in request_stop (up to 4 threads, 1 pending at a time)",
                    Ids.RACE_MARKER + "|telemetry.c|230|1|Data race on control.stopping: read in sampler and "
                    + "write in request_stop (up to 4 threads, 1 pending at a time)"),
                    UiTestSupport.markers(file));
            long checks = ResultCache.instance().misses();
            List<long[]> warm = new ArrayList<>();
            for (int run = 0; run < RUNS; run++) {
                warm.add(save(editor, document));
            }
            assertEquals(checks, ResultCache.instance().misses(), "warm saves do not run the checker");
            List<long[]> edited = new ArrayList<>();
            for (int run = 0; run < RUNS; run++) {
                edited.add(save(editor, document, () -> {
                    int body = document.get().indexOf("int main(void)\n{\n") + "int main(void)\n{\n".length();
                    document.replace(body, 0, "    volatile int edit" + System.nanoTime() % 1000 + " = 1;\n");
                }));
            }
            List<Long> lowering = new ArrayList<>();
            Path path = file.getLocation().toPath();
            for (int run = 0; run < RUNS; run++) {
                long start = System.nanoTime();
                CFrontEnd.lower(List.of(path), CFrontEndOptions.defaults());
                lowering.add((System.nanoTime() - start) / 1_000_000);
            }
            System.err.printf("Braid analyze-on-save benchmark, telemetry.c (%d lines): cold %d ms, warm %d ms "
                    + "(median of %d, from the save to the markers updated)%n", lines,
                    median(cold, 0), median(warm, 0), RUNS);
            System.err.printf("  from the builder scheduling the analysis: cold %d ms, warm %d ms; the analysis job "
                    + "alone: cold %d ms, warm %d ms; lowering the file alone: %d ms%n", median(cold, 1),
                    median(warm, 1), median(cold, 2), median(warm, 2), lowering.stream().sorted().toList()
                            .get(RUNS / 2));
            System.err.printf("  after a one-line change in main (a new local: main's check runs again, warm JIT): "
                    + "%d ms from the save, %d ms the analysis job%n", median(edited, 0), median(edited, 2));
        } finally {
            Job.getJobManager().removeJobChangeListener(listener);
            page.closeEditor(editor, false);
            file.getProject().delete(true, true, null);
        }
    }

    private void record(IJobChangeEvent event, String what) {
        if (event.getJob() instanceof AnalysisJob) {
            times.put(what, System.nanoTime());
        }
    }

    /**
     * Saves a change outside the code 1.5 s after the last analysis (as after some editing: the
     * workspace delays an auto-build that follows the last one within a second); returns ms from
     * the save, from the builder scheduling the analysis, and of the analysis job.
     */
    private long[] save(ITextEditor editor, IDocument document) throws Exception {
        return save(editor, document, () -> document.replace(document.getLength(), 0, "\n"));
    }

    /** As {@link #save(ITextEditor, IDocument)}, after {@code edit} changed the document. */
    private long[] save(ITextEditor editor, IDocument document, Edit edit) throws Exception {
        UiTestSupport.spin(1_500);
        times.clear();
        edit.apply();
        long start = System.nanoTime();
        editor.doSave(null);
        UiTestSupport.waitForAnalysis();
        long done = times.get("done");
        return new long[] { (done - start) / 1_000_000, (done - times.get("scheduled")) / 1_000_000,
            (done - times.get("running")) / 1_000_000 };
    }

    @FunctionalInterface
    private interface Edit {
        void apply() throws Exception;
    }

    private static long median(List<long[]> runs, int which) {
        return runs.stream().mapToLong(run -> run[which]).sorted().toArray()[runs.size() / 2];
    }
}
