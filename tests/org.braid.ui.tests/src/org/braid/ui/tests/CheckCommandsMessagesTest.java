package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;

import org.braid.ui.internal.Ids;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.expressions.IEvaluationContext;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.ISources;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.Test;

/**
 * Braid's check commands tell the user in a message dialog when there is nothing to check (no C
 * file selected or open, or a file without functions) instead of failing with an exception.
 */
class CheckCommandsMessagesTest {

    @Test
    void checkPairWithoutAFileSaysWhatToSelect() throws Exception {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        page.closeAllEditors(false);
        List<String> dialog = UiTestSupport.closeDialogWhenItOpens("Check Entry-Point Pair");
        assertNull(execute(Ids.CHECK_PAIR_COMMAND, Map.of()));
        assertEquals(List.of("Select a C file or open one in an editor first."), dialog);
    }

    @Test
    void checkMainWithoutAFileSaysWhatToSelect() throws Exception {
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
        List<String> dialog = UiTestSupport.closeDialogWhenItOpens("Braid");
        assertNull(execute(Ids.CHECK_MAIN_COMMAND, Map.of()));
        assertEquals(List.of("Select a C file or open one in an editor first."), dialog);
    }

    @Test
    void checkPairOnAFileWithoutFunctionsSaysSo() throws Exception {
        IFile file = UiTestSupport.project("no-functions", "empty.c", "/* nothing to check */\nint unused;\n");
        List<String> dialog = UiTestSupport.closeDialogWhenItOpens("Check Entry-Point Pair");
        assertNull(execute(Ids.CHECK_PAIR_COMMAND, Map.of(Ids.CHECK_PAIR_FILE, file.getFullPath().toString())));
        long deadline = System.currentTimeMillis() + 60_000;
        while (dialog.isEmpty() && System.currentTimeMillis() < deadline) {
            UiTestSupport.spin(50);
        }
        assertEquals(List.of("empty.c defines no function that Braid could read. Check that the file compiles with "
                + "the include directories and macros of Window > Preferences > Braid."), dialog);
        file.getProject().delete(true, true, null);
    }

    /** Runs {@code command} with an empty selection, as from a menu with nothing selected. */
    private static Object execute(String command, Map<String, String> parameters) throws Exception {
        IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        IEvaluationContext context = handlers.createContextSnapshot(false);
        context.addVariable(ISources.ACTIVE_CURRENT_SELECTION_NAME, StructuredSelection.EMPTY);
        ParameterizedCommand parameterized = ParameterizedCommand.generateCommand(
                PlatformUI.getWorkbench().getService(ICommandService.class).getCommand(command), parameters);
        return handlers.executeCommandInContext(parameterized, null, context);
    }
}
