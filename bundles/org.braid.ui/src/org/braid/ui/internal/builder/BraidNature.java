package org.braid.ui.internal.builder;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.markers.MarkerUpdater;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.eclipse.core.resources.ICommand;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IProjectNature;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.osgi.service.prefs.BackingStoreException;

/**
 * "Braid: Analyze on Save": adds Braid's builder to the project's build spec. Stored in
 * {@code .project}, so it is shared with the project.
 */
public final class BraidNature implements IProjectNature {
    private IProject project;

    /** Adds or removes the nature of {@code project}. */
    public static void set(IProject project, boolean enabled, IProgressMonitor monitor) throws CoreException {
        IProjectDescription description = project.getDescription();
        List<String> natures = new ArrayList<>(Arrays.asList(description.getNatureIds()));
        if (natures.contains(Ids.NATURE) == enabled) {
            return;
        }
        if (enabled) {
            natures.add(Ids.NATURE);
        } else {
            natures.remove(Ids.NATURE);
        }
        description.setNatureIds(natures.toArray(String[]::new));
        project.setDescription(description, monitor);
    }

    /**
     * Switches analysis on save of {@code project} on or off: its own on-save choice and Braid's
     * nature (adding the nature builds, so the project is checked at once).
     */
    public static void setAnalyzeOnSave(IProject project, boolean enable) throws CoreException {
        try {
            BraidPreferences.setOnSave(project, enable);
        } catch (BackingStoreException e) {
            throw new CoreException(org.eclipse.core.runtime.Status.error(e.getMessage(), e));
        }
        set(project, enable, null);
    }

    /** Whether {@code project} is analyzed on save: Braid's nature and the project's on-save choice. */
    public static boolean isAnalyzedOnSave(IProject project) {
        return isEnabled(project) && BraidPreferences.onSave(project);
    }

    public static boolean isEnabled(IProject project) {
        try {
            return project.isAccessible() && project.hasNature(Ids.NATURE);
        } catch (CoreException e) {
            return false;
        }
    }

    @Override
    public void configure() throws CoreException {
        IProjectDescription description = project.getDescription();
        List<ICommand> commands = new ArrayList<>(Arrays.asList(description.getBuildSpec()));
        if (commands.stream().anyMatch(command -> command.getBuilderName().equals(Ids.BUILDER))) {
            return;
        }
        ICommand command = description.newCommand();
        command.setBuilderName(Ids.BUILDER);
        commands.add(command);
        description.setBuildSpec(commands.toArray(ICommand[]::new));
        project.setDescription(description, null);
    }

    @Override
    public void deconfigure() throws CoreException {
        IProjectDescription description = project.getDescription();
        List<ICommand> commands = new ArrayList<>(Arrays.asList(description.getBuildSpec()));
        commands.removeIf(command -> command.getBuilderName().equals(Ids.BUILDER));
        description.setBuildSpec(commands.toArray(ICommand[]::new));
        project.setDescription(description, null);
        MarkerUpdater.deleteAll(project, null);
    }

    @Override
    public IProject getProject() {
        return project;
    }

    @Override
    public void setProject(IProject project) {
        this.project = project;
    }
}
