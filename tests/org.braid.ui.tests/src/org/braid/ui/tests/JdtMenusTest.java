package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.views.InterleavingView;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.ui.IPackagesViewPart;
import org.eclipse.jdt.ui.JavaUI;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.PageBookView;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.texteditor.MarkerAnnotation;
import org.junit.jupiter.api.Test;

/**
 * Braid's items in the menus a Java engineer sees with JDT: the Braid menu of JDT's Java editor
 * (its own context menu, {@code #CompilationUnitEditorContext}), the Braid menu of JDT's Package
 * Explorer (on a method, a class, a file, a project) and Outline, Braid's main menu, and the
 * Braid menu of the plain text editor on a {@code .java} file. Each menu is the real one, filled
 * by the workbench as when it opens ({@code SWT.Show}); its items run as a click runs them
 * ({@code SWT.Selection}).
 */
class JdtMenusTest {
    private static final String BOUNDS = " (up to 4 threads, 1 pending at a time)";
    private static final String RACE = "Data race on TransferTest.balance: %s in TransferTest.deposit(int) and "
            + "write in TransferTest.deposit(int)" + BOUNDS;
    /** TransferTest's findings when its test runs as the harness (as JUnitTestCheckTest checks them). */
    private static final List<String> TEST_FINDINGS = List.of(
            Ids.RACE_MARKER + "|TransferTest.java|10|1|" + RACE.formatted("read"),
            Ids.RACE_MARKER + "|TransferTest.java|10|1|" + RACE.formatted("write"),
            Ids.ASSERTION_MARKER + "|TransferTest.java|21|2|Assertion fails in TransferTest.twoDepositsAddUp(): "
                    + "uncaught AssertionFailedError: assertEquals failed" + BOUNDS);
    private static final List<String> JAVA_CHECKS = List.of("Check main", "Check Entry-Point Pair...",
            "Check JUnit Test");

    @Test
    void theJavaEditorsBraidMenuChecksTheTestAtTheCursor() throws Exception {
        IFile file = JUnitTestCheckTest.javaProject("jdt-editor-test", "TransferTest.java");
        IWorkbenchPage page = page();
        page.closeAllEditors(false);
        ITextEditor editor = assertInstanceOf(ITextEditor.class, IDE.openEditor(page, file));
        assertEquals(JavaUI.ID_CU_EDITOR, editor.getSite().getId(), "a .java file opens in JDT's Java editor");
        editor.selectAndReveal(text(file).indexOf("a.start()"), 0);
        UiTestSupport.spin(300);

        Menu context = contextMenu(editor);
        show(context);
        try {
            assertEquals(1, UiTestSupport.menuTexts(context).stream().filter("Braid"::equals).count(),
                    "one Braid menu: " + UiTestSupport.menuTexts(context));
            Menu braid = submenu(context, "Braid");
            assertEquals(JAVA_CHECKS, UiTestSupport.menuTexts(braid));
            assertEquals(List.of(true, true, true), enabled(braid));
            MenuItem checkTest = UiTestSupport.menuItem(braid, "Check JUnit Test");
            checkTest.notifyListeners(SWT.Selection, new Event());
        } finally {
            hide(context);
        }
        UiTestSupport.waitForAnalysis();

        assertEquals(TEST_FINDINGS, UiTestSupport.markers(file), "the test around the cursor was the harness");
        assertEquals(List.of(Ids.RACE_MARKER + "|10", Ids.RACE_MARKER + "|10", Ids.ASSERTION_MARKER + "|21"),
                annotations(editor), "the markers show in the Java editor");
        InterleavingView view = assertInstanceOf(InterleavingView.class, page.findView(Ids.INTERLEAVING_VIEW));
        assertEquals(List.of("T0 test TransferTest#twoDepositsAddUp()", "T1 TransferTest$lambda$1.run()",
                "T2 TransferTest$lambda$2.run()"), view.laneTitles());

        page.activate(editor);
        UiTestSupport.spin(300);
        Menu main = submenu(page.getWorkbenchWindow().getShell().getMenuBar(), "Braid");
        try {
            assertEquals(List.of("Check main", "Check Entry-Point Pair...", "Check JUnit Test", "Re-check Project",
                    "Show Interleaving"), UiTestSupport.menuTexts(main));
            assertEquals(List.of(true, true, true, true, false), enabled(main),
                    "with the Java editor active; no Braid marker selected for Show Interleaving");
        } finally {
            hide(main);
        }
        page.closeAllEditors(false);
        file.getProject().delete(true, true, null);
    }

    @Test
    void outsideATestMethodTheJavaEditorsCheckSaysWhatItNeeds() throws Exception {
        IFile file = JUnitTestCheckTest.javaProject("jdt-editor-outside", "TransferTest.java");
        IWorkbenchPage page = page();
        page.closeAllEditors(false);
        ITextEditor editor = (ITextEditor) IDE.openEditor(page, file);
        editor.selectAndReveal(text(file).indexOf("balance + amount"), 0);
        UiTestSupport.spin(300);
        List<String> dialog = UiTestSupport.closeDialogWhenItOpens("Check JUnit Test");
        click(contextMenu(editor), "Braid", "Check JUnit Test");
        waitUntilFilled(dialog);
        assertEquals(List.of("Select a JUnit test method (annotated @Test) in the Outline or the Package Explorer, or "
                + "put the cursor in one in the Java editor, then choose Check JUnit Test again."), dialog,
                "the cursor is in deposit, which is no test");
        assertEquals(List.of(), UiTestSupport.markers(file));
        page.closeAllEditors(false);
        file.getProject().delete(true, true, null);
    }

    @Test
    void checkEntryPointPairInTheJavaEditorStartsWithTheMethodAtTheCursor() throws Exception {
        IFile file = JUnitTestCheckTest.javaProject("jdt-editor-pair", "Counter.java");
        IWorkbenchPage page = page();
        page.closeAllEditors(false);
        ITextEditor editor = (ITextEditor) IDE.openEditor(page, file);
        editor.selectAndReveal(text(file).indexOf("count = count + 1"), 0);
        UiTestSupport.spin(300);
        List<String> dialog = chooseInPairDialog("Counter#get()");
        click(contextMenu(editor), "Braid", "Check Entry-Point Pair...");
        waitUntilFilled(dialog);
        UiTestSupport.waitForAnalysis();

        assertEquals(List.of("Choose the function that runs concurrently with Counter#increment() (type to filter; "
                + "Counter#increment() itself is allowed):"), dialog, "asked only for the second method");
        assertEquals(counterRaces(), UiTestSupport.markers(file));
        page.closeAllEditors(false);
        file.getProject().delete(true, true, null);
    }

    @Test
    void thePackageExplorersBraidMenuFitsTheSelectedElement() throws Exception {
        IFile file = JUnitTestCheckTest.javaProject("jdt-explorer", "TransferTest.java");
        IWorkbenchPage page = page();
        page.closeAllEditors(false);
        IViewPart explorer = page.showView(JavaUI.ID_PACKAGES);
        IType transfer = JavaCore.createCompilationUnitFrom(file).getType("TransferTest");
        List<String> actual = new ArrayList<>();
        for (IJavaElement element : List.of(transfer.getMethod("twoDepositsAddUp", new String[0]),
                transfer.getMethod("deposit", new String[] { "I" }), transfer, transfer.getCompilationUnit(),
                JavaCore.create(file.getProject()))) {
            select(page, explorer, element);
            Menu context = ((IPackagesViewPart) explorer).getTreeViewer().getControl().getMenu();
            show(context);
            try {
                Menu braid = submenu(context, "Braid");
                actual.add(element.getElementName() + ": " + UiTestSupport.menuTexts(braid) + " " + enabled(braid));
            } finally {
                hide(context);
            }
        }
        String checks = "Analyze on Save, Check main, Check Entry-Point Pair...";
        assertEquals(List.of(
                "twoDepositsAddUp: [" + checks + ", Check JUnit Test, Re-check Project] [true, true, true, true, true]",
                "deposit: [" + checks + ", Re-check Project] [true, true, true, true]",
                "TransferTest: [" + checks + ", Re-check Project] [true, true, true, true]",
                "TransferTest.java: [" + checks + ", Re-check Project] [true, true, true, true]",
                "jdt-explorer: [" + checks + ", Re-check Project] [true, false, false, true]"), actual,
                "Check JUnit Test on a test method only; the checks of a file on a method, a class and a file; "
                        + "a project is re-checked");
        file.getProject().delete(true, true, null);
    }

    @Test
    void checkMainOnAJavaFileOfThePackageExplorer() throws Exception {
        IFile file = JUnitTestCheckTest.javaProject("jdt-explorer-main", "LostUpdate.java");
        IWorkbenchPage page = page();
        page.closeAllEditors(false);
        IViewPart explorer = page.showView(JavaUI.ID_PACKAGES);
        select(page, explorer, JavaCore.createCompilationUnitFrom(file));
        click(((IPackagesViewPart) explorer).getTreeViewer().getControl().getMenu(), "Braid", "Check main");
        UiTestSupport.waitForAnalysis();
        assertEquals(JavaAnalysisTest.JAVA_MARKERS, UiTestSupport.markers(file));
        file.getProject().delete(true, true, null);
    }

    @Test
    void checkEntryPointPairOnAMethodOfThePackageExplorer() throws Exception {
        IFile file = JUnitTestCheckTest.javaProject("jdt-explorer-pair", "Counter.java");
        IWorkbenchPage page = page();
        page.closeAllEditors(false);
        IViewPart explorer = page.showView(JavaUI.ID_PACKAGES);
        select(page, explorer, JavaCore.createCompilationUnitFrom(file).getType("Counter")
                .getMethod("increment", new String[0]));
        List<String> dialog = chooseInPairDialog("Counter#get()");
        click(((IPackagesViewPart) explorer).getTreeViewer().getControl().getMenu(), "Braid",
                "Check Entry-Point Pair...");
        waitUntilFilled(dialog);
        UiTestSupport.waitForAnalysis();
        assertEquals(List.of("Choose the function that runs concurrently with Counter#increment() (type to filter; "
                + "Counter#increment() itself is allowed):"), dialog, "the selected method is the first");
        assertEquals(counterRaces(), UiTestSupport.markers(file));
        file.getProject().delete(true, true, null);
    }

    @Test
    void theOutlinesCheckJUnitTestChecksTheSelectedTest() throws Exception {
        IFile file = JUnitTestCheckTest.javaProject("jdt-outline", "TransferTest.java");
        IWorkbenchPage page = page();
        page.closeAllEditors(false);
        IDE.openEditor(page, file);
        PageBookView outline = (PageBookView) page.showView(IPageLayout.ID_OUTLINE);
        UiTestSupport.spin(500);
        IMethod test = JavaCore.createCompilationUnitFrom(file).getType("TransferTest")
                .getMethod("twoDepositsAddUp", new String[0]);
        ((ISelectionProvider) outline.getCurrentPage()).setSelection(new StructuredSelection(test));
        page.activate(outline);
        UiTestSupport.spin(300);
        Menu context = outline.getCurrentPage().getControl().getMenu();
        show(context);
        try {
            assertEquals(List.of("Analyze on Save", "Check main", "Check Entry-Point Pair...", "Check JUnit Test",
                    "Re-check Project"), UiTestSupport.menuTexts(submenu(context, "Braid")));
        } finally {
            hide(context);
        }
        click(context, "Braid", "Check JUnit Test");
        UiTestSupport.waitForAnalysis();
        assertEquals(TEST_FINDINGS, UiTestSupport.markers(file));
        page.closeAllEditors(false);
        file.getProject().delete(true, true, null);
    }

    @Test
    void thePlainTextEditorsBraidMenuHasCheckJUnitTestOnAJavaFile() throws Exception {
        IFile file = JUnitTestCheckTest.javaProject("text-editor-test", "TransferTest.java");
        IFile c = file.getProject().getFile("lost-update.c");
        c.create(new java.io.ByteArrayInputStream(UiTestSupport.fixture("lost-update-unsafe.c")
                .getBytes(StandardCharsets.UTF_8)), true, null);
        IWorkbenchPage page = page();
        page.closeAllEditors(false);
        ITextEditor onC = (ITextEditor) IDE.openEditor(page, c, "org.eclipse.ui.DefaultTextEditor");
        Menu context = contextMenu(onC);
        show(context);
        try {
            assertEquals(List.of("Check main", "Check Entry-Point Pair..."),
                    UiTestSupport.menuTexts(submenu(context, "Braid")), "no JUnit test in a C file");
        } finally {
            hide(context);
        }
        page.closeAllEditors(false);

        ITextEditor editor = (ITextEditor) IDE.openEditor(page, file, "org.eclipse.ui.DefaultTextEditor");
        editor.selectAndReveal(text(file).indexOf("a.start()"), 0);
        UiTestSupport.spin(300);
        context = contextMenu(editor);
        show(context);
        try {
            Menu braid = submenu(context, "Braid");
            assertEquals(JAVA_CHECKS, UiTestSupport.menuTexts(braid));
            assertEquals(List.of(true, true, true), enabled(braid));
        } finally {
            hide(context);
        }
        click(context, "Braid", "Check JUnit Test");
        UiTestSupport.waitForAnalysis();
        assertEquals(TEST_FINDINGS, UiTestSupport.markers(file), "the test around the cursor was the harness");
        page.closeAllEditors(false);
        file.getProject().delete(true, true, null);
    }

    private static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    private static String text(IFile file) throws Exception {
        try (var in = file.getContents()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** Counter's races for the pair {@code Counter#increment() ‖ Counter#get()} (as JavaPairCheckTest). */
    private static List<String> counterRaces() {
        String race = "Data race on Counter.count: write in Counter.increment() and read in Counter.get()" + BOUNDS;
        return List.of(Ids.RACE_MARKER + "|Counter.java|6|1|" + race, Ids.RACE_MARKER + "|Counter.java|14|1|" + race);
    }

    /** The context menu of {@code editor}'s text, as a right click opens it. */
    private static Menu contextMenu(ITextEditor editor) {
        StyledText text = assertInstanceOf(StyledText.class, editor.getAdapter(Control.class));
        return text.getMenu();
    }

    /** Selects {@code element} in {@code view} and makes the view active, as a click does. */
    private static void select(IWorkbenchPage page, IViewPart view, Object element) throws InterruptedException {
        ((IPackagesViewPart) view).selectAndReveal(element);
        page.activate(view);
        UiTestSupport.spin(300);
        assertEquals(List.of(element),
                ((StructuredSelection) view.getSite().getSelectionProvider().getSelection()).toList());
    }

    /** Opens {@code menu}'s submenu {@code label}, clicks its item {@code item} and closes the menus. */
    private static void click(Menu menu, String label, String item) {
        show(menu);
        try {
            MenuItem target = UiTestSupport.menuItem(submenu(menu, label), item);
            assertTrue(target.getEnabled(), item + " is enabled");
            target.notifyListeners(SWT.Selection, new Event());
        } finally {
            hide(menu);
        }
    }

    private static void show(Menu menu) {
        menu.notifyListeners(SWT.Show, new Event());
    }

    private static void hide(Menu menu) {
        for (MenuItem item : menu.getItems()) {
            if (item.getMenu() != null) {
                item.getMenu().notifyListeners(SWT.Hide, new Event());
            }
        }
        menu.notifyListeners(SWT.Hide, new Event());
    }

    /** {@code menu}'s submenu {@code label}, filled as when it opens. */
    private static Menu submenu(Menu menu, String label) {
        Menu submenu = UiTestSupport.menuItem(menu, label).getMenu();
        show(submenu);
        return submenu;
    }

    private static List<Boolean> enabled(Menu menu) {
        return Arrays.stream(menu.getItems()).filter(item -> (item.getStyle() & SWT.SEPARATOR) == 0)
                .map(MenuItem::getEnabled).toList();
    }

    /** Braid's annotations in {@code editor} as {@code type|line}, by line: what the editor's ruler shows. */
    private static List<String> annotations(ITextEditor editor) throws Exception {
        IAnnotationModel model = editor.getDocumentProvider().getAnnotationModel(editor.getEditorInput());
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        List<String> found = new ArrayList<>();
        long deadline = System.currentTimeMillis() + 30_000;
        while (found.size() < 3 && System.currentTimeMillis() < deadline) {
            UiTestSupport.spin(100);
            found.clear();
            for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
                if (it.next() instanceof MarkerAnnotation annotation && annotation.getMarker().exists()
                        && annotation.getMarker().isSubtypeOf(Ids.PROBLEM_MARKER)) {
                    Position position = model.getPosition(annotation);
                    IMarker marker = annotation.getMarker();
                    found.add(marker.getType() + "|" + (document.getLineOfOffset(position.getOffset()) + 1));
                }
            }
        }
        found.sort(java.util.Comparator.comparing((String s) -> Integer.parseInt(s.substring(s.indexOf('|') + 1)))
                .thenComparing(s -> s));
        return found;
    }

    private static void waitUntilFilled(List<String> dialog) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 60_000;
        while (dialog.isEmpty() && System.currentTimeMillis() < deadline) {
            UiTestSupport.spin(50);
        }
    }

    /**
     * When "Check Entry-Point Pair"'s list dialog opens: records its message, types {@code choice}
     * into its filter and presses OK once the list shows that one entry, selected.
     */
    private static List<String> chooseInPairDialog(String choice) {
        List<String> message = new java.util.concurrent.CopyOnWriteArrayList<>();
        Display display = Display.getCurrent();
        long deadline = System.currentTimeMillis() + 60_000;
        Runnable[] poll = new Runnable[1];
        poll[0] = () -> {
            for (Shell shell : display.getShells()) {
                if (!shell.isDisposed() && "Check Entry-Point Pair".equals(shell.getText()) && shell.isVisible()) {
                    Table table = find(shell, Table.class);
                    Text filter = find(shell, Text.class);
                    if (!filter.getText().equals(choice)) {
                        filter.setText(choice);
                    } else if (table.getItemCount() == 1 && table.getItem(0).getText().equals(choice)) {
                        if (table.getSelectionCount() == 0) {
                            table.setSelection(0);
                            table.notifyListeners(SWT.Selection, new Event());
                        }
                        message.addAll(UiTestSupport.labels(shell));
                        UiTestSupport.find(shell, Button.class, "OK").notifyListeners(SWT.Selection, new Event());
                        return;
                    }
                }
            }
            if (System.currentTimeMillis() < deadline) {
                display.timerExec(50, poll[0]);
            }
        };
        display.timerExec(50, poll[0]);
        return message;
    }

    private static <T extends Control> T find(org.eclipse.swt.widgets.Composite parent, Class<T> type) {
        for (Control child : parent.getChildren()) {
            if (type.isInstance(child)) {
                return type.cast(child);
            }
            if (child instanceof org.eclipse.swt.widgets.Composite composite) {
                T found = findOrNull(composite, type);
                if (found != null) {
                    return found;
                }
            }
        }
        throw new AssertionError("no " + type.getSimpleName() + " in " + parent);
    }

    private static <T extends Control> T findOrNull(org.eclipse.swt.widgets.Composite parent, Class<T> type) {
        try {
            return find(parent, type);
        } catch (AssertionError notHere) {
            return null;
        }
    }
}
