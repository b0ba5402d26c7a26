package org.braid.ui.internal.settings;

import org.braid.core.frontend.FrontEndSettings;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;

/**
 * Front-end settings a language's IDE integration knows for a file (extension point
 * {@code org.braid.ui.buildSettings}), e.g. a Java project's class path from JDT. Implemented by
 * Braid's own bundles; called from analysis jobs, never on the UI thread.
 */
public interface BuildSettingsProvider {

    /**
     * The settings for {@code file} ({@link FrontEndSettings#NONE} for a file it knows nothing of);
     * keys the file's front end does not understand are dropped later.
     *
     * @throws CoreException if the integration cannot tell (logged; the analysis goes on without them)
     */
    FrontEndSettings settingsFor(IFile file) throws CoreException;
}
