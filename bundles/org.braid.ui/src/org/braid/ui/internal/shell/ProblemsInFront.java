package org.braid.ui.internal.shell;

import org.eclipse.core.runtime.ILog;
import org.eclipse.e4.ui.model.application.ui.advanced.MPerspective;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveDescriptor;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWindowListener;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PerspectiveAdapter;
import org.eclipse.ui.PlatformUI;

/**
 * Puts the Problems view, where Braid's findings are, in front of Tasks when the Resource
 * perspective (the IDE's first) is set up: Braid's perspective extension stacks Problems beside
 * Tasks, but the platform keeps the first view of a stack selected, so this brings Problems to
 * the top once per perspective, when a window opens or switches to it, and again after a reset.
 * The perspective remembers that it was done ({@value #TAG}, a tag of its model that the workbench
 * saves), so a Tasks view the user brought forward stays in front in later sessions.
 */
public final class ProblemsInFront implements IStartup {

    /** The tag of a perspective whose Problems view Braid has brought forward. */
    public static final String TAG = "org.braid.ui.problemsInFront";
    private static final String RESOURCE_PERSPECTIVE = "org.eclipse.ui.resourcePerspective";

    @Override
    public void earlyStartup() {
        IWorkbench workbench = PlatformUI.getWorkbench();
        workbench.getDisplay().asyncExec(() -> {
            if (workbench.isClosing()) {
                return;
            }
            workbench.addWindowListener(new IWindowListener() {
                @Override
                public void windowOpened(IWorkbenchWindow window) {
                    watch(window);
                    bringForward(window.getActivePage(), false);
                }

                @Override
                public void windowActivated(IWorkbenchWindow window) {
                    // nothing: a window is watched from its opening
                }

                @Override
                public void windowDeactivated(IWorkbenchWindow window) {
                    // nothing
                }

                @Override
                public void windowClosed(IWorkbenchWindow window) {
                    // nothing: its listener goes with it
                }
            });
            for (IWorkbenchWindow window : workbench.getWorkbenchWindows()) {
                watch(window);
                bringForward(window.getActivePage(), false);
            }
        });
    }

    private static void watch(IWorkbenchWindow window) {
        window.addPerspectiveListener(new PerspectiveAdapter() {
            @Override
            public void perspectiveActivated(IWorkbenchPage page, IPerspectiveDescriptor perspective) {
                bringForward(page, false);
            }

            @Override
            public void perspectiveChanged(IWorkbenchPage page, IPerspectiveDescriptor perspective, String changeId) {
                if (IWorkbenchPage.CHANGE_RESET_COMPLETE.equals(changeId)) {
                    bringForward(page, true);
                }
            }
        });
    }

    /**
     * Brings Problems to the top of its stack in {@code page}'s Resource perspective, unless that
     * was done before ({@code reset}: the perspective was set up again). UI thread.
     */
    public static void bringForward(IWorkbenchPage page, boolean reset) {
        if (page == null || page.getPerspective() == null || !RESOURCE_PERSPECTIVE.equals(page.getPerspective().getId())) {
            return;
        }
        IWorkbenchWindow window = page.getWorkbenchWindow();
        MWindow model = window.getService(MWindow.class);
        EModelService models = window.getService(EModelService.class);
        MPerspective perspective = model == null || models == null ? null : models.getActivePerspective(model);
        if (perspective == null || (!reset && perspective.getTags().contains(TAG))) {
            return;
        }
        perspective.getTags().add(TAG);
        if (page.findViewReference(IPageLayout.ID_PROBLEM_VIEW) == null) {
            return; // the user's layout has no Problems view: not added
        }
        try {
            page.showView(IPageLayout.ID_PROBLEM_VIEW, null, IWorkbenchPage.VIEW_VISIBLE);
        } catch (PartInitException e) {
            ILog.of(ProblemsInFront.class).error(e.getMessage(), e);
        }
    }
}
