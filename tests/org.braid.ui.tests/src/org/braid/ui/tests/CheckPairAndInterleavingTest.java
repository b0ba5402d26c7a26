package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.Map;

import org.braid.core.TraceStep;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.markers.StoredFinding;
import org.braid.ui.internal.views.InterleavingView;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

/**
 * "Check Entry-Point Pair" through the command service: markers and the Interleaving view; then
 * stepping through the trace moves the current step, its lane and the editor selection.
 */
class CheckPairAndInterleavingTest {

    @Test
    void pairCheckShowsTheRaceAndSteppingFollowsTheTrace() throws Exception {
        IFile file = UiTestSupport.project("pair", "lost-update.c", UiTestSupport.fixture("lost-update-unsafe.c"));
        ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
        IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        ParameterizedCommand command = ParameterizedCommand.generateCommand(
                commands.getCommand(Ids.CHECK_PAIR_COMMAND),
                Map.of(Ids.CHECK_PAIR_FILE, file.getFullPath().toString(), Ids.CHECK_PAIR_FIRST, "increment",
                        Ids.CHECK_PAIR_SECOND, "increment"));
        AnalysisJob job = assertInstanceOf(AnalysisJob.class, handlers.executeCommand(command, null));
        job.join();
        UiTestSupport.waitForAnalysis();

        assertEquals(List.of(
                Ids.RACE_MARKER + "|lost-update.c|19|1|Data race on `counter`: read in increment \u2016 write in "
                        + "increment (KISS, MAX=1)",
                Ids.RACE_MARKER + "|lost-update.c|20|1|Data race on `counter`: read in increment \u2016 write in "
                        + "increment (KISS, MAX=1)",
                Ids.RACE_MARKER + "|lost-update.c|20|1|Data race on `counter`: write in increment \u2016 write in "
                        + "increment (KISS, MAX=1)"),
                UiTestSupport.markers(file).stream().filter(m -> m.contains("increment \u2016")).toList(),
                () -> "all markers: " + markersOf(file));

        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        InterleavingView view = assertInstanceOf(InterleavingView.class, page.findView(Ids.INTERLEAVING_VIEW));
        StoredFinding finding = view.finding();
        assertEquals(StoredFinding.RACE, finding.kind());
        assertEquals("Data race on `counter`: write in increment \u2016 read in increment (KISS, MAX=1)",
                finding.message());

        page.activate(view);
        view.first();
        assertStep(view, page, 0);
        handlers.executeCommand(Ids.STEP_FORWARD_COMMAND, null);
        assertStep(view, page, 1);
        handlers.executeCommand(Ids.STEP_FORWARD_COMMAND, null);
        assertStep(view, page, 2);
        handlers.executeCommand(Ids.STEP_BACK_COMMAND, null);
        assertStep(view, page, 1);
        handlers.executeCommand(Ids.STEP_LAST_COMMAND, null);
        assertStep(view, page, finding.steps().size() - 1);
        view.selectStep(finding.steps().size() / 2);
        page.activate(view);
        UiTestSupport.screenshot(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(),
                "interleaving.png");
        System.err.println("TRACE " + finding.steps());
    }

    private static List<String> markersOf(IFile file) {
        try {
            return UiTestSupport.markers(file);
        } catch (org.eclipse.core.runtime.CoreException e) {
            return List.of(e.toString());
        }
    }

    private static void assertStep(InterleavingView view, IWorkbenchPage page, int expected) throws Exception {
        UiTestSupport.spin(50);
        assertEquals(expected, view.currentStep());
        TraceStep step = view.finding().steps().get(expected);
        assertEquals(view.finding().threads().stream().sorted().toList().indexOf(step.thread()), view.currentLane());
        if (step.line() > 0) {
            IEditorPart editor = page.getActiveEditor();
            ITextEditor text = assertInstanceOf(ITextEditor.class, editor);
            ITextSelection selection = (ITextSelection) text.getSelectionProvider().getSelection();
            assertEquals(step.line(), selection.getStartLine() + 1, "editor shows the step's line");
        }
    }
}
