package org.braid.ui.internal.debug;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.IntConsumer;

import org.braid.ui.internal.markers.StoredFinding;
import org.eclipse.debug.core.DebugEvent;
import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.DebugElement;
import org.eclipse.debug.core.model.IBreakpoint;
import org.eclipse.debug.core.model.IDebugTarget;
import org.eclipse.debug.core.model.IMemoryBlock;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.core.model.IThread;

/**
 * The replay of one stored finding's trace as a debug target. It is suspended from start to end
 * (Resume moves to the next context switch and suspends again); Terminate ends the session.
 * Methods are called by the debug framework on any thread; moves are synchronized.
 */
public final class TraceDebugTarget extends DebugElement implements IDebugTarget {

    /** The debug model's identifier (plugin.xml's model presentation). */
    public static final String MODEL = "org.braid.ui.debugModel";

    private final ILaunch launch;
    private final StoredFinding finding;
    private final TraceCursor cursor;
    private final List<TraceThread> threads = new ArrayList<>();
    private final List<IntConsumer> moves = new CopyOnWriteArrayList<>();
    private volatile boolean terminated;

    /** A target for {@code launch}; {@link #started()} announces it. */
    public TraceDebugTarget(ILaunch launch, StoredFinding finding) {
        super(null);
        this.launch = launch;
        this.finding = finding;
        this.cursor = new TraceCursor(finding.steps());
        for (Map.Entry<Integer, String> thread : cursor.threads().entrySet()) {
            threads.add(new TraceThread(this, thread.getKey(), thread.getValue()));
        }
    }

    /** The finding whose trace this session replays. */
    public StoredFinding finding() {
        return finding;
    }

    /** The trace step the session is at. */
    public synchronized int step() {
        return cursor.step();
    }

    /** Tells {@code listener} the trace step after every move (on the thread that moved). */
    public void onMove(IntConsumer listener) {
        moves.add(listener);
    }

    synchronized TraceCursor cursor() {
        return cursor;
    }

    /**
     * Runs {@code move} on the cursor, then tells the debug views and the listeners. Only the
     * thread that runs the current step is suspended (the others wait, as in the program), so
     * the Debug view moves its selection, and the editor its instruction pointer, to the thread
     * that runs the new step: that thread resumed before the move (and the old one) suspends after it.
     */
    void move(java.util.function.Consumer<TraceCursor> move, int detail) {
        int step;
        TraceThread before;
        TraceThread now;
        synchronized (this) {
            if (terminated) {
                return;
            }
            before = thread(cursor.current().thread());
            before.fireResumeEvent(detail);
            move.accept(cursor);
            step = cursor.step();
            now = thread(cursor.current().thread());
        }
        for (TraceThread thread : threads) {
            if (thread != now) {
                thread.fireChangeEvent(DebugEvent.CONTENT);
            }
        }
        if (now != before) {
            now.fireResumeEvent(detail);
        }
        now.fireSuspendEvent(detail == DebugEvent.STEP_OVER || detail == DebugEvent.STEP_RETURN ? DebugEvent.STEP_END
                : DebugEvent.CLIENT_REQUEST);
        moves.forEach(listener -> listener.accept(step));
    }

    /** Steps back one step (the Debug view's Step Back command). */
    public void stepBack() {
        move(TraceCursor::back, DebugEvent.STEP_OVER);
    }

    public synchronized boolean canStepBack() {
        return !terminated && cursor.canBack();
    }

    /** Moves to trace step {@code step} (the swimlane view's selection). */
    public void moveTo(int step) {
        move(cursor -> cursor.moveTo(step), DebugEvent.CLIENT_REQUEST);
    }

    /** The thread that ran the current step. */
    public synchronized TraceThread currentThread() {
        return thread(cursor.current().thread());
    }

    private TraceThread thread(int id) {
        return threads.stream().filter(thread -> thread.id() == id).findFirst().orElseThrow();
    }

    /** Announces the target and suspends at the first step. */
    void started() {
        fireCreationEvent();
        currentThread().fireSuspendEvent(DebugEvent.CLIENT_REQUEST);
    }

    @Override
    public String getModelIdentifier() {
        return MODEL;
    }

    @Override
    public IDebugTarget getDebugTarget() {
        return this;
    }

    @Override
    public ILaunch getLaunch() {
        return launch;
    }

    @Override
    public IProcess getProcess() {
        return null;
    }

    @Override
    public IThread[] getThreads() {
        return threads.toArray(IThread[]::new);
    }

    @Override
    public boolean hasThreads() {
        return !terminated;
    }

    @Override
    public String getName() {
        return DebugMessages.target(finding.message());
    }

    @Override
    public boolean supportsBreakpoint(IBreakpoint breakpoint) {
        return false;
    }

    @Override
    public boolean canTerminate() {
        return !terminated;
    }

    @Override
    public boolean isTerminated() {
        return terminated;
    }

    @Override
    public void terminate() {
        terminated = true;
        fireTerminateEvent();
    }

    @Override
    public boolean canResume() {
        return !terminated && cursor().canForward();
    }

    @Override
    public boolean canSuspend() {
        return false;
    }

    @Override
    public boolean isSuspended() {
        return !terminated;
    }

    @Override
    public void resume() {
        move(TraceCursor::toNextSwitch, DebugEvent.CLIENT_REQUEST);
    }

    @Override
    public void suspend() {
        // always suspended
    }

    @Override
    public void breakpointAdded(IBreakpoint breakpoint) {
        // the replay has no breakpoints
    }

    @Override
    public void breakpointRemoved(IBreakpoint breakpoint, org.eclipse.core.resources.IMarkerDelta delta) {
        // the replay has no breakpoints
    }

    @Override
    public void breakpointChanged(IBreakpoint breakpoint, org.eclipse.core.resources.IMarkerDelta delta) {
        // the replay has no breakpoints
    }

    @Override
    public boolean canDisconnect() {
        return false;
    }

    @Override
    public void disconnect() throws DebugException {
        throw new DebugException(org.eclipse.core.runtime.Status.error("a replay cannot be disconnected"));
    }

    @Override
    public boolean isDisconnected() {
        return false;
    }

    @Override
    public boolean supportsStorageRetrieval() {
        return false;
    }

    @Override
    public IMemoryBlock getMemoryBlock(long startAddress, long length) throws DebugException {
        throw new DebugException(org.eclipse.core.runtime.Status.error("a replay has no memory to read"));
    }
}
