package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.braid.ui.internal.analysis.AnalysisJob;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.Job;
import org.junit.jupiter.api.Test;

/**
 * Closing the workbench cancels Braid's analyses (the plug-in cancels their job family when the
 * workbench shuts down and when it stops): a check deep in the SAT solver stops promptly with a
 * CANCEL status, and the markers of the files it did not finish stay as they were, none lost and
 * none twice.
 */
class AnalysisCancellationTest {

    @Test
    void cancelingTheFamilyStopsALongCheckAndKeepsTheMarkers() throws Exception {
        IFile lostUpdate = UiTestSupport.project("cancel", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        AnalysisJob.schedule(lostUpdate.getProject(), Set.of(lostUpdate)).join();
        List<String> before = UiTestSupport.markers(lostUpdate.getProject());
        assertEquals(4, before.size(), "the races and the assertion of lost-update.c");

        IFile slow = lostUpdate.getProject().getFile("prime-product.c");
        slow.create(new java.io.ByteArrayInputStream(UiTestSupport.fixture("prime-product-slow.c")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8)), true, null);
        AnalysisJob job = AnalysisJob.schedule(lostUpdate.getProject(),
                new LinkedHashSet<>(List.of(lostUpdate, slow)));
        long deadline = System.currentTimeMillis() + 30_000;
        while (job.getState() != Job.RUNNING && System.currentTimeMillis() < deadline) {
            Thread.sleep(20);
        }
        Thread.sleep(4_000);
        assertEquals(Job.RUNNING, job.getState(), "the check of prime-product.c runs for a long time");

        long start = System.nanoTime();
        assertTrue(AnalysisJob.cancelAll(Duration.ofSeconds(30)), "the analyses end within 30 s of the cancel");
        long stopped = (System.nanoTime() - start) / 1_000_000;
        System.err.println("Braid analysis stopped " + stopped + " ms after the cancel");

        assertEquals(IStatus.CANCEL, job.getResult().getSeverity());
        assertEquals(before, UiTestSupport.markers(lostUpdate.getProject()),
                "lost-update.c keeps its markers, none twice; prime-product.c gets none");
        assertEquals(0, Job.getJobManager().find(AnalysisJob.FAMILY).length);
        lostUpdate.getProject().delete(true, true, null);
    }
}
