package org.braid.ui.internal.preferences;

import org.braid.core.CheckOption;
import org.braid.core.Strategy;
import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.IntegerFieldEditor;
import org.eclipse.jface.preference.RadioGroupFieldEditor;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

/** The "Braid" preference page: strategy, bounds, timeout and analysis on save. */
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
        Composite parent = getFieldEditorParent();
        addField(new RadioGroupFieldEditor(CheckOption.STRATEGY.key(), PreferenceMessages.BraidPreferencePage_strategy,
                1, new String[][] {
                    { PreferenceMessages.BraidPreferencePage_strategyKiss, Strategy.KISS.key() },
                    { PreferenceMessages.BraidPreferencePage_strategyRounds, Strategy.ROUNDS.key() } },
                parent, true));
        addField(number(CheckOption.MAX, PreferenceMessages.BraidPreferencePage_max, parent));
        addField(number(CheckOption.ROUNDS, PreferenceMessages.BraidPreferencePage_rounds, parent));
        addField(number(CheckOption.UNWIND, PreferenceMessages.BraidPreferencePage_unwind, parent));
        addField(number(CheckOption.TIMEOUT, PreferenceMessages.BraidPreferencePage_timeout, parent));
        addField(new BooleanFieldEditor(BraidPreferences.ON_SAVE, PreferenceMessages.BraidPreferencePage_onSave,
                parent));
    }

    private static IntegerFieldEditor number(CheckOption option, String label, Composite parent) {
        IntegerFieldEditor editor = new IntegerFieldEditor(option.key(), label, parent);
        editor.setValidRange(option.minimum(), option.maximum());
        return editor;
    }
}
