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
import org.eclipse.swt.SWT;
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

    /**
     * JDT's Java editor after Check JUnit Test: Braid's markers on the racing line and the failing
     * assertion, and the editor's context menu open at the test with its Braid menu (opened from
     * the keyboard, as the display's events reach a real menu).
     */
    @Test
    void javaEditorWithMarkersAndBraidMenu() throws Exception {
        UiTestSupport.deleteProjectsExcept("java-editor-screenshot");
        IFile file = JUnitTestCheckTest.javaProject("java-editor-screenshot", "TransferTest.java");
        withJreAndJUnit(file.getProject());
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = window.getActivePage();
        page.closeAllEditors(false);
        ITextEditor editor = (ITextEditor) IDE.openEditor(page, file);
        assertEquals(org.eclipse.jdt.ui.JavaUI.ID_CU_EDITOR, editor.getSite().getId());
        org.braid.ui.internal.handlers.FrontEndHarnessCheck.check(page, file,
                new org.braid.ui.internal.analysis.FrontEndHarness("test", "TransferTest#twoDepositsAddUp()")).join();
        UiTestSupport.waitForAnalysis();
        assertEquals(3, UiTestSupport.markers(file).size(), "two races on line 10, the assertion on line 21");
        assertEquals(0, file.getProject().findMarkers(org.eclipse.jdt.core.IJavaModelMarker.JAVA_MODEL_PROBLEM_MARKER,
                true, IResource.DEPTH_INFINITE).length, "JDT compiles the test with the JRE and JUnit");
        IViewPart interleaving = page.findView(Ids.INTERLEAVING_VIEW);
        if (interleaving != null) {
            page.hideView(interleaving);
        }
        IViewPart problems = page.showView(PROBLEMS);
        hideSideViews(page);
        UiTestSupport.fillDisplay(window.getShell());
        UiTestSupport.share(problems, 22);
        UiTestSupport.expandProblems(problems);
        page.activate(editor);
        int offset = new String(file.getContents().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)
                .indexOf("a.start()");
        editor.selectAndReveal(offset, 0);
        org.eclipse.swt.custom.StyledText text = (org.eclipse.swt.custom.StyledText) editor
                .getAdapter(org.eclipse.swt.widgets.Control.class);
        text.setFocus();
        UiTestSupport.spin(300);
        org.eclipse.swt.graphics.Point at = text.toDisplay(text.getLocationAtOffset(text.getCaretOffset()));
        org.eclipse.swt.widgets.Menu menu = text.getMenu();
        menu.setLocation(text.toDisplay(0, 0).x + 560, at.y);
        menu.setVisible(true);
        try {
            UiTestSupport.spin(800);
            // from the menu's end: Preferences..., then Braid (the separator between is skipped); open it and go
            // down to Check JUnit Test
            for (int key : new int[] { SWT.ARROW_UP, SWT.ARROW_UP, SWT.ARROW_RIGHT, SWT.ARROW_DOWN, SWT.ARROW_DOWN }) {
                postKey(text.getDisplay(), key);
                UiTestSupport.spin(400);
            }
            Path png = UiTestSupport.screenshot(window.getShell(), "java-editor.png");
            assertTrue(Files.size(png) > 30_000, png + " shows the workbench");
        } finally {
            postKey(text.getDisplay(), SWT.ESC);
            postKey(text.getDisplay(), SWT.ESC);
            menu.setVisible(false);
            UiTestSupport.spin(300);
        }
        page.closeAllEditors(false);
        file.getProject().delete(true, true, null);
    }

    private static void postKey(org.eclipse.swt.widgets.Display display, int key) {
        for (int type : new int[] { SWT.KeyDown, SWT.KeyUp }) {
            org.eclipse.swt.widgets.Event event = new org.eclipse.swt.widgets.Event();
            event.type = type;
            event.keyCode = key;
            display.post(event);
        }
    }

    /** Gives the Java project the running JRE and JUnit 5's jars, as a real project has them: JDT compiles the test. */
    private static void withJreAndJUnit(org.eclipse.core.resources.IProject project) throws Exception {
        org.eclipse.jdt.core.IJavaProject java = org.eclipse.jdt.core.JavaCore.create(project);
        List<org.eclipse.jdt.core.IClasspathEntry> entries = new java.util.ArrayList<>(
                List.of(java.getRawClasspath()));
        entries.add(org.eclipse.jdt.core.JavaCore.newContainerEntry(
                org.eclipse.core.runtime.IPath.fromPortableString("org.eclipse.jdt.launching.JRE_CONTAINER")));
        for (Class<?> type : List.of(org.junit.jupiter.api.Test.class, org.opentest4j.AssertionFailedError.class)) {
            java.io.File jar = org.eclipse.core.runtime.FileLocator.getBundleFileLocation(
                    org.osgi.framework.FrameworkUtil.getBundle(type)).orElseThrow();
            entries.add(org.eclipse.jdt.core.JavaCore.newLibraryEntry(
                    org.eclipse.core.runtime.IPath.fromFile(jar), null, null));
        }
        java.setRawClasspath(entries.toArray(org.eclipse.jdt.core.IClasspathEntry[]::new), null);
        UiTestSupport.waitForAnalysis();
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
