package org.braid.ui.internal.debug;

import org.braid.ui.internal.markers.StoredFinding;
import org.braid.ui.internal.markers.TraceStore;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.model.ILaunchConfigurationDelegate;

/**
 * Launches a "Braid Interleaving" configuration in debug mode: the stored finding it names
 * ({@link #FINDING}) becomes a {@link TraceDebugTarget} of the launch. Nothing is run.
 */
public final class InterleavingLaunchDelegate implements ILaunchConfigurationDelegate {

    /** The launch configuration type's id (plugin.xml). */
    public static final String TYPE = "org.braid.ui.interleaving";
    /** Attribute: the id of the stored finding in the {@link TraceStore}. */
    public static final String FINDING = "org.braid.ui.findingId";

    @Override
    public void launch(ILaunchConfiguration configuration, String mode, ILaunch launch, IProgressMonitor monitor)
            throws CoreException {
        String id = configuration.getAttribute(FINDING, "");
        StoredFinding finding = TraceStore.instance().get(id)
                .orElseThrow(() -> new CoreException(Status.error("Braid keeps no trace with id '" + id + "'")));
        launch.setSourceLocator(new TraceSourceLocator());
        TraceDebugTarget target = new TraceDebugTarget(launch, finding);
        launch.addDebugTarget(target);
        target.started();
    }
}
