package org.braid.java.ui.internal;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.braid.core.frontend.FrontEndOption;
import org.braid.core.frontend.FrontEndSettings;
import org.braid.ui.internal.settings.BuildSettingsProvider;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jdt.core.IClasspathContainer;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;

/**
 * The class path of a Java file's project, as JDT has it, for the Java front end's
 * {@link FrontEndOption#CLASSPATH}: the project's output folders (its other classes, as JDT's
 * build compiled them), its libraries and those of its containers, except the JRE's (the front
 * end resolves the JDK itself), and the output folders of the projects it requires. A file
 * outside a Java project gets nothing.
 */
public final class JdtClasspath implements BuildSettingsProvider {
    private static final String JRE_CONTAINER = "org.eclipse.jdt.launching.JRE_CONTAINER";

    @Override
    public FrontEndSettings settingsFor(IFile file) throws CoreException {
        if (!"java".equals(file.getFileExtension()) || !file.getProject().hasNature(JavaCore.NATURE_ID)) {
            return FrontEndSettings.NONE;
        }
        IJavaProject project = JavaCore.create(file.getProject());
        Set<String> entries = new LinkedHashSet<>();
        addOutputs(project, entries);
        for (IClasspathEntry entry : project.getRawClasspath()) {
            switch (entry.getEntryKind()) {
                case IClasspathEntry.CPE_LIBRARY -> entries.add(location(entry.getPath()));
                case IClasspathEntry.CPE_VARIABLE -> {
                    IClasspathEntry resolved = JavaCore.getResolvedClasspathEntry(entry);
                    if (resolved != null) {
                        entries.add(location(resolved.getPath()));
                    }
                }
                case IClasspathEntry.CPE_CONTAINER -> {
                    if (!entry.getPath().segment(0).equals(JRE_CONTAINER)) {
                        IClasspathContainer container = JavaCore.getClasspathContainer(entry.getPath(), project);
                        for (IClasspathEntry library : container == null ? new IClasspathEntry[0]
                                : container.getClasspathEntries()) {
                            entries.add(location(library.getPath()));
                        }
                    }
                }
                case IClasspathEntry.CPE_PROJECT -> {
                    IJavaProject required = JavaCore.create(ResourcesPlugin.getWorkspace().getRoot()
                            .getProject(entry.getPath().lastSegment()));
                    if (required.exists()) {
                        addOutputs(required, entries);
                    }
                }
                default -> {
                    // source folders: their classes are in the output folders
                }
            }
        }
        List<String> existing = new ArrayList<>();
        for (String entry : entries) {
            if (entry != null && java.nio.file.Files.exists(java.nio.file.Path.of(entry))) {
                existing.add(entry);
            }
        }
        return FrontEndSettings.NONE.withAll(FrontEndOption.CLASSPATH, existing);
    }

    private static void addOutputs(IJavaProject project, Set<String> entries) throws CoreException {
        entries.add(location(project.getOutputLocation()));
        for (IClasspathEntry entry : project.getRawClasspath()) {
            if (entry.getEntryKind() == IClasspathEntry.CPE_SOURCE && entry.getOutputLocation() != null) {
                entries.add(location(entry.getOutputLocation()));
            }
        }
    }

    /** The file system location of {@code path}: a workspace resource's, else the path itself. */
    private static String location(IPath path) {
        IResource resource = ResourcesPlugin.getWorkspace().getRoot().findMember(path);
        IPath location = resource != null ? resource.getLocation() : path;
        return location == null ? null : location.toOSString();
    }
}
