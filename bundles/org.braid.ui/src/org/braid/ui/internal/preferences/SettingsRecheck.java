package org.braid.ui.internal.preferences;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.braid.core.CheckOption;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.builder.BraidBuilder;
import org.braid.ui.internal.builder.BraidNature;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;

/**
 * After Braid's settings are applied, offers to re-check the projects whose results they change,
 * as JDT offers a build after a change of compiler settings: only projects that analyze on save,
 * and only if an option that changes findings (the check options, the languages' settings such as C's include directories and macros)
 * now has another value for them. Record the values with {@link #before} before the page stores
 * its fields, then call {@link #offer}. UI thread only.
 */
public final class SettingsRecheck {

    private SettingsRecheck() {
    }

    /** The values of the options that change findings, for each open project of {@code projects} that analyzes on save. */
    public static Map<IProject, List<String>> before(Collection<IProject> projects) {
        Map<IProject, List<String>> values = new LinkedHashMap<>();
        for (IProject project : projects) {
            if (project.isOpen() && BraidNature.isEnabled(project) && BraidPreferences.onSave(project)) {
                values.put(project, values(project));
            }
        }
        return values;
    }

    /** Every project of the workspace that analyzes on save, with its values (for the workspace page). */
    static Map<IProject, List<String>> beforeWorkspace() {
        return before(List.of(ResourcesPlugin.getWorkspace().getRoot().getProjects()));
    }

    /** The projects of {@code before} whose values changed since. */
    public static List<IProject> affected(Map<IProject, List<String>> before) {
        List<IProject> changed = new ArrayList<>();
        before.forEach((project, values) -> {
            if (project.isOpen() && !values.equals(values(project))) {
                changed.add(project);
            }
        });
        return changed;
    }

    /**
     * Asks whether to re-check the projects of {@code before} whose results the change affects,
     * and on Yes schedules their analysis; says nothing if none is affected.
     */
    static void offer(Shell shell, Map<IProject, List<String>> before) {
        List<IProject> affected = affected(before);
        if (!affected.isEmpty() && MessageDialog.openQuestion(shell, PreferenceMessages.SettingsRecheck_title,
                PreferenceMessages.SettingsRecheck_question)) {
            recheck(affected);
        }
    }

    /** Schedules the analysis of every source file of each of {@code projects}. */
    public static void recheck(List<IProject> projects) {
        for (IProject project : projects) {
            try {
                AnalysisJob.schedule(project, BraidBuilder.sources(project));
            } catch (CoreException e) {
                ILog.of(SettingsRecheck.class).error(e.getMessage(), e);
            }
        }
    }

    private static List<String> values(IProject project) {
        List<String> values = new ArrayList<>();
        for (CheckOption option : CheckOption.values()) {
            values.add(BraidPreferences.value(project, option.key()));
        }
        for (String key : LanguageSections.keys()) {
            values.add(BraidPreferences.value(project, key));
        }
        return values;
    }
}
