package org.braid.ui.internal.handlers;

import java.util.List;
import java.util.Set;

import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.builder.BraidBuilder;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * "Check main" (the selected or edited source file) and "Re-check Project" (every source file of
 * the project): schedules an {@link AnalysisJob} and returns it. Which one is the handler's data
 * in {@code plugin.xml}: {@code file} or {@code project}.
 */
public final class CheckProjectHandler extends AbstractHandler
        implements org.eclipse.core.runtime.IExecutableExtension {
    private boolean wholeProject;

    @Override
    public void setInitializationData(org.eclipse.core.runtime.IConfigurationElement config, String property,
            Object data) {
        wholeProject = "project".equals(data);
    }

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        if (wholeProject) {
            IProject project = Selections.project(window, HandlerUtil.getCurrentSelection(event));
            if (project == null) {
                MessageDialog.openInformation(window.getShell(), HandlerMessages.Check_title,
                        HandlerMessages.CheckPair_noFile);
                return null;
            }
            try {
                return AnalysisJob.schedule(project, BraidBuilder.sources(project));
            } catch (CoreException e) {
                throw new ExecutionException(e.getMessage(), e);
            }
        }
        IFile file = Selections.file(window, HandlerUtil.getCurrentSelection(event));
        if (file == null) {
            MessageDialog.openInformation(window.getShell(), HandlerMessages.Check_title,
                    HandlerMessages.CheckPair_noFile);
            return null;
        }
        IFile checked = file;
        org.eclipse.swt.widgets.Display display = window.getShell().getDisplay();
        return AnalysisJob.schedule(file.getProject(), Set.of(), file, List.of(), report -> {
            if (!report.outcomes().containsKey(MAIN)) {
                display.asyncExec(() -> {
                    if (!window.getShell().isDisposed()) {
                        MessageDialog.openInformation(window.getShell(), HandlerMessages.Check_title,
                                NLS.bind(HandlerMessages.CheckMain_noMain, checked.getName()));
                    }
                });
            }
        });
    }

    /** The harness name of a file's main ({@code AnalysisTarget}). */
    private static final String MAIN = "main";
}
