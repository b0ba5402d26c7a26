package org.braid.ui.internal.suppress;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.braid.ui.internal.Ids;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IMarkerResolution2;
import org.eclipse.ui.IMarkerResolutionGenerator2;
import org.eclipse.ui.views.markers.WorkbenchMarkerResolution;

/**
 * The quick fixes that suppress a finding as benign: on a race marker "Suppress as benign race
 * (comment in the source)" and, on race and assertion markers, "Suppress in .braid-suppressions".
 * Both ask for the reason first ({@link ReasonPrompt}). The second applies to many markers at once
 * (the Quick Fix dialog's <i>Select All</i>): accepting every open finding makes a baseline.
 */
public final class SuppressResolutions implements IMarkerResolutionGenerator2 {

    private static volatile ReasonPrompt prompt = ReasonPrompt.DIALOG;

    /** Replaces the dialog that asks for the reason, for tests; {@code null} restores it. */
    public static void usePrompt(ReasonPrompt replacement) {
        prompt = replacement == null ? ReasonPrompt.DIALOG : replacement;
    }

    @Override
    public boolean hasResolutions(IMarker marker) {
        return !marker.getAttribute(Ids.ATTR_SUPPRESSION, "").isEmpty();
    }

    @Override
    public IMarkerResolution[] getResolutions(IMarker marker) {
        if (!hasResolutions(marker)) {
            return new IMarkerResolution[0];
        }
        List<IMarkerResolution> resolutions = new ArrayList<>();
        if (isRace(marker)) {
            resolutions.add(new Suppress(SuppressMessages.InSource_label, SuppressMessages.InSource_description,
                    SuppressionWriter::comment));
        }
        resolutions.add(new SuppressInProjectFile());
        return resolutions.toArray(IMarkerResolution[]::new);
    }

    /**
     * "Suppress in .braid-suppressions" for one marker or, from the Quick Fix dialog, for every
     * selected marker with one reason (asked once), written in one edit of the file.
     */
    private static final class SuppressInProjectFile extends WorkbenchMarkerResolution {
        @Override
        public String getLabel() {
            return SuppressMessages.InProjectFile_label;
        }

        @Override
        public String getDescription() {
            return SuppressMessages.InProjectFile_description;
        }

        @Override
        public Image getImage() {
            return null;
        }

        @Override
        public IMarker[] findOtherMarkers(IMarker[] markers) {
            return java.util.Arrays.stream(markers).filter(SuppressResolutions::isOpenFinding).toArray(IMarker[]::new);
        }

        @Override
        public void run(IMarker marker) {
            run(new IMarker[] { marker }, null);
        }

        @Override
        public void run(IMarker[] markers, org.eclipse.core.runtime.IProgressMonitor monitor) {
            if (markers.length == 0) {
                return;
            }
            String what = markers.length == 1 ? markers[0].getAttribute(IMarker.MESSAGE, "")
                    : org.eclipse.osgi.util.NLS.bind(SuppressMessages.InProjectFile_many, markers.length);
            Optional<String> reason = prompt.ask(what);
            if (reason.isEmpty()) {
                return;
            }
            try {
                SuppressionWriter.entries(List.of(markers), reason.get());
            } catch (CoreException e) {
                ErrorDialog.openError(Display.getCurrent().getActiveShell(), SuppressMessages.Failed_title, null,
                        e.getStatus());
            }
        }
    }

    /** A marker of an open (not suppressed) finding that a suppression file entry can name. */
    private static boolean isOpenFinding(IMarker marker) {
        return marker.exists() && !marker.getAttribute(Ids.ATTR_SUPPRESSION, "").isEmpty();
    }

    private static boolean isRace(IMarker marker) {
        try {
            return Ids.RACE_MARKER.equals(marker.getType());
        } catch (CoreException e) {
            return false;
        }
    }

    /** How a resolution writes its suppression. */
    @FunctionalInterface
    private interface Write {
        void suppress(IMarker marker, String reason) throws CoreException;
    }

    private record Suppress(String label, String description, Write write) implements IMarkerResolution2 {
        @Override
        public String getLabel() {
            return label;
        }

        @Override
        public String getDescription() {
            return description;
        }

        @Override
        public Image getImage() {
            return null;
        }

        @Override
        public void run(IMarker marker) {
            Optional<String> reason = prompt.ask(marker.getAttribute(IMarker.MESSAGE, ""));
            if (reason.isEmpty()) {
                return;
            }
            try {
                write.suppress(marker, reason.get());
            } catch (CoreException e) {
                ErrorDialog.openError(Display.getCurrent().getActiveShell(), SuppressMessages.Failed_title, null,
                        e.getStatus());
            }
        }
    }
}
