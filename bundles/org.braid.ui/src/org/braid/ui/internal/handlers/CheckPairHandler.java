package org.braid.ui.internal.handlers;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.braid.core.internal.harness.HarnessSpec;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.braid.ui.internal.analysis.FileAnalysis;
import org.braid.ui.internal.views.InterleavingView;
import org.braid.ui.internal.analysis.FunctionIndex;
import org.braid.ui.internal.markers.StoredFinding;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.ElementListSelectionDialog;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.osgi.util.NLS;
import org.osgi.service.prefs.BackingStoreException;

/**
 * "Check Entry-Point Pair...": checks two functions of a source file running concurrently, e.g. two
 * functions of a C file, or two methods of a Java file ({@code Class#method(T)}, on one receiver
 * the Java front end builds). The file and the first function come from the parameters, else
 * from the selected {@link FunctionElement} (e.g. in the C Outline, CDT's Outline or Project
 * Explorer, JDT's views), else from the editor (the function under the cursor) or the selected
 * file; the second function from the parameter, else the user picks it (a filtered list of the
 * file's functions; the same function is allowed). Listing functions runs in a job; the check is
 * an {@link AnalysisJob}, whose findings open in the Interleaving view. Returns the scheduled job
 * when both functions were given. The command is enabled only with a source file or function
 * selected or a source file in the active editor ({@code plugin.xml}); a file that defines no
 * function, which the enablement cannot know, and a file gone since the enablement was evaluated
 * are answered with a message dialog.
 */
public final class CheckPairHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        ISelection selection = HandlerUtil.getCurrentSelection(event);
        Optional<Selections.SelectedFunction> selected = Selections.function(selection);
        IFile file = parameterFile(event.getParameter(org.braid.ui.internal.Ids.CHECK_PAIR_FILE));
        if (file == null) {
            file = selected.map(Selections.SelectedFunction::file).orElseGet(() -> Selections.file(window, selection));
        }
        if (file == null) {
            MessageDialog.openInformation(window.getShell(), HandlerMessages.CheckPair_title,
                    HandlerMessages.CheckPair_noFile);
            return null;
        }
        String first = event.getParameter(org.braid.ui.internal.Ids.CHECK_PAIR_FIRST);
        if (first == null && selected.isPresent() && selected.get().file().equals(file)) {
            first = selected.get().name();
        }
        String second = event.getParameter(org.braid.ui.internal.Ids.CHECK_PAIR_SECOND);
        if (first != null && second != null) {
            return check(window.getActivePage(), file, first, second);
        }
        int cursorLine = selection instanceof ITextSelection text
                ? text.getStartLine() + 1 : -1;
        choose(window, file, first, cursorLine);
        return null;
    }

    /** Schedules the check of {@code first ‖ second} in {@code file}; its findings open in the view. */
    public static AnalysisJob check(IWorkbenchPage page, IFile file, String first, String second) {
        try {
            BraidPreferences.addPair(file.getProject(),
                    file.getProjectRelativePath() + "|" + first + "|" + second);
        } catch (BackingStoreException e) {
            org.eclipse.core.runtime.ILog.of(CheckPairHandler.class).warn(e.getMessage(), e);
        }
        String harness = "pair:" + first + "," + second;
        return AnalysisJob.schedule(file.getProject(), Set.of(), file,
                List.of(new HarnessSpec.Pair(first, second, false)), showIn(page, harness));
    }

    /**
     * What a check started from a command does with its file's report: opens the Interleaving view
     * on {@code harness}'s findings (the first one's trace), or its outcome in words when it found
     * none ("No violation within bounds ..."); on the UI thread, unless the window closed.
     */
    public static java.util.function.Consumer<FileAnalysis.Report> showIn(IWorkbenchPage page, String harness) {
        Display display = page.getWorkbenchWindow().getShell().getDisplay();
        return report -> display.asyncExec(() -> {
            if (!page.getWorkbenchWindow().getShell().isDisposed()) {
                try {
                    InterleavingView view = FindingsUi.show(page, report.findings().getOrDefault(harness, List.of()), 0);
                    String outcome = report.outcomes().get(harness);
                    if (outcome != null) {
                        view.showOutcome(harness, outcome);
                    }
                } catch (org.eclipse.ui.PartInitException e) {
                    org.eclipse.core.runtime.ILog.of(CheckPairHandler.class).error(e.getMessage(), e);
                }
            }
        });
    }

    private static void choose(IWorkbenchWindow window, IFile file, String givenFirst, int cursorLine) {
        Display display = window.getShell().getDisplay();
        Job listing = Job.create(NLS.bind(HandlerMessages.CheckPair_listing, file.getName()), monitor -> {
            FunctionIndex index = FunctionIndex.of(file);
            String first = givenFirst != null ? givenFirst : index.functionAt(cursorLine).orElse(null);
            display.asyncExec(() -> {
                Shell shell = window.getShell();
                if (shell.isDisposed()) {
                    return;
                }
                if (index.names().isEmpty()) {
                    MessageDialog.openInformation(shell, HandlerMessages.CheckPair_title,
                            NLS.bind(HandlerMessages.CheckPair_noFunctions, file.getName()));
                    return;
                }
                String one = first != null ? first : pick(shell, index.names(), HandlerMessages.CheckPair_pickFirst);
                String two = one == null ? null
                        : pick(shell, index.names(), NLS.bind(HandlerMessages.CheckPair_pickSecond, one));
                if (two != null) {
                    check(window.getActivePage(), file, one, two);
                }
            });
            return Status.OK_STATUS;
        });
        listing.setUser(false);
        listing.schedule();
    }

    private static String pick(Shell shell, List<String> names, String message) {
        ElementListSelectionDialog dialog = new ElementListSelectionDialog(shell, new LabelProvider());
        dialog.setTitle(HandlerMessages.CheckPair_title);
        dialog.setMessage(message);
        dialog.setElements(names.toArray());
        dialog.setMultipleSelection(false);
        dialog.create();
        PlatformUI.getWorkbench().getHelpSystem().setHelp(dialog.getShell(), Ids.HELP_PAIR_DIALOG);
        return dialog.open() == Window.OK ? (String) dialog.getFirstResult() : null;
    }

    private static IFile parameterFile(String path) {
        if (path == null) {
            return null;
        }
        IFile file = ResourcesPlugin.getWorkspace().getRoot().getFile(IPath.fromPortableString(path));
        return file.exists() ? file : null;
    }

}
