package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.braid.core.TraceStep;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.markers.StoredFinding;
import org.braid.ui.internal.views.InterleavingView;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

/**
 * What the Interleaving view shows of a trace through Braid's harness and its pthread models
 * (the shape the engine reports for {@code fixtures/audits-unsafe.c}): set-up steps hidden, model
 * steps folded into the user's calls, a thread resuming inside {@code pthread_mutex_lock} one
 * dimmed row, the race last; everything with "Show All Steps"; lane headers that stay while the
 * rows scroll.
 */
class InterleavingRowsTest {

    @Test
    void userCodeRowsFoldTheModelsAndEndWithTheRace() throws Exception {
        IFile file = UiTestSupport.project("rows", "audits.c", UiTestSupport.fixture("audits-unsafe.c"));
        StoredFinding finding = finding(file.getLocation().toString());
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        InterleavingView view = (InterleavingView) page.showView(Ids.INTERLEAVING_VIEW);
        view.show(List.of(finding), 0);

        assertEquals(List.of("T0 main", "T1 deposit", "T2 deposit"), view.laneTitles());
        assertEquals(List.of(
                "T0 21 pthread_create(&t1, NULL, deposit, NULL);",
                "T1 10 pthread_mutex_lock(&lock);",
                "T0 22 pthread_create(&t2, NULL, deposit, NULL);",
                "T2 10 pthread_mutex_lock(&lock);",
                "T1 11 int b = balance;",
                "T1 13 pthread_mutex_unlock(&lock);",
                "T2 library pthread_mutex_lock 2",
                "T1 14 audits = audits + 1;",
                "T2 11 int b = balance;",
                "race T1 write 14, T2 read 14"), view.rowSummaries());
        assertEquals(9, view.currentRow(), "the race is selected");

        view.selectRow(4);
        assertEquals("Step 5 of 10: T1 in deposit, line 11", view.valuesHeading());
        assertEquals(List.of("balance|read|0", "b|written|0"), view.valuesShown());
        assertEquals(11, editorLine(page));

        view.selectRow(6);
        assertEquals("Step 7 of 10: T2 inside pthread_mutex_lock (2 steps in Braid's library model)",
                view.valuesHeading());
        UiTestSupport.fillDisplay(page.getWorkbenchWindow().getShell());
        UiTestSupport.share(view, 50);
        UiTestSupport.screenshot(page.getWorkbenchWindow().getShell(), "interleaving-library-row.png");
        assertEquals(List.of("mutex|read|&lock", "result|read|0"), view.valuesShown());
        assertEquals(10, editorLine(page), "a library row shows the thread's call into the library");

        view.setShowAllSteps(true);
        UiTestSupport.screenshot(page.getWorkbenchWindow().getShell(), "interleaving-all-steps.png");
        assertEquals(finding.steps().size() + 1, view.rowSummaries().size());
        assertEquals("T0 0 call main();", view.rowSummaries().get(0));
        assertEquals(16, view.currentStep(), "the library row's last step stays selected");
        view.setShowAllSteps(false);
        file.getProject().delete(true, true, null);
    }

    @Test
    void laneHeadersStayWhileRowsScroll() throws Exception {
        IFile file = UiTestSupport.project("scrolling", "audits.c", UiTestSupport.fixture("audits-unsafe.c"));
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        InterleavingView view = (InterleavingView) page.showView(Ids.INTERLEAVING_VIEW);
        view.show(List.of(finding(file.getLocation().toString())), 0);
        UiTestSupport.share(view, 20);
        view.setShowAllSteps(true);
        view.first();
        UiTestSupport.spin(100);
        assertEquals(0, view.firstVisibleRow());
        view.last();
        UiTestSupport.spin(100);
        assertTrue(view.firstVisibleRow() > 0, "the rows scrolled to the last one, under the fixed headers");
        assertEquals(List.of("T0 main", "T1 deposit", "T2 deposit"), view.laneTitles());
        view.setShowAllSteps(false);
        file.getProject().delete(true, true, null);
    }

    private static int editorLine(IWorkbenchPage page) {
        ITextEditor text = assertInstanceOf(ITextEditor.class, page.getActiveEditor());
        return ((ITextSelection) text.getSelectionProvider().getSelection()).getStartLine() + 1;
    }

    /** A trace of the shape the engine reports for the fixture (thread starts and locks through models). */
    private static StoredFinding finding(String file) {
        List<TraceStep> steps = new ArrayList<>();
        steps.add(step(0, "__braid_main", "<braid>", 0, "call main();"));
        steps.add(step(0, "main", file, 21, "pthread_create(&t1, NULL, deposit, NULL);"));
        steps.add(step(0, "pthread_create", "models/pthread.c", 127, "__braid_atomic_begin();"));
        steps.add(step(0, "pthread_create", "models/pthread.c", 132, "__braid_async(__braid_pthread_start, start, arg, id);"));
        steps.add(step(1, "__braid_pthread_start", "models/pthread.c", 118, "__braid_pthread_self_id = id;"));
        steps.add(step(1, "deposit", file, 10, "pthread_mutex_lock(&lock);"));
        steps.add(step(1, "pthread_mutex_lock", "models/pthread_mutex.c", 86,
                "__braid_assume(BRAID_MUTEX_LOCK(mutex) == 0);"));
        steps.add(step(0, "main", file, 22, "pthread_create(&t2, NULL, deposit, NULL);"));
        steps.add(step(0, "pthread_create", "models/pthread.c", 132, "__braid_async(__braid_pthread_start, start, arg, id);"));
        steps.add(step(2, "__braid_pthread_start", "models/pthread.c", 118, "__braid_pthread_self_id = id;"));
        steps.add(step(2, "deposit", file, 10, "pthread_mutex_lock(&lock);"));
        steps.add(step(2, "pthread_mutex_lock", "models/pthread_mutex.c", 86,
                "__braid_assume(BRAID_MUTEX_LOCK(mutex) == 0);"));
        steps.add(step(1, "deposit", file, 11, "int b = balance;", "balance = 0", "b := 0"));
        steps.add(step(1, "deposit", file, 13, "pthread_mutex_unlock(&lock);"));
        steps.add(step(1, "pthread_mutex_unlock", "models/pthread_mutex.c", 146, "BRAID_MUTEX_LOCK(mutex) = 0;"));
        steps.add(step(2, "pthread_mutex_lock", "models/pthread_mutex.c", 87, "BRAID_MUTEX_LOCK(mutex) = 1;"));
        steps.add(step(2, "pthread_mutex_lock", "models/pthread_mutex.c", 90, "return result;", "mutex = &lock",
                "result = 0"));
        steps.add(step(1, "deposit", file, 14, "audits = audits + 1;", "audits = 0", "audits := 1"));
        steps.add(step(1, "__braid_pthread_start", "models/pthread.c", 121, "__braid_pthread_finish(result);"));
        steps.add(step(2, "deposit", file, 11, "int b = balance;", "balance = 10", "b := 10"));
        List<StoredFinding.Location> race = List.of(
                new StoredFinding.Location(1, file, 14, "deposit", StoredFinding.Location.WRITE, "audits = audits + 1;"),
                new StoredFinding.Location(2, file, 14, "deposit", StoredFinding.Location.READ, "audits = audits + 1;"));
        return new StoredFinding("0123456789abcdef", StoredFinding.RACE,
                "Data race on audits: write in deposit and read in deposit (up to 4 threads, 1 pending at a time)",
                "/rows/audits.c#main", race, steps);
    }

    /**
     * A trace whose program named its threads (a Java program: {@code main}, {@code Thread-0}, a
     * thread renamed {@code worker}) shows the names where it shows ids otherwise: lane titles,
     * rows, the values pane's heading and the race row.
     */
    @Test
    void namedThreadsAreShownByTheirNames() throws Exception {
        IFile file = UiTestSupport.project("rows-named", "audits.c", UiTestSupport.fixture("audits-unsafe.c"));
        StoredFinding unnamed = finding(file.getLocation().toString());
        StoredFinding finding = new StoredFinding(unnamed.id(), unnamed.kind(), unnamed.message(), unnamed.harness(),
                unnamed.highlights(), unnamed.steps(), java.util.Map.of(0, "main", 1, "Thread-0", 2, "worker"));
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        InterleavingView view = (InterleavingView) page.showView(Ids.INTERLEAVING_VIEW);
        view.show(List.of(finding), 0);

        assertEquals(List.of("main main", "Thread-0 deposit", "worker deposit"), view.laneTitles());
        assertEquals(List.of(
                "main 21 pthread_create(&t1, NULL, deposit, NULL);",
                "Thread-0 10 pthread_mutex_lock(&lock);",
                "main 22 pthread_create(&t2, NULL, deposit, NULL);",
                "worker 10 pthread_mutex_lock(&lock);",
                "Thread-0 11 int b = balance;",
                "Thread-0 13 pthread_mutex_unlock(&lock);",
                "worker library pthread_mutex_lock 2",
                "Thread-0 14 audits = audits + 1;",
                "worker 11 int b = balance;",
                "race Thread-0 write 14, worker read 14"), view.rowSummaries());
        assertEquals("Step 10 of 10: data race. The next steps of both threads access the same location: Thread-0 "
                + "writes at line 14, worker reads at line 14.", view.valuesHeading());
        view.selectRow(4);
        assertEquals("Step 5 of 10: Thread-0 in deposit, line 11", view.valuesHeading());
        view.selectRow(6);
        assertEquals("Step 7 of 10: worker inside pthread_mutex_lock (2 steps in Braid's library model)",
                view.valuesHeading());
        file.getProject().delete(true, true, null);
    }

    private static TraceStep step(int thread, String function, String file, int line, String text, String... values) {
        return new TraceStep(thread, function, file, line, text, List.of(values), false);
    }
}
