package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.function.Predicate;

import org.braid.ui.internal.analysis.FrontEndRegistry;
import org.braid.ui.internal.handlers.SourceFileTester;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.junit.jupiter.api.Test;

/**
 * Which files org.braid.ui treats as sources and headers comes from the installed front ends (the
 * C and Java front ends in the test workbench), never from extensions it names: the property
 * {@code org.braid.ui.source} of {@code plugin.xml} expressions and {@link FrontEndRegistry#isHeader}.
 */
class SourceFileTesterTest {
    private static final List<String> NAMES = List.of("a.c", "b.i", "C.java", "d.h", "e.txt", "Makefile");

    @Test
    void sourcesAreTheFilesAFrontEndReads() throws Exception {
        IProject project = UiTestSupport.project("source-tester", "a.c", "int main(void) { return 0; }\n")
                .getProject();
        assertEquals(List.of("a.c", "b.i", "C.java"), matching(project, file -> test(file, null)));
        assertEquals(List.of("a.c", "b.i"), matching(project, file -> test(file, "c")),
                "with a value: the files the front end with that id reads");
        assertEquals(List.of("C.java"), matching(project, file -> test(file, "java")));
        assertEquals(List.of("d.h"), matching(project, FrontEndRegistry::isHeader),
                "the C front end's headers: a change to one re-checks every file");
        project.delete(true, true, null);
    }

    private static List<String> matching(IProject project, Predicate<IFile> property) throws CoreException {
        return NAMES.stream().map(project::getFile).filter(property).map(IFile::getName).toList();
    }

    /** What {@code <test property="org.braid.ui.source" value="..."/>} in plugin.xml answers for {@code file}. */
    private static boolean test(IFile file, String value) {
        return new SourceFileTester().test(file, SourceFileTester.PROPERTY, new Object[0], value);
    }
}
