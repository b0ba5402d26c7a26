package org.braid.ui.internal.preferences;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.braid.ui.internal.Ids;
import org.eclipse.core.resources.IProject;

import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.eclipse.ui.PlatformUI;

/**
 * Window &gt; Preferences &gt; Braid: the options of the core's {@link org.braid.core.CheckOption}
 * registry (engine, strategy, bounds, threads, time limit, properties), severities, a section per
 * language ({@link LanguagePreferences}, e.g. C's data model, include directories and macros), and
 * analysis on save.
 */
public final class BraidPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {
    private final List<String> names = new ArrayList<>();

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
    public void createControl(Composite parent) {
        super.createControl(parent);
        PlatformUI.getWorkbench().getHelpSystem().setHelp(getControl(), Ids.HELP_PREFERENCE_PAGE);
    }

    @Override
    protected void createFieldEditors() {
        OptionFields.add(getFieldEditorParent(), (editor, parent) -> {
            names.add(editor.getPreferenceName());
            addField(editor);
        }, false);
    }

    /** Stores the fields, then offers to re-check the projects whose findings the change affects. */
    @Override
    public boolean performOk() {
        Map<IProject, List<String>> before = SettingsRecheck.beforeWorkspace();
        if (!super.performOk()) {
            return false;
        }
        SettingsRecheck.offer(getShell(), before);
        return true;
    }

    /** The preferences the page edits, in page order. */
    public List<String> preferenceNames() {
        return List.copyOf(names);
    }
}
