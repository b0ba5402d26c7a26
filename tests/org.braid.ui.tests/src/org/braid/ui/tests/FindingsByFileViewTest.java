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
import org.braid.ui.internal.findings.FindingsByFileView;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

/**
 * Braid Findings by File lists the workspace's findings as files, kinds and findings with
 * location, check, bounds and state, and its filter keeps the findings that contain its text; a
 * screenshot is saved as {@code findings-by-file.png}.
 */
class FindingsByFileViewTest {

    private static final String BOUNDS = "up to 4 threads, 1 pending at a time";

    @Test
    void findingsAreGroupedByFileAndKindAndFiltered() throws Exception {
        String source = UiTestSupport.fixture("suppress/stats-unsafe.c");
        IFile stats = UiTestSupport.project("findings-by-file", "stats.c",
                source.replace("    hits++;", "    hits++; // braid: benign-race(statistics only)"));
        stats.getProject().getFolder("src").create(true, true, null);
        IFile other = stats.getProject().getFile("src/other.c");
        other.create(new ByteArrayInputStream(source.getBytes(StandardCharsets.UTF_8)), true, null);
        stats.getProject().getFile(SuppressionFile.NAME).create(new ByteArrayInputStream(
                "assertion | stats.c | assert(total == 2); | main | known lost update\n"
                        .getBytes(StandardCharsets.UTF_8)), true, null);
        AnalysisJob.schedule(stats.getProject(), Set.of(stats, other)).join();
        UiTestSupport.deleteProjectsExcept("findings-by-file");

        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = window.getActivePage();
        FindingsByFileView view = (FindingsByFileView) page.showView(FindingsByFileView.ID);
        UiTestSupport.fillDisplay(window.getShell());
        UiTestSupport.share(view, 55);
        String race = "Data race on total: read in worker and write in worker | line 12 | main | " + BOUNDS + " | open";
        String race2 = "Data race on total: write in worker and write in worker | line 12 | main | " + BOUNDS + " | open";
        List<String> expected = List.of(
                "findings-by-file/src/other.c (5)",
                "  Braid Assertion Violation (1)",
                "    Assertion fails in main: assert(total == 2); | line 23 | main | " + BOUNDS + " | open",
                "  Braid Data Race (4)",
                "    Data race on hits: read in worker and write in worker | line 11 | main | " + BOUNDS + " | open",
                "    Data race on hits: write in worker and write in worker | line 11 | main | " + BOUNDS + " | open",
                "    " + race,
                "    " + race2,
                "findings-by-file/stats.c (5)",
                "  Braid Data Race (2)",
                "    " + race,
                "    " + race2,
                "  Braid Suppressed Finding (3)",
                "    Suppressed (statistics only; stats.c:11): Data race on hits: read in worker and write in worker"
                        + " | line 11 | main | " + BOUNDS + " | suppressed",
                "    Suppressed (statistics only; stats.c:11): Data race on hits: write in worker and write in worker"
                        + " | line 11 | main | " + BOUNDS + " | suppressed",
                "    Suppressed (known lost update; .braid-suppressions:1): Assertion fails in main: assert(total == 2);"
                        + " | line 23 | main | " + BOUNDS + " | suppressed");
        assertEquals(expected, rows(view, 10));
        assertEquals("10 of 10 findings", view.getContentDescription());
        Path png = UiTestSupport.screenshot(window.getShell(), "findings-by-file.png");
        assertTrue(Files.size(png) > 30_000, png + " shows the workbench");

        // the filter keeps findings whose file, kind or columns contain its text
        Text filter = UiTestSupport.find(view.viewer().getTree().getParent(), Text.class, "");
        filter.setText("SUPPRESSED");
        assertEquals(List.of(
                "findings-by-file/stats.c (3)",
                "  Braid Suppressed Finding (3)",
                expected.get(13), expected.get(14), expected.get(15)), rows(view, 3));
        assertEquals("3 of 10 findings", view.getContentDescription());
        filter.setText("src/");
        assertEquals(expected.subList(0, 8), rows(view, 5));
        filter.setText("");
        assertEquals(expected, rows(view, 10));

        // a finding is its marker: the selection adapts to it (Show Interleaving, the Interleaving view)
        TreeItem first = view.viewer().getTree().getItem(0).getItem(0).getItem(0);
        view.viewer().getTree().setSelection(first);
        view.viewer().setSelection(view.viewer().getSelection());
        IMarker marker = Adapters.adapt(((IStructuredSelection) view.viewer().getSelection()).getFirstElement(),
                IMarker.class);
        assertEquals(other, marker.getResource());
        assertEquals(23, marker.getAttribute(IMarker.LINE_NUMBER, 0));

    }

    /** The view's rows once it lists {@code expected} findings (it loads in the background), indented by level. */
    private static List<String> rows(FindingsByFileView view, int expected) throws Exception {
        long deadline = System.currentTimeMillis() + 30_000;
        List<String> rows = new ArrayList<>();
        while (System.currentTimeMillis() < deadline) {
            Tree tree = view.viewer().getTree();
            rows.clear();
            int findings = collect(tree, tree.getItems(), "", rows);
            if (findings == expected) {
                return rows;
            }
            UiTestSupport.spin(200);
        }
        return rows;
    }

    private static int collect(Tree tree, TreeItem[] items, String indent, List<String> rows) {
        int findings = 0;
        for (TreeItem item : items) {
            if (item.getItemCount() == 0) {
                List<String> cells = new ArrayList<>();
                for (int column = 0; column < tree.getColumnCount(); column++) {
                    cells.add(item.getText(column));
                }
                rows.add(indent + String.join(" | ", cells));
                findings++;
            } else {
                rows.add(indent + item.getText(0));
                findings += collect(tree, item.getItems(), indent + "  ", rows);
            }
        }
        return findings;
    }
}
