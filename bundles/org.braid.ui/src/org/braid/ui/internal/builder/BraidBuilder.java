package org.braid.ui.internal.builder;

import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.analysis.FrontEndRegistry;
import org.braid.ui.internal.markers.MarkerUpdater;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.braid.ui.internal.suppress.ProjectSuppressions;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Finds the source files a change touched and hands them to an {@link AnalysisJob}; never checks on
 * the build thread. A changed {@code .c} file is re-checked; a changed header re-checks every C
 * file of the project (the translation units that may include it); which harnesses of those
 * files really changed the {@link org.braid.ui.internal.analysis.ResultCache} decides. Files a
 * language's own build analyzes after compiling them ({@link LanguageBuild}, e.g. the Java sources
 * of a JDT project) are left to it.
 */
public final class BraidBuilder extends IncrementalProjectBuilder {

    @Override
    protected IProject[] build(int kind, Map<String, String> args, IProgressMonitor monitor) throws CoreException {
        IProject project = getProject();
        if (!BraidPreferences.onSave(project)) {
            return null;
        }
        IResourceDelta delta = kind == FULL_BUILD ? null : getDelta(project);
        Set<IFile> files = new LinkedHashSet<>();
        if (delta == null || touchesEveryFile(delta)) {
            files.addAll(sources(project));
        } else {
            delta.accept(change -> {
                if (change.getResource() instanceof IFile file && isSource(file)
                        && (change.getKind() != IResourceDelta.CHANGED
                                || (change.getFlags() & IResourceDelta.CONTENT) != 0)) {
                    files.add(file);
                }
                return true;
            });
        }
        files.removeIf(LanguageBuilds::analyzeElsewhere);
        if (!files.isEmpty()) {
            AnalysisJob.schedule(project, files);
        }
        return null;
    }

    @Override
    protected void clean(IProgressMonitor monitor) throws CoreException {
        MarkerUpdater.deleteAll(getProject(), monitor);
    }

    /** The files of {@code project} that a front end reads, outside derived folders. */
    public static Set<IFile> sources(IProject project) throws CoreException {
        Set<IFile> files = new LinkedHashSet<>();
        project.accept(resource -> {
            if (resource.isDerived()) {
                return false;
            }
            if (resource instanceof IFile file && isSource(file)) {
                files.add(file);
            }
            return true;
        });
        return files;
    }

    static boolean isSource(IFile file) {
        return FrontEndRegistry.isSource(file);
    }

    /**
     * Whether the change concerns every file: a header of a front end's language (any file may
     * include it, {@link FrontEndRegistry#isHeader}) or the project's
     * suppression file (every file's findings are reviewed again; the checks come from the cache).
     */
    private static boolean touchesEveryFile(IResourceDelta delta) throws CoreException {
        boolean[] header = { false };
        delta.accept(change -> {
            IResource resource = change.getResource();
            if (resource instanceof IFile file && (FrontEndRegistry.isHeader(file)
                    || file.equals(ProjectSuppressions.file(file.getProject())))) {
                header[0] = true;
            }
            return !header[0];
        });
        return header[0];
    }
}
