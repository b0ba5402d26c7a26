package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.markers.TraceStore;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.junit.jupiter.api.Test;

/**
 * The trace files of findings (JSON in the plug-in's state folder) go when their last marker
 * goes: when a fix makes the findings disappear, and when the project is deleted.
 */
class TraceCleanupTest {

    @Test
    void tracesGoWithTheirMarkers() throws Exception {
        IFile file = UiTestSupport.project("cleanup", "lost-update.c", UiTestSupport.fixture("lost-update-unsafe.c"));
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        Set<String> ids = findingIds(file);
        assertEquals(3, ids.size(), "two races and the assertion");
        ids.forEach(id -> assertTrue(TraceStore.instance().isStored(id), id + " is stored"));

        file.setContents(new java.io.ByteArrayInputStream(UiTestSupport.fixture("lost-update-locked-safe.c")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8)), true, false, null);
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        assertEquals(List.of(), UiTestSupport.markers(file));
        ids.forEach(id -> assertFalse(TraceStore.instance().isStored(id), id + " went with its markers"));
        assertTrue(TraceStore.instance().get(ids.iterator().next()).isEmpty());

        file.setContents(new java.io.ByteArrayInputStream(UiTestSupport.fixture("lost-update-unsafe.c")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8)), true, false, null);
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        assertEquals(ids, findingIds(file), "the same findings again (from the result cache), stored again");
        ids.forEach(id -> assertTrue(TraceStore.instance().isStored(id), id + " is stored again"));

        file.getProject().delete(true, true, null);
        ids.forEach(id -> assertFalse(TraceStore.instance().isStored(id), id + " went with the project"));
    }

    private static Set<String> findingIds(IFile file) throws Exception {
        Set<String> ids = new LinkedHashSet<>();
        for (IMarker marker : file.findMarkers(Ids.PROBLEM_MARKER, true, IResource.DEPTH_ZERO)) {
            ids.add(marker.getAttribute(Ids.ATTR_FINDING_ID, ""));
        }
        ids.remove("");
        return ids;
    }
}
