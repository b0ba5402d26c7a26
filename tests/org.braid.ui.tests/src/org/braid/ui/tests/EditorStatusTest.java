package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.braid.core.CheckOption;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.analysis.FileStatus;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.eclipse.core.resources.IFile;
import org.eclipse.swt.custom.CLabel;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Silence never looks like "safe": the status line says what Braid found for the active editor's file. */
class EditorStatusTest {

    @AfterEach
    void closeEditors() {
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
    }

    @Test
    void theStatusLineNamesTheFindingsOrTheBoundsOfANoViolationVerdict() throws Exception {
        IFile racy = analyzedInEditor("status-racy", "lost-update.c", UiTestSupport.fixture("lost-update-unsafe.c"));
        String findings = "Braid: main: 3 finding(s) (up to 4 threads, 1 pending at a time)";
        assertEquals(Optional.of(findings), FileStatus.of(racy));
        assertEquals(findings, waitForStatusLine(findings));

        IFile safe = analyzedInEditor("status-safe", "locked.c", UiTestSupport.fixture("lost-update-locked-safe.c"));
        String text = FileStatus.of(safe).orElseThrow();
        assertTrue(text.startsWith("Braid: main: No violation within bounds ("), text);
        assertTrue(text.contains("up to 4 threads, 1 pending at a time, loops unwound"), text);
        assertEquals(text, waitForStatusLine(text));

        IFile library = analyzedInEditor("status-library", "lib.c", "int twice(int x) { return 2 * x; }\n");
        assertEquals(Optional.of("Braid: lib.c has no main and no entry-point pair checked before; use Check "
                + "Entry-Point Pair"), FileStatus.of(library));
        for (IFile file : List.of(racy, safe, library)) {
            file.getProject().delete(true, true, null);
        }
    }

    /**
     * The engine Braid ships with ({@code dpor-then-bmc}; the test workbench's customization sets
     * {@code bmc} for the other tests): DPOR answers both files, so the locked one is proved and the
     * racy one's findings state DPOR's bounds.
     */
    @Test
    void theDefaultEngineProvesWhatItCanAndStatesDporsBounds() throws Exception {
        BraidPreferences.store().setValue(CheckOption.ENGINE.key(), CheckOption.ENGINE.defaultValue());
        try {
            IFile racy = analyzedInEditor("default-racy", "lost-update.c", UiTestSupport.fixture("lost-update-unsafe.c"));
            String findings = "Braid: main: 3 finding(s) (every interleaving explored by DPOR, executions of at most "
                + "10000 steps, at most 500 executions)";
            assertEquals(Optional.of(findings), FileStatus.of(racy));
            assertEquals(findings, waitForStatusLine(findings));
            String dpor = " (every interleaving explored by DPOR, executions of at most 10000 steps, at most 500 executions)";
            assertEquals(List.of(
                "org.braid.ui.race|lost-update.c|19|1|Data race on counter: read in increment and write in increment" + dpor,
                "org.braid.ui.race|lost-update.c|20|1|Data race on counter: read in increment and write in increment" + dpor,
                "org.braid.ui.race|lost-update.c|20|1|Data race on counter: write in increment and write in increment" + dpor,
                "org.braid.ui.assertion|lost-update.c|32|2|Assertion fails in main: assert(counter == 2);" + dpor),
                UiTestSupport.markers(racy));

            IFile safe = analyzedInEditor("default-safe", "locked.c", UiTestSupport.fixture("lost-update-locked-safe.c"));
            String proved = "Braid: main: Proved: no violation in any execution (every execution explored, every input "
                + "enumerated)";
            assertEquals(Optional.of(proved), FileStatus.of(safe));
            assertEquals(List.of(), UiTestSupport.markers(safe));
            for (IFile file : List.of(racy, safe)) {
                file.getProject().delete(true, true, null);
            }
        } finally {
            BraidPreferences.store().setToDefault(CheckOption.ENGINE.key());
        }
    }

    private static IFile analyzedInEditor(String project, String name, String text) throws Exception {
        IFile file = UiTestSupport.project(project, name, text);
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = window.getActivePage();
        IDE.openEditor(page, file, "org.eclipse.ui.DefaultTextEditor");
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        UiTestSupport.waitForAnalysis();
        return file;
    }

    /** Runs the event loop until the workbench's status line shows {@code expected}; returns what it shows. */
    private static String waitForStatusLine(String expected) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 10_000;
        List<String> shown = statusTexts();
        while (!shown.contains(expected) && System.currentTimeMillis() < deadline) {
            UiTestSupport.spin(50);
            shown = statusTexts();
        }
        return shown.contains(expected) ? expected : String.valueOf(shown);
    }

    private static List<String> statusTexts() {
        List<String> texts = new ArrayList<>();
        collect(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), texts);
        return texts;
    }

    private static void collect(Control control, List<String> texts) {
        if (control instanceof CLabel label && label.getText() != null && label.getText().startsWith("Braid:")) {
            texts.add(label.getText());
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                collect(child, texts);
            }
        }
    }
}
