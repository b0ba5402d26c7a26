package org.braid.ui.internal.builder;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;

/** The contributions to {@code org.braid.ui.languageBuilds}, read once. Thread-safe. */
final class LanguageBuilds {
    static final String EXTENSION_POINT = "org.braid.ui.languageBuilds";

    private static volatile List<LanguageBuild> builds;

    private LanguageBuilds() {
    }

    /**
     * Whether a language's own build analyzes {@code file} after compiling it. A contribution that
     * fails to answer is logged and counts as no: Braid's builder then checks the file itself.
     */
    static boolean analyzeElsewhere(IFile file) {
        for (LanguageBuild build : builds()) {
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

    private static List<LanguageBuild> builds() {
        List<LanguageBuild> known = builds;
        if (known == null) {
            List<LanguageBuild> found = new ArrayList<>();
            for (IConfigurationElement element : Platform.getExtensionRegistry()
                    .getConfigurationElementsFor(EXTENSION_POINT)) {
                try {
                    if (element.createExecutableExtension("class") instanceof LanguageBuild build) {
                        found.add(build);
                    } else {
                        ILog.of(LanguageBuilds.class).error("Braid language build " + element.getAttribute("class")
                                + " of " + element.getContributor().getName() + " is not a LanguageBuild");
                    }
                } catch (CoreException e) {
                    ILog.of(LanguageBuilds.class).error("Cannot create Braid language build "
                            + element.getAttribute("class"), e);
                }
            }
            known = List.copyOf(found);
            builds = known;
        }
        return known;
    }
}
