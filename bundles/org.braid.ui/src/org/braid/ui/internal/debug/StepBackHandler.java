package org.braid.ui.internal.debug;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.debug.core.model.IDebugElement;
import org.eclipse.debug.ui.DebugUITools;

/**
 * "Step Back" in the Debug view's toolbar while a Braid replay is selected: one step back through
 * the recorded interleaving (a replay can go back; a live program cannot).
 */
public final class StepBackHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        TraceDebugTarget target = selected();
        if (target != null) {
            target.stepBack();
        }
        return null;
    }

    /** Updates the toolbar button when the debug context changes. */
    @Override
    public void setEnabled(Object evaluationContext) {
        setBaseEnabled(isEnabled());
    }

    /** Whether the selected replay can go back now (asked afresh: a step does not change the context). */
    @Override
    public boolean isEnabled() {
        TraceDebugTarget target = selected();
        return target != null && target.canStepBack();
    }

    private static TraceDebugTarget selected() {
        IDebugElement element = Adapters.adapt(DebugUITools.getDebugContext(), IDebugElement.class);
        return element != null && element.getDebugTarget() instanceof TraceDebugTarget target ? target : null;
    }
}
