package org.braid.ui.internal.handlers;

import java.util.Optional;

import org.braid.ui.internal.analysis.FrontEndRegistry;
import org.braid.ui.internal.outline.OutlineFunction;
import org.eclipse.cdt.core.model.ICElement;
import org.eclipse.cdt.core.model.IFunctionDeclaration;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchWindow;

/**
 * The file, project or function a command applies to: the structured selection (a resource, a
 * function of Braid's Outline, or a function of CDT's Outline or Project Explorer), else the
 * active editor's file.
 */
public final class Selections {

    /** A function selected in a view, and the C file that defines it. */
    public record SelectedFunction(IFile file, String name) {
    }

    private Selections() {
    }

    /** The function that {@code selection}'s first element is, if it is one of a workspace file. */
    public static Optional<SelectedFunction> function(ISelection selection) {
        Object element = selection instanceof IStructuredSelection structured ? structured.getFirstElement() : null;
        if (element instanceof OutlineFunction function) {
            return Optional.of(new SelectedFunction(function.file(), function.name()));
        }
        if (element instanceof IFunctionDeclaration function && function.getResource() instanceof IFile file) {
            return Optional.of(new SelectedFunction(file, function.getElementName()));
        }
        return Optional.empty();
    }

    /**
     * The selected C file, else the C file in the active editor, else null; the same choice as
     * the commands' enablement ({@code org.braid.ui.expressions.cFile} in {@code plugin.xml}).
     */
    static IFile file(IWorkbenchWindow window, ISelection selection) {
        if (selection instanceof IStructuredSelection structured
                && adapt(structured.getFirstElement(), IFile.class) instanceof IFile file && isSource(file)) {
            return file;
        }
        IEditorPart editor = window.getActivePage() == null ? null : window.getActivePage().getActiveEditor();
        IFile edited = editor == null ? null : Adapters.adapt(editor.getEditorInput(), IFile.class);
        return edited != null && isSource(edited) ? edited : null;
    }

    private static boolean isSource(IFile file) {
        return FrontEndRegistry.isSource(file);
    }

    static IProject project(IWorkbenchWindow window, ISelection selection) {
        if (selection instanceof IStructuredSelection structured
                && adapt(structured.getFirstElement(), IResource.class) instanceof IResource resource) {
            return resource.getProject();
        }
        IFile file = file(window, selection);
        return file == null ? null : file.getProject();
    }

    /**
     * A CDT element's own resource (for a function, its file) if it is a {@code type}, else what
     * {@code element} adapts to.
     */
    private static <T> T adapt(Object element, Class<T> type) {
        if (element instanceof ICElement cElement) {
            IResource resource = cElement.getResource();
            return type.isInstance(resource) ? type.cast(resource) : null;
        }
        return Adapters.adapt(element, type);
    }
}
