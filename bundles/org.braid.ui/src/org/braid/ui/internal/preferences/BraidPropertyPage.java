package org.braid.ui.internal.preferences;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.ui.IWorkbenchPropertyPage;

/**
 * Project &gt; Properties &gt; Braid: the project's own values, used instead of the workspace's
 * when "Enable project-specific settings" is on. Stored in the project ({@code .settings}).
 */
public final class BraidPropertyPage extends FieldEditorPreferencePage implements IWorkbenchPropertyPage {
    private IAdaptable element;

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
        addField(new BooleanFieldEditor(BraidPreferences.PROJECT_SPECIFIC,
                PreferenceMessages.BraidPropertyPage_projectSpecific, getFieldEditorParent()));
        OptionFields.add(getFieldEditorParent(), this::addField, true);
    }
}
