package org.braid.java.ui.internal;

import org.braid.ui.internal.builder.LanguageBuild;
import org.eclipse.core.resources.ICommand;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jdt.core.JavaCore;

/**
 * JDT's build analyzes the Java sources it compiles: in a project with the Java nature and JDT's
 * builder, a {@code .java} file on the project's build path is checked by
 * {@link BraidCompilationParticipant} once JDT has compiled it, so Braid's own builder leaves it
 * alone. Any other {@code .java} file (a plain project, a file outside the source folders, a
 * project without JDT's builder) stays with Braid's builder.
 */
public final class JdtBuild implements LanguageBuild {

    @Override
    public boolean analyzes(IFile file) throws CoreException {
        IProject project = file.getProject();
        return "java".equals(file.getFileExtension()) && project.hasNature(JavaCore.NATURE_ID)
                && hasJavaBuilder(project) && JavaCore.create(project).isOnClasspath(file);
    }

    static boolean hasJavaBuilder(IProject project) throws CoreException {
        for (ICommand command : project.getDescription().getBuildSpec()) {
            if (JavaCore.BUILDER_ID.equals(command.getBuilderName())) {
                return true;
            }
        }
        return false;
    }
}
