package org.braid.java.ui.internal;

import org.braid.core.frontend.FrontEndOption;
import org.braid.ui.internal.analysis.FrontEndHarness;
import org.braid.ui.internal.handlers.FrontEndHarnessCheck;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * "Check JUnit Test": runs the JUnit test method selected in JDT's views (Outline, Package
 * Explorer) or around the cursor of a Java editor as its own harness: the Java front end's setting
 * {@code test} (as {@code braid check --test CLASS#METHOD}), checked in an analysis job with
 * progress and cancellation, markers on what it finds, its first finding's trace or "no violation
 * within bounds ..." in the Interleaving view, and remembered so that saving the file checks it
 * again ({@link FrontEndHarnessCheck}). Returns the scheduled job; with no test method at the
 * selection, says so in a message dialog.
 */
public final class CheckTestHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        IEditorInput input = HandlerUtil.getActiveEditorInput(event);
        if (input == null && window.getActivePage() != null && window.getActivePage().getActiveEditor() != null) {
            input = window.getActivePage().getActiveEditor().getEditorInput();
        }
        IFile editorFile = input == null ? null : Adapters.adapt(input, IFile.class);
        IMethod test = JUnitTests.selected(HandlerUtil.getCurrentSelection(event), editorFile);
        if (test == null) {
            MessageDialog.openInformation(window.getShell(), JavaUiMessages.CheckTest_title,
                    JavaUiMessages.CheckTest_noTest);
            return null;
        }
        return FrontEndHarnessCheck.check(window.getActivePage(), (IFile) test.getResource(),
                new FrontEndHarness(FrontEndOption.TEST, JUnitTests.reference(test)));
    }
}
