package org.braid.ui.internal.suppress;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.braid.core.suppression.SuppressionComments;
import org.braid.core.suppression.SuppressionEntry;
import org.braid.core.suppression.SuppressionFile;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.ITextFileBufferManager;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.Status;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;

/**
 * Writes suppressions: a comment through the file's text buffer (so an open editor shows it and
 * Undo takes it back; a file without unsaved changes is saved at once) or an entry appended to
 * the project's {@value SuppressionFile#NAME} (created if missing, with local history). Then the
 * analyzed file is checked again, from the result cache, so the marker turns into a suppressed one.
 */
final class SuppressionWriter {

    private SuppressionWriter() {
    }

    /** Adds {@code braid: benign-race(reason)} at the end of the marker's line. */
    static void comment(IMarker marker, String reason) throws CoreException {
        IFile file = (IFile) marker.getResource();
        ITextFileBufferManager manager = FileBuffers.getTextFileBufferManager();
        IPath path = file.getFullPath();
        manager.connect(path, LocationKind.IFILE, null);
        try {
            ITextFileBuffer buffer = manager.getTextFileBuffer(path, LocationKind.IFILE);
            boolean unsaved = buffer.isDirty();
            IDocument document = buffer.getDocument();
            IRegion line = document.getLineInformation(marker.getAttribute(IMarker.LINE_NUMBER, 1) - 1);
            document.replace(line.getOffset() + line.getLength(), 0, " " + SuppressionComments.comment(reason));
            if (!unsaved) {
                buffer.commit(null, true);
                recheck(marker);
            }
        } catch (BadLocationException e) {
            throw new CoreException(Status.error("line " + marker.getAttribute(IMarker.LINE_NUMBER, 1) + " is not in "
                    + path, e));
        } finally {
            manager.disconnect(path, LocationKind.IFILE, null);
        }
    }

    /**
     * Appends the entries of {@code markers} with one {@code reason} to their projects'
     * suppression files, each entry once (findings one entry matches share it), in one write per
     * project; then checks their files again. Accepting every open finding this way is a
     * baseline: later checks report only what is new.
     */
    static void entries(List<IMarker> markers, String reason) throws CoreException {
        Map<IProject, Set<String>> written = new LinkedHashMap<>();
        Map<IProject, List<SuppressionEntry>> entries = new LinkedHashMap<>();
        for (IMarker marker : markers) {
            SuppressionEntry entry = entryOf(marker, reason);
            IProject project = marker.getResource().getProject();
            if (written.computeIfAbsent(project, p -> new HashSet<>()).add(entry.format())) {
                entries.computeIfAbsent(project, p -> new ArrayList<>()).add(entry);
            }
        }
        for (var each : entries.entrySet()) {
            append(ProjectSuppressions.file(each.getKey()), each.getValue());
        }
        Set<String> rechecked = new HashSet<>();
        for (IMarker marker : markers) {
            String harness = marker.getAttribute(Ids.ATTR_HARNESS, "");
            if (rechecked.add(harness.substring(0, Math.max(0, harness.indexOf('#'))))) {
                recheck(marker);
            }
        }
    }

    private static SuppressionEntry entryOf(IMarker marker, String reason) throws CoreException {
        try {
            return SuppressionFile.parse("marker", marker.getAttribute(Ids.ATTR_SUPPRESSION, "")).get(0)
                    .withReason(reason);
        } catch (org.braid.core.suppression.SuppressionException | IndexOutOfBoundsException e) {
            throw new CoreException(Status.error("the marker names no finding to suppress", e));
        }
    }

    private static void append(IFile file, List<SuppressionEntry> added) throws CoreException {
        String text = "";
        if (file.exists()) {
            try (InputStream in = file.getContents(true)) {
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new CoreException(Status.error("cannot read " + file.getFullPath(), e));
            }
        }
        for (SuppressionEntry entry : added) {
            text = SuppressionFile.append(text, entry);
        }
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        if (file.exists()) {
            file.setContents(new ByteArrayInputStream(bytes), IResource.KEEP_HISTORY, null);
        } else {
            file.create(new ByteArrayInputStream(bytes), IResource.NONE, null);
            file.setCharset(StandardCharsets.UTF_8.name(), null);
        }
    }

    /** Checks the file whose analysis made {@code marker} again. */
    private static void recheck(IMarker marker) {
        String harness = marker.getAttribute(Ids.ATTR_HARNESS, "");
        int end = harness.indexOf('#');
        if (end < 0) {
            return;
        }
        IFile analyzed = ResourcesPlugin.getWorkspace().getRoot().getFile(IPath.fromPortableString(harness
                .substring(0, end)));
        if (analyzed.exists()) {
            AnalysisJob.schedule(analyzed.getProject(), Set.of(analyzed));
        }
    }
}
