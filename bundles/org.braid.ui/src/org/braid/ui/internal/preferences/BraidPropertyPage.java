package org.braid.ui.internal.preferences;

import java.util.List;
import java.util.Map;

import org.braid.core.frontend.FrontEnd;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.FrontEndRegistry;
import org.braid.ui.internal.builder.BraidNature;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.FieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.util.PropertyChangeEvent;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Link;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IWorkbenchPropertyPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.PreferencesUtil;

/**
 * Project &gt; Properties &gt; Braid: whether the project is analyzed on save (Braid's nature and
 * the project's on-save choice, like Braid &gt; Analyze on Save), and the project's own values,
 * used instead of the workspace's when "Enable project-specific settings" is on (the fields are
 * disabled while it is off). Stored in the project ({@code .project}, {@code .settings}).
 */
public final class BraidPropertyPage extends FieldEditorPreferencePage implements IWorkbenchPropertyPage {
    private IAdaptable element;
    private BooleanFieldEditor projectSpecific;
    /** The option fields and the composite each sits in (the page's, or a language section's group). */
    private final Map<FieldEditor, Composite> options = new java.util.LinkedHashMap<>();
    private Button analyzeOnSave;

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
        setPreferenceStore(BraidPreferences.projectStore(project()));
    }

    /** The usual "Configure Workspace Settings..." link above the fields; it opens only Braid's preference page. */
    @Override
    protected Control createContents(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        PlatformUI.getWorkbench().getHelpSystem().setHelp(page, Ids.HELP_PROPERTY_PAGE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        page.setLayout(layout);
        Link workspace = new Link(page, SWT.NONE);
        workspace.setText(PreferenceMessages.BraidPropertyPage_configureWorkspace);
        workspace.setLayoutData(new GridData(SWT.END, SWT.CENTER, true, false));
        workspace.addListener(SWT.Selection, event -> openWorkspaceSettings());
        analyzeOnSave = new Button(page, SWT.CHECK);
        analyzeOnSave.setText(NLS.bind(PreferenceMessages.BraidPropertyPage_analyzeOnSave, languages()));
        analyzeOnSave.setSelection(isAnalyzedOnSave());
        analyzeOnSave.setToolTipText(OptionTips.of("projectOnSave"));
        Control fields = super.createContents(page);
        fields.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        return page;
    }

    /** Opens Window &gt; Preferences on Braid's page alone, as JDT's property pages do; returns its result. */
    public int openWorkspaceSettings() {
        return PreferencesUtil.createPreferenceDialogOn(getShell(), Ids.PREFERENCE_PAGE,
                new String[] { Ids.PREFERENCE_PAGE }, null).open();
    }

    /**
     * Switches analysis on save on or off if the checkbox changed (which checks the project at
     * once when switched on), stores the fields, then offers to re-check the project if the change
     * affects its findings.
     */
    @Override
    public boolean performOk() {
        Map<IProject, List<String>> before = SettingsRecheck.before(List.of(project()));
        if (!super.performOk()) {
            return false;
        }
        if (analyzeOnSave != null && analyzeOnSave.getSelection() != isAnalyzedOnSave()) {
            try {
                BraidNature.setAnalyzeOnSave(project(), analyzeOnSave.getSelection());
            } catch (CoreException e) {
                setErrorMessage(e.getMessage());
                return false;
            }
            return true;
        }
        SettingsRecheck.offer(getShell(), before);
        return true;
    }

    private boolean isAnalyzedOnSave() {
        return BraidNature.isAnalyzedOnSave(project());
    }

    /** The languages Braid reads, for the checkbox: {@code C}, or {@code C and Java}. */
    private static String languages() {
        return String.join(" and ", FrontEndRegistry.frontEnds().all().stream().map(FrontEnd::language).toList());
    }

    private IProject project() {
        return Adapters.adapt(element, IProject.class);
    }

    @Override
    protected void createFieldEditors() {
        projectSpecific = new BooleanFieldEditor(BraidPreferences.PROJECT_SPECIFIC,
                PreferenceMessages.BraidPropertyPage_projectSpecific, getFieldEditorParent());
        addField(projectSpecific);
        OptionTips.apply(projectSpecific, getFieldEditorParent());
        OptionFields.add(getFieldEditorParent(), (editor, parent) -> {
            options.put(editor, parent);
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
        options.forEach((option, parent) -> option.setEnabled(projectSpecific.getBooleanValue(), parent));
    }
}
