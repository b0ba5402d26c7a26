package org.braid.c.ui.internal.selection;

import org.braid.ui.internal.handlers.FunctionElement;
import org.braid.ui.internal.handlers.Selections.SelectedFunction;
import org.eclipse.cdt.core.model.ICElement;
import org.eclipse.cdt.core.model.IFunctionDeclaration;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.IAdapterFactory;

/**
 * Adapts CDT's elements (plugin.xml): an {@link IFunctionDeclaration} of a workspace file to the
 * {@link FunctionElement} that "Check Entry-Point Pair" and "Check main" take, and any
 * {@link ICElement} to its resource. Used only when CDT is installed (its views select them).
 */
public final class CElementAdapters implements IAdapterFactory {

    @Override
    public <T> T getAdapter(Object adaptable, Class<T> type) {
        if (!(adaptable instanceof ICElement element)) {
            return null;
        }
        IResource resource = element.getResource();
        if (type == FunctionElement.class) {
            return element instanceof IFunctionDeclaration function && resource instanceof IFile file
                    ? type.cast(new SelectedFunction(file, function.getElementName())) : null;
        }
        return type.isInstance(resource) ? type.cast(resource) : null;
    }

    @Override
    public Class<?>[] getAdapterList() {
        return new Class<?>[] { FunctionElement.class, IFile.class, IResource.class };
    }
}
