package org.braid.c.ui.internal.outline;

import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.editors.text.TextEditor;
import org.eclipse.ui.views.contentoutline.ContentOutline;

/**
 * Gives a restored Outline the page of the C file's editor the workbench restored with it. The
 * Outline asks the active editor for its page when it is created and when an editor is activated
 * or brought to top; at start-up the workbench creates the parts of the last active stack first,
 * so when the session ended with the Outline active (in the Resource perspective it comes before
 * the editor area) the Outline is created while the page has no active editor yet, the editor
 * comes up without an activation, and the Outline says "There is no active editor that provides
 * an outline" until the user clicks the editor. Once the workbench is up, this asks it again.
 */
public final class OutlineStartup implements IStartup {

    @Override
    public void earlyStartup() {
        IWorkbench workbench = PlatformUI.getWorkbench();
        workbench.getDisplay().asyncExec(() -> {
            for (IWorkbenchWindow window : workbench.getWorkbenchWindows()) {
                for (IWorkbenchPage page : window.getPages()) {
                    showPageOfActiveEditor(page);
                }
            }
        });
    }

    /**
     * Lets {@code page}'s Outline, if it shows its default page, create the page of the active
     * editor when that is a text editor on a C file of the workspace. UI thread only.
     */
    public static void showPageOfActiveEditor(IWorkbenchPage page) {
        IEditorPart editor = page.getActiveEditor();
        if (page.findView(IPageLayout.ID_OUTLINE) instanceof ContentOutline outline
                && outline.getCurrentPage() == outline.getDefaultPage() && editor instanceof TextEditor text
                && OutlineAdapterFactory.cFile(text) != null) {
            outline.partActivated(editor);
        }
    }
}
