package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.eclipse.core.commands.NotEnabledException;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.expressions.IEvaluationContext;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.ISources;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.menus.IMenuService;
import org.junit.jupiter.api.Test;

/**
 * Braid's commands are disabled, as native commands are, when nothing they apply to is selected
 * or edited: Check main and Check Entry-Point Pair need a C file (or one of its functions), Re-check
 * Project a resource or an edited C file, Show Interleaving a Braid marker. What the enablement
 * cannot know, a file without functions, is answered with a message dialog.
 */
class CheckCommandsMessagesTest {

    @Test
    void commandsAreDisabledWithNothingSuitableSelectedOrEdited() throws Exception {
        IFile notes = UiTestSupport.project("not-c", "notes.txt", "int main(void) { return 0; }\n");
        closeEditors();
        for (String command : List.of(Ids.CHECK_PAIR_COMMAND, Ids.CHECK_MAIN_COMMAND, Ids.RECHECK_PROJECT_COMMAND,
                Ids.SHOW_INTERLEAVING_COMMAND)) {
            assertThrows(NotEnabledException.class, () -> execute(command, Map.of(), StructuredSelection.EMPTY),
                    command + " with nothing selected and no editor");
        }
        for (String command : List.of(Ids.CHECK_PAIR_COMMAND, Ids.CHECK_MAIN_COMMAND, Ids.SHOW_INTERLEAVING_COMMAND)) {
            assertThrows(NotEnabledException.class, () -> execute(command, Map.of(), new StructuredSelection(notes)),
                    command + " on a file that is not C");
        }
        notes.getProject().delete(true, true, null);
    }

    @Test
    void checkCommandsAreEnabledOnACFile() throws Exception {
        IFile file = UiTestSupport.project("c-selected", "a.c", "int main(void) { return 0; }\n");
        closeEditors();
        AnalysisJob main = assertInstanceOf(AnalysisJob.class,
                execute(Ids.CHECK_MAIN_COMMAND, Map.of(), new StructuredSelection(file)));
        main.join();
        AnalysisJob project = assertInstanceOf(AnalysisJob.class,
                execute(Ids.RECHECK_PROJECT_COMMAND, Map.of(), new StructuredSelection(file.getProject())));
        project.join();
        UiTestSupport.waitForAnalysis();
        file.getProject().delete(true, true, null);
    }

    @Test
    void checkPairOnAFileWithoutFunctionsSaysSo() throws Exception {
        IFile file = UiTestSupport.project("no-functions", "empty.c", "/* nothing to check */\nint unused;\n");
        closeEditors();
        List<String> dialog = UiTestSupport.closeDialogWhenItOpens("Check Entry-Point Pair");
        assertNull(execute(Ids.CHECK_PAIR_COMMAND, Map.of(), new StructuredSelection(file)));
        long deadline = System.currentTimeMillis() + 60_000;
        while (dialog.isEmpty() && System.currentTimeMillis() < deadline) {
            UiTestSupport.spin(50);
        }
        assertEquals(List.of("empty.c defines no function that Braid could read. Check that the file compiles with "
                + "the include directories and macros of Window > Preferences > Braid."), dialog);
        file.getProject().delete(true, true, null);
    }

    @Test
    void checkMainOnAFileWithoutMainSaysSo() throws Exception {
        IFile file = UiTestSupport.project("no-main", "lib.c", "int twice(int x) { return 2 * x; }\n");
        closeEditors();
        List<String> dialog = UiTestSupport.closeDialogWhenItOpens("Braid");
        AnalysisJob job = assertInstanceOf(AnalysisJob.class,
                execute(Ids.CHECK_MAIN_COMMAND, Map.of(), new StructuredSelection(file)));
        job.join();
        long deadline = System.currentTimeMillis() + 60_000;
        while (dialog.isEmpty() && System.currentTimeMillis() < deadline) {
            UiTestSupport.spin(50);
        }
        assertEquals(List.of("Braid found no main function to check in lib.c. A file that does not compile shows why "
                + "in the Problems view; for a file without main, use Check Entry-Point Pair."), dialog);
        file.getProject().delete(true, true, null);
    }

    @Test
    void theEditorsContextMenuHasTheChecksUnderBraid() {
        MenuManager context = new MenuManager("#TextEditorContext", "#TextEditorContext");
        context.add(new Separator("additions"));
        IMenuService menus = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getService(IMenuService.class);
        menus.populateContributionManager(context, "popup:#TextEditorContext");
        try {
            MenuManager braid = assertInstanceOf(MenuManager.class, context.find("org.braid.ui.editorPopup"));
            assertEquals("Braid", braid.getMenuText());
            assertEquals(List.of(Ids.CHECK_MAIN_COMMAND, Ids.CHECK_PAIR_COMMAND, JUnitTestCheckTest.COMMAND),
                    Arrays.stream(braid.getItems()).map(item -> item.getId()).toList(),
                    "with org.braid.java.ui's Check JUnit Test, which shows on .java files only (JdtMenusTest)");
            assertEquals(List.of("additions", "org.braid.ui.editorPopup"),
                    Arrays.stream(context.getItems()).map(item -> item.getId() == null ? "" : item.getId())
                            .filter(id -> !id.isEmpty() && !id.startsWith("org.eclipse.")).toList(),
                    "no flat Braid command beside the submenu (the Generic Editor adds its own items)");
        } finally {
            menus.releaseContributions(context);
            context.dispose();
        }
    }

    /** Closes every editor and lets the workbench update the active editor's variables. */
    private static void closeEditors() throws InterruptedException {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        page.closeAllEditors(false);
        UiTestSupport.spin(300);
    }

    /**
     * Runs {@code command} with {@code selection} and no editor open, as from a menu: the context
     * says so explicitly (the workbench has the active editor's input undefined then), so that
     * the enablement is evaluated on this state and not on what earlier tests left active.
     */
    private static Object execute(String command, Map<String, String> parameters, ISelection selection)
            throws Exception {
        IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        IEvaluationContext context = handlers.createContextSnapshot(false);
        context.addVariable(ISources.ACTIVE_CURRENT_SELECTION_NAME, selection);
        context.addVariable(ISources.ACTIVE_EDITOR_INPUT_NAME, IEvaluationContext.UNDEFINED_VARIABLE);
        ParameterizedCommand parameterized = ParameterizedCommand.generateCommand(
                PlatformUI.getWorkbench().getService(ICommandService.class).getCommand(command), parameters);
        return handlers.executeCommandInContext(parameterized, null, context);
    }
}
