package org.braid.c.ui.internal.editor;

import org.eclipse.ui.IStartup;
import org.eclipse.ui.editors.text.EditorsUI;
import org.eclipse.ui.texteditor.AbstractDecoratedTextEditorPreferenceConstants;

/**
 * Turns the text editors' line numbers on by default: Braid's markers, traces and messages all
 * speak in lines. Only the default changes; a user who turned line numbers off in
 * <i>Preferences &gt; General &gt; Editors &gt; Text Editors</i> keeps them off.
 */
public final class LineNumbersByDefault implements IStartup {

    @Override
    public void earlyStartup() {
        EditorsUI.getPreferenceStore().setDefault(AbstractDecoratedTextEditorPreferenceConstants.EDITOR_LINE_NUMBER_RULER,
                true);
    }
}
