package org.braid.ui.internal.views;

import org.braid.ui.internal.analysis.FileStatus;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWindowListener;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;

/**
 * Shows in the status line what Braid last said about the file of the active editor ("Braid:
 * main: No violation within bounds (complete; ...)", "Braid: analyzing f.c..."), so that a check
 * that found nothing is visible, not silent: when an editor becomes active and whenever that
 * file's {@link FileStatus} changes. UI thread.
 */
public final class EditorStatus implements IStartup, IPartListener2, IWindowListener {

    @Override
    public void earlyStartup() {
        IWorkbench workbench = PlatformUI.getWorkbench();
        Display display = workbench.getDisplay();
        display.asyncExec(() -> {
            workbench.addWindowListener(this);
            for (IWorkbenchWindow window : workbench.getWorkbenchWindows()) {
                windowOpened(window);
            }
            FileStatus.addListener(file -> {
                if (!display.isDisposed()) {
                    display.asyncExec(() -> changed(file));
                }
            });
        });
    }

    @Override
    public void windowOpened(IWorkbenchWindow window) {
        window.getPartService().addPartListener(this);
        IWorkbenchPage page = window.getActivePage();
        if (page != null && page.getActiveEditor() != null) {
            show(page.getActiveEditor());
        }
    }

    @Override
    public void windowClosed(IWorkbenchWindow window) {
        window.getPartService().removePartListener(this);
    }

    @Override
    public void windowActivated(IWorkbenchWindow window) {
        // the part listener follows the editors
    }

    @Override
    public void windowDeactivated(IWorkbenchWindow window) {
        // the part listener follows the editors
    }

    @Override
    public void partActivated(IWorkbenchPartReference reference) {
        IWorkbenchPart part = reference.getPart(false);
        if (part instanceof IEditorPart editor) {
            show(editor);
        }
    }

    private static void changed(IFile file) {
        for (IWorkbenchWindow window : PlatformUI.getWorkbench().getWorkbenchWindows()) {
            IWorkbenchPage page = window.getActivePage();
            IEditorPart editor = page == null ? null : page.getActiveEditor();
            if (editor != null && file.equals(Adapters.adapt(editor.getEditorInput(), IFile.class))) {
                show(editor);
            }
        }
    }

    /** The status of the editor's file in its status line; nothing for files Braid never analyzed. */
    private static void show(IEditorPart editor) {
        IFile file = Adapters.adapt(editor.getEditorInput(), IFile.class);
        if (file != null) {
            FileStatus.of(file).ifPresent(text -> editor.getEditorSite().getActionBars().getStatusLineManager()
                    .setMessage(text));
        }
    }
}
