package org.braid.ui.internal.handlers;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.markers.FindingText;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IMarkerResolutionGenerator2;
import org.eclipse.ui.PlatformUI;

/**
 * The quick fixes "Show interleaving" and "Debug interleaving" (a debug session replaying the
 * trace, {@code DebugInterleaving}) on Braid's race, assertion and suppressed markers.
 */
public final class ShowInterleavingResolutions implements IMarkerResolutionGenerator2 {

    @Override
    public boolean hasResolutions(IMarker marker) {
        return !marker.getAttribute(Ids.ATTR_FINDING_ID, "").isEmpty();
    }

    @Override
    public IMarkerResolution[] getResolutions(IMarker marker) {
        return new IMarkerResolution[] { new IMarkerResolution() {
            @Override
            public String getLabel() {
                return FindingText.showInterleaving();
            }

            @Override
            public void run(IMarker target) {
                try {
                    FindingsUi.show(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage(), target);
                } catch (CoreException e) {
                    ILog.of(ShowInterleavingResolutions.class).error(e.getMessage(), e);
                }
            }
        }, new IMarkerResolution() {
            @Override
            public String getLabel() {
                return org.braid.ui.internal.debug.DebugMessages.DebugInterleaving_label;
            }

            @Override
            public void run(IMarker target) {
                try {
                    org.braid.ui.internal.debug.DebugInterleaving.start(
                            PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage(), target);
                } catch (CoreException e) {
                    org.eclipse.jface.dialogs.ErrorDialog.openError(null,
                            org.braid.ui.internal.debug.DebugMessages.DebugInterleaving_failed, null, e.getStatus());
                }
            }
        } };
    }
}
