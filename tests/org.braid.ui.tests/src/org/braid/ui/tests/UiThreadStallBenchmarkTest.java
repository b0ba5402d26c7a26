package org.braid.ui.tests;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.debug.TraceDebugTarget;
import org.braid.ui.internal.findings.FindingsByFileView;
import org.braid.ui.internal.handlers.FindingsUi;
import org.braid.ui.internal.handlers.ToggleAnalyzeOnSaveHandler;
import org.braid.ui.internal.shell.GettingStartedView;
import org.braid.ui.internal.suppress.SuppressResolutions;
import org.braid.ui.internal.views.FindingsView;
import org.braid.ui.internal.views.InterleavingView;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * A benchmark, not a timed assertion; runs with {@code -Dbraid.benchmark=true}. Measures how
 * long Braid keeps the UI thread busy: a 1 ms timer on the UI thread notes each time it fires,
 * and the longest gap between two firings during an action is the longest stall (the UI does not
 * repaint or react to input during it). Actions on the 284-line {@code telemetry-bench.c}: a
 * save with analysis on save until the markers are updated (the check runs in a job), showing a
 * finding in the Interleaving view, stepping through it, starting a debug session and stepping
 * it, opening the Findings view, opening Findings by File until it lists the findings and Getting
 * Started (each closed again, and the platform's Properties view opened and closed as a
 * baseline), and suppressing a race by the quick fix (the reason prompt
 * answered at once). Prints the longest stall of each action, median of five runs.
 */
class UiThreadStallBenchmarkTest {
    private static final int RUNS = 5;

    private final AtomicLong lastTick = new AtomicLong();
    private final AtomicLong longest = new AtomicLong();
    private volatile boolean ticking;

    @Test
    void longestUiThreadStalls() throws Exception {
        Assumptions.assumeTrue(Boolean.getBoolean("braid.benchmark"), "a benchmark: -Dbraid.benchmark=true");
        Display display = Display.getCurrent();
        startTicking(display);
        Map<String, List<Long>> stalls = new LinkedHashMap<>();
        try {
            for (int run = 0; run < RUNS; run++) {
                IFile file = UiTestSupport.project("stalls", "telemetry.c", UiTestSupport.fixture("telemetry-bench.c"));
                ToggleAnalyzeOnSaveHandler.setAnalyzeOnSave(file.getProject(), true);
                UiTestSupport.waitForAnalysis();
                IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
                ITextEditor editor = (ITextEditor) IDE.openEditor(page, file);
                IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());

                measure(stalls, "save, analysis on save until the markers are updated", () -> {
                    document.replace(document.getLength(), 0, "\n/* edit " + System.nanoTime() + " */\n");
                    editor.doSave(null);
                    UiTestSupport.waitForAnalysis();
                });
                IMarker race = file.findMarkers(Ids.RACE_MARKER, false, IResource.DEPTH_ZERO)[0];
                InterleavingView[] view = new InterleavingView[1];
                measure(stalls, "show a finding in the Interleaving view", () -> view[0] = FindingsUi.show(page, race));
                measure(stalls, "step forward through it (up to 20 rows)", () -> {
                    view[0].first();
                    for (int i = 0; i < 20; i++) {
                        view[0].forward();
                        UiTestSupport.spin(5);
                    }
                });
                IMarkerResolution debug = Arrays.stream(IDE.getMarkerHelpRegistry().getResolutions(race))
                        .filter(r -> r.getLabel().equals("Debug interleaving")).findFirst().orElseThrow();
                measure(stalls, "start a debug session", () -> {
                    debug.run(race);
                    UiTestSupport.spin(300);
                });
                TraceDebugTarget target = Arrays.stream(DebugPlugin.getDefault().getLaunchManager().getDebugTargets())
                        .filter(TraceDebugTarget.class::isInstance).map(TraceDebugTarget.class::cast).findFirst()
                        .orElseThrow();
                measure(stalls, "step the debug session (10 Step Over)", () -> {
                    for (int i = 0; i < 10; i++) {
                        target.currentThread().stepOver();
                        UiTestSupport.spin(20);
                    }
                });
                target.terminate();
                DebugPlugin.getDefault().getLaunchManager().removeLaunch(target.getLaunch());
                measure(stalls, "open the Braid Findings view", () -> {
                    page.showView(FindingsView.ID);
                    UiTestSupport.spin(300);
                });
                measure(stalls, "open Braid Findings by File until it lists the findings, close it", () -> {
                    FindingsByFileView byFile = (FindingsByFileView) page.showView(FindingsByFileView.ID);
                    long deadline = System.currentTimeMillis() + 10_000;
                    while ((byFile.getContentDescription().isEmpty() || byFile.getContentDescription().startsWith("0 of"))
                            && System.currentTimeMillis() < deadline) {
                        UiTestSupport.spin(10);
                    }
                    page.hideView(byFile);
                });
                measure(stalls, "open and close the platform's Properties view (a baseline)", () -> {
                    page.hideView(page.showView("org.eclipse.ui.views.PropertySheet"));
                    UiTestSupport.spin(50);
                });
                measure(stalls, "open and close Braid Getting Started", () -> {
                    page.hideView(page.showView(GettingStartedView.ID));
                    UiTestSupport.spin(50);
                });
                SuppressResolutions.usePrompt(what -> Optional.of("benchmark"));
                IMarkerResolution suppress = Arrays.stream(IDE.getMarkerHelpRegistry().getResolutions(race))
                        .filter(r -> r.getLabel().startsWith("Suppress in")).findFirst().orElseThrow();
                measure(stalls, "suppress a race by the quick fix until the markers are updated", () -> {
                    suppress.run(race);
                    UiTestSupport.waitForAnalysis();
                });
                SuppressResolutions.usePrompt(null);
                page.closeAllEditors(false);
                file.getProject().delete(true, true, null);
            }
        } finally {
            ticking = false;
        }
        System.out.println("Longest UI-thread stall per action, median of " + RUNS + " runs (all runs):");
        stalls.forEach((action, values) -> {
            List<Long> sorted = values.stream().sorted().toList();
            System.out.println(String.format(Locale.ROOT, "  %-64s %5d ms  %s", action, sorted.get(sorted.size() / 2),
                    values));
        });
    }

    /** A 1 ms timer on the UI thread that notes the longest gap between its firings. */
    private void startTicking(Display display) {
        ticking = true;
        lastTick.set(System.nanoTime());
        Runnable[] tick = new Runnable[1];
        tick[0] = () -> {
            long now = System.nanoTime();
            longest.accumulateAndGet(now - lastTick.getAndSet(now), Math::max);
            if (ticking) {
                display.timerExec(1, tick[0]);
            }
        };
        display.timerExec(1, tick[0]);
    }

    private void measure(Map<String, List<Long>> stalls, String action, Step step) throws Exception {
        UiTestSupport.spin(50);
        lastTick.set(System.nanoTime());
        longest.set(0);
        step.run();
        UiTestSupport.spin(50);
        stalls.computeIfAbsent(action, a -> new ArrayList<>()).add(longest.get() / 1_000_000);
    }

    @FunctionalInterface
    private interface Step {
        void run() throws Exception;
    }
}
