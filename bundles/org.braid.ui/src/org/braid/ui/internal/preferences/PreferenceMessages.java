package org.braid.ui.internal.preferences;

import org.eclipse.osgi.util.NLS;

final class PreferenceMessages extends NLS {
    public static String BraidPreferencePage_description;
    public static String BraidPreferencePage_engine;
    public static String BraidPreferencePage_engineBmc;
    public static String BraidPreferencePage_engineDpor;
    public static String BraidPreferencePage_engineAuto;
    public static String BraidPreferencePage_engineDporThenBmc;
    public static String BraidPreferencePage_strategy;
    public static String BraidPreferencePage_strategyKiss;
    public static String BraidPreferencePage_strategyRounds;
    public static String BraidPreferencePage_max;
    public static String BraidPreferencePage_rounds;
    public static String BraidPreferencePage_unwind;
    public static String BraidPreferencePage_maxUnwind;
    public static String BraidPreferencePage_threads;
    public static String BraidPreferencePage_timeout;
    public static String BraidPreferencePage_dporSteps;
    public static String BraidPreferencePage_dporExecutions;
    public static String BraidPreferencePage_properties;
    public static String BraidPreferencePage_propertiesAll;
    public static String BraidPreferencePage_propertiesRace;
    public static String BraidPreferencePage_propertiesAssert;
    public static String BraidPreferencePage_propertiesRaceAssert;
    public static String BraidPreferencePage_propertiesException;
    public static String BraidPreferencePage_raceSeverity;
    public static String BraidPreferencePage_assertionSeverity;
    public static String BraidPreferencePage_severityError;
    public static String BraidPreferencePage_severityWarning;
    public static String BraidPreferencePage_severityInfo;
    public static String BraidPreferencePage_range;
    public static String BraidPreferencePage_onSave;
    public static String BraidPreferencePage_askOnSave;
    public static String BraidPropertyPage_analyzeOnSave;
    public static String BraidPropertyPage_description;
    public static String BraidPropertyPage_projectSpecific;
    public static String BraidPropertyPage_configureWorkspace;
    public static String SettingsRecheck_title;
    public static String SettingsRecheck_question;

    static {
        NLS.initializeMessages(PreferenceMessages.class.getPackageName() + ".messages", PreferenceMessages.class);
    }

    private PreferenceMessages() {
    }
}
