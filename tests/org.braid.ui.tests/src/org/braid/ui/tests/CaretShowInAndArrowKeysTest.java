package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.Map;
import java.util.Set;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.views.InterleavingView;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IWorkbenchCommandConstants;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

/**
 * <i>Show In &gt; Braid Interleaving</i> from the editor shows the finding under the caret (the
 * assertion on the {@code assert} line, the race whose access is underlined), and the arrow keys
 * Left/Right step through the Interleaving view like Up/Down.
 */
class CaretShowInAndArrowKeysTest {

    @Test
    void showInFromTheEditorPicksTheFindingUnderTheCaretAndLeftRightStep() throws Exception {
        IFile file = UiTestSupport.project("caret-show-in", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        ITextEditor editor = assertInstanceOf(ITextEditor.class, IDE.openEditor(page, file));
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());

        InterleavingView view = showInAt(page, editor, document, 32, "2);");
        assertEquals("Assertion fails in main: assert(counter == 2); (up to 4 threads, 1 pending at a time)",
                view.finding().message(), "the caret on the assert line (not on a marker's range)");
        view = showInAt(page, editor, document, 19, "counter;");
        assertEquals("Data race on counter: read in increment and write in increment (up to 4 threads, 1 pending at "
                + "a time)", view.finding().message(), "the caret on the underlined read of line 19");
        view = showInAt(page, editor, document, 32, "assert");
        assertEquals("Assertion fails in main: assert(counter == 2); (up to 4 threads, 1 pending at a time)",
                view.finding().message(), "back to the assertion");

        page.activate(view);
        view.setFocus();
        view.selectRow(3);
        Control lanes = Display.getCurrent().getFocusControl();
        key(lanes, SWT.ARROW_RIGHT);
        assertEquals(4, view.currentRow(), "Right steps forward");
        key(lanes, SWT.ARROW_LEFT);
        key(lanes, SWT.ARROW_LEFT);
        assertEquals(2, view.currentRow(), "Left steps back");
        key(lanes, SWT.ARROW_DOWN);
        assertEquals(3, view.currentRow(), "Down still steps forward");
        file.getProject().delete(true, true, null);
    }

    /** Puts the caret before {@code text} on {@code line} and runs Show In &gt; Braid Interleaving from the editor. */
    private static InterleavingView showInAt(IWorkbenchPage page, ITextEditor editor, IDocument document, int line,
            String text) throws Exception {
        page.activate(editor);
        int start = document.getLineOffset(line - 1);
        String content = document.get(start, document.getLineLength(line - 1));
        editor.selectAndReveal(start + content.indexOf(text), 0);
        UiTestSupport.spin(100);
        IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        handlers.executeCommand(ParameterizedCommand.generateCommand(
                PlatformUI.getWorkbench().getService(ICommandService.class)
                        .getCommand(IWorkbenchCommandConstants.NAVIGATE_SHOW_IN),
                Map.of(IWorkbenchCommandConstants.NAVIGATE_SHOW_IN_PARM_TARGET, Ids.INTERLEAVING_VIEW)), null);
        UiTestSupport.spin(200);
        return (InterleavingView) page.findView(Ids.INTERLEAVING_VIEW);
    }

    private static void key(Control control, int code) throws InterruptedException {
        Event event = new Event();
        event.keyCode = code;
        control.notifyListeners(SWT.KeyDown, event);
        UiTestSupport.spin(50);
    }
}
