package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.debug.TraceDebugTarget;
import org.braid.ui.internal.debug.TraceThread;
import org.braid.ui.internal.views.InterleavingView;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.IDebugTarget;
import org.eclipse.debug.core.model.IStackFrame;
import org.eclipse.debug.core.model.IThread;
import org.eclipse.debug.core.model.IVariable;
import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;

/**
 * "Debug interleaving" on the lost update's assertion marker starts a debug session of the
 * platform's debug model: one thread per program thread, a frame at each thread's statement,
 * the values read and written as variables; Step Over, Resume (to the next switch), Step Return
 * and Step Back move through the trace and the Interleaving view follows. A screenshot of the
 * session paused at the second thread's racing read is saved as {@code debug-session.png}.
 */
class DebugInterleavingTest {

    @Test
    void theAssertionsTraceIsADebugSessionThatStepsBothWays() throws Exception {
        IFile file = UiTestSupport.project("debug-session", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        UiTestSupport.deleteProjectsExcept("debug-session");
        IMarker assertion = file.findMarkers(Ids.ASSERTION_MARKER, false, IResource.DEPTH_ZERO)[0];
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = window.getActivePage();
        IMarkerResolution debug = Arrays.stream(IDE.getMarkerHelpRegistry().getResolutions(assertion))
                .filter(r -> r.getLabel().equals("Debug interleaving")).findFirst().orElseThrow();
        debug.run(assertion);
        UiTestSupport.spin(500);

        TraceDebugTarget target = Arrays.stream(DebugPlugin.getDefault().getLaunchManager().getDebugTargets())
                .filter(TraceDebugTarget.class::isInstance).map(TraceDebugTarget.class::cast).findFirst()
                .orElseThrow();
        assertEquals("Braid interleaving: Assertion fails in main: assert(counter == 2); (up to 4 threads, 1 pending "
                + "at a time)", target.getName());
        assertEquals("Braid Assertion fails in main assert(counter == 2);",
                target.getLaunch().getLaunchConfiguration().getName());
        assertEquals(List.of("T0 main (runs the current step)", "T1 increment (not started yet)",
                "T2 increment (not started yet)"), names(target));
        assertEquals("main() line 28: pthread_create(&first, NULL, increment, NULL);", top(target, 0).getName());
        assertEquals(28, top(target, 0).getLineNumber());
        assertEquals(0, target.getThreads()[1].getStackFrames().length, "T1 has not started");
        assertNotNull(page.findView(IDebugUIConstants.ID_DEBUG_VIEW), "the Debug view is open");
        InterleavingView view = (InterleavingView) page.findView(Ids.INTERLEAVING_VIEW);
        assertEquals(target.step(), view.currentStep(), "the swimlane view shows the session's step");

        thread(target, 0).stepOver();
        assertEquals(29, top(target, 0).getLineNumber());
        thread(target, 0).stepOver();
        assertEquals("increment() line 19: int seen = counter;", top(target, 2).getName());
        assertEquals(List.of("counter = 0 (read)", "seen = 0 (written)"), variables(top(target, 2)));
        assertEquals(List.of("T0 main (waiting)", "T1 increment (not started yet)",
                "T2 increment (runs the current step)"), names(target));
        assertEquals(target.step(), followed(view, target));
        UiTestSupport.fillDisplay(window.getShell());
        assertEquals(top(target, 2), selectedInDebugView(top(target, 2)),
                "the Debug view selects the frame of the thread that runs the step (its line in the editor)");
        Path png = UiTestSupport.screenshot(window.getShell(), "debug-session.png");
        assertTrue(Files.size(png) > 30_000, png + " shows the workbench");

        target.resume();
        assertEquals("T1 increment (runs the current step)", target.getThreads()[1].getName(),
                "Resume runs to the next context switch");
        assertEquals(19, top(target, 1).getLineNumber());
        thread(target, 1).stepReturn();
        assertEquals("T2 increment (runs the current step)", target.getThreads()[2].getName(),
                "Step Return ends where T1's increment has run (its return) and T2 goes on");
        assertEquals(20, top(target, 2).getLineNumber());
        assertEquals(List.of("seen = 0 (read)", "counter = 1 (written)"), variables(top(target, 2)));
        assertEquals(21, top(target, 1).getLineNumber(), "T1 stays at its last statement");
        assertTrue(target.canStepBack());
        assertEquals(top(target, 2), selectedInDebugView(top(target, 2)), "the Debug view follows Step Return");
        PlatformUI.getWorkbench().getService(org.eclipse.ui.handlers.IHandlerService.class)
                .executeCommand("org.braid.ui.commands.debugStepBack", null);
        assertEquals("T1 increment (runs the current step)", target.getThreads()[1].getName());
        assertEquals(21, top(target, 1).getLineNumber());
        assertEquals(List.of("arg = null (read)"), variables(top(target, 1)),
                "user variables only: the temporary that receives the result (tmp.1 := null) is folded away");
        assertEquals(target.step(), followed(view, target), "the swimlane view follows Step Back too");

        ILaunch launch = target.getLaunch();
        target.terminate();
        assertTrue(launch.isTerminated());
        assertFalse(target.canResume());
        DebugPlugin.getDefault().getLaunchManager().removeLaunch(launch);
        file.getProject().delete(true, true, null);
    }

    /** The view's step once it caught up with the session's (it follows asynchronously), or after 10 s. */
    private static int followed(InterleavingView view, TraceDebugTarget target) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 10_000;
        while (view.currentStep() != target.step() && System.currentTimeMillis() < deadline) {
            UiTestSupport.spin(50);
        }
        return view.currentStep();
    }

    /**
     * The Debug view's selected element (the Step Back command acts on it) once it is
     * {@code expected} (the view follows the session asynchronously), or after 10 s.
     */
    private static Object selectedInDebugView(Object expected) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 10_000;
        while (!expected.equals(org.eclipse.debug.ui.DebugUITools.getDebugContext())
                && System.currentTimeMillis() < deadline) {
            UiTestSupport.spin(50);
        }
        return org.eclipse.debug.ui.DebugUITools.getDebugContext();
    }

    private static List<String> names(IDebugTarget target) throws Exception {
        return Arrays.stream(target.getThreads()).map(thread -> {
            try {
                return thread.getName();
            } catch (org.eclipse.debug.core.DebugException e) {
                throw new AssertionError(e);
            }
        }).toList();
    }

    private static IThread thread(TraceDebugTarget target, int id) {
        return Arrays.stream(target.getThreads()).map(TraceThread.class::cast).filter(t -> t.id() == id).findFirst()
                .orElseThrow();
    }

    private static IStackFrame top(TraceDebugTarget target, int id) {
        return ((TraceThread) thread(target, id)).getTopStackFrame();
    }

    private static List<String> variables(IStackFrame frame) throws Exception {
        return Arrays.stream(frame.getVariables()).map(DebugInterleavingTest::describe).toList();
    }

    private static String describe(IVariable variable) {
        try {
            return variable.getName() + " = " + variable.getValue().getValueString() + " ("
                    + variable.getReferenceTypeName() + ")";
        } catch (org.eclipse.debug.core.DebugException e) {
            throw new AssertionError(e);
        }
    }
}
