package org.braid.ui.internal.settings;

import org.braid.core.CheckOptions;
import org.braid.core.frontend.FrontEndOption;
import org.braid.core.frontend.FrontEndSettings;
import org.braid.ui.internal.Tracing;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;

/**
 * The front end's options for a file of the workspace, the one place every lowering in the IDE
 * (checks and the function index) takes them from: what the language integrations know of the
 * file ({@link BuildSettingsProvider}s, e.g. a C build's include directories and macros, or a
 * Java project's class path), followed by Braid's project preferences, which therefore win (see
 * {@link BraidPreferences#includes(IProject)}). Not for the UI thread (a provider may compute its
 * settings).
 */
public final class BuildSettings {

    private BuildSettings() {
    }

    /**
     * The front-end settings for lowering {@code file}: what the {@link BuildSettingsProvider}s
     * know of it, {@link #withPreferences with the project's include directories and macros} and
     * the data model of its project's check options.
     *
     * @throws IllegalArgumentException if a stored preference is invalid; the message names it
     */
    public static FrontEndSettings frontEndSettings(IFile file) {
        CheckOptions options = BraidPreferences.checkOptions(file.getProject());
        FrontEndSettings provided = BuildSettingsProviders.addTo(FrontEndSettings.NONE, file);
        FrontEndSettings settings = withPreferences(provided, file.getProject())
                .with(FrontEndOption.DATA_MODEL, options.dataModel());
        Tracing.trace("build settings of " + file.getFullPath() + ": " + provided + " from the providers, "
                + settings + " in all");
        return settings;
    }

    /**
     * {@code settings} followed by the include directories and macros of Braid's preferences for
     * {@code project}, as if they came later on the command line: the directories of
     * {@code settings} are searched first, and a macro defined in both has the preferences' value.
     */
    public static FrontEndSettings withPreferences(FrontEndSettings settings, IProject project) {
        return ScannerSettings.of(settings).then(preferences(project)).applyTo(settings);
    }

    /** The include directories and macros of Braid's preferences for {@code project}. */
    public static ScannerSettings preferences(IProject project) {
        return ScannerSettings.ofDefines(BraidPreferences.includes(project), BraidPreferences.macros(project));
    }
}
