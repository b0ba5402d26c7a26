package org.braid.ui.internal.handlers;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchWindow;

/** The file or project a command applies to: the structured selection, else the active editor's. */
final class Selections {

    private Selections() {
    }

    static IFile file(IWorkbenchWindow window, ISelection selection) {
        if (selection instanceof IStructuredSelection structured
                && Adapters.adapt(structured.getFirstElement(), IFile.class) instanceof IFile file) {
            return file;
        }
        IEditorPart editor = window.getActivePage() == null ? null : window.getActivePage().getActiveEditor();
        return editor == null ? null : Adapters.adapt(editor.getEditorInput(), IFile.class);
    }

    static IProject project(IWorkbenchWindow window, ISelection selection) {
        if (selection instanceof IStructuredSelection structured
                && Adapters.adapt(structured.getFirstElement(), IResource.class) instanceof IResource resource) {
            return resource.getProject();
        }
        IFile file = file(window, selection);
        return file == null ? null : file.getProject();
    }
}
