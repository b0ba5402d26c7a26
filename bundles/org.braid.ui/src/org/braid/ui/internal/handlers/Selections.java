package org.braid.ui.internal.handlers;

import java.util.Optional;

import org.braid.ui.internal.analysis.FrontEndRegistry;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchWindow;

/**
 * The file, project or function a command applies to: the structured selection (a resource, or
 * a {@link FunctionElement} or anything that adapts to one, such as a function of Braid's C
 * Outline, of CDT's Outline or Project Explorer, or a JDT method, through the language's UI
 * bundle), else the active editor's file if a front end reads it.
 */
public final class Selections {

    /** A function selected in a view, and the file that defines it: what language bundles adapt other models' elements to. */
    public record SelectedFunction(IFile file, String name) implements FunctionElement {
    }

    private Selections() {
    }

    /** The function that {@code selection}'s first element is, if it is one of a workspace file. */
    public static Optional<SelectedFunction> function(ISelection selection) {
        Object element = selection instanceof IStructuredSelection structured ? structured.getFirstElement() : null;
        FunctionElement function = Adapters.adapt(element, FunctionElement.class);
        return function == null ? Optional.empty() : Optional.of(new SelectedFunction(function.file(), function.name()));
    }

    /**
     * The selected source file (one a front end reads), else the source file in the active editor,
     * else null; the same choice as the commands' enablement ({@code org.braid.ui.expressions.source}
     * in {@code plugin.xml}).
     */
    static IFile file(IWorkbenchWindow window, ISelection selection) {
        if (selection instanceof IStructuredSelection structured
                && selectedFile(structured.getFirstElement()) instanceof IFile file && isSource(file)) {
            return file;
        }
        IEditorPart editor = window.getActivePage() == null ? null : window.getActivePage().getActiveEditor();
        IFile edited = editor == null ? null : Adapters.adapt(editor.getEditorInput(), IFile.class);
        return edited != null && isSource(edited) ? edited : null;
    }

    /**
     * The file {@code element} is or adapts to, else the resource it adapts to if that is a file
     * (JDT's compilation units and top-level types adapt to their file only as an {@link IResource}).
     */
    private static IFile selectedFile(Object element) {
        IFile file = adapt(element, IFile.class);
        if (file == null && adapt(element, IResource.class) instanceof IFile resource) {
            file = resource;
        }
        return file;
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

    /** What {@code element} adapts to (a front end's UI bundle adapts its model's elements, e.g. CDT's, to their files). */
    private static <T> T adapt(Object element, Class<T> type) {
        return Adapters.adapt(element, type);
    }
}
