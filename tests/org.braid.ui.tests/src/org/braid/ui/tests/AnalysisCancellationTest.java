package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.analysis.PendingAnalyses;
import org.braid.ui.internal.builder.ResumeAnalyses;
import org.braid.ui.internal.handlers.ToggleAnalyzeOnSaveHandler;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.IWorkspaceDescription;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.Job;
import org.junit.jupiter.api.Test;

/**
 * Closing the workbench cancels Braid's analyses (the plug-in cancels their job family when the
 * workbench shuts down and when it stops): a check deep in the SAT solver stops promptly with a
 * CANCEL status, and the markers of the files it did not finish stay as they were, none lost and
 * none twice. The files a closing workbench kept from being checked are checked in the next
 * session (in projects that analyze on save).
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
        assertEquals(Set.of(), PendingAnalyses.files(lostUpdate.getProject()),
                "an analysis canceled in the session is not resumed in the next one");
        lostUpdate.getProject().delete(true, true, null);
    }

    @Test
    void theNextSessionChecksWhatTheClosingWorkbenchInterrupted() throws Exception {
        IFile lostUpdate = UiTestSupport.project("resume", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        ToggleAnalyzeOnSaveHandler.setAnalyzeOnSave(lostUpdate.getProject(), true);
        UiTestSupport.waitForAnalysis();
        IFile slow = lostUpdate.getProject().getFile("prime-product.c");
        slow.create(new java.io.ByteArrayInputStream(UiTestSupport.fixture("prime-product-slow.c")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8)), true, null);
        long deadline = System.currentTimeMillis() + 30_000;
        while (running() == null && System.currentTimeMillis() < deadline) {
            UiTestSupport.spin(20);
        }
        UiTestSupport.spin(2_000);
        AnalysisJob job = running();
        assertTrue(job != null, "saving prime-product.c started its long check");

        AnalysisJob.cancelForShutdown();
        assertTrue(AnalysisJob.cancelAll(Duration.ofSeconds(30)));
        assertEquals(IStatus.CANCEL, job.getResult().getSeverity());
        assertEquals(Set.of(slow), PendingAnalyses.files(lostUpdate.getProject()),
                "the file the closing workbench kept from being checked");

        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        IWorkspaceDescription description = workspace.getDescription();
        description.setAutoBuilding(false);
        workspace.setDescription(description);
        try {
            slow.setContents(new java.io.ByteArrayInputStream(UiTestSupport.fixture("lost-update-unsafe.c")
                    .getBytes(java.nio.charset.StandardCharsets.UTF_8)), true, false, null);
            BraidPreferences.setOnSave(lostUpdate.getProject(), false);
            ResumeAnalyses.resume(workspace);
            assertEquals(0, Job.getJobManager().find(AnalysisJob.FAMILY).length,
                    "no resumed check where analysis on save is off");

            BraidPreferences.setOnSave(lostUpdate.getProject(), true);
            ResumeAnalyses.resume(workspace);
            UiTestSupport.waitForAnalysis();
            assertEquals(4, UiTestSupport.markers(slow).size(),
                    "the next session checked the interrupted file (now a copy of lost-update.c)");
            assertEquals(Set.of(), PendingAnalyses.files(lostUpdate.getProject()));
        } finally {
            description.setAutoBuilding(true);
            workspace.setDescription(description);
        }
        UiTestSupport.waitForAnalysis();
        lostUpdate.getProject().delete(true, true, null);
    }

    private static AnalysisJob running() {
        for (Job job : Job.getJobManager().find(AnalysisJob.FAMILY)) {
            if (job.getState() == Job.RUNNING) {
                return (AnalysisJob) job;
            }
        }
        return null;
    }
}
