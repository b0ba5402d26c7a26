package org.braid.ui.internal.settings;

import org.braid.core.frontend.FrontEndSettings;
import org.braid.ui.internal.Contributions;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;

/** The contributions to {@code org.braid.ui.buildSettings}, read once. Thread-safe. */
final class BuildSettingsProviders {
    static final String EXTENSION_POINT = "org.braid.ui.buildSettings";

    private static final Contributions<BuildSettingsProvider> PROVIDERS =
            Contributions.of(EXTENSION_POINT, BuildSettingsProvider.class);

    private BuildSettingsProviders() {
    }

    /** {@code settings} with every provider's settings for {@code file} added. */
    static FrontEndSettings addTo(FrontEndSettings settings, IFile file) {
        FrontEndSettings all = settings;
        for (BuildSettingsProvider provider : PROVIDERS.all()) {
            try {
                FrontEndSettings provided = provider.settingsFor(file);
                for (String key : provided.keys()) {
                    all = all.withAll(key, provided.values(key));
                }
            } catch (CoreException | RuntimeException e) {
                ILog.of(BuildSettingsProviders.class).warn("Braid could not read the build settings of "
                        + file.getFullPath() + " from " + provider.getClass().getName() + "; it goes on without them", e);
            }
        }
        return all;
    }
}
