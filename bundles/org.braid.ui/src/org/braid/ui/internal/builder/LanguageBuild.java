package org.braid.ui.internal.builder;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;

/**
 * A language's own build that analyzes some of its files with Braid when it has compiled them,
 * contributed to {@code org.braid.ui.languageBuilds}: e.g. JDT's build, whose compilation
 * participant ({@code org.braid.java.ui}) schedules Braid's analysis of the Java files it
 * compiled. Braid's own builder leaves those files to it, so a save checks each file once.
 * Provisional: for Braid's own bundles. Implementations must be thread-safe.
 */
public interface LanguageBuild {

    /**
     * Whether this build analyzes {@code file} after compiling it when the file changes (it is
     * one of the sources the language's builder of the file's project compiles).
     */
    boolean analyzes(IFile file) throws CoreException;
}
