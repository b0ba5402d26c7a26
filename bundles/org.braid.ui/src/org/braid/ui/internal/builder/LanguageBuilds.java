package org.braid.ui.internal.builder;

import org.braid.ui.internal.Contributions;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;

/** The contributions to {@code org.braid.ui.languageBuilds}, read once. Thread-safe. */
final class LanguageBuilds {
    static final String EXTENSION_POINT = "org.braid.ui.languageBuilds";

    private static final Contributions<LanguageBuild> BUILDS = Contributions.of(EXTENSION_POINT, LanguageBuild.class);

    private LanguageBuilds() {
    }

    /**
     * Whether a language's own build analyzes {@code file} after compiling it. A contribution that
     * fails to answer is logged and counts as no: Braid's builder then checks the file itself.
     */
    static boolean analyzeElsewhere(IFile file) {
        for (LanguageBuild build : BUILDS.all()) {
            try {
                if (build.analyzes(file)) {
                    return true;
                }
            } catch (CoreException | RuntimeException e) {
                ILog.of(LanguageBuilds.class).warn("Braid could not ask " + build.getClass().getName()
                        + " whether it analyzes " + file.getFullPath() + "; Braid's builder checks it", e);
            }
        }
        return false;
    }
}
