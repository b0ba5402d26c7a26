package org.braid.ui.internal.debug;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.braid.core.TraceStep;
import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.model.DebugElement;
import org.eclipse.debug.core.model.IRegisterGroup;
import org.eclipse.debug.core.model.IStackFrame;
import org.eclipse.debug.core.model.IThread;
import org.eclipse.debug.core.model.IVariable;

/**
 * A thread's current statement: its file and line (the editor shows the instruction pointer
 * there) and, as variables, the values the statement read ({@code x = 1}) and wrote
 * ({@code x := 1}); the trace keeps the user's variables only.
 */
public final class TraceStackFrame extends DebugElement implements IStackFrame {
    private final TraceThread thread;
    private final int index;
    private final TraceStep step;

    TraceStackFrame(TraceThread thread, int index, TraceStep step) {
        super(thread.getDebugTarget());
        this.thread = thread;
        this.index = index;
        this.step = step;
    }

    /** The trace step this frame shows. */
    public TraceStep step() {
        return step;
    }

    @Override
    public String getModelIdentifier() {
        return TraceDebugTarget.MODEL;
    }

    @Override
    public IThread getThread() {
        return thread;
    }

    @Override
    public IVariable[] getVariables() {
        List<IVariable> variables = new ArrayList<>();
        for (String value : step.values()) {
            variables.add(TraceVariable.parse(this, value));
        }
        return variables.toArray(IVariable[]::new);
    }

    @Override
    public boolean hasVariables() {
        return !step.values().isEmpty();
    }

    @Override
    public int getLineNumber() {
        return step.line() > 0 ? step.line() : -1;
    }

    @Override
    public int getCharStart() {
        return -1;
    }

    @Override
    public int getCharEnd() {
        return -1;
    }

    @Override
    public String getName() {
        return DebugMessages.frame(step);
    }

    @Override
    public IRegisterGroup[] getRegisterGroups() {
        return new IRegisterGroup[0];
    }

    @Override
    public boolean hasRegisterGroups() {
        return false;
    }

    @Override
    public boolean canStepInto() {
        return false;
    }

    @Override
    public boolean canStepOver() {
        return thread.canStepOver();
    }

    @Override
    public boolean canStepReturn() {
        return thread.canStepReturn();
    }

    @Override
    public boolean isStepping() {
        return false;
    }

    @Override
    public void stepInto() throws DebugException {
        thread.stepInto();
    }

    @Override
    public void stepOver() {
        thread.stepOver();
    }

    @Override
    public void stepReturn() {
        thread.stepReturn();
    }

    @Override
    public boolean canResume() {
        return thread.canResume();
    }

    @Override
    public boolean canSuspend() {
        return false;
    }

    @Override
    public boolean isSuspended() {
        return thread.isSuspended();
    }

    @Override
    public void resume() {
        thread.resume();
    }

    @Override
    public void suspend() {
        // always suspended
    }

    @Override
    public boolean canTerminate() {
        return thread.canTerminate();
    }

    @Override
    public boolean isTerminated() {
        return thread.isTerminated();
    }

    @Override
    public void terminate() {
        thread.terminate();
    }

    /** Frames of the same thread at the same step are equal, so the Debug view keeps its selection. */
    @Override
    public boolean equals(Object other) {
        return other instanceof TraceStackFrame frame && frame.thread == thread && frame.index == index;
    }

    @Override
    public int hashCode() {
        return Objects.hash(thread, index);
    }
}
