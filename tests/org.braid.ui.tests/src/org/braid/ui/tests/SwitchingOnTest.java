package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.builder.BraidNature;
import org.braid.ui.internal.handlers.AnalyzeOnSavePrompt;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.braid.ui.internal.preferences.BraidPropertyPage;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Switching analysis on: the project property page's checkbox, the question on the first save in
 * a project without a Braid choice (Yes, No, Don't ask again), and the workspace default that
 * switches new projects on without asking.
 */
class SwitchingOnTest {
    private static final String CHECKBOX = "Anal&yze this project's C and Java files on save";
    private static final String QUESTION = "Analyze the C files of %s on save?";

    /** Answerers still waiting for a question; stopped after each test so none answers the next test's. */
    private final List<AtomicBoolean> answerers = new CopyOnWriteArrayList<>();

    @AfterEach
    void restoreWorkspaceSettings() {
        answerers.forEach(stop -> stop.set(true));
        BraidPreferences.store().setToDefault(BraidPreferences.ON_SAVE);
        BraidPreferences.store().setToDefault(BraidPreferences.ASK_ON_SAVE);
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
    }

    @Test
    void thePropertyPageCheckboxSwitchesTheProjectOnAndChecksIt() throws Exception {
        IFile file = UiTestSupport.project("switch-page", "lost-update.c", UiTestSupport.fixture("lost-update-unsafe.c"));
        IProject project = file.getProject();
        assertFalse(BraidNature.isAnalyzedOnSave(project));

        setCheckbox(project, true);
        UiTestSupport.waitForAnalysis();
        assertTrue(BraidNature.isAnalyzedOnSave(project), "nature and on-save choice");
        assertEquals(4, UiTestSupport.markers(file).size(), "checked at once: three races and the assertion");

        setCheckbox(project, false);
        assertFalse(BraidNature.isEnabled(project), "switched off again");
        project.delete(true, true, null);
    }

    @Test
    void theFirstSaveAsksAndYesSwitchesTheProjectOn() throws Exception {
        IFile file = UiTestSupport.project("switch-yes", "lost-update.c", UiTestSupport.fixture("lost-update-unsafe.c"));
        List<String> question = answerWhenAsked("&Yes", false);
        save(file);
        assertEquals(String.format(QUESTION, "switch-yes"), question.get(0).lines().findFirst().orElseThrow());
        UiTestSupport.waitForAnalysis();
        assertTrue(BraidNature.isAnalyzedOnSave(file.getProject()));
        assertEquals(4, UiTestSupport.markers(file).size(), "the project was checked");

        List<String> again = answerWhenAsked("&Yes", false);
        save(file);
        assertEquals(List.of(), again, "asked once per project");
        file.getProject().delete(true, true, null);
    }

    @Test
    void noIsRememberedForTheProjectAndDontAskAgainForTheWorkspace() throws Exception {
        IFile first = UiTestSupport.project("switch-no", "a.c", "int main(void) { return 0; }\n");
        List<String> question = answerWhenAsked("&No", true);
        save(first);
        assertEquals(1, question.size(), "asked once");
        assertFalse(BraidNature.isEnabled(first.getProject()));
        assertTrue(BraidPreferences.hasOnSaveChoice(first.getProject()), "No is the project's choice");
        assertFalse(BraidPreferences.askOnSave(), "Don't ask again is a workspace setting");

        IFile second = UiTestSupport.project("switch-quiet", "b.c", "int main(void) { return 0; }\n");
        List<String> none = answerWhenAsked("&Yes", false);
        save(second);
        assertEquals(List.of(), none, "not asked any more");
        assertFalse(BraidNature.isEnabled(second.getProject()));
        first.getProject().delete(true, true, null);
        second.getProject().delete(true, true, null);
    }

    @Test
    void withTheWorkspaceDefaultOnANewProjectIsSwitchedOnWithoutAsking() throws Exception {
        BraidPreferences.store().setValue(BraidPreferences.ON_SAVE, true);
        IFile file = UiTestSupport.project("switch-default", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        List<String> none = answerWhenAsked("&Yes", false);
        save(file);
        UiTestSupport.waitForAnalysis();
        assertEquals(List.of(), none, "no question");
        assertTrue(BraidNature.isAnalyzedOnSave(file.getProject()));
        assertEquals(4, UiTestSupport.markers(file).size());
        file.getProject().delete(true, true, null);
    }

    /** Edits {@code file} in an editor and saves it with the platform's Save command, as Ctrl+S does. */
    private static void save(IFile file) throws Exception {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        ITextEditor editor = (ITextEditor) IDE.openEditor(page, file, "org.eclipse.ui.DefaultTextEditor");
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        document.replace(document.getLength(), 0, "\n");
        PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(AnalyzeOnSavePrompt.SAVE_COMMAND,
                null);
        UiTestSupport.spin(1500);
    }

    /** Answers Braid's question with {@code button} (ticking Don't ask again if {@code dontAsk}); returns its text. */
    private List<String> answerWhenAsked(String button, boolean dontAsk) {
        List<String> texts = new CopyOnWriteArrayList<>();
        AtomicBoolean stop = new AtomicBoolean();
        answerers.add(stop);
        Display display = Display.getCurrent();
        long deadline = System.currentTimeMillis() + 20_000;
        Runnable[] poll = new Runnable[1];
        poll[0] = () -> {
            if (stop.get()) {
                return;
            }
            for (Shell shell : display.getShells()) {
                if (!shell.isDisposed() && "Braid".equals(shell.getText()) && shell.isVisible()) {
                    texts.addAll(UiTestSupport.labels(shell));
                    if (dontAsk) {
                        Button toggle = UiTestSupport.find(shell, Button.class,
                                "&Don't ask again (Window > Preferences > Braid)");
                        toggle.setSelection(true);
                        toggle.notifyListeners(SWT.Selection, new Event());
                    }
                    UiTestSupport.find(shell, Button.class, button).notifyListeners(SWT.Selection, new Event());
                    stop.set(true);
                    return;
                }
            }
            if (System.currentTimeMillis() < deadline) {
                display.timerExec(50, poll[0]);
            }
        };
        display.timerExec(50, poll[0]);
        return texts;
    }

    private static void setCheckbox(IProject project, boolean on) throws Exception {
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        PreferenceDialog dialog = PreferencesUtil.createPropertyDialogOn(shell, project, Ids.PROPERTY_PAGE,
                new String[] { Ids.PROPERTY_PAGE }, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            BraidPropertyPage page = assertInstanceOf(BraidPropertyPage.class, dialog.getSelectedPage());
            Button box = UiTestSupport.find((Composite) page.getControl(), Button.class, CHECKBOX);
            assertEquals(!on, box.getSelection());
            box.setSelection(on);
            assertTrue(page.performOk());
        } finally {
            dialog.close();
        }
    }
}
