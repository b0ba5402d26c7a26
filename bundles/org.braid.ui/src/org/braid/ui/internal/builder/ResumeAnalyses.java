package org.braid.ui.internal.builder;

import java.util.Set;

import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.analysis.PendingAnalyses;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.ui.IStartup;

/**
 * When the workbench starts, checks the source files whose analysis the last session's closing
 * interrupted ({@link PendingAnalyses}) in the projects that analyze on save: without it they
 * would keep no markers until they are saved again, although nothing told the user so.
 */
public final class ResumeAnalyses implements IStartup {

    @Override
    public void earlyStartup() {
        resume(ResourcesPlugin.getWorkspace());
    }

    /** Schedules the interrupted analyses of {@code workspace}'s open projects that analyze on save. */
    public static void resume(IWorkspace workspace) {
        for (IProject project : workspace.getRoot().getProjects()) {
            if (project.isOpen() && BraidNature.isEnabled(project) && BraidPreferences.onSave(project)) {
                Set<IFile> files = PendingAnalyses.files(project);
                if (!files.isEmpty()) {
                    AnalysisJob.schedule(project, files);
                }
            }
        }
    }
}
