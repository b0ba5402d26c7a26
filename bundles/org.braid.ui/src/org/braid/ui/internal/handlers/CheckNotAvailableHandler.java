package org.braid.ui.internal.handlers;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.common.NotDefinedException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IViewSite;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartSite;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * Handles the check commands while this version of Braid has no analysis engine: says so on the
 * status line (or in the log when no part is active) instead of pretending to check.
 */
public final class CheckNotAvailableHandler extends AbstractHandler {
    @Override
    public Object execute(ExecutionEvent event) {
        String message = NLS.bind(HandlerMessages.CheckNotAvailable_message, commandName(event));
        IWorkbenchPart part = HandlerUtil.getActivePart(event);
        IWorkbenchPartSite site = part == null ? null : part.getSite();
        if (site instanceof IViewSite view) {
            view.getActionBars().getStatusLineManager().setErrorMessage(message);
        } else if (site instanceof IEditorSite editor) {
            editor.getActionBars().getStatusLineManager().setErrorMessage(message);
        } else {
            ILog.of(getClass()).info(message);
        }
        return null;
    }

    private static String commandName(ExecutionEvent event) {
        try {
            return event.getCommand().getName();
        } catch (NotDefinedException e) {
            return event.getCommand().getId();
        }
    }
}
