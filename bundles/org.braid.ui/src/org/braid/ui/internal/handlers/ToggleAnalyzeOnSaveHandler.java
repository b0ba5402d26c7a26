package org.braid.ui.internal.handlers;

import java.util.Map;

import org.braid.ui.internal.builder.BraidNature;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.IElementUpdater;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.menus.UIElement;

/**
 * "Braid: Analyze on Save" in a project's context menu: adds or removes Braid's nature and
 * records the project's on-save choice; the check mark shows the selected project's state.
 */
public final class ToggleAnalyzeOnSaveHandler extends AbstractHandler implements IElementUpdater {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IProject project = project(HandlerUtil.getCurrentSelection(event));
        if (project == null) {
            return null;
        }
        boolean enable = !isOn(project);
        try {
            setAnalyzeOnSave(project, enable);
        } catch (CoreException e) {
            throw new ExecutionException(e.getMessage(), e);
        }
        return null;
    }

    /** Enables or disables analysis on save of {@code project} (nature and on-save choice). */
    public static void setAnalyzeOnSave(IProject project, boolean enable) throws CoreException {
        BraidNature.setAnalyzeOnSave(project, enable);
    }

    @Override
    public void updateElement(UIElement element, Map parameters) {
        ISelection selection = PlatformUI.getWorkbench().getActiveWorkbenchWindow() == null ? null
                : PlatformUI.getWorkbench().getActiveWorkbenchWindow().getSelectionService().getSelection();
        IProject project = project(selection);
        element.setChecked(project != null && isOn(project));
    }

    private static boolean isOn(IProject project) {
        return BraidNature.isAnalyzedOnSave(project);
    }

    private static IProject project(ISelection selection) {
        if (selection instanceof IStructuredSelection structured
                && Adapters.adapt(structured.getFirstElement(), IResource.class) instanceof IResource resource) {
            return resource.getProject();
        }
        return null;
    }
}
