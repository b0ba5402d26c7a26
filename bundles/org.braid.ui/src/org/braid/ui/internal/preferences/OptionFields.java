package org.braid.ui.internal.preferences;

import java.util.function.BiConsumer;
import java.util.function.Consumer;

import org.braid.core.CheckOption;
import org.braid.core.Engine;
import org.braid.core.Property;
import org.braid.core.Strategy;
import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.ComboFieldEditor;
import org.eclipse.jface.preference.FieldEditor;
import org.eclipse.jface.preference.IntegerFieldEditor;
import org.eclipse.jface.preference.RadioGroupFieldEditor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;

/**
 * The field editors of Braid's preference page and project property page that every language
 * shares, built from the core's option registry ({@link CheckOption}) for ranges and choices, each
 * with its tooltip ({@link OptionTips}); then a section per language ({@link LanguageSections}),
 * e.g. C's data model, include directories and macros from {@code org.braid.c.ui}.
 */
final class OptionFields {
    /** The data key of a language section's group: the symbolic name of the bundle that contributed it. */
    static final String SECTION = "org.braid.ui.languageSection";

    private OptionFields() {
    }

    /**
     * Creates the fields in {@code parent} and hands each, with the composite it sits in (a
     * language's section is a group of its own), to {@code fields}.
     */
    static void add(Composite parent, BiConsumer<FieldEditor, Composite> fields, boolean project) {
        Consumer<FieldEditor> page = editor -> {
            fields.accept(editor, parent);
            OptionTips.apply(editor, parent);
        };
        page.accept(new RadioGroupFieldEditor(CheckOption.ENGINE.key(),
                PreferenceMessages.BraidPreferencePage_engine, 1, new String[][] {
                    { PreferenceMessages.BraidPreferencePage_engineBmc, Engine.BMC.key() },
                    { PreferenceMessages.BraidPreferencePage_engineDpor, Engine.DPOR.key() },
                    { PreferenceMessages.BraidPreferencePage_engineAuto, Engine.AUTO.key() },
                    { PreferenceMessages.BraidPreferencePage_engineDporThenBmc, Engine.DPOR_THEN_BMC.key() } },
                parent, true));
        page.accept(new RadioGroupFieldEditor(CheckOption.STRATEGY.key(),
                PreferenceMessages.BraidPreferencePage_strategy, 1, new String[][] {
                    { PreferenceMessages.BraidPreferencePage_strategyKiss, Strategy.KISS.key() },
                    { PreferenceMessages.BraidPreferencePage_strategyRounds, Strategy.ROUNDS.key() } },
                parent, true));
        page.accept(number(CheckOption.MAX, PreferenceMessages.BraidPreferencePage_max, parent));
        page.accept(number(CheckOption.ROUNDS, PreferenceMessages.BraidPreferencePage_rounds, parent));
        page.accept(number(CheckOption.UNWIND, PreferenceMessages.BraidPreferencePage_unwind, parent));
        page.accept(number(CheckOption.MAX_UNWIND, PreferenceMessages.BraidPreferencePage_maxUnwind, parent));
        page.accept(number(CheckOption.THREADS, PreferenceMessages.BraidPreferencePage_threads, parent));
        page.accept(number(CheckOption.TIMEOUT, PreferenceMessages.BraidPreferencePage_timeout, parent));
        page.accept(number(CheckOption.DPOR_STEPS, PreferenceMessages.BraidPreferencePage_dporSteps, parent));
        page.accept(number(CheckOption.DPOR_EXECUTIONS, PreferenceMessages.BraidPreferencePage_dporExecutions,
                parent));
        page.accept(new ComboFieldEditor(CheckOption.PROPERTIES.key(),
                PreferenceMessages.BraidPreferencePage_properties, new String[][] {
                    { PreferenceMessages.BraidPreferencePage_propertiesAll, CheckOption.ALL },
                    { PreferenceMessages.BraidPreferencePage_propertiesRaceAssert,
                        Property.RACE.key() + "," + Property.ASSERT.key() },
                    { PreferenceMessages.BraidPreferencePage_propertiesRace, Property.RACE.key() },
                    { PreferenceMessages.BraidPreferencePage_propertiesAssert, Property.ASSERT.key() },
                    { PreferenceMessages.BraidPreferencePage_propertiesException, Property.EXCEPTION.key() } },
                parent));
        String[][] severities = {
            { PreferenceMessages.BraidPreferencePage_severityError, BraidPreferences.SEVERITY_ERROR },
            { PreferenceMessages.BraidPreferencePage_severityWarning, BraidPreferences.SEVERITY_WARNING },
            { PreferenceMessages.BraidPreferencePage_severityInfo, BraidPreferences.SEVERITY_INFO } };
        page.accept(new ComboFieldEditor(BraidPreferences.RACE_SEVERITY,
                PreferenceMessages.BraidPreferencePage_raceSeverity, severities, parent));
        page.accept(new ComboFieldEditor(BraidPreferences.ASSERTION_SEVERITY,
                PreferenceMessages.BraidPreferencePage_assertionSeverity, severities, parent));
        for (LanguageSections.Section section : LanguageSections.all()) {
            Group group = new Group(parent, SWT.NONE);
            group.setText(section.preferences().title());
            group.setLayout(new GridLayout(2, false));
            group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
            group.setData(SECTION, section.contributor());
            section.preferences().createFields(group, editor -> fields.accept(editor, group), project);
        }
        if (!project) {
            page.accept(new BooleanFieldEditor(BraidPreferences.ON_SAVE, PreferenceMessages.BraidPreferencePage_onSave,
                    parent));
            page.accept(new BooleanFieldEditor(BraidPreferences.ASK_ON_SAVE,
                    PreferenceMessages.BraidPreferencePage_askOnSave, parent));
        }
    }

    private static IntegerFieldEditor number(CheckOption option, String label, Composite parent) {
        IntegerFieldEditor editor = new IntegerFieldEditor(option.key(), label, parent,
                Math.max(6, Integer.toString(option.maximum()).length()));
        editor.setValidRange(option.minimum(), option.maximum());
        String name = label.replace("&", "").replaceAll(":$", "").replaceAll(" \\(.*\\)$", "");
        editor.setErrorMessage(org.eclipse.osgi.util.NLS.bind(PreferenceMessages.BraidPreferencePage_range,
                new Object[] { name, option.minimum(), option.maximum() }));
        return editor;
    }
}
