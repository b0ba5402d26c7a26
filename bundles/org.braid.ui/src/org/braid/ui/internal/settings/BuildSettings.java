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
 * (checks and the function index) takes them from. Include directories and macros: CDT's build
 * settings of the file when CDT is installed, followed by Braid's project preferences, which
 * therefore win (see {@link BraidPreferences#includes(IProject)}). Not for the UI thread (CDT
 * may compute its settings).
 */
public final class BuildSettings {

    private BuildSettings() {
    }

    /**
     * The front-end settings for lowering {@code file}: its {@link #of(IFile) include directories
     * and macros}, what the language integrations know of it ({@link BuildSettingsProvider}, e.g.
     * a Java project's class path) and the data model of its project's check options.
     *
     * @throws IllegalArgumentException if a stored preference is invalid; the message names it
     */
    public static FrontEndSettings frontEndSettings(IFile file) {
        CheckOptions options = BraidPreferences.checkOptions(file.getProject());
        return BuildSettingsProviders.addTo(of(file).applyTo(FrontEndSettings.NONE), file)
                .with(FrontEndOption.DATA_MODEL, options.dataModel());
    }

    /** CDT's include directories and macros of {@code file} (none without CDT), then the project's. */
    public static ScannerSettings of(IFile file) {
        ScannerSettings fromCdt = CdtScannerInfo.of(file).orElse(ScannerSettings.NONE);
        ScannerSettings settings = fromCdt.then(preferences(file.getProject()));
        Tracing.trace("build settings of " + file.getFullPath() + ": " + fromCdt.includeDirs().size()
                + " include directories and " + fromCdt.macros().size() + " macros from CDT, "
                + settings.includeDirs() + " " + settings.macros() + " in all");
        return settings;
    }

    /** The include directories and macros of Braid's preferences for {@code project}. */
    public static ScannerSettings preferences(IProject project) {
        return ScannerSettings.ofDefines(BraidPreferences.includes(project), BraidPreferences.macros(project));
    }
}
