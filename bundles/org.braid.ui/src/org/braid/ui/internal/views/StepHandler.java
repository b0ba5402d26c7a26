package org.braid.ui.internal.views;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * Steps through the trace of the active Interleaving view: {@code first}, {@code back},
 * {@code forward} or {@code last}, given as the class's data in {@code plugin.xml}.
 */
public final class StepHandler extends AbstractHandler implements IExecutableExtension {
    private String direction = "forward";

    @Override
    public void setInitializationData(IConfigurationElement config, String property, Object data) {
        if (data instanceof String text) {
            direction = text;
        }
    }

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchPart part = HandlerUtil.getActivePart(event);
        if (part instanceof InterleavingView view) {
            switch (direction) {
                case "first" -> view.first();
                case "back" -> view.back();
                case "last" -> view.last();
                default -> view.forward();
            }
        }
        return null;
    }
}
