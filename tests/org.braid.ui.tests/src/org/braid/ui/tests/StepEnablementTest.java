package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.handlers.FindingsUi;
import org.braid.ui.internal.views.InterleavingView;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.ToolBarManager;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.Test;

/**
 * The step commands of the Interleaving view are enabled only where they can move, as the
 * debugger's are: first and back not at the first step, forward and last not at the last, none
 * while the view is empty; the view's toolbar buttons grey out with them.
 */
class StepEnablementTest {
    private static final List<String> STEPS = List.of(Ids.STEP_FIRST_COMMAND, Ids.STEP_BACK_COMMAND,
            Ids.STEP_FORWARD_COMMAND, Ids.STEP_LAST_COMMAND);

    @Test
    void stepCommandsFollowTheCurrentStep() throws Exception {
        IFile file = UiTestSupport.project("step-enablement", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        IMarker assertion = file.findMarkers(Ids.ASSERTION_MARKER, false, IResource.DEPTH_ZERO)[0];
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        InterleavingView view = FindingsUi.show(page, assertion);
        page.activate(view);
        UiTestSupport.spin(200);
        assertEquals(11, view.currentRow(), "the failing assertion, the last step, is selected");
        Map<String, Boolean> atLast = states(false, false, true, true);
        assertEquals(atLast, enablement(), "at the last step");
        assertEquals(atLast, toolbar(view, atLast), "toolbar at the last step");

        PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(Ids.STEP_FIRST_COMMAND, null);
        UiTestSupport.spin(200);
        assertEquals(0, view.currentRow());
        Map<String, Boolean> atFirst = states(true, true, false, false);
        assertEquals(atFirst, enablement(), "at step 1");
        assertEquals(atFirst, toolbar(view, atFirst), "toolbar at step 1");

        view.forward();
        UiTestSupport.spin(200);
        assertEquals(states(false, false, false, false), enablement(), "in the middle every step can move");

        view.show(List.of(), 0);
        UiTestSupport.spin(200);
        Map<String, Boolean> empty = states(true, true, true, true);
        assertEquals(empty, enablement(), "the view is empty");
        assertEquals(empty, toolbar(view, empty), "toolbar of the empty view");
        file.getProject().delete(true, true, null);
    }

    /** Command id to "disabled" for first, back, forward, last. */
    private static Map<String, Boolean> states(boolean first, boolean back, boolean forward, boolean last) {
        Map<String, Boolean> disabled = new LinkedHashMap<>();
        disabled.put(Ids.STEP_FIRST_COMMAND, first);
        disabled.put(Ids.STEP_BACK_COMMAND, back);
        disabled.put(Ids.STEP_FORWARD_COMMAND, forward);
        disabled.put(Ids.STEP_LAST_COMMAND, last);
        return disabled;
    }

    private static Map<String, Boolean> enablement() {
        ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
        Map<String, Boolean> disabled = new LinkedHashMap<>();
        for (String id : STEPS) {
            disabled.put(id, !commands.getCommand(id).isEnabled());
        }
        return disabled;
    }

    /**
     * The view's toolbar buttons as {@link #toolbar(InterleavingView)}, once they show {@code expected} or
     * after 5 s: the workbench updates them from the commands' enablement in its own time (on a loaded
     * machine, later than the 200 ms the test spins otherwise).
     */
    private static Map<String, Boolean> toolbar(InterleavingView view, Map<String, Boolean> expected)
            throws InterruptedException {
        long deadline = System.currentTimeMillis() + 5_000;
        Map<String, Boolean> shown = toolbar(view);
        while (!shown.equals(expected) && System.currentTimeMillis() < deadline) {
            UiTestSupport.spin(50);
            shown = toolbar(view);
        }
        return shown;
    }

    /** The view's toolbar buttons (first, back, forward, last, in this order) as command id to "disabled". */
    private static Map<String, Boolean> toolbar(InterleavingView view) {
        IToolBarManager manager = view.getViewSite().getActionBars().getToolBarManager();
        ToolItem[] items = ((ToolBarManager) manager).getControl().getItems();
        Map<String, Boolean> disabled = new LinkedHashMap<>();
        for (int i = 0; i < STEPS.size(); i++) {
            disabled.put(STEPS.get(i), !items[i].getEnabled());
        }
        return disabled;
    }
}
