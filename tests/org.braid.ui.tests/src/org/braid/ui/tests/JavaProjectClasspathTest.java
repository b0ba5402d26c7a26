package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.braid.core.frontend.FrontEndOption;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.settings.BuildSettings;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.JavaCore;
import org.junit.jupiter.api.Test;

/**
 * A Java project's class path, as JDT has it, resolves the types of the file Braid checks
 * ({@code org.braid.java.ui}'s build settings): a program that uses a library jar of the project
 * is an input error without it and is checked with it.
 */
class JavaProjectClasspathTest {

    @Test
    void theProjectsLibraryResolvesTheImport() throws Exception {
        IFile file = UiTestSupport.project("java-classpath", "UsesLimits.java",
                Files.readString(javaFixture("classpath/UsesLimits.java")));
        IProject project = file.getProject();
        IFile jar = project.getFile("lib/limits.jar");
        project.getFolder("lib").create(true, true, null);
        jar.create(new ByteArrayInputStream(Files.readAllBytes(javaFixture("classpath/limits.jar"))), true, null);

        AnalysisJob.schedule(project, Set.of(file)).join();
        assertEquals(List.of(Ids.UNSUPPORTED_MARKER + "|UsesLimits.java|1|" + IMarker.SEVERITY_INFO
                + "|Braid cannot read this file: The import config cannot be resolved"), UiTestSupport.markers(project),
                "not a Java project: no class path");

        IProjectDescription description = project.getDescription();
        description.setNatureIds(new String[] { JavaCore.NATURE_ID });
        project.setDescription(description, null);
        JavaCore.create(project).setRawClasspath(new IClasspathEntry[] {
            JavaCore.newSourceEntry(project.getFullPath()), JavaCore.newLibraryEntry(jar.getFullPath(), null, null) },
                project.getFullPath().append("bin"), null);
        assertEquals(List.of(jar.getLocation().toOSString()),
                BuildSettings.frontEndSettings(file).values(FrontEndOption.CLASSPATH),
                "the library; the output folder bin does not exist yet");
        AnalysisJob.schedule(project, Set.of(file)).join();
        UiTestSupport.waitForAnalysis();
        List<String> markers = UiTestSupport.markers(file);
        assertEquals(Ids.ASSERTION_MARKER + "|UsesLimits.java|12|" + IMarker.SEVERITY_ERROR
                + "|Assertion fails in UsesLimits.main(String[]): assert count == Limits.WORKERS (up to 4 threads, 1 pending "
                + "at a time)",
                markers.stream().filter(m -> m.startsWith(Ids.ASSERTION_MARKER)).findFirst().orElse(String.join("\n",
                        markers)));
        project.delete(true, true, null);
    }

    private static Path javaFixture(String name) {
        Path local = Path.of("..", "org.braid.java.tests", "fixtures", name);
        return Files.exists(local) ? local : Path.of("tests", "org.braid.java.tests", "fixtures", name);
    }
}
