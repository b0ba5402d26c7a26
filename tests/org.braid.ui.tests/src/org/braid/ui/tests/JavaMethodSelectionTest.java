package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.handlers.Selections;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.expressions.IEvaluationContext;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.ISources;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.Test;

/**
 * A method selected in JDT's views (Outline, Package Explorer: a JDT {@link IMethod}) is the
 * first entry point of "Check Entry-Point Pair", named as the Java front end names it
 * ({@code org.braid.java.ui}'s adapter factory).
 */
class JavaMethodSelectionTest {

    @Test
    void aJdtMethodIsTheFirstEntryPointOfAPairCheck() throws Exception {
        IFile file = UiTestSupport.project("java-method-selection", "Counter.java",
                UiTestSupport.fixture("Counter.java"));
        IProject project = file.getProject();
        IProjectDescription description = project.getDescription();
        description.setNatureIds(new String[] { JavaCore.NATURE_ID });
        project.setDescription(description, null);
        JavaCore.create(project).setRawClasspath(new IClasspathEntry[] { JavaCore.newSourceEntry(project.getFullPath()) },
                project.getFullPath().append("bin"), null);
        ICompilationUnit unit = JavaCore.createCompilationUnitFrom(file);
        IType counter = unit.getType("Counter");
        IMethod increment = counter.getMethod("increment", new String[0]);
        IMethod add = counter.getMethod("add", new String[] { "I" });

        assertEquals(Optional.of(new Selections.SelectedFunction(file, "Counter#increment()")),
                Selections.function(new StructuredSelection(increment)));
        assertEquals(Optional.of(new Selections.SelectedFunction(file, "Counter#add(int)")),
                Selections.function(new StructuredSelection(add)));

        ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
        IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        ParameterizedCommand command = ParameterizedCommand.generateCommand(commands.getCommand(Ids.CHECK_PAIR_COMMAND),
                Map.of(Ids.CHECK_PAIR_SECOND, "Counter#get()"));
        IEvaluationContext context = handlers.createContextSnapshot(false);
        context.addVariable(ISources.ACTIVE_CURRENT_SELECTION_NAME, new StructuredSelection(increment));
        AnalysisJob job = assertInstanceOf(AnalysisJob.class, handlers.executeCommandInContext(command, null, context),
                "enabled with a JDT method selected");
        job.join();
        UiTestSupport.waitForAnalysis();
        assertEquals(List.of(
                Ids.RACE_MARKER + "|Counter.java|6|1|Data race on Counter.count: write in Counter.increment() and read "
                        + "in Counter.get() (up to 4 threads, 1 pending at a time)",
                Ids.RACE_MARKER + "|Counter.java|14|1|Data race on Counter.count: write in Counter.increment() and read "
                        + "in Counter.get() (up to 4 threads, 1 pending at a time)"),
                UiTestSupport.markers(file), "the pair of the selected method and the given one");
        project.delete(true, true, null);
    }
}
