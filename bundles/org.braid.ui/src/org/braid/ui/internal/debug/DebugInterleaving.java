package org.braid.ui.internal.debug;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.handlers.FindingsUi;
import org.braid.ui.internal.markers.StoredFinding;
import org.braid.ui.internal.markers.TraceStore;
import org.braid.ui.internal.views.InterleavingView;
import org.eclipse.core.resources.IMarker;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;

/**
 * Starts a debug session on a stored finding: a launch of an unsaved "Braid Interleaving"
 * configuration ({@link InterleavingLaunchDelegate}; nothing is run) holding a
 * {@link TraceDebugTarget} suspended at the trace's first step of user code.
 */
public final class DebugInterleaving {

    private DebugInterleaving() {
    }

    /**
     * Starts the session: launches an unsaved "Braid Interleaving" configuration named after the
     * finding in debug mode, so the Debug view shows it like any other launch.
     *
     * @throws CoreException if the launch fails (e.g. the trace is no longer stored)
     */
    public static TraceDebugTarget start(StoredFinding finding) throws CoreException {
        ILaunchManager manager = DebugPlugin.getDefault().getLaunchManager();
        ILaunchConfigurationType type = manager.getLaunchConfigurationType(InterleavingLaunchDelegate.TYPE);
        ILaunchConfigurationWorkingCopy configuration = type.newInstance(null,
                manager.generateLaunchConfigurationName(DebugMessages.configuration(finding.message())));
        configuration.setAttribute(InterleavingLaunchDelegate.FINDING, finding.id());
        ILaunch launch = configuration.launch(ILaunchManager.DEBUG_MODE, null, false, true);
        return (TraceDebugTarget) launch.getDebugTarget();
    }

    /**
     * "Debug interleaving" on a Braid marker: shows the finding in the Interleaving view, starts
     * the session and shows the Debug view (which selects the suspended thread's frame and opens
     * its line in the editor). The Interleaving view follows the session's steps while it shows
     * the same finding. UI thread only.
     *
     * @throws CoreException if a view cannot be opened, the marker has no stored trace or the launch fails
     */
    public static TraceDebugTarget start(IWorkbenchPage page, IMarker marker) throws CoreException {
        StoredFinding finding = TraceStore.instance().get(marker.getAttribute(Ids.ATTR_FINDING_ID, ""))
                .orElseThrow(() -> new PartInitException("Braid keeps no trace for " + marker.getAttribute(
                        org.eclipse.core.resources.IMarker.MESSAGE, "this marker")));
        InterleavingView view = FindingsUi.show(page, marker);
        TraceDebugTarget target = start(finding);
        Display display = Display.getCurrent();
        target.onMove(step -> display.asyncExec(() -> {
            if (!view.isDisposed() && view.finding() != null && view.finding().id().equals(finding.id())) {
                view.selectStep(step);
            }
        }));
        view.selectStep(target.step());
        page.showView(IDebugUIConstants.ID_DEBUG_VIEW);
        return target;
    }
}
