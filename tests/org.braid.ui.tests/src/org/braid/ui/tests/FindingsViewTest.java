package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.braid.core.suppression.SuppressionFile;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.views.FindingsView;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.viewers.AbstractTreeViewer;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;

/**
 * The Braid Findings view lists the workspace's findings grouped by kind, each with its file,
 * line, check, bounds and state, suppressed ones in their own group; a screenshot is saved as
 * {@code findings-view.png}.
 */
class FindingsViewTest {

    @Test
    void findingsAreGroupedByKindWithFileLineAndCheck() throws Exception {
        IFile file = UiTestSupport.project("findings-view", "stats.c",
                UiTestSupport.fixture("suppress/stats-unsafe.c").replace("    hits++;",
                        "    hits++; // braid: benign-race(statistics only)"));
        file.getProject().getFile(SuppressionFile.NAME).create(new ByteArrayInputStream(
                "assertion | stats.c | assert(total == 2); | main | known lost update\n"
                        .getBytes(StandardCharsets.UTF_8)), true, null);
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        UiTestSupport.deleteProjectsExcept("findings-view");

        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = window.getActivePage();
        IDE.openEditor(page, file);
        IViewPart view = page.showView(FindingsView.ID);
        UiTestSupport.fillDisplay(window.getShell());
        UiTestSupport.share(view, 35);
        List<String> rows = rows(view, 5);
        assertEquals(List.of(
                "Braid Data Race (2 items)",
                "  Data race on total: read in worker and write in worker (up to 4 threads, 1 pending at a time)"
                        + " | stats.c | line 12 | main | up to 4 threads, 1 pending at a time | open",
                "  Data race on total: write in worker and write in worker (up to 4 threads, 1 pending at a time)"
                        + " | stats.c | line 12 | main | up to 4 threads, 1 pending at a time | open",
                "Braid Suppressed Finding (3 items)",
                "  Suppressed (known lost update; .braid-suppressions:1): Assertion fails in main: assert(total == 2);"
                        + " (up to 4 threads, 1 pending at a time) | stats.c | line 23 | main | up to 4 threads, 1 pending at a time | suppressed",
                "  Suppressed (statistics only; stats.c:11): Data race on hits: read in worker and write in worker"
                        + " (up to 4 threads, 1 pending at a time) | stats.c | line 11 | main | up to 4 threads, 1 pending at a time | suppressed",
                "  Suppressed (statistics only; stats.c:11): Data race on hits: write in worker and write in worker"
                        + " (up to 4 threads, 1 pending at a time) | stats.c | line 11 | main | up to 4 threads, 1 pending at a time | suppressed"), rows);
        UiTestSupport.expandProblems(view);
        Path png = UiTestSupport.screenshot(window.getShell(), "findings-view.png");
        assertTrue(Files.size(png) > 30_000, png + " shows the workbench");
    }

    /** The view's rows once it lists {@code expected} findings (it fills in the background): groups, then indented findings with their columns. */
    private static List<String> rows(IViewPart view, int expected) throws Exception {
        AbstractTreeViewer viewer = UiTestSupport.problemsViewer(view);
        long deadline = System.currentTimeMillis() + 30_000;
        List<String> rows = new ArrayList<>();
        while (System.currentTimeMillis() < deadline) {
            viewer.expandAll();
            Tree tree = (Tree) viewer.getControl();
            rows.clear();
            int findings = 0;
            for (TreeItem group : tree.getItems()) {
                rows.add(group.getText(0));
                for (TreeItem item : group.getItems()) {
                    List<String> cells = new ArrayList<>();
                    for (int column = 0; column < tree.getColumnCount(); column++) {
                        cells.add(item.getText(column));
                    }
                    rows.add("  " + String.join(" | ", cells));
                    findings++;
                }
            }
            if (findings == expected) {
                return rows;
            }
            UiTestSupport.spin(200);
        }
        return rows;
    }
}
