package org.braid.ui.internal.debug;

import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.model.DebugElement;
import org.eclipse.debug.core.model.IValue;
import org.eclipse.debug.core.model.IVariable;

/**
 * A value a statement read ({@code counter = 0}) or wrote ({@code counter := 1}): the name,
 * the value, and whether it was written (shown as changed). Immutable.
 */
public final class TraceVariable extends DebugElement implements IVariable, IValue {
    private final String name;
    private final String value;
    private final boolean written;

    private TraceVariable(DebugElement parent, String name, String value, boolean written) {
        super(parent.getDebugTarget());
        this.name = name;
        this.value = value;
        this.written = written;
    }

    /** Reads {@code name := value} (written) or {@code name = value} (read); other text is its own name. */
    static TraceVariable parse(DebugElement parent, String text) {
        int write = text.indexOf(" := ");
        if (write > 0) {
            return new TraceVariable(parent, text.substring(0, write), text.substring(write + 4), true);
        }
        int read = text.indexOf(" = ");
        if (read > 0) {
            return new TraceVariable(parent, text.substring(0, read), text.substring(read + 3), false);
        }
        return new TraceVariable(parent, text, "", false);
    }

    /** Whether the statement wrote it. */
    public boolean written() {
        return written;
    }

    @Override
    public String getModelIdentifier() {
        return TraceDebugTarget.MODEL;
    }

    @Override
    public IValue getValue() {
        return this;
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public String getReferenceTypeName() {
        return written ? DebugMessages.written() : DebugMessages.read();
    }

    @Override
    public boolean hasValueChanged() {
        return written;
    }

    @Override
    public String getValueString() {
        return value;
    }

    @Override
    public boolean isAllocated() {
        return true;
    }

    @Override
    public IVariable[] getVariables() {
        return new IVariable[0];
    }

    @Override
    public boolean hasVariables() {
        return false;
    }

    @Override
    public void setValue(String expression) throws DebugException {
        throw new DebugException(org.eclipse.core.runtime.Status.error("a replayed value cannot be changed"));
    }

    @Override
    public void setValue(IValue newValue) throws DebugException {
        setValue("");
    }

    @Override
    public boolean supportsValueModification() {
        return false;
    }

    @Override
    public boolean verifyValue(String expression) {
        return false;
    }

    @Override
    public boolean verifyValue(IValue newValue) {
        return false;
    }
}
