package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.braid.java.ui.internal.JUnitTests;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.braid.ui.internal.views.InterleavingView;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.expressions.IEvaluationContext;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jface.text.TextSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.ISources;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.Test;

/**
 * "Check JUnit Test" ({@code org.braid.java.ui}) on a JDT method annotated {@code @Test}: the test
 * runs as its own harness (the Java front end's {@code test} setting, as {@code braid check --test}),
 * the race is marked on the racing line, the trace opens in the Interleaving view with the test
 * thread and the two threads it starts, and the test is remembered so that a save checks it again.
 * The synchronized version gets no finding and the view says so.
 */
class JUnitTestCheckTest {
    static final String COMMAND = "org.braid.java.ui.commands.checkTest";
    private static final String BOUNDS = " (up to 4 threads, 1 pending at a time)";

    @Test
    void aRacyJUnitTestIsCheckedFromItsMethod() throws Exception {
        IFile file = javaProject("junit-racy", "TransferTest.java");
        IMethod test = JavaCore.createCompilationUnitFrom(file).getType("TransferTest")
                .getMethod("twoDepositsAddUp", new String[0]);
        IMethod helper = JavaCore.createCompilationUnitFrom(file).getType("TransferTest")
                .getMethod("deposit", new String[] { "I" });
        assertTrue(JUnitTests.isTest(test));
        assertFalse(JUnitTests.isTest(helper), "deposit has no @Test");

        AnalysisJob job = run(new StructuredSelection(test));
        job.join();
        UiTestSupport.waitForAnalysis();

        String race = "Data race on TransferTest.balance: %s in TransferTest.deposit(int) and write in "
                + "TransferTest.deposit(int)" + BOUNDS;
        List<String> expected = List.of(
                Ids.RACE_MARKER + "|TransferTest.java|10|1|" + race.formatted("read"),
                Ids.RACE_MARKER + "|TransferTest.java|10|1|" + race.formatted("write"),
                Ids.ASSERTION_MARKER + "|TransferTest.java|21|2|Assertion fails in TransferTest.twoDepositsAddUp(): "
                        + "uncaught AssertionFailedError: assertEquals failed" + BOUNDS);
        assertEquals(expected, UiTestSupport.markers(file));
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        InterleavingView view = assertInstanceOf(InterleavingView.class, page.findView(Ids.INTERLEAVING_VIEW));
        assertEquals(List.of("T0 test TransferTest#twoDepositsAddUp()", "Thread-0 TransferTest$lambda$1.run()",
                "Thread-1 TransferTest$lambda$2.run()"), view.laneTitles(),
                "thread 0 runs the test (JUnit's runner names it, not Java: its id); the two threads it starts, "
                        + "named as the JVM names them");
        assertEquals(List.of("TransferTest.java|test|TransferTest#twoDepositsAddUp()"),
                BraidPreferences.harnesses(file.getProject()), "remembered for saves");

        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        assertEquals(expected, UiTestSupport.markers(file), "a save checks the remembered test again");
        file.getProject().delete(true, true, null);
    }

    @Test
    void theSynchronizedVersionHasNoFindingAndTheViewSaysSo() throws Exception {
        IFile file = javaProject("junit-synchronized", "SynchronizedTransferTest.java");
        String text = new String(file.getContents().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        int inTest = text.indexOf("a.start()");
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        org.eclipse.ui.ide.IDE.openEditor(page, file);
        UiTestSupport.spin(300);
        AnalysisJob job = run(new TextSelection(inTest, 0));
        job.join();
        UiTestSupport.waitForAnalysis();

        assertEquals(List.of(), UiTestSupport.markers(file));
        InterleavingView view = assertInstanceOf(InterleavingView.class, page.findView(Ids.INTERLEAVING_VIEW));
        String shown = view.emptyText();
        assertTrue(shown.startsWith("Braid test:SynchronizedTransferTest#twoDepositsAddUp(): No violation within bounds"),
                shown);
        page.closeAllEditors(false);
        file.getProject().delete(true, true, null);
    }

    @Test
    void outsideATestMethodTheCommandSaysWhatItNeeds() throws Exception {
        IFile file = javaProject("junit-outside", "TransferTest.java");
        IMethod helper = JavaCore.createCompilationUnitFrom(file).getType("TransferTest")
                .getMethod("deposit", new String[] { "I" });
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        org.eclipse.ui.ide.IDE.openEditor(page, file);
        UiTestSupport.spin(300);
        List<String> dialog = UiTestSupport.closeDialogWhenItOpens("Check JUnit Test");
        assertNull(runUnchecked(new StructuredSelection(helper)), "enabled in a Java editor; no test selected");
        UiTestSupport.spin(300);
        page.closeAllEditors(false);
        assertEquals(List.of("Select a JUnit test method (annotated @Test) in the Outline or the Package Explorer, or "
                + "put the cursor in one in the Java editor, then choose Check JUnit Test again."), dialog);
        file.getProject().delete(true, true, null);
    }

    /** A Java project (source folder = the project) with the fixture {@code name}. */
    static IFile javaProject(String project, String name) throws Exception {
        IFile file = UiTestSupport.project(project, name, UiTestSupport.fixture(name));
        IProject created = file.getProject();
        IProjectDescription description = created.getDescription();
        description.setNatureIds(new String[] { JavaCore.NATURE_ID });
        created.setDescription(description, null);
        JavaCore.create(created).setRawClasspath(new IClasspathEntry[] { JavaCore.newSourceEntry(created.getFullPath()) },
                created.getFullPath().append("bin"), null);
        return file;
    }

    private static AnalysisJob run(org.eclipse.jface.viewers.ISelection selection) throws Exception {
        return assertInstanceOf(AnalysisJob.class, runUnchecked(selection));
    }

    private static Object runUnchecked(org.eclipse.jface.viewers.ISelection selection) throws Exception {
        ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
        IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        IEvaluationContext context = handlers.createContextSnapshot(false);
        context.addVariable(ISources.ACTIVE_CURRENT_SELECTION_NAME, selection);
        return handlers.executeCommandInContext(new ParameterizedCommand(commands.getCommand(COMMAND), null), null,
                context);
    }
}
