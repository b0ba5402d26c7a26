package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.braid.c.ui.internal.outline.OutlineFunction;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.handlers.Selections;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.eclipse.cdt.core.model.IFunctionDeclaration;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.expressions.EvaluationContext;
import org.eclipse.core.expressions.EvaluationResult;
import org.eclipse.core.expressions.Expression;
import org.eclipse.core.expressions.ExpressionConverter;
import org.eclipse.core.expressions.IEvaluationContext;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.ISources;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.Test;

/**
 * With CDT installed, its Outline and Project Explorer select {@link IFunctionDeclaration}s. CDT's
 * UI is not in the test platform, so a {@link Proxy} stands in for CDT's function element: it
 * names the file and the first function of "Check Entry-Point Pair", "Check main" applies to its
 * file, and Braid's context menu is visible for it.
 */
class CdtFunctionSelectionTest {
    private static final String BOUNDS = "(up to 4 threads, 1 pending at a time)";

    @Test
    void cdtFunctionNamesItsFileAndFunction() throws Exception {
        IFile file = UiTestSupport.project("cdt-selection", "lost-update.c",
                UiTestSupport.fixture("lost-update-unsafe.c"));
        assertEquals(Optional.of(new Selections.SelectedFunction(file, "main")),
                Selections.function(new StructuredSelection(cdtFunction(file, "main"))));
        assertEquals(Optional.of(new Selections.SelectedFunction(file, "increment")),
                Selections.function(new StructuredSelection(new OutlineFunction(file, "increment", 17))));
        assertEquals(Optional.empty(), Selections.function(new StructuredSelection(file)));
        file.getProject().delete(true, true, null);
    }

    @Test
    void checkPairOnACdtFunctionChecksItAgainstTheGivenOne() throws Exception {
        IFile file = UiTestSupport.project("cdt-pair", "lost-update.c", UiTestSupport.fixture("lost-update-unsafe.c"));
        AnalysisJob job = assertInstanceOf(AnalysisJob.class, execute(Ids.CHECK_PAIR_COMMAND,
                Map.of(Ids.CHECK_PAIR_SECOND, "increment"), cdtFunction(file, "increment")));
        job.join();
        UiTestSupport.waitForAnalysis();
        assertEquals(List.of(
                Ids.RACE_MARKER + "|lost-update.c|19|1|Data race on counter: read in increment and write in "
                        + "increment " + BOUNDS,
                Ids.RACE_MARKER + "|lost-update.c|20|1|Data race on counter: read in increment and write in "
                        + "increment " + BOUNDS,
                Ids.RACE_MARKER + "|lost-update.c|20|1|Data race on counter: write in increment and write in "
                        + "increment " + BOUNDS,
                Ids.ASSERTION_MARKER + "|lost-update.c|32|2|Assertion fails in main: assert(counter == 2); "
                        + BOUNDS),
                UiTestSupport.markers(file), "the pair's races; checking a file also checks its main");
        assertEquals(List.of("lost-update.c|increment|increment"), BraidPreferences.pairs(file.getProject()),
                "the pair checked: the CDT function's file and name, then the given function");
        file.getProject().delete(true, true, null);
    }

    @Test
    void checkMainOnACdtFunctionChecksItsFile() throws Exception {
        IFile file = UiTestSupport.project("cdt-main", "lost-update.c", UiTestSupport.fixture("lost-update-unsafe.c"));
        AnalysisJob job = assertInstanceOf(AnalysisJob.class,
                execute(Ids.CHECK_MAIN_COMMAND, Map.of(), cdtFunction(file, "increment")));
        job.join();
        UiTestSupport.waitForAnalysis();
        assertEquals(List.of(
                Ids.RACE_MARKER + "|lost-update.c|19|1|Data race on counter: read in increment and write in "
                        + "increment " + BOUNDS,
                Ids.RACE_MARKER + "|lost-update.c|20|1|Data race on counter: read in increment and write in "
                        + "increment " + BOUNDS,
                Ids.RACE_MARKER + "|lost-update.c|20|1|Data race on counter: write in increment and write in "
                        + "increment " + BOUNDS,
                Ids.ASSERTION_MARKER + "|lost-update.c|32|2|Assertion fails in main: assert(counter == 2); "
                        + BOUNDS),
                UiTestSupport.markers(file));
        file.getProject().delete(true, true, null);
    }

    @Test
    void braidsContextMenuIsVisibleOnFunctionsAndResourcesOnly() throws Exception {
        IFile file = UiTestSupport.project("cdt-menu", "lost-update.c", UiTestSupport.fixture("lost-update-unsafe.c"));
        Expression visible = popupVisibleWhen();
        assertEquals(EvaluationResult.TRUE, visible.evaluate(selection(cdtFunction(file, "main"))));
        assertEquals(EvaluationResult.FALSE, visible.evaluate(selection(new OutlineFunction(file, "main", 24))),
                "Braid's Outline has its own Braid menu, with the checks of a function only (OutlineTest)");
        assertEquals(EvaluationResult.TRUE, visible.evaluate(selection(file)));
        assertEquals(EvaluationResult.FALSE, visible.evaluate(selection("No function that Braid could read")));
        file.getProject().delete(true, true, null);
    }

    /** Stands in for CDT's element of a function {@code name} defined in {@code file}. */
    private static IFunctionDeclaration cdtFunction(IFile file, String name) {
        return (IFunctionDeclaration) Proxy.newProxyInstance(IFunctionDeclaration.class.getClassLoader(),
                new Class<?>[] { IFunctionDeclaration.class }, (proxy, method, args) -> switch (method.getName()) {
                    case "getElementName" -> name;
                    case "getResource" -> file;
                    case "getAdapter" -> null;
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    case "toString" -> "CDT function " + name;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }

    /** Runs {@code command} with {@code element} selected, as from a view's context menu. */
    private static Object execute(String command, Map<String, String> parameters, Object element) throws Exception {
        IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        IEvaluationContext context = handlers.createContextSnapshot(false);
        context.addVariable(ISources.ACTIVE_CURRENT_SELECTION_NAME, new StructuredSelection(element));
        ParameterizedCommand parameterized = ParameterizedCommand.generateCommand(
                PlatformUI.getWorkbench().getService(ICommandService.class).getCommand(command), parameters);
        return handlers.executeCommandInContext(parameterized, null, context);
    }

    private static IEvaluationContext selection(Object element) {
        EvaluationContext context = new EvaluationContext(null, element);
        context.addVariable(ISources.ACTIVE_CURRENT_SELECTION_NAME, new StructuredSelection(element));
        return context;
    }

    /** The {@code visibleWhen} of Braid's submenu in every context menu, as {@code plugin.xml} declares it. */
    private static Expression popupVisibleWhen() throws Exception {
        for (IConfigurationElement contribution : Platform.getExtensionRegistry()
                .getConfigurationElementsFor("org.eclipse.ui.menus")) {
            for (IConfigurationElement menu : contribution.getChildren("menu")) {
                if ("org.braid.ui.popup".equals(menu.getAttribute("id"))) {
                    return ExpressionConverter.getDefault().perform(menu.getChildren("visibleWhen")[0].getChildren()[0]);
                }
            }
        }
        throw new AssertionError("no menu org.braid.ui.popup in plugin.xml");
    }
}
