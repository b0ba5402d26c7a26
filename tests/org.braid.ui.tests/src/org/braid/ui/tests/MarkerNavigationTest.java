package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.handlers.FindingsUi;
import org.braid.ui.internal.views.InterleavingView;
import org.eclipse.core.expressions.IEvaluationContext;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.ISources;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.IShowInTarget;
import org.eclipse.ui.part.ShowInContext;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

/**
 * From a Braid marker to its interleaving: selecting the marker in the Problems view while the
 * Interleaving view is open (so a double-click, which opens the editor, also shows it), "Show In
 * &gt; Braid Interleaving", the "Show Interleaving" command on a selected marker, and the quick fix
 * "Show interleaving" (Ctrl+1) on race and assertion markers; and back: findings whose markers
 * a fix removes leave the view and the editor.
 */
class MarkerNavigationTest {
    private static final String ASSERTION =
            "Assertion fails in main: assert(counter == 2); (up to 4 threads, 1 pending at a time)";
    private static final String RACE =
            "Data race on counter: read in increment and write in increment (up to 4 threads, 1 pending at a time)";

    @Test
    void selectingAMarkerInTheProblemsViewShowsItsFinding() throws Exception {
        IFile file = analyzed("navigation-select");
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        InterleavingView view = (InterleavingView) page.showView(Ids.INTERLEAVING_VIEW);
        view.show(List.of(), 0);
        IViewPart problems = page.showView("org.eclipse.ui.views.ProblemView");
        page.activate(problems);

        UiTestSupport.selectInProblems(problems, marker(file, Ids.ASSERTION_MARKER, 32));
        assertEquals(ASSERTION, view.finding().message());
        assertEquals(11, view.currentRow(), "the failing assertion");

        UiTestSupport.selectInProblems(problems, marker(file, Ids.RACE_MARKER, 19));
        assertEquals(RACE, view.finding().message());
        assertEquals(List.of(RACE, RACE.replace("read in increment and", "write in increment and"), ASSERTION),
                view.findingMessages(), "the selector offers the file's findings in line order");
        file.getProject().delete(true, true, null);
    }

    @Test
    void showInAndTheCommandOpenTheMarkersFinding() throws Exception {
        IFile file = analyzed("navigation-show");
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        InterleavingView view = (InterleavingView) page.showView(Ids.INTERLEAVING_VIEW);
        view.show(List.of(), 0);
        IMarker assertion = marker(file, Ids.ASSERTION_MARKER, 32);
        assertTrue(((org.eclipse.ui.internal.WorkbenchPage) page).getShowInPartIds().contains(Ids.INTERLEAVING_VIEW),
                "Show In offers the view in every perspective");
        assertTrue(List.of(page.getShowViewShortcuts()).contains(Ids.INTERLEAVING_VIEW),
                "Window > Show View lists the view in every perspective");
        assertTrue(assertInstanceOf(IShowInTarget.class, view)
                .show(new ShowInContext(null, new StructuredSelection(assertion))));
        assertEquals(ASSERTION, view.finding().message());

        page.hideView(view);
        IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        IEvaluationContext context = handlers.createContextSnapshot(false);
        context.addVariable(ISources.ACTIVE_CURRENT_SELECTION_NAME,
                new StructuredSelection(marker(file, Ids.RACE_MARKER, 19)));
        handlers.executeCommandInContext(
                org.eclipse.core.commands.ParameterizedCommand.generateCommand(PlatformUI.getWorkbench()
                        .getService(org.eclipse.ui.commands.ICommandService.class)
                        .getCommand(Ids.SHOW_INTERLEAVING_COMMAND), null), null, context);
        InterleavingView reopened = assertInstanceOf(InterleavingView.class, page.findView(Ids.INTERLEAVING_VIEW));
        assertEquals(RACE, reopened.finding().message());
        file.getProject().delete(true, true, null);
    }

    @Test
    void theQuickFixOnEitherKindOfMarkerShowsItsInterleaving() throws Exception {
        IFile file = analyzed("navigation-quickfix");
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        IViewPart open = page.findView(Ids.INTERLEAVING_VIEW);
        if (open != null) {
            page.hideView(open);
        }
        for (IMarker marker : List.of(marker(file, Ids.RACE_MARKER, 19), marker(file, Ids.ASSERTION_MARKER, 32))) {
            assertTrue(IDE.getMarkerHelpRegistry().hasResolutions(marker),
                    "the Problems view enables Quick Fix (Ctrl+1) on " + marker.getType());
            IMarkerResolution[] fixes = IDE.getMarkerHelpRegistry().getResolutions(marker);
            assertEquals(List.of("Debug interleaving", "Show interleaving", "Suppress in .braid-suppressions"),
                    java.util.Arrays.stream(fixes).map(IMarkerResolution::getLabel).sorted()
                            .filter(label -> !label.startsWith("Suppress as")).toList());
            java.util.Arrays.stream(fixes).filter(fix -> fix.getLabel().equals("Show interleaving")).findFirst()
                    .orElseThrow().run(marker);
            InterleavingView view = assertInstanceOf(InterleavingView.class, page.findView(Ids.INTERLEAVING_VIEW));
            assertEquals(marker.getAttribute(IMarker.MESSAGE, ""), view.finding().message());
        }
        file.getProject().delete(true, true, null);
    }

    @Test
    void findingsThatAFixRemovesLeaveTheViewAndTheEditor() throws Exception {
        IFile file = analyzed("navigation-fixed");
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        InterleavingView view = FindingsUi.show(page, marker(file, Ids.RACE_MARKER, 19));
        assertEquals(3, view.findingMessages().size());
        UiTestSupport.spin(100);
        assertEquals(2, currentStepLines(page).size(), "the editor marks both racing lines");

        file.setContents(new java.io.ByteArrayInputStream(UiTestSupport.fixture("lost-update-locked-safe.c")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8)), true, true, null);
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        UiTestSupport.spin(300);
        for (long deadline = System.currentTimeMillis() + 10_000; !view.findingMessages().isEmpty()
                && System.currentTimeMillis() < deadline;) {
            UiTestSupport.spin(50); // the view follows the marker change asynchronously; slower on a loaded machine
        }
        assertEquals(List.of(), UiTestSupport.markers(file));
        assertEquals(List.of(), view.findingMessages(), "the fixed findings are gone from the selector");
        assertNull(view.finding(), "the view is empty again");
        assertEquals(List.of(), currentStepLines(page), "the editor no longer marks the old racing lines");
        file.getProject().delete(true, true, null);
    }

    /** The lines (1-based) Braid's current-step annotation marks in the active editor. */
    private static List<Integer> currentStepLines(IWorkbenchPage page) throws Exception {
        ITextEditor editor = assertInstanceOf(ITextEditor.class, page.getActiveEditor());
        IAnnotationModel model = editor.getDocumentProvider().getAnnotationModel(editor.getEditorInput());
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        List<Integer> lines = new java.util.ArrayList<>();
        for (java.util.Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
            Annotation annotation = it.next();
            if (Ids.CURRENT_STEP_ANNOTATION.equals(annotation.getType())) {
                lines.add(document.getLineOfOffset(model.getPosition(annotation).getOffset()) + 1);
            }
        }
        return lines;
    }

    private static IFile analyzed(String project) throws Exception {
        IFile file = UiTestSupport.project(project, "lost-update.c", UiTestSupport.fixture("lost-update-unsafe.c"));
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        return file;
    }

    private static IMarker marker(IFile file, String type, int line) throws Exception {
        for (IMarker marker : file.findMarkers(type, false, IResource.DEPTH_ZERO)) {
            if (marker.getAttribute(IMarker.LINE_NUMBER, 0) == line) {
                return marker;
            }
        }
        throw new AssertionError("no " + type + " on line " + line + " of " + file);
    }
}
