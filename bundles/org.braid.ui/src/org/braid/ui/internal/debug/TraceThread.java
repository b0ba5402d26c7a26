package org.braid.ui.internal.debug;

import org.braid.ui.internal.markers.FindingText;
import org.eclipse.debug.core.DebugEvent;
import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.model.DebugElement;
import org.eclipse.debug.core.model.IBreakpoint;
import org.eclipse.debug.core.model.IStackFrame;
import org.eclipse.debug.core.model.IThread;

/**
 * One program thread of the replay. Its one stack frame is the statement it executed last up to
 * the session's current step (none before it starts); its name says whether it runs the current
 * step, waits, or has not started. Stepping moves the whole session: Step Over one step, Step
 * Return to the end of the current function's run, Resume to the next switch.
 */
public final class TraceThread extends DebugElement implements IThread {
    private final TraceDebugTarget target;
    private final int id;
    private final String function;

    TraceThread(TraceDebugTarget target, int id, String function) {
        super(target);
        this.target = target;
        this.id = id;
        this.function = function;
    }

    /** The thread id of the trace (0 the initial thread). */
    public int id() {
        return id;
    }

    @Override
    public String getModelIdentifier() {
        return TraceDebugTarget.MODEL;
    }

    @Override
    public IStackFrame[] getStackFrames() {
        int step = target.cursor().lastStepOf(id);
        return step < 0 || target.isTerminated() ? new IStackFrame[0]
                : new IStackFrame[] { new TraceStackFrame(this, step, target.cursor().stepAt(step)) };
    }

    @Override
    public boolean hasStackFrames() {
        return getStackFrames().length > 0;
    }

    @Override
    public int getPriority() {
        return 0;
    }

    @Override
    public IStackFrame getTopStackFrame() {
        IStackFrame[] frames = getStackFrames();
        return frames.length == 0 ? null : frames[0];
    }

    @Override
    public String getName() {
        boolean runs = target.currentThread() == this;
        int step = target.cursor().lastStepOf(id);
        return DebugMessages.thread(FindingText.threadLabel(target.finding().threadNames(), id), function, runs,
                step >= 0);
    }

    @Override
    public IBreakpoint[] getBreakpoints() {
        return new IBreakpoint[0];
    }

    @Override
    public boolean canResume() {
        return target.canResume();
    }

    @Override
    public boolean canSuspend() {
        return false;
    }

    /** Only the thread that runs the current step is suspended; the others wait for their turn. */
    @Override
    public boolean isSuspended() {
        return target.isSuspended() && target.currentThread() == this;
    }

    @Override
    public void resume() {
        target.resume();
    }

    @Override
    public void suspend() {
        // always suspended
    }

    @Override
    public boolean canStepInto() {
        return false;
    }

    @Override
    public boolean canStepOver() {
        return !target.isTerminated() && target.cursor().canForward();
    }

    @Override
    public boolean canStepReturn() {
        return canStepOver();
    }

    @Override
    public boolean isStepping() {
        return false;
    }

    @Override
    public void stepInto() throws DebugException {
        throw new DebugException(org.eclipse.core.runtime.Status.error("a replay steps over statements"));
    }

    @Override
    public void stepOver() {
        target.move(TraceCursor::forward, DebugEvent.STEP_OVER);
    }

    @Override
    public void stepReturn() {
        target.move(TraceCursor::toReturn, DebugEvent.STEP_RETURN);
    }

    @Override
    public boolean canTerminate() {
        return target.canTerminate();
    }

    @Override
    public boolean isTerminated() {
        return target.isTerminated();
    }

    @Override
    public void terminate() {
        target.terminate();
    }
}
