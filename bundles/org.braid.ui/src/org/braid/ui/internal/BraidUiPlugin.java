package org.braid.ui.internal;

import java.time.Duration;

import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.markers.TraceCleaner;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.ILog;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchListener;
import org.eclipse.ui.PlatformUI;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;

/**
 * Starts and stops what Braid runs beside its contributions: the clean-up of stored findings
 * whose markers are deleted, and the cancellation of running analyses when the workbench closes
 * (then no analysis writes markers into a workspace that is being saved; the next session checks
 * the files they had not checked yet, see {@link org.braid.ui.internal.builder.ResumeAnalyses}) or
 * the bundle stops.
 */
public final class BraidUiPlugin implements BundleActivator {
    /** How long stopping waits for canceled analyses to end. */
    private static final Duration STOP_WAIT = Duration.ofSeconds(5);

    private TraceCleaner cleaner;
    private IWorkbenchListener shutdown;

    @Override
    public void start(BundleContext context) {
        try {
            cleaner = TraceCleaner.start(ResourcesPlugin.getWorkspace());
        } catch (IllegalStateException e) {
            ILog.of(BraidUiPlugin.class).info("No workspace: Braid keeps the traces of deleted markers");
        }
        if (PlatformUI.isWorkbenchRunning()) {
            shutdown = new IWorkbenchListener() {
                @Override
                public boolean preShutdown(IWorkbench workbench, boolean forced) {
                    AnalysisJob.cancelForShutdown();
                    return true;
                }

                @Override
                public void postShutdown(IWorkbench workbench) {
                    // the analyses were canceled before the workbench started to close
                }
            };
            PlatformUI.getWorkbench().addWorkbenchListener(shutdown);
        }
    }

    @Override
    public void stop(BundleContext context) throws InterruptedException {
        if (shutdown != null && PlatformUI.isWorkbenchRunning()) {
            PlatformUI.getWorkbench().removeWorkbenchListener(shutdown);
        }
        if (!AnalysisJob.cancelAll(STOP_WAIT)) {
            ILog.of(BraidUiPlugin.class).warn("Braid analyses still running " + STOP_WAIT.toSeconds()
                    + " s after they were canceled");
        }
        if (cleaner != null) {
            cleaner.stop();
        }
    }
}
