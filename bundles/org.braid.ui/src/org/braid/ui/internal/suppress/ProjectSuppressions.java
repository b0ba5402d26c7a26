package org.braid.ui.internal.suppress;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.braid.core.CheckResult;
import org.braid.core.Finding;
import org.braid.core.suppression.Review;
import org.braid.core.suppression.SuppressionEntry;
import org.braid.core.suppression.SuppressionException;
import org.braid.core.suppression.SuppressionFile;
import org.braid.core.suppression.Suppressions;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;

/**
 * The suppressions of one project: the entries of {@value SuppressionFile#NAME} at its root
 * (files named relative to the project) and the {@code braid: benign-race} comments of the
 * files as saved. Read once per analysis; immutable.
 */
public final class ProjectSuppressions {
    private final IProject project;
    private final Suppressions suppressions;
    private final Optional<SuppressionException> error;

    private ProjectSuppressions(IProject project, Suppressions suppressions, Optional<SuppressionException> error) {
        this.project = project;
        this.suppressions = suppressions;
        this.error = error;
    }

    /** The project's suppression file. */
    public static IFile file(IProject project) {
        return project.getFile(SuppressionFile.NAME);
    }

    /**
     * Reads the project's suppression file. A file that cannot be read or has a malformed line
     * suppresses nothing by entry ({@link #error()} says why); comments still apply.
     */
    public static ProjectSuppressions of(IProject project) {
        IFile file = file(project);
        if (!file.exists()) {
            return new ProjectSuppressions(project, Suppressions.commentsOnly(), Optional.empty());
        }
        try (InputStream in = file.getContents(true)) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return new ProjectSuppressions(project, Suppressions.of(SuppressionFile.NAME,
                    SuppressionFile.parse(SuppressionFile.NAME, text)), Optional.empty());
        } catch (SuppressionException e) {
            return new ProjectSuppressions(project, Suppressions.commentsOnly(), Optional.of(e));
        } catch (IOException | CoreException e) {
            return new ProjectSuppressions(project, Suppressions.commentsOnly(),
                    Optional.of(new SuppressionException(SuppressionFile.NAME, 1, e.getMessage())));
        }
    }

    /** Why the suppression file was ignored, at its line. */
    public Optional<SuppressionException> error() {
        return error;
    }

    /** The findings of {@code result} split into reported and suppressed. */
    public Review review(CheckResult result) {
        return suppressions.review(result.findings(), this::key, ProjectSuppressions::source,
                file -> file.substring(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1));
    }

    /**
     * The suppression file entry that would accept {@code finding}, with an empty reason, or
     * empty when the finding's file is outside the project.
     */
    public String entryFor(Finding finding) {
        return key(finding.file()).map(key -> SuppressionEntry.of(finding, key, "").format()).orElse("");
    }

    /** The project-relative path of the file the engine names {@code file} (an absolute path). */
    private Optional<String> key(String file) {
        if (file.startsWith("<") || project.getLocation() == null) {
            return Optional.empty();
        }
        IPath location = IPath.fromOSString(file);
        IPath root = project.getLocation();
        return root.isPrefixOf(location) ? Optional.of(location.makeRelativeTo(root).toPortableString())
                : Optional.empty();
    }

    private static Optional<String> source(String file) {
        try {
            return file.startsWith("<") ? Optional.empty()
                    : Optional.of(Files.readString(Path.of(file), StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
