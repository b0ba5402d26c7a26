package org.braid.ui.internal.analysis;

import org.braid.core.Cancellation;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * The engine's {@link Cancellation} over an Eclipse progress monitor: the engine polls it between
 * stages and while the SAT solver runs, so canceling the job (from the Progress view, a newer
 * save, or the plug-in stopping when the workbench closes) stops the check within moments.
 */
final class MonitorCancellation implements Cancellation {
    private final IProgressMonitor monitor;

    MonitorCancellation(IProgressMonitor monitor) {
        this.monitor = monitor;
    }

    @Override
    public boolean isCanceled() {
        return monitor.isCanceled();
    }

    @Override
    public String reason() {
        return AnalysisMessages.AnalysisJob_canceled;
    }
}
