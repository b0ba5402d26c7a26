package org.braid.ui.internal.preferences;

import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

/** Window &gt; Preferences &gt; Braid: strategy, bounds, time limit, properties, severities, on save. */
public final class BraidPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    public BraidPreferencePage() {
        super(GRID);
        setPreferenceStore(BraidPreferences.store());
        setDescription(PreferenceMessages.BraidPreferencePage_description);
    }

    @Override
    public void init(IWorkbench workbench) {
        // The store is set in the constructor; nothing depends on the workbench.
    }

    @Override
    protected void createFieldEditors() {
        OptionFields.add(getFieldEditorParent(), this::addField, false);
    }
}
