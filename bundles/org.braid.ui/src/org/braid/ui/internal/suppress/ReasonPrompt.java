package org.braid.ui.internal.suppress;

import java.util.Optional;

import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Display;

/** Asks on the UI thread why a finding is benign; empty when the user cancels. */
@FunctionalInterface
public interface ReasonPrompt {

    /** The question in a dialog with "benign" filled in. */
    ReasonPrompt DIALOG = what -> {
        InputDialog dialog = new InputDialog(Display.getCurrent().getActiveShell(), SuppressMessages.Reason_title,
                org.eclipse.osgi.util.NLS.bind(SuppressMessages.Reason_question, what), "benign",
                text -> text.isBlank() ? SuppressMessages.Reason_empty : null);
        return dialog.open() == Window.OK ? Optional.of(dialog.getValue().strip()) : Optional.empty();
    };

    /**
     * The reason for suppressing the finding {@code what} (a marker's message).
     *
     * @return the reason, or empty to suppress nothing
     */
    Optional<String> ask(String what);
}
