package org.braid.ui.internal.handlers;

import org.braid.ui.internal.analysis.FrontEndRegistry;
import org.braid.ui.internal.builder.BraidNature;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.IExecutionListener;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.NotHandledException;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.MessageDialogWithToggle;
import org.eclipse.jface.preference.IPersistentPreferenceStore;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.osgi.service.prefs.BackingStoreException;

/**
 * Makes switching Braid on discoverable: when the user saves (File &gt; Save, Ctrl+S) a file Braid
 * reads in a project that has no Braid choice yet, Braid asks "Analyze the LANGUAGE files of PROJECT on
 * save?" with "Don't ask again". Yes switches the project on (nature and on-save choice, so it is
 * checked at once); No records the project's choice so it is never asked again. With the
 * workspace's "Analyze on save in every project" on, such a project is switched on without
 * asking; with "Don't ask again" chosen, nothing happens. Saves by other means (a refactoring, a
 * program) never ask. UI thread; the question opens after the save has finished.
 */
public final class AnalyzeOnSavePrompt implements IExecutionListener, IStartup {

    /** The platform's Save command. */
    public static final String SAVE_COMMAND = "org.eclipse.ui.file.save";

    @Override
    public void earlyStartup() {
        IWorkbench workbench = PlatformUI.getWorkbench();
        workbench.getDisplay().asyncExec(() -> workbench.getService(ICommandService.class)
                .getCommand(SAVE_COMMAND).addExecutionListener(this));
    }

    @Override
    public void preExecute(String commandId, ExecutionEvent event) {
        // the file is known only once it is saved
    }

    @Override
    public void postExecuteSuccess(String commandId, Object returnValue) {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IEditorPart editor = window == null || window.getActivePage() == null ? null
                : window.getActivePage().getActiveEditor();
        IFile file = editor == null ? null : Adapters.adapt(editor.getEditorInput(), IFile.class);
        if (file != null && window != null) {
            window.getShell().getDisplay().asyncExec(() -> saved(file, window));
        }
    }

    @Override
    public void postExecuteFailure(String commandId, ExecutionException exception) {
        // nothing was saved
    }

    @Override
    public void notHandled(String commandId, NotHandledException exception) {
        // nothing was saved
    }

    /** Asks about, or switches on, {@code file}'s project if it has no Braid choice yet. */
    static void saved(IFile file, IWorkbenchWindow window) {
        IProject project = file.getProject();
        if (!project.isOpen() || BraidNature.isEnabled(project) || BraidPreferences.hasOnSaveChoice(project)
                || !FrontEndRegistry.isSource(file)) {
            return;
        }
        if (BraidPreferences.onSave(project)) {
            switchOn(project, true);
            return;
        }
        if (!BraidPreferences.askOnSave() || window.getShell().isDisposed()) {
            return;
        }
        String language = FrontEndRegistry.frontEnds().forFile(java.nio.file.Path.of(file.getName()))
                .map(frontEnd -> frontEnd.language()).orElse("");
        IPreferenceStore store = BraidPreferences.store();
        MessageDialogWithToggle answer = MessageDialogWithToggle.openYesNoQuestion(window.getShell(),
                HandlerMessages.AnalyzeOnSave_title, NLS.bind(HandlerMessages.AnalyzeOnSave_question,
                        project.getName(), language),
                HandlerMessages.AnalyzeOnSave_dontAsk, false, null, null);
        if (answer.getToggleState()) {
            store.setValue(BraidPreferences.ASK_ON_SAVE, false);
            if (store instanceof IPersistentPreferenceStore persistent) {
                try {
                    persistent.save();
                } catch (java.io.IOException e) {
                    ILog.of(AnalyzeOnSavePrompt.class).error("Cannot store Braid's \"Don't ask again\"", e);
                }
            }
        }
        switchOn(project, answer.getReturnCode() == IDialogConstants.YES_ID);
    }

    private static void switchOn(IProject project, boolean on) {
        try {
            if (on) {
                BraidNature.setAnalyzeOnSave(project, true);
            } else {
                BraidPreferences.setOnSave(project, false);
            }
        } catch (CoreException | BackingStoreException e) {
            ILog.of(AnalyzeOnSavePrompt.class).error("Cannot switch Braid " + (on ? "on" : "off") + " in "
                    + project.getName(), e);
        }
    }
}
