package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.braid.c.ui.internal.outline.FunctionOutlinePage;
import org.braid.c.ui.internal.outline.OutlineFunction;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.handlers.FindingsUi;
import org.braid.ui.internal.preferences.BraidPreferencePage;
import org.braid.ui.internal.views.InterleavingView;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

/**
 * The screenshots of the README ({@code target/screenshots}): the workbench with Braid's markers
 * after checking {@code lost-update.c}, the Interleaving view in the middle of the assertion's
 * trace, the Outline listing the file's functions, the preference page and the project property
 * page. The workbench fills the Xvfb display; each scenario sets up
 * its own project, so the order of the tests does not matter.
 */
class ScreenshotsTest {
    private static final String PROJECT = "demo";
    private static final String PROBLEMS = "org.eclipse.ui.views.ProblemView";
    private static final String EXPLORER = "org.eclipse.ui.navigator.ProjectExplorer";
    private static final String OUTLINE = "org.eclipse.ui.views.ContentOutline";

    @Test
    void workbenchWithMarkers() throws Exception {
        IFile file = analyzedProject();
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = window.getActivePage();
        ITextEditor editor = (ITextEditor) IDE.openEditor(page, file, "org.eclipse.ui.DefaultTextEditor");
        IViewPart explorer = page.showView(EXPLORER);
        IViewPart problems = page.showView(PROBLEMS);
        UiTestSupport.fillDisplay(window.getShell());
        UiTestSupport.share(explorer, 18, true);
        UiTestSupport.share(problems, 30);
        UiTestSupport.expandProblems(problems);
        page.activate(editor);
        editor.selectAndReveal(0, 0);
        Path png = UiTestSupport.screenshot(window.getShell(), "workbench-markers.png");
        assertEquals(4, UiTestSupport.markers(file).size(), "two race markers on line 20, one on 19, the assertion");
        assertTrue(Files.size(png) > 30_000, png + " shows the workbench");
    }

    @Test
    void interleavingInTheMiddleOfTheAssertionTrace() throws Exception {
        IFile file = analyzedProject();
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = window.getActivePage();
        IDE.openEditor(page, file, "org.eclipse.ui.DefaultTextEditor");
        IMarker assertion = file.findMarkers(Ids.ASSERTION_MARKER, false, IResource.DEPTH_ZERO)[0];
        InterleavingView view = FindingsUi.show(page, assertion);
        hideSideViews(page);
        UiTestSupport.fillDisplay(window.getShell());
        UiTestSupport.share(view, 55);
        view.selectRow(6);
        page.activate(view);
        ITextEditor editor = assertInstanceOf(ITextEditor.class, page.getActiveEditor());
        assertEquals(19, ((ITextSelection) editor.getSelectionProvider().getSelection()).getStartLine(),
                "row 7 is T2's write on line 20");
        Path png = UiTestSupport.screenshot(window.getShell(), "interleaving.png");
        assertTrue(Files.size(png) > 30_000, png + " shows the workbench");
    }

    @Test
    void interleavingAtTheFailingAssertion() throws Exception {
        IFile file = analyzedProject();
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = window.getActivePage();
        IDE.openEditor(page, file, "org.eclipse.ui.DefaultTextEditor");
        IMarker assertion = file.findMarkers(Ids.ASSERTION_MARKER, false, IResource.DEPTH_ZERO)[0];
        InterleavingView view = FindingsUi.show(page, assertion);
        hideSideViews(page);
        UiTestSupport.fillDisplay(window.getShell());
        UiTestSupport.share(view, 55);
        view.selectRow(view.rowSummaries().size() - 1);
        page.activate(view);
        assertEquals("Step 12 of 12: T0 in main, line 32: the assertion fails.", view.valuesHeading());
        assertEquals(List.of("counter|read|1"), view.valuesShown(), "what the failing condition read");
        Path png = UiTestSupport.screenshot(window.getShell(), "failing-step.png");
        assertTrue(Files.size(png) > 30_000, png + " shows the workbench");
    }

    /** The Interleaving view's empty state after a pair check that finds nothing: the outcome with its bounds. */
    @Test
    void interleavingAfterAPairCheckThatFindsNothing() throws Exception {
        UiTestSupport.deleteProjectsExcept("empty-state");
        IFile file = UiTestSupport.project("empty-state", "locked.c", UiTestSupport.fixture("lost-update-locked-safe.c"));
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = window.getActivePage();
        page.closeAllEditors(false);
        IDE.openEditor(page, file, "org.eclipse.ui.DefaultTextEditor");
        org.braid.ui.internal.handlers.CheckPairHandler.check(page, file, "increment", "increment").join();
        UiTestSupport.waitForAnalysis();
        InterleavingView view = assertInstanceOf(InterleavingView.class, page.findView(Ids.INTERLEAVING_VIEW));
        hideSideViews(page);
        UiTestSupport.fillDisplay(window.getShell());
        UiTestSupport.share(view, 35);
        page.activate(view);
        assertEquals("Braid pair:increment,increment: No violation within bounds (complete; up to 4 threads, 1 pending "
                + "at a time, loops unwound 2 times)", view.emptyText());
        Path png = UiTestSupport.screenshot(window.getShell(), "empty-state.png");
        assertTrue(Files.size(png) > 30_000, png + " shows the workbench");
        file.getProject().delete(true, true, null);
    }

    /** A JUnit test's interleaving after Check JUnit Test: the test thread and the two threads it starts. */
    @Test
    void interleavingOfAJUnitTest() throws Exception {
        UiTestSupport.deleteProjectsExcept("junit-screenshot");
        IFile file = JUnitTestCheckTest.javaProject("junit-screenshot", "TransferTest.java");
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = window.getActivePage();
        page.closeAllEditors(false);
        IDE.openEditor(page, file, "org.eclipse.ui.DefaultTextEditor");
        org.braid.ui.internal.handlers.FrontEndHarnessCheck.check(page, file,
                new org.braid.ui.internal.analysis.FrontEndHarness("test", "TransferTest#twoDepositsAddUp()")).join();
        UiTestSupport.waitForAnalysis();
        InterleavingView view = assertInstanceOf(InterleavingView.class, page.findView(Ids.INTERLEAVING_VIEW));
        hideSideViews(page);
        UiTestSupport.fillDisplay(window.getShell());
        UiTestSupport.share(view, 55);
        view.selectRow(view.rowSummaries().size() - 1);
        page.activate(view);
        assertEquals(3, view.laneTitles().size(), view.laneTitles().toString());
        Path png = UiTestSupport.screenshot(window.getShell(), "junit-test.png");
        assertTrue(Files.size(png) > 30_000, png + " shows the workbench");
        file.getProject().delete(true, true, null);
    }

    @Test
    void outlineWithFunctions() throws Exception {
        IFile file = analyzedProject();
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = window.getActivePage();
        IDE.openEditor(page, file, "org.eclipse.ui.DefaultTextEditor");
        IViewPart explorer = page.showView(EXPLORER);
        IViewPart outline = page.showView(OUTLINE);
        IViewPart problems = page.showView(PROBLEMS);
        UiTestSupport.fillDisplay(window.getShell());
        UiTestSupport.share(explorer, 18, true);
        UiTestSupport.share(problems, 25);
        FunctionOutlinePage functions = OutlineTest.outlinePage(page);
        assertEquals(List.of("increment() line 17  2 findings", "main() line 24  1 finding"),
                OutlineTest.waitForLabels(functions, labels -> labels.size() == 2 && labels.get(1).contains("finding")));
        page.activate(outline);
        functions.setSelection(new StructuredSelection(new OutlineFunction(file, "increment", 17)));
        Path png = UiTestSupport.screenshot(window.getShell(), "outline.png");
        assertTrue(Files.size(png) > 30_000, png + " shows the workbench");
    }

    @Test
    void preferencePage() throws Exception {
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        PreferenceDialog dialog = PreferencesUtil.createPreferenceDialogOn(shell, Ids.PREFERENCE_PAGE,
                new String[] { Ids.PREFERENCE_PAGE }, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            assertInstanceOf(BraidPreferencePage.class, dialog.getSelectedPage());
            Shell dialogShell = dialog.getShell();
            Rectangle display = shell.getDisplay().getPrimaryMonitor().getBounds();
            org.eclipse.swt.graphics.Point size = dialogShell.computeSize(820, org.eclipse.swt.SWT.DEFAULT, true);
            dialogShell.setBounds(display.x + (display.width - size.x) / 2, display.y + 40, size.x,
                    Math.min(size.y, display.height - 80));
            dialogShell.layout(true, true);
            focusFirstButton(((BraidPreferencePage) dialog.getSelectedPage()).getControl());
            Path png = UiTestSupport.screenshot(dialogShell, "preferences.png");
            assertTrue(Files.size(png) > 10_000, png + " shows the dialog");
        } finally {
            dialog.close();
        }
    }

    @Test
    void projectPropertyPage() throws Exception {
        IFile file = analyzedProject();
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        PreferenceDialog dialog = PreferencesUtil.createPropertyDialogOn(shell, file.getProject(), Ids.PROPERTY_PAGE,
                new String[] { Ids.PROPERTY_PAGE }, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            Shell dialogShell = dialog.getShell();
            Rectangle display = shell.getDisplay().getPrimaryMonitor().getBounds();
            org.eclipse.swt.graphics.Point size = dialogShell.computeSize(820, org.eclipse.swt.SWT.DEFAULT, true);
            dialogShell.setBounds(display.x + (display.width - size.x) / 2, display.y + 40, size.x,
                    Math.min(size.y, display.height - 80));
            dialogShell.layout(true, true);
            focusFirstButton(((org.eclipse.jface.preference.PreferencePage) dialog.getSelectedPage()).getControl());
            Path png = UiTestSupport.screenshot(dialogShell, "properties.png");
            assertTrue(Files.size(png) > 10_000, png + " shows the dialog");
        } finally {
            dialog.close();
        }
    }

    /** Hides the Project Explorer and the Outline, so the editor and the view below it fill the window. */
    private static void hideSideViews(IWorkbenchPage page) {
        for (String side : new String[] { EXPLORER, OUTLINE }) {
            IViewPart part = page.findView(side);
            if (part != null) {
                page.hideView(part);
            }
        }
    }

    /** Moves the focus off the filter field (whose selected text would show) to the page. */
    private static boolean focusFirstButton(org.eclipse.swt.widgets.Control control) {
        if (control instanceof org.eclipse.swt.widgets.Button button && button.isEnabled()) {
            return button.setFocus();
        }
        if (control instanceof org.eclipse.swt.widgets.Composite composite) {
            for (org.eclipse.swt.widgets.Control child : composite.getChildren()) {
                if (focusFirstButton(child)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The project {@value #PROJECT} alone in the workspace, with {@code lost-update.c} checked. */
    private static IFile analyzedProject() throws Exception {
        UiTestSupport.deleteProjectsExcept(PROJECT);
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        page.closeAllEditors(false);
        IFile file = org.eclipse.core.resources.ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT)
                .getFile("lost-update.c");
        if (!file.exists()) {
            file = UiTestSupport.project(PROJECT, "lost-update.c", UiTestSupport.fixture("lost-update-unsafe.c"));
        }
        if (UiTestSupport.markers(file).size() != 4) {
            AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        }
        assertEquals(4, UiTestSupport.markers(file).size());
        return file;
    }
}
