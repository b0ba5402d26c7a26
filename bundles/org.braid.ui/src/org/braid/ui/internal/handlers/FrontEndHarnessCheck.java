package org.braid.ui.internal.handlers;

import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.analysis.FrontEndHarness;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.ILog;
import org.eclipse.ui.IWorkbenchPage;
import org.osgi.service.prefs.BackingStoreException;

/**
 * Checks a harness the front end builds from one of its settings, for a language's own command
 * (e.g. "Check JUnit Test" of {@code org.braid.java.ui}): remembers it in the project so that a
 * save of the file checks it again ({@link BraidPreferences#HARNESSES}), runs it in an
 * {@link AnalysisJob} with the file's other harnesses (progress, cancellation, markers), and shows
 * its findings or its outcome in the Interleaving view ({@link CheckPairHandler#showIn}). UI thread.
 */
public final class FrontEndHarnessCheck {

    private FrontEndHarnessCheck() {
    }

    /** Schedules the check of {@code harness} on {@code file}; its findings open in the Interleaving view. */
    public static AnalysisJob check(IWorkbenchPage page, IFile file, FrontEndHarness harness) {
        try {
            BraidPreferences.addHarness(file.getProject(), file.getProjectRelativePath() + "|" + harness.option()
                    + "|" + harness.value());
        } catch (BackingStoreException e) {
            ILog.of(FrontEndHarnessCheck.class).warn(e.getMessage(), e);
        }
        return AnalysisJob.schedule(file, harness, CheckPairHandler.showIn(page, harness.name()));
    }
}
