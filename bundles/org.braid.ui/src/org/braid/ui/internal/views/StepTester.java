package org.braid.ui.internal.views;

import org.eclipse.core.expressions.PropertyTester;

/**
 * Property {@code org.braid.ui.interleaving.canStep} of the Interleaving view, tested with the
 * direction as the expected value ({@code first}, {@code back}, {@code forward}, {@code last}):
 * whether that step command has somewhere to go. The step handlers are enabled by it; the view
 * asks for a new evaluation whenever its current row changes, as the debugger's step commands
 * follow the selected frame.
 */
public final class StepTester extends PropertyTester {
    /** The namespace and property, as the view names them when it requests an evaluation. */
    public static final String PROPERTY = "org.braid.ui.interleaving.canStep";

    @Override
    public boolean test(Object receiver, String property, Object[] args, Object expectedValue) {
        return receiver instanceof InterleavingView view && expectedValue instanceof String direction
                && view.canStep(direction);
    }
}
