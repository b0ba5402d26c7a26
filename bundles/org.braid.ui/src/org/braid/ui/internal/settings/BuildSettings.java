package org.braid.ui.internal.settings;

import java.nio.file.Path;

import org.braid.core.frontend.FrontEndSettings;
import org.braid.ui.internal.Tracing;
import org.braid.ui.internal.preferences.LanguagePreferences;
import org.braid.ui.internal.preferences.LanguageSections;
import org.eclipse.core.resources.IFile;

/**
 * The front end's options for a file of the workspace, the one place every lowering in the IDE
 * (checks and the function index) takes them from: what the language integrations know of the
 * file ({@link BuildSettingsProvider}s, e.g. a C build's include directories and macros, or a
 * Java project's class path), then the file's language's own preferences applied to them
 * ({@link LanguagePreferences#applyTo}; e.g. C's include directories and macros of Braid's
 * preferences come after CDT's and so win). Not for the UI thread (a provider may compute its
 * settings).
 */
public final class BuildSettings {

    private BuildSettings() {
    }

    /**
     * The front-end settings for lowering {@code file}: what the {@link BuildSettingsProvider}s
     * know of it, with its language's preferences for its project applied.
     *
     * @throws org.braid.core.InvalidOptionException if a stored preference is invalid; the message names it
     */
    public static FrontEndSettings frontEndSettings(IFile file) {
        FrontEndSettings provided = BuildSettingsProviders.addTo(FrontEndSettings.NONE, file);
        FrontEndSettings settings = provided;
        for (LanguagePreferences language : LanguageSections.forFile(file.getLocation().toPath())) {
            settings = language.applyTo(settings, file);
        }
        Tracing.trace("build settings of " + file.getFullPath() + ": " + provided + " from the providers, "
                + settings + " in all");
        return settings;
    }

    /**
     * {@code settings} for lowering a copy of {@code original} placed in another folder (what the
     * copy needs to read what {@code original} reads beside it: for C, {@code original}'s folder
     * among the include directories).
     */
    public static FrontEndSettings forCopyOf(Path original, FrontEndSettings settings) {
        FrontEndSettings adapted = settings;
        for (LanguagePreferences language : LanguageSections.forFile(original)) {
            adapted = language.forCopyOf(original, adapted);
        }
        return adapted;
    }
}
