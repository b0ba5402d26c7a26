package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Set;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.views.InterleavingView;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.e4.ui.model.application.ui.advanced.MPerspective;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.ContributionItemFactory;
import org.eclipse.ui.internal.WorkbenchPage;
import org.junit.jupiter.api.Test;

/**
 * <i>Show In &gt; Braid Interleaving</i> in the Problems view of a perspective that existed before
 * Braid was installed (its saved Show In list lacks the view): the real Show In menu offers the
 * view while a Braid marker is selected, and opening it shows that marker's finding.
 */
class ShowInTargetsTest {
    private static final String SHOW_IN_TAG = "persp.showIn:" + Ids.INTERLEAVING_VIEW;

    @Test
    void theShowInMenuOffersTheViewInAnOldPerspective() throws Exception {
        IFile file = UiTestSupport.project("show-in-old-perspective", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = window.getActivePage();
        IViewPart existing = page.findView(Ids.INTERLEAVING_VIEW);
        if (existing != null) {
            page.hideView(existing);
        }
        MPerspective perspective = ((WorkbenchPage) page).getCurrentPerspective();
        assertTrue(perspective.getTags().remove(SHOW_IN_TAG), "the perspective had Braid's Show In entry");
        try {
            assertFalse(((WorkbenchPage) page).getShowInPartIds().contains(Ids.INTERLEAVING_VIEW),
                    "an old perspective's own Show In list lacks the view");
            IViewPart problems = page.showView("org.eclipse.ui.views.ProblemView");
            page.activate(problems);

            problems.getSite().getSelectionProvider().setSelection(StructuredSelection.EMPTY);
            List<String> withoutMarker = showInLabels(window);
            assertTrue(withoutMarker.contains("Project Explorer"), "the menu is filled: " + withoutMarker);
            assertFalse(withoutMarker.contains("Braid Interleaving"), "no Braid marker selected");

            UiTestSupport.selectInProblems(problems, marker(file, 32));
            MenuItem item = showInItem(window, "Braid Interleaving");
            item.notifyListeners(SWT.Selection, new Event());
            UiTestSupport.spin(500);
            InterleavingView view = (InterleavingView) page.findView(Ids.INTERLEAVING_VIEW);
            assertEquals("Assertion fails in main: assert(counter == 2);",
                    view.finding().message().replaceFirst(" \\(.*\\)$", ""));
        } finally {
            perspective.getTags().add(SHOW_IN_TAG);
            file.getProject().delete(true, true, null);
        }
    }

    /** The labels of the Show In menu for the active part, as the platform fills it. */
    private static List<String> showInLabels(IWorkbenchWindow window) {
        return Arrays.stream(showInMenu(window).getItems()).map(item -> item.getText().replace("&", "")).toList();
    }

    private static MenuItem showInItem(IWorkbenchWindow window, String label) {
        for (MenuItem item : showInMenu(window).getItems()) {
            if (item.getText().replace("&", "").equals(label)) {
                return item;
            }
        }
        throw new AssertionError("Show In offers " + showInLabels(window));
    }

    private static Menu showInMenu(IWorkbenchWindow window) {
        IContributionItem showIn = ContributionItemFactory.VIEWS_SHOW_IN.create(window);
        MenuManager manager = new MenuManager();
        manager.add(showIn);
        Menu menu = manager.createContextMenu(window.getShell());
        menu.notifyListeners(SWT.Show, new Event());
        return menu;
    }

    private static IMarker marker(IFile file, int line) throws Exception {
        for (IMarker marker : file.findMarkers(Ids.ASSERTION_MARKER, false, IResource.DEPTH_ZERO)) {
            if (marker.getAttribute(IMarker.LINE_NUMBER, 0) == line) {
                return marker;
            }
        }
        throw new AssertionError("no assertion marker on line " + line);
    }
}
