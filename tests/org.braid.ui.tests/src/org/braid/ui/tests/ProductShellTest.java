package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.braid.ui.internal.findings.FindingsByFileView;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.braid.ui.internal.shell.GettingStartedView;
import org.braid.ui.internal.shell.ProblemsInFront;
import org.braid.ui.internal.shell.WelcomeStartup;
import org.eclipse.core.runtime.ILog;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

/**
 * The IDE around Braid, as the product opens it: the Resource perspective (the IDE's first) shows
 * Problems in front of Tasks, the Error Log view lists logged statuses, and Braid's Getting
 * Started page opens once per workspace. Screenshots {@code error-log.png} and
 * {@code getting-started.png}.
 */
class ProductShellTest {

    private static final String ERROR_LOG = "org.eclipse.pde.runtime.LogView";

    @Test
    void aNewResourcePerspectiveShowsProblemsInFrontOfTasks() throws Exception {
        // a new window builds the perspective afresh from its factory and the perspective extensions, as a first start does
        IWorkbenchWindow window = PlatformUI.getWorkbench().openWorkbenchWindow("org.eclipse.ui.resourcePerspective", null);
        try {
            IWorkbenchPage page = window.getActivePage();
            UiTestSupport.spin(500);
            IViewReference problems = page.findViewReference(IPageLayout.ID_PROBLEM_VIEW);
            IViewReference tasks = page.findViewReference(IPageLayout.ID_TASK_LIST);
            assertNotNull(problems, "Problems is in the perspective");
            assertNotNull(tasks, "Tasks is in the perspective");
            IViewPart problemsView = problems.getView(true);
            assertTrue(page.isPartVisible(problemsView), "Problems is the tab in front");
            assertFalse(tasks.getView(false) != null && page.isPartVisible(tasks.getView(false)), "Tasks is behind it");
            List<String> stack = new ArrayList<>();
            for (IViewPart part : page.getViewStack(problemsView)) {
                stack.add(part.getViewSite().getId());
            }
            assertEquals(List.of(IPageLayout.ID_PROBLEM_VIEW, IPageLayout.ID_TASK_LIST), stack, "one stack, Problems first");

            // the user's choice stays; a reset sets the perspective up again, Problems in front
            IViewPart tasksView = page.showView(IPageLayout.ID_TASK_LIST, null, IWorkbenchPage.VIEW_VISIBLE);
            ProblemsInFront.bringForward(page, false);
            assertTrue(page.isPartVisible(tasksView), "Tasks, brought forward by the user, stays in front");
            page.resetPerspective();
            UiTestSupport.spin(500);
            assertTrue(page.isPartVisible(page.findView(IPageLayout.ID_PROBLEM_VIEW)), "after a reset Problems is in front");
        } finally {
            window.close();
        }
    }

    @Test
    void theErrorLogListsALoggedStatus() throws Exception {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IViewPart log = window.getActivePage().showView(ERROR_LOG);
        String message = "Braid ProductShellTest: a status logged at " + System.nanoTime();
        ILog.of(ProductShellTest.class).error(message);
        Tree tree = find(Tree.class, log);
        long deadline = System.currentTimeMillis() + 20_000;
        while (!contains(tree, message) && System.currentTimeMillis() < deadline) {
            UiTestSupport.spin(200);
        }
        assertTrue(contains(tree, message), "the Error Log lists " + message);
        assertEquals("Error Log (Workspace Log)", log.getTitle());
        Path png = UiTestSupport.screenshot(window.getShell(), "error-log.png");
        assertTrue(Files.size(png) > 10_000, png + " shows the workbench");
        window.getActivePage().hideView(log);
    }

    @Test
    void gettingStartedOpensOnceOnTheFirstStartOfAWorkspace() throws Exception {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = window.getActivePage();
        assertNull(page.findView(GettingStartedView.ID),
                "the test workbench's plug-in customization turns it off (org.braid.ui/showGettingStarted=false)");
        // a new workspace: the preference at its product default, on
        BraidPreferences.store().setValue(BraidPreferences.SHOW_GETTING_STARTED, true);
        try {
            assertTrue(WelcomeStartup.markShown(), "the first start shows it");
            assertFalse(BraidPreferences.store().getBoolean(BraidPreferences.SHOW_GETTING_STARTED), "and remembers that");
            WelcomeStartup.open(window);
            IViewPart view = page.findView(GettingStartedView.ID);
            assertNotNull(view, "Getting Started is open");
            assertTrue(page.isPartVisible(view));
            assertEquals("Braid Getting Started", view.getTitle());
            Composite body = (Composite) view.getSite().getService(MPart.class).getWidget();
            assertTrue(UiTestSupport.labels(body).contains("Getting started with Braid"));
            List<String> links = new ArrayList<>();
            collectLinks(body, links);
            assertEquals(8, links.size(), links.toString());
            assertTrue(links.get(0).startsWith("1. Put a source file with threads in a project"), links.get(0));
            assertTrue(links.get(2).contains("<a href=\"view:org.braid.ui.views.findings\">Braid Findings</a>"), links.get(2));
            // a link opens the view it names
            Link findings = UiTestSupport.find(body, Link.class, links.get(2));
            Event click = new Event();
            click.text = "view:" + FindingsByFileView.ID;
            findings.notifyListeners(SWT.Selection, click);
            IViewPart byFile = page.findView(FindingsByFileView.ID);
            assertNotNull(byFile, "the link opened Braid Findings by File");
            page.hideView(byFile);
            assertFalse(WelcomeStartup.markShown(), "the next start does not");
            UiTestSupport.fillDisplay(window.getShell());
            Path png = UiTestSupport.screenshot(window.getShell(), "getting-started.png");
            assertTrue(Files.size(png) > 10_000, png + " shows the workbench");
        } finally {
            BraidPreferences.store().setToDefault(BraidPreferences.SHOW_GETTING_STARTED);
            IViewPart view = page.findView(GettingStartedView.ID);
            if (view != null) {
                page.hideView(view);
            }
        }
    }

    private static boolean contains(Tree tree, String text) {
        for (TreeItem item : tree.getItems()) {
            for (int column = 0; column < Math.max(1, tree.getColumnCount()); column++) {
                if (item.getText(column).contains(text)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static void collectLinks(Control control, List<String> links) {
        if (control instanceof Link link) {
            links.add(link.getText());
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                collectLinks(child, links);
            }
        }
    }

    /** The first {@code type} control in {@code view} (its part's widget and below). */
    private static <T extends Control> T find(Class<T> type, IViewPart view) {
        Composite widget = (Composite) view.getSite().getService(MPart.class).getWidget();
        T found = findIn(widget, type);
        if (found == null) {
            throw new AssertionError("no " + type.getSimpleName() + " in " + view.getTitle());
        }
        return found;
    }

    private static <T extends Control> T findIn(Composite parent, Class<T> type) {
        for (Control child : parent.getChildren()) {
            if (type.isInstance(child)) {
                return type.cast(child);
            }
            if (child instanceof Composite composite) {
                T found = findIn(composite, type);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
