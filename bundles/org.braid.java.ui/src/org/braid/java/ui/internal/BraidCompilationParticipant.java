package org.braid.java.ui.internal;

import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.builder.BraidNature;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.compiler.BuildContext;
import org.eclipse.jdt.core.compiler.CompilationParticipant;

/**
 * Braid's hook into JDT's build: in a project with Braid's analysis on save, the Java files JDT
 * compiles (the changed ones and those JDT recompiles because they depend on them; every source
 * in a full build) are handed to an {@link AnalysisJob} when JDT's build of the project has
 * finished, so the analysis sees the project's classes as JDT compiled them. It never checks on
 * the build thread. Which harnesses of those files really changed, the result cache decides.
 * JDT keeps one instance; its methods may be called from several build threads.
 */
public final class BraidCompilationParticipant extends CompilationParticipant {
    private final Map<IProject, Set<IFile>> compiled = new ConcurrentHashMap<>();

    @Override
    public boolean isActive(IJavaProject project) {
        return BraidNature.isAnalyzedOnSave(project.getProject());
    }

    @Override
    public void buildStarting(BuildContext[] files, boolean isBatch) {
        for (BuildContext context : files) {
            IFile file = context.getFile();
            compiled.computeIfAbsent(file.getProject(), p -> ConcurrentHashMap.newKeySet()).add(file);
        }
    }

    @Override
    public void buildFinished(IJavaProject project) {
        Set<IFile> files = compiled.remove(project.getProject());
        if (files != null && !files.isEmpty()) {
            AnalysisJob.schedule(project.getProject(), new LinkedHashSet<>(files));
        }
    }

    @Override
    public void cleanStarting(IJavaProject project) {
        compiled.remove(project.getProject());
    }
}
