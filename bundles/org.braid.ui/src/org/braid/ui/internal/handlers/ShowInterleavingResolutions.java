package org.braid.ui.internal.handlers;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.markers.FindingText;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IMarkerResolutionGenerator2;
import org.eclipse.ui.PlatformUI;

/** The quick fix "Show interleaving" on Braid's race and assertion markers. */
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
        } };
    }
}
