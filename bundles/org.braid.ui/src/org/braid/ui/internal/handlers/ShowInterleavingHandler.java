package org.braid.ui.internal.handlers;

import org.braid.ui.internal.Ids;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * Opens the Braid Interleaving view on the selected Braid marker's finding; the command is enabled
 * only while one is selected ({@code plugin.xml}). Without one (a direct call) it opens the view.
 */
public final class ShowInterleavingHandler extends AbstractHandler {
    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchPage page = HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage();
        ISelection selection = HandlerUtil.getCurrentSelection(event);
        try {
            if (selection instanceof IStructuredSelection structured
                    && Adapters.adapt(structured.getFirstElement(), IMarker.class) instanceof IMarker marker
                    && marker.exists() && marker.isSubtypeOf(Ids.PROBLEM_MARKER)) {
                return FindingsUi.show(page, marker);
            }
            return page.showView(Ids.INTERLEAVING_VIEW);
        } catch (CoreException e) {
            throw new ExecutionException(e.getMessage(), e);
        }
    }
}
