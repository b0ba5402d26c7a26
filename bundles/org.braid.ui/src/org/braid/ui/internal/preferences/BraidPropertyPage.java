package org.braid.ui.internal.preferences;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.FieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.util.PropertyChangeEvent;
import org.eclipse.ui.IWorkbenchPropertyPage;

/**
 * Project &gt; Properties &gt; Braid: the project's own values, used instead of the workspace's
 * when "Enable project-specific settings" is on (the fields are disabled while it is off).
 * Stored in the project ({@code .settings}).
 */
public final class BraidPropertyPage extends FieldEditorPreferencePage implements IWorkbenchPropertyPage {
    private IAdaptable element;
    private BooleanFieldEditor projectSpecific;
    private final List<FieldEditor> options = new ArrayList<>();

    public BraidPropertyPage() {
        super(GRID);
        setDescription(PreferenceMessages.BraidPropertyPage_description);
    }

    @Override
    public IAdaptable getElement() {
        return element;
    }

    @Override
    public void setElement(IAdaptable newElement) {
        element = newElement;
        setPreferenceStore(BraidPreferences.projectStore(Adapters.adapt(newElement, IProject.class)));
    }

    @Override
    protected void createFieldEditors() {
        projectSpecific = new BooleanFieldEditor(BraidPreferences.PROJECT_SPECIFIC,
                PreferenceMessages.BraidPropertyPage_projectSpecific, getFieldEditorParent());
        addField(projectSpecific);
        OptionFields.add(getFieldEditorParent(), editor -> {
            options.add(editor);
            addField(editor);
        }, true);
    }

    @Override
    protected void initialize() {
        super.initialize();
        enableOptions();
    }

    @Override
    protected void performDefaults() {
        super.performDefaults();
        enableOptions();
    }

    @Override
    public void propertyChange(PropertyChangeEvent event) {
        super.propertyChange(event);
        if (event.getSource() == projectSpecific) {
            enableOptions();
        }
    }

    private void enableOptions() {
        for (FieldEditor option : options) {
            option.setEnabled(projectSpecific.getBooleanValue(), getFieldEditorParent());
        }
    }
}
