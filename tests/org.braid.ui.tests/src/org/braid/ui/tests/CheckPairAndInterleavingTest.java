package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.handlers.FindingsUi;
import org.braid.ui.internal.markers.StoredFinding;
import org.braid.ui.internal.views.InterleavingView;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.expressions.IEvaluationContext;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.ISources;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

/**
 * "Check Entry-Point Pair" through the command service: markers and the Interleaving view on the
 * race; then stepping through the assertion's trace of {@code main} moves the current row, its
 * lane, the values pane and the editor selection.
 */
class CheckPairAndInterleavingTest {
    @Test
    void pairCheckShowsTheRaceOnTheRacingNextSteps() throws Exception {
        IFile file = UiTestSupport.project("pair", "lost-update.c", UiTestSupport.fixture("lost-update-unsafe.c"));
        ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
        IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        ParameterizedCommand command = ParameterizedCommand.generateCommand(
                commands.getCommand(Ids.CHECK_PAIR_COMMAND),
                Map.of(Ids.CHECK_PAIR_FILE, file.getFullPath().toString(), Ids.CHECK_PAIR_FIRST, "increment",
                        Ids.CHECK_PAIR_SECOND, "increment"));
        IEvaluationContext context = handlers.createContextSnapshot(false);
        context.addVariable(ISources.ACTIVE_CURRENT_SELECTION_NAME, new StructuredSelection(file));
        AnalysisJob job = assertInstanceOf(AnalysisJob.class, handlers.executeCommandInContext(command, null, context),
                "enabled with the C file selected");
        job.join();
        UiTestSupport.waitForAnalysis();

        assertEquals(List.of(
                Ids.RACE_MARKER + "|lost-update.c|19|1|Data race on counter: read in increment and write in "
                        + "increment (up to 4 threads, 1 pending at a time)",
                Ids.RACE_MARKER + "|lost-update.c|20|1|Data race on counter: read in increment and write in "
                        + "increment (up to 4 threads, 1 pending at a time)",
                Ids.RACE_MARKER + "|lost-update.c|20|1|Data race on counter: write in increment and write in "
                        + "increment (up to 4 threads, 1 pending at a time)"),
                UiTestSupport.markers(file).stream().filter(m -> m.contains("increment and")).toList());

        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        InterleavingView view = assertInstanceOf(InterleavingView.class, page.findView(Ids.INTERLEAVING_VIEW));
        StoredFinding finding = view.finding();
        assertEquals(StoredFinding.RACE, finding.kind());
        assertEquals("Data race on counter: read in increment and write in increment (up to 4 threads, 1 pending at a time)",
                finding.message(), "the accesses in source order");
        assertEquals(List.of("T1 increment", "T2 increment"), view.laneTitles(),
                "the harness's thread 0 only runs Braid's set-up code, which is hidden");
        assertEquals(List.of("T1 19 int seen = counter;",
                "race T2 read 19, T1 write 20"), view.rowSummaries());
        assertEquals(1, view.currentRow(), "the race is selected");
        assertEquals("Step 2 of 2: data race. The next steps of both threads access the same location: "
                + "T2 reads at line 19, T1 writes at line 20.", view.valuesHeading());
        assertEquals(List.of(), view.valuesShown());
        assertEquals("(the racing steps have not run yet)", view.valuesHint());
        assertEquals(19, editorLine(page), "the editor shows the first racing access");

        view.setShowAllSteps(true);
        assertEquals(finding.steps().size() + 1, view.rowSummaries().size(), "every step, then the race");
        assertEquals("T0 0 __braid_obj0 = alloc_zeroed 64:u64;", view.rowSummaries().get(0));
        assertEquals(finding.steps().size(), view.currentRow(), "the race stays selected");
        view.setShowAllSteps(false);
        assertEquals(2, view.rowSummaries().size());
        file.getProject().delete(true, true, null);
    }

    @Test
    void aPairCheckThatFindsNothingSaysSoWithItsBounds() throws Exception {
        IFile file = UiTestSupport.project("pair-clean", "locked.c", UiTestSupport.fixture("lost-update-locked-safe.c"));
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        org.braid.ui.internal.handlers.CheckPairHandler.check(page, file, "increment", "increment").join();
        UiTestSupport.waitForAnalysis();
        InterleavingView view = assertInstanceOf(InterleavingView.class, page.findView(Ids.INTERLEAVING_VIEW));
        assertEquals("Braid pair:increment,increment: No violation within bounds (complete; up to 4 threads, 1 pending at a time, "
                + "loops unwound 2 times)", view.emptyText());
        FindingsUi.show(page, List.of(), 0);
        assertEquals("No interleaving selected.", view.emptyText(), "showing other findings resets the outcome");
        file.getProject().delete(true, true, null);
    }

    @Test
    void steppingThroughTheAssertionFollowsTheTraceInTheEditor() throws Exception {
        IFile file = UiTestSupport.project("stepping", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        IMarker assertion = file.findMarkers(Ids.ASSERTION_MARKER, false, IResource.DEPTH_ZERO)[0];
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        InterleavingView view = FindingsUi.show(page, assertion);

        assertEquals("Assertion fails in main: assert(counter == 2); (up to 4 threads, 1 pending at a time)",
                view.finding().message());
        assertEquals(List.of("T0 main", "T1 increment", "T2 increment"), view.laneTitles());
        assertEquals(List.of(
                "T0 28 pthread_create(&first, NULL, increment, NULL);",
                "T0 29 pthread_create(&second, NULL, increment, NULL);",
                "T2 19 int seen = counter;",
                "T1 19 int seen = counter;",
                "T1 20 counter = seen + 1;",
                "T1 21 return arg;",
                "T2 20 counter = seen + 1;",
                "T2 21 return arg;",
                "T0 30 pthread_join(first, NULL);",
                "T0 31 pthread_join(second, NULL);",
                "T0 32 assert(counter == 2);",
                "T0 32 assert(counter == 2);"), view.rowSummaries(),
                "Braid's set-up and the pthread model's steps are hidden or folded into the user's steps");
        assertEquals(11, view.currentRow(), "the failing assertion is selected");

        IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        page.activate(view);
        view.first();
        assertRow(view, page, 0, 0, 28);
        handlers.executeCommand(Ids.STEP_FORWARD_COMMAND, null);
        assertRow(view, page, 1, 0, 29);
        handlers.executeCommand(Ids.STEP_FORWARD_COMMAND, null);
        assertRow(view, page, 2, 2, 19);
        assertEquals("Step 3 of 12: T2 in increment, line 19", view.valuesHeading());
        assertEquals(List.of("counter|read|0", "seen|written|0"), view.valuesShown());
        assertEquals("", view.valuesHint());
        handlers.executeCommand(Ids.STEP_FORWARD_COMMAND, null);
        assertRow(view, page, 3, 1, 19);
        view.selectRow(5);
        assertEquals("Step 6 of 12: T1 in increment, line 21", view.valuesHeading());
        assertEquals(List.of("arg|read|null"), view.valuesShown(),
                "the pthread model's temporary that receives the result (tmp.1 := null) is not shown");
        view.selectRow(3);
        handlers.executeCommand(Ids.STEP_BACK_COMMAND, null);
        assertRow(view, page, 2, 2, 19);
        handlers.executeCommand(Ids.STEP_LAST_COMMAND, null);
        assertRow(view, page, 11, 0, 32);
        assertEquals("Step 12 of 12: T0 in main, line 32: the assertion fails.", view.valuesHeading(),
                "the failing assertion's row says so");
        assertEquals(List.of("counter|read|1"), view.valuesShown(),
                "the failing step shows what its condition read (at the step before, on the same line)");
        assertEquals("", view.valuesHint());
        handlers.executeCommand(Ids.STEP_BACK_COMMAND, null);
        assertRow(view, page, 10, 0, 32);
        assertEquals("Step 11 of 12: T0 in main, line 32", view.valuesHeading());
        assertEquals(List.of("counter|read|1"), view.valuesShown());
        handlers.executeCommand(Ids.STEP_FIRST_COMMAND, null);
        assertRow(view, page, 0, 0, 28);
        file.getProject().delete(true, true, null);
    }

    private static int editorLine(IWorkbenchPage page) {
        ITextEditor text = assertInstanceOf(ITextEditor.class, page.getActiveEditor());
        return ((ITextSelection) text.getSelectionProvider().getSelection()).getStartLine() + 1;
    }

    private static void assertRow(InterleavingView view, IWorkbenchPage page, int row, int lane, int line)
            throws Exception {
        UiTestSupport.spin(50);
        assertEquals(row, view.currentRow());
        assertEquals(lane, view.currentLane());
        assertEquals(line, editorLine(page), "the editor shows the row's line");
    }
}
