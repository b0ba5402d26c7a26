package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import org.braid.java.ui.internal.JdtBuild;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.handlers.ToggleAnalyzeOnSaveHandler;
import org.eclipse.core.resources.ICommand;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.JavaCore;
import org.junit.jupiter.api.Test;

/**
 * In a Java project analyzed on save, JDT's build triggers Braid: its compilation participant
 * hands the Java files JDT compiled to Braid's analysis, and Braid's own builder leaves those
 * files alone (each save checks a file once); Java files JDT does not compile stay with Braid's
 * builder.
 */
class JavaBuildParticipantTest {

    private static final List<String> JAVA_MARKERS = JavaAnalysisTest.JAVA_MARKERS;

    @Test
    void jdtsBuildTriggersTheAnalysisOfTheFilesItCompiled() throws Exception {
        IProject project = javaProject("java-participant");
        ToggleAnalyzeOnSaveHandler.setAnalyzeOnSave(project, true);
        UiTestSupport.waitForAnalysis();
        removeBuilder(project, Ids.BUILDER);
        assertTrue(project.hasNature(Ids.NATURE), "Braid is on; only JDT's builder is left to trigger it");

        IFile file = create(project.getFile("src/LostUpdate.java"), UiTestSupport.fixture("LostUpdate.java"));
        UiTestSupport.waitForAnalysis();
        assertEquals(JAVA_MARKERS, UiTestSupport.markers(file));

        file.setContents(new ByteArrayInputStream(UiTestSupport.fixture("LostUpdateSynchronized.java")
                .getBytes(StandardCharsets.UTF_8)), true, true, null);
        UiTestSupport.waitForAnalysis();
        assertEquals(List.of(), UiTestSupport.markers(file), "the fixed file, compiled again, is checked again");
        project.delete(true, true, null);
    }

    @Test
    void braidsBuilderLeavesOnlyTheSourcesJdtCompilesToIt() throws Exception {
        IProject project = javaProject("java-build-split");
        IFile source = create(project.getFile("src/A.java"), "class A {}\n");
        IFile outside = create(project.getFile("notes/B.java"), "class B {}\n");
        JdtBuild build = new JdtBuild();
        assertTrue(build.analyzes(source), "a source JDT compiles");
        assertFalse(build.analyzes(outside), "not on the build path: Braid's builder checks it");
        removeBuilder(project, JavaCore.BUILDER_ID);
        assertFalse(build.analyzes(source), "without JDT's builder Braid's builder checks it");
        IFile plain = UiTestSupport.project("plain-java", "C.java", "class C {}\n");
        assertFalse(build.analyzes(plain), "not a Java project");
        plain.getProject().delete(true, true, null);
        project.delete(true, true, null);
    }

    /** A Java project with the source folder {@code src} and the output folder {@code bin}. */
    private static IProject javaProject(String name) throws CoreException {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (project.exists()) {
            project.delete(true, true, null);
        }
        project.create(null);
        project.open(null);
        IProjectDescription description = project.getDescription();
        description.setNatureIds(new String[] { JavaCore.NATURE_ID });
        project.setDescription(description, null);
        project.getFolder("src").create(true, true, null);
        JavaCore.create(project).setRawClasspath(new IClasspathEntry[] {
            JavaCore.newSourceEntry(project.getFullPath().append("src")) },
                project.getFullPath().append("bin"), null);
        return project;
    }

    private static IFile create(IFile file, String text) throws CoreException {
        if (!file.getParent().exists()) {
            file.getProject().getFolder(file.getParent().getProjectRelativePath()).create(true, true, null);
        }
        file.create(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, null);
        return file;
    }

    private static void removeBuilder(IProject project, String builder) throws CoreException {
        IProjectDescription description = project.getDescription();
        description.setBuildSpec(Arrays.stream(description.getBuildSpec())
                .filter(command -> !command.getBuilderName().equals(builder)).toArray(ICommand[]::new));
        project.setDescription(description, null);
    }
}
