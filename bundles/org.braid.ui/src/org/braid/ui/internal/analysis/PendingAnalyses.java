package org.braid.ui.internal.analysis;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;

import org.braid.ui.internal.Ids;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IPath;

/**
 * The source files of a project whose analysis the closing workbench interrupted, kept in the
 * project's Braid working location (in the workspace metadata, not in the project), so that
 * the next session checks them instead of leaving them without markers. An analysis records its
 * files while it runs and forgets them when it completes or the user cancels it.
 */
public final class PendingAnalyses {
    private static final String FILE = "pending-analysis.txt";

    private PendingAnalyses() {
    }

    /** Records {@code files} (of {@code project}) as not yet checked. */
    static void remember(IProject project, Collection<IFile> files) {
        StringBuilder text = new StringBuilder();
        for (IFile file : files) {
            text.append(file.getProjectRelativePath().toPortableString()).append('\n');
        }
        try {
            Path record = record(project);
            if (text.isEmpty()) {
                Files.deleteIfExists(record);
            } else {
                Files.writeString(record, text, StandardCharsets.UTF_8);
            }
        } catch (IOException | IllegalStateException e) {
            ILog.of(PendingAnalyses.class).warn("Cannot record Braid's pending analysis of " + project.getName(), e);
        }
    }

    /** The existing files of {@code project} whose analysis was interrupted, in the order recorded. */
    public static Set<IFile> files(IProject project) {
        Set<IFile> files = new LinkedHashSet<>();
        try {
            Path record = record(project);
            if (Files.isRegularFile(record)) {
                for (String line : Files.readAllLines(record, StandardCharsets.UTF_8)) {
                    IFile file = line.isBlank() ? null : project.getFile(IPath.fromPortableString(line));
                    if (file != null && file.exists()) {
                        files.add(file);
                    }
                }
            }
        } catch (IOException | IllegalStateException e) {
            ILog.of(PendingAnalyses.class).warn("Cannot read Braid's pending analysis of " + project.getName(), e);
        }
        return files;
    }

    private static Path record(IProject project) {
        return project.getWorkingLocation(Ids.PLUGIN).toPath().resolve(FILE);
    }
}
