package org.braid.c.ui.internal.outline;

import org.braid.ui.internal.analysis.FrontEndRegistry;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;

/**
 * Gives the platform's text editor ({@code org.eclipse.ui.editors.text.TextEditor}, registered in
 * {@code plugin.xml}) a {@link FunctionOutlinePage} when it edits a {@code .c} or {@code .h} file
 * of the workspace, and nothing otherwise. The editor asks the adapter manager for adapters it
 * does not know itself, which is how the Outline view finds the page.
 */
public final class OutlineAdapterFactory implements IAdapterFactory {

    @Override
    public <T> T getAdapter(Object adaptable, Class<T> adapterType) {
        if (adapterType == IContentOutlinePage.class && adaptable instanceof ITextEditor editor
                && cFile(editor) instanceof IFile file) {
            return adapterType.cast(new FunctionOutlinePage(editor, file));
        }
        return null;
    }

    /** The C file of the workspace that {@code editor} edits, or null: whether it gets Braid's Outline. */
    static IFile cFile(ITextEditor editor) {
        return Adapters.adapt(editor.getEditorInput(), IFile.class) instanceof IFile file && isC(file) ? file : null;
    }

    @Override
    public Class<?>[] getAdapterList() {
        return new Class<?>[] { IContentOutlinePage.class };
    }

    /** A file a front end reads, or a header of a front end's language (a C header). */
    private static boolean isC(IFile file) {
        return FrontEndRegistry.isSource(file) || FrontEndRegistry.isHeader(file);
    }
}
