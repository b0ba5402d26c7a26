package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import org.braid.c.ui.internal.outline.FunctionOutlinePage;
import org.braid.c.ui.internal.outline.OutlineFunction;
import org.braid.c.ui.internal.outline.OutlineStartup;
import org.braid.c.ui.internal.outline.OutlineStatus;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.analysis.FunctionIndex;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchCommandConstants;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.editors.text.TextEditor;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.keys.IBindingService;
import org.eclipse.ui.part.FileEditorInput;
import org.eclipse.ui.part.IShowInSource;
import org.eclipse.ui.part.IShowInTarget;
import org.eclipse.ui.part.PageBookView;
import org.eclipse.ui.texteditor.AbstractTextEditor;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.views.contentoutline.ContentOutline;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.junit.jupiter.api.Test;

/**
 * The Outline of a C file in the platform's text editor: Braid lists the file's functions in source
 * order, selecting one selects its name in the editor, typing (saved or not) lists them again from
 * the editor's text, a new input (Save As) is followed, and the checks of the Outline's context
 * menu take the file and the first function from the selected function.
 */
class OutlineTest {
    private static final String BOUNDS = "(up to 4 threads, 1 pending at a time)";
    private static final String TEXT_EDITOR = "org.eclipse.ui.DefaultTextEditor";

    @Test
    void outlineListsTheFunctionsInSourceOrderAndRevealsTheSelectedOne() throws Exception {
        IFile file = UiTestSupport.project("outline", "lost-update.c", UiTestSupport.fixture("lost-update-unsafe.c"));
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        ITextEditor editor = assertInstanceOf(TextEditor.class, IDE.openEditor(page, file, TEXT_EDITOR));
        FunctionOutlinePage outline = outlinePage(page);

        assertEquals(List.of("increment() line 17", "main() line 24"),
                waitForLabels(outline, labels -> labels.size() == 2 && labels.get(0).startsWith("increment")));
        OutlineFunction increment = new OutlineFunction(file, "increment", 17);
        OutlineFunction main = new OutlineFunction(file, "main", 24);
        assertEquals(List.of(increment, main), elements(outline));
        assertNull(Adapters.adapt(main, IResource.class), "a function is not a resource: resource menus stay off it");
        assertNull(Adapters.adapt(main, IFile.class), "nor a file (Compare With and Replace With take files)");

        outline.setSelection(new StructuredSelection(main));
        assertEquals("23|main", editorSelection(editor), "0-based line 23 is `int main(void)`");
        outline.setSelection(new StructuredSelection(increment));
        assertEquals("16|increment", editorSelection(editor), "0-based line 16 is `static void *increment(void *arg)`");
        file.getProject().delete(true, true, null);
    }

    @Test
    void theFirstRowSaysWhatBraidFoundForTheFile() throws Exception {
        IFile file = UiTestSupport.project("outline-status", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        IDE.openEditor(page, file, TEXT_EDITOR);
        FunctionOutlinePage outline = outlinePage(page);
        assertEquals(List.of("increment() line 17", "main() line 24"),
                waitForLabels(outline, labels -> labels.size() == 2 && labels.get(0).startsWith("increment")));
        assertEquals("Braid: not analyzed in this session (save it with analysis on, or Check main)",
                waitForStatus(outline, text -> text.startsWith("Braid:")));

        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        UiTestSupport.waitForAnalysis();
        assertEquals("Braid: main: 3 finding(s) (up to 4 threads, 1 pending at a time)",
                waitForStatus(outline, text -> text.contains("finding")));
        assertEquals(List.of("increment() line 17  2 findings", "main() line 24  1 finding"),
                waitForLabels(outline, labels -> labels.size() == 2 && labels.get(1).contains("finding")));
        file.getProject().delete(true, true, null);
    }

    @Test
    void savingTheFileListsItsFunctionsAgain() throws Exception {
        IFile file = UiTestSupport.project("outline-save", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        ITextEditor editor = (ITextEditor) IDE.openEditor(page, file, TEXT_EDITOR);
        FunctionOutlinePage outline = outlinePage(page);
        waitForLabels(outline, labels -> labels.size() == 2 && labels.get(0).startsWith("increment"));

        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        document.replace(document.getLength(), 0, "\nstatic void reset(void)\n{\n    counter = 0;\n}\n");
        editor.doSave(null);
        assertEquals(List.of("increment() line 17", "main() line 24", "reset() line 36"),
                waitForLabels(outline, labels -> labels.size() == 3));

        document.set("/* no functions any more */\nint unused;\n");
        editor.doSave(null);
        assertEquals(List.of("No function that Braid could read"),
                waitForLabels(outline, labels -> labels.size() == 1));
        assertEquals(List.of("No function that Braid could read"), elements(outline));
        page.closeEditor(editor, false);
        file.getProject().delete(true, true, null);
    }

    @Test
    void typingWithoutSavingListsTheFunctionsOfTheEditorsText() throws Exception {
        IFile file = UiTestSupport.project("outline-typing", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        ITextEditor editor = (ITextEditor) IDE.openEditor(page, file, TEXT_EDITOR);
        FunctionOutlinePage outline = outlinePage(page);
        waitForLabels(outline, labels -> labels.size() == 2 && labels.get(0).startsWith("increment"));

        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        document.replace(document.getLength(), 0, "\nstatic void reset(void)\n{\n    counter = 0;\n}\n");
        document.replace(0, 0, "/* typed */\n");
        assertEquals(List.of("increment() line 18", "main() line 25", "reset() line 37"),
                waitForLabels(outline, labels -> labels.size() == 3), "the typed function, every line one lower");
        assertEquals(List.of(new OutlineFunction(file, "increment", 18), new OutlineFunction(file, "main", 25),
                new OutlineFunction(file, "reset", 37)), elements(outline));
        assertTrue(editor.isDirty(), "nothing was saved");
        assertEquals(List.of("increment", "main"), FunctionIndex.of(file).names(), "the file on disk is unchanged");
        page.closeEditor(editor, false);
        file.getProject().delete(true, true, null);
    }

    @Test
    void theUnsavedTextStillFindsTheHeadersOfItsFolder() throws Exception {
        IFile file = UiTestSupport.project("outline-typing-header", "steps.c",
                "#include \"step.h\"\n\nstep_t one(void)\n{\n    return 1;\n}\n");
        file.getProject().getFile("step.h").create(
                new ByteArrayInputStream("typedef int step_t;\n".getBytes(StandardCharsets.UTF_8)), true, null);
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        ITextEditor editor = (ITextEditor) IDE.openEditor(page, file, TEXT_EDITOR);
        FunctionOutlinePage outline = outlinePage(page);
        assertEquals(List.of("one() line 3"), waitForLabels(outline, labels -> !labels.isEmpty() && labels.get(0).startsWith("one")));

        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        document.replace(document.getLength(), 0, "\nstep_t two(void)\n{\n    return 2;\n}\n");
        assertEquals(List.of("one() line 3", "two() line 8"), waitForLabels(outline, labels -> labels.size() == 2),
                "`#include \"step.h\"` resolved in the file's folder while the text is in a temporary one");
        page.closeEditor(editor, false);
        file.getProject().delete(true, true, null);
    }

    @Test
    void aNewInputOfTheEditorIsFollowed() throws Exception {
        IFile file = UiTestSupport.project("outline-save-as", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        IFile other = file.getProject().getFile("other.c");
        other.create(new ByteArrayInputStream("int main(void)\n{\n    return 0;\n}\n".getBytes(StandardCharsets.UTF_8)),
                true, null);
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        ITextEditor editor = (ITextEditor) IDE.openEditor(page, file, TEXT_EDITOR);
        FunctionOutlinePage outline = outlinePage(page);
        waitForLabels(outline, labels -> labels.size() == 2 && labels.get(0).startsWith("increment"));
        IDocument before = editor.getDocumentProvider().getDocument(editor.getEditorInput());

        ((AbstractTextEditor) editor).setInput(new FileEditorInput(other));
        assertEquals(List.of("main() line 1"), waitForLabels(outline, labels -> labels.size() == 1),
                "as after Save As to other.c: the new file's functions");
        assertEquals(List.of(new OutlineFunction(other, "main", 1)), elements(outline));

        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        assertNotSame(before, document);
        document.replace(0, 0, "static void helper(void)\n{\n}\n\n");
        assertEquals(List.of("helper() line 1", "main() line 5"), waitForLabels(outline, labels -> labels.size() == 2),
                "typing in the new document");
        assertEquals(List.of(new OutlineFunction(other, "helper", 1), new OutlineFunction(other, "main", 5)),
                elements(outline));
        page.closeEditor(editor, false);
        file.getProject().delete(true, true, null);
    }

    @Test
    void otherFilesAndEditorsGetNoBraidOutline() throws Exception {
        IFile text = UiTestSupport.project("outline-other", "notes.txt", "int main(void) { return 0; }\n");
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        IEditorPart editor = IDE.openEditor(page, text, TEXT_EDITOR);
        assertNull(Adapters.adapt(editor, IContentOutlinePage.class), "a .txt file in the text editor");
        page.closeEditor(editor, false);
        text.getProject().delete(true, true, null);
    }

    @Test
    void anOutlineShownAfterTheEditorOpenedAndShownAgainGetsItsPage() throws Exception {
        IFile file = UiTestSupport.project("outline-later", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        if (page.findView(IPageLayout.ID_OUTLINE) instanceof IViewPart open) {
            page.hideView(open);
        }
        ITextEditor editor = (ITextEditor) IDE.openEditor(page, file, TEXT_EDITOR);
        assertNull(page.findView(IPageLayout.ID_OUTLINE));
        FunctionOutlinePage first = outlinePage(page);
        assertEquals(List.of("increment() line 17", "main() line 24"),
                waitForLabels(first, labels -> labels.size() == 2), "the Outline opened after the editor");

        page.hideView(page.findView(IPageLayout.ID_OUTLINE));
        page.activate(editor);
        FunctionOutlinePage again = outlinePage(page);
        assertNotSame(first, again, "a new Outline view, a new page");
        assertEquals(List.of("increment() line 17", "main() line 24"),
                waitForLabels(again, labels -> labels.size() == 2), "the Outline closed and shown again");
        page.closeEditor(editor, false);
        file.getProject().delete(true, true, null);
    }

    @Test
    void anOutlineLeftWithoutThePageOfTheActiveEditorGetsItOnceTheWorkbenchIsUp() throws Exception {
        IFile file = UiTestSupport.project("outline-restored", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        ITextEditor editor = (ITextEditor) IDE.openEditor(page, file, TEXT_EDITOR);
        ContentOutline view = (ContentOutline) page.showView(IPageLayout.ID_OUTLINE);
        page.activate(view);
        view.partClosed(editor);
        assertSame(view.getDefaultPage(), view.getCurrentPage(),
                "as after a restart that created the active Outline before the editor: the default page");

        OutlineStartup.showPageOfActiveEditor(page);
        FunctionOutlinePage outline = assertInstanceOf(FunctionOutlinePage.class, view.getCurrentPage());
        assertEquals(List.of("increment() line 17", "main() line 24"),
                waitForLabels(outline, labels -> labels.size() == 2));
        assertSame(view, page.getActivePart(), "the Outline stays active");
        page.closeEditor(editor, false);
        file.getProject().delete(true, true, null);
    }

    @Test
    void showInProjectExplorerSelectsTheFunctionsFile() throws Exception {
        IFile file = UiTestSupport.project("outline-show-in", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        IViewPart explorer = page.showView("org.eclipse.ui.navigator.ProjectExplorer");
        explorer.getSite().getSelectionProvider().setSelection(StructuredSelection.EMPTY);
        ITextEditor editor = (ITextEditor) IDE.openEditor(page, file, TEXT_EDITOR);
        FunctionOutlinePage outline = outlinePage(page);
        waitForLabels(outline, labels -> labels.size() == 2 && labels.get(0).startsWith("increment"));
        outline.setSelection(new StructuredSelection(new OutlineFunction(file, "main", 24)));
        IShowInSource source = Adapters.adapt(page.findView(IPageLayout.ID_OUTLINE), IShowInSource.class);
        assertTrue(Adapters.adapt(explorer, IShowInTarget.class).show(source.getShowInContext()));
        UiTestSupport.spin(100);
        assertEquals(List.of(file),
                ((IStructuredSelection) explorer.getSite().getSelectionProvider().getSelection()).toList());
        page.closeEditor(editor, false);
        file.getProject().delete(true, true, null);
    }

    @Test
    void outlineContextMenuOffersBraidsChecks() throws Exception {
        IFile file = UiTestSupport.project("outline-menu", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        IDE.openEditor(page, file, TEXT_EDITOR);
        FunctionOutlinePage outline = outlinePage(page);
        waitForLabels(outline, labels -> labels.size() == 2 && labels.get(0).startsWith("increment"));
        page.activate(page.findView(IPageLayout.ID_OUTLINE));
        outline.setSelection(new StructuredSelection(new OutlineFunction(file, "increment", 17)));
        UiTestSupport.spin(200);

        String showInLabel = "Show In\t" + PlatformUI.getWorkbench().getService(IBindingService.class)
                .getBestActiveBindingFormattedFor(IWorkbenchCommandConstants.NAVIGATE_SHOW_IN_QUICK_MENU);
        Menu menu = outline.getControl().getMenu();
        menu.notifyListeners(SWT.Show, new Event());
        try {
            assertEquals(List.of("Braid", showInLabel), UiTestSupport.menuTexts(menu),
                    "what applies to a function: no Team, Compare With or Replace With (they take resources)");
            MenuItem braid = UiTestSupport.menuItem(menu, "Braid");
            braid.getMenu().notifyListeners(SWT.Show, new Event());
            assertEquals(List.of("Check Entry-Point Pair...", "Check main"),
                    UiTestSupport.menuTexts(braid.getMenu()),
                    "the checks of a function, without the project's Analyze on Save and Re-check Project");
            braid.getMenu().notifyListeners(SWT.Hide, new Event());
            MenuItem showIn = UiTestSupport.menuItem(menu, showInLabel);
            showIn.getMenu().notifyListeners(SWT.Show, new Event());
            List<String> showInTexts = UiTestSupport.menuTexts(showIn.getMenu());
            assertTrue(showInTexts.contains("Project Explorer"), "Show In: " + showInTexts);
            showIn.getMenu().notifyListeners(SWT.Hide, new Event());
        } finally {
            menu.notifyListeners(SWT.Hide, new Event());
        }
        file.getProject().delete(true, true, null);
    }

    @Test
    void checkPairAndCheckMainRunOnTheFunctionSelectedInTheOutline() throws Exception {
        IFile file = UiTestSupport.project("outline-check", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        ITextEditor editor = (ITextEditor) IDE.openEditor(page, file, TEXT_EDITOR);
        editor.selectAndReveal(0, 0);
        FunctionOutlinePage outline = outlinePage(page);
        waitForLabels(outline, labels -> labels.size() == 2 && labels.get(0).startsWith("increment"));
        IViewPart outlineView = page.findView(IPageLayout.ID_OUTLINE);
        page.activate(outlineView);
        outline.setSelection(new StructuredSelection(new OutlineFunction(file, "increment", 17)));
        UiTestSupport.spin(200);
        assertSame(outlineView, page.getActivePart());

        ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
        IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        ParameterizedCommand pair = ParameterizedCommand.generateCommand(commands.getCommand(Ids.CHECK_PAIR_COMMAND),
                Map.of(Ids.CHECK_PAIR_SECOND, "increment"));
        AnalysisJob job = assertInstanceOf(AnalysisJob.class, handlers.executeCommand(pair, null),
                "file and first function come from the Outline; the second is given, so no picker opens");
        job.join();
        UiTestSupport.waitForAnalysis();
        List<String> findings = List.of(
                Ids.RACE_MARKER + "|lost-update.c|19|1|Data race on counter: read in increment and write in "
                        + "increment " + BOUNDS,
                Ids.RACE_MARKER + "|lost-update.c|20|1|Data race on counter: read in increment and write in "
                        + "increment " + BOUNDS,
                Ids.RACE_MARKER + "|lost-update.c|20|1|Data race on counter: write in increment and write in "
                        + "increment " + BOUNDS,
                Ids.ASSERTION_MARKER + "|lost-update.c|32|2|Assertion fails in main: assert(counter == 2); "
                        + BOUNDS);
        assertEquals(findings, UiTestSupport.markers(file),
                "the pair's races; a check of a file also checks its main, which finds the assertion");
        assertEquals(List.of("lost-update.c|increment|increment"), BraidPreferences.pairs(file.getProject()),
                "the pair checked: the Outline's file and function, then the given function");
        assertEquals(List.of("increment() line 17  2 findings", "main() line 24  1 finding"),
                waitForLabels(outline, labels -> labels.size() == 2 && labels.get(1).contains("finding")),
                "the two races in increment (three markers) and the assertion in main; no icon says 'fine'");

        page.activate(outlineView);
        outline.setSelection(new StructuredSelection(new OutlineFunction(file, "main", 24)));
        UiTestSupport.spin(200);
        AnalysisJob main = assertInstanceOf(AnalysisJob.class,
                handlers.executeCommand(Ids.CHECK_MAIN_COMMAND, null), "Check main on the Outline's file");
        main.join();
        UiTestSupport.waitForAnalysis();
        assertEquals(findings, UiTestSupport.markers(file), "main again, and the pair checked before");
        page.closeEditor(editor, false);
        file.getProject().delete(true, true, null);
    }

    /** Shows the Outline view and returns Braid's page in it (for the active editor). */
    static FunctionOutlinePage outlinePage(IWorkbenchPage page) throws Exception {
        PageBookView view = (PageBookView) page.showView(IPageLayout.ID_OUTLINE);
        UiTestSupport.spin(100);
        return assertInstanceOf(FunctionOutlinePage.class, view.getCurrentPage());
    }

    /** Runs the event loop until the Outline's labels satisfy {@code done}; returns them. */
    static List<String> waitForLabels(FunctionOutlinePage outline, Predicate<List<String>> done)
            throws InterruptedException {
        long deadline = System.currentTimeMillis() + 60_000;
        List<String> labels = labels(outline);
        while (!done.test(labels) && System.currentTimeMillis() < deadline) {
            UiTestSupport.spin(50);
            labels = labels(outline);
        }
        return labels;
    }

    private static List<String> labels(FunctionOutlinePage outline) {
        List<String> labels = new ArrayList<>();
        for (TreeItem item : ((Tree) outline.getControl()).getItems()) {
            if (!(item.getData() instanceof OutlineStatus)) {
                labels.add(item.getText());
            }
        }
        return labels;
    }

    private static List<Object> elements(FunctionOutlinePage outline) {
        List<Object> elements = new ArrayList<>();
        for (TreeItem item : ((Tree) outline.getControl()).getItems()) {
            if (!(item.getData() instanceof OutlineStatus)) {
                elements.add(item.getData());
            }
        }
        return elements;
    }

    /** Runs the event loop until the status row (the first) satisfies {@code done}; returns its text. */
    private static String waitForStatus(FunctionOutlinePage outline, Predicate<String> done) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 60_000;
        String status = status(outline);
        while (!done.test(status) && System.currentTimeMillis() < deadline) {
            UiTestSupport.spin(50);
            status = status(outline);
        }
        return status;
    }

    private static String status(FunctionOutlinePage outline) {
        TreeItem[] items = ((Tree) outline.getControl()).getItems();
        return items.length > 0 && items[0].getData() instanceof OutlineStatus ? items[0].getText() : "(no status row)";
    }

    /** The editor's selection as {@code 0-based line|selected text}. */
    private static String editorSelection(ITextEditor editor) throws InterruptedException {
        UiTestSupport.spin(50);
        ITextSelection selection = (ITextSelection) editor.getSelectionProvider().getSelection();
        return selection.getStartLine() + "|" + selection.getText();
    }
}
