package org.braid.ui.internal.settings;

import java.util.ArrayList;
import java.util.List;

import org.braid.core.frontend.FrontEndSettings;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;

/** The contributions to {@code org.braid.ui.buildSettings}, read once. Thread-safe. */
final class BuildSettingsProviders {
    static final String EXTENSION_POINT = "org.braid.ui.buildSettings";

    private static volatile List<BuildSettingsProvider> providers;

    private BuildSettingsProviders() {
    }

    /** {@code settings} with every provider's settings for {@code file} added. */
    static FrontEndSettings addTo(FrontEndSettings settings, IFile file) {
        FrontEndSettings all = settings;
        for (BuildSettingsProvider provider : providers()) {
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

    private static List<BuildSettingsProvider> providers() {
        List<BuildSettingsProvider> known = providers;
        if (known == null) {
            List<BuildSettingsProvider> found = new ArrayList<>();
            for (IConfigurationElement element : Platform.getExtensionRegistry()
                    .getConfigurationElementsFor(EXTENSION_POINT)) {
                try {
                    if (element.createExecutableExtension("class") instanceof BuildSettingsProvider provider) {
                        found.add(provider);
                    }
                } catch (CoreException e) {
                    ILog.of(BuildSettingsProviders.class).error("Cannot create Braid build settings provider "
                            + element.getAttribute("class"), e);
                }
            }
            known = List.copyOf(found);
            providers = known;
        }
        return known;
    }
}
