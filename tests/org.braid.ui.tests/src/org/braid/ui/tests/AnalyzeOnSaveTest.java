package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.ResultCache;
import org.braid.ui.internal.handlers.ToggleAnalyzeOnSaveHandler;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.jface.text.IDocument;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

/**
 * Saving a C file of a project with "Braid: Analyze on Save" puts the exact race and assertion
 * markers on it; saving the fixed file removes them.
 */
class AnalyzeOnSaveTest {
    private static final String RACE_MESSAGE =
            "Data race on counter: read in increment and write in increment (up to 4 threads, 1 pending at a time)";

    @Test
    void saveMarksTheRaceAndTheAssertionAndTheFixRemovesThem() throws Exception {
        IFile file = UiTestSupport.project("on-save", "lost-update.c", UiTestSupport.fixture("lost-update-unsafe.c"));
        ToggleAnalyzeOnSaveHandler.setAnalyzeOnSave(file.getProject(), true);
        assertTrue(file.getProject().hasNature(Ids.NATURE));
        UiTestSupport.waitForAnalysis();
        org.braid.ui.internal.markers.MarkerUpdater.deleteAll(file.getProject(), null);

        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        ITextEditor editor = (ITextEditor) IDE.openEditor(page, file, "org.eclipse.ui.DefaultTextEditor");
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        document.replace(document.getLength(), 0, "\n");
        editor.doSave(null);
        UiTestSupport.waitForAnalysis();

        assertEquals(List.of(
                Ids.RACE_MARKER + "|lost-update.c|19|" + IMarker.SEVERITY_WARNING + "|" + RACE_MESSAGE,
                Ids.RACE_MARKER + "|lost-update.c|20|" + IMarker.SEVERITY_WARNING + "|" + RACE_MESSAGE,
                Ids.RACE_MARKER + "|lost-update.c|20|" + IMarker.SEVERITY_WARNING
                        + "|Data race on counter: write in increment and write in increment "
                        + "(up to 4 threads, 1 pending at a time)",
                Ids.ASSERTION_MARKER + "|lost-update.c|32|" + IMarker.SEVERITY_ERROR
                        + "|Assertion fails in main: assert(counter == 2); (up to 4 threads, 1 pending at a time)"),
                UiTestSupport.markers(file.getProject()));
        List<String> before = UiTestSupport.markers(file.getProject());
        long checks = ResultCache.instance().misses();
        long reused = ResultCache.instance().hits();
        document.replace(document.getLength(), 0, "\n");
        editor.doSave(null);
        UiTestSupport.waitForAnalysis();
        assertEquals(before, UiTestSupport.markers(file.getProject()), "a save that changes no code keeps the markers");
        assertEquals(checks, ResultCache.instance().misses(), "and does not run the checker");
        assertEquals(reused + 1, ResultCache.instance().hits(), "main's result comes from the cache");

        document.set(UiTestSupport.fixture("lost-update-locked-safe.c"));
        editor.doSave(null);
        UiTestSupport.waitForAnalysis();
        assertEquals(List.of(), UiTestSupport.markers(file.getProject()));
        page.closeEditor(editor, false);
        file.getProject().delete(true, true, null);
    }
}
