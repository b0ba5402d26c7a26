package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.analysis.FunctionIndex;
import org.braid.ui.internal.views.InterleavingView;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.expressions.IEvaluationContext;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.ISources;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.Test;

/**
 * "Check Entry-Point Pair" on a Java file: the dialog's list holds the class's public methods as
 * {@code Class#method(T)}, and the pair runs on one receiver the Java front end builds, with the
 * race marked on both methods' lines and shown in the Interleaving view.
 */
class JavaPairCheckTest {

    @Test
    void twoMethodsOfAJavaClassAreCheckedAsAPair() throws Exception {
        IFile file = UiTestSupport.project("java-pair", "Counter.java", UiTestSupport.fixture("Counter.java"));
        assertEquals(List.of("Counter#add(int)", "Counter#get()", "Counter#increment()"),
                FunctionIndex.of(file).names(), "the public methods, as a pair names them");
        ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
        IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        ParameterizedCommand command = ParameterizedCommand.generateCommand(
                commands.getCommand(Ids.CHECK_PAIR_COMMAND),
                Map.of(Ids.CHECK_PAIR_FILE, file.getFullPath().toString(), Ids.CHECK_PAIR_FIRST, "Counter#increment()",
                        Ids.CHECK_PAIR_SECOND, "Counter#get()"));
        IEvaluationContext context = handlers.createContextSnapshot(false);
        context.addVariable(ISources.ACTIVE_CURRENT_SELECTION_NAME, new StructuredSelection(file));
        AnalysisJob job = assertInstanceOf(AnalysisJob.class, handlers.executeCommandInContext(command, null, context),
                "enabled with the Java file selected");
        job.join();
        UiTestSupport.waitForAnalysis();

        assertEquals(List.of(
                Ids.RACE_MARKER + "|Counter.java|6|1|Data race on Counter.count: write in Counter.increment() and read "
                        + "in Counter.get() (up to 4 threads, 1 pending at a time)",
                Ids.RACE_MARKER + "|Counter.java|14|1|Data race on Counter.count: write in Counter.increment() and read "
                        + "in Counter.get() (up to 4 threads, 1 pending at a time)"),
                UiTestSupport.markers(file));
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        InterleavingView view = assertInstanceOf(InterleavingView.class, page.findView(Ids.INTERLEAVING_VIEW));
        assertEquals(List.of("T0 pair Counter#increment() || Counter#get()", "T1 Counter.increment()", "T2 Counter.get()"),
                view.laneTitles(), "thread 0 runs the harness: it builds the receiver and starts both methods");
        file.getProject().delete(true, true, null);
    }

    @Test
    void aThreadSafeClassWithoutMainIsCheckedPairwiseOnSave() throws Exception {
        IFile file = UiTestSupport.project("java-thread-safe", "Cache.java", UiTestSupport.fixture("Cache.java"));
        assertEquals(List.of("Cache#grow()", "Cache#size()"), FunctionIndex.of(file).names(),
                "the methods, not the class harness's pair procedures");
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        UiTestSupport.waitForAnalysis();
        // grow() || grow() races read/write at line 14 (the check) and at line 15 (size + 1); one finding per
        // cell and conflict, and the solver's witness reads at line 15.
        assertEquals(List.of(
                Ids.RACE_MARKER + "|Cache.java|10|1|Data race on Cache.size: read in Cache.size() and write in "
                        + "Cache.grow() (up to 4 threads, 1 pending at a time)",
                Ids.RACE_MARKER + "|Cache.java|15|1|Data race on Cache.size: read in Cache.grow() and write in "
                        + "Cache.grow() (up to 4 threads, 1 pending at a time)",
                Ids.RACE_MARKER + "|Cache.java|15|1|Data race on Cache.size: read in Cache.size() and write in "
                        + "Cache.grow() (up to 4 threads, 1 pending at a time)",
                Ids.RACE_MARKER + "|Cache.java|15|1|Data race on Cache.size: write in Cache.grow() and write in "
                        + "Cache.grow() (up to 4 threads, 1 pending at a time)"),
                UiTestSupport.markers(file));
        file.getProject().delete(true, true, null);
    }
}
