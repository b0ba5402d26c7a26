package org.braid.ui.internal.preferences;

import org.eclipse.osgi.util.NLS;

final class PreferenceMessages extends NLS {
    public static String BraidPreferencePage_description;
    public static String BraidPreferencePage_strategy;
    public static String BraidPreferencePage_strategyKiss;
    public static String BraidPreferencePage_strategyRounds;
    public static String BraidPreferencePage_max;
    public static String BraidPreferencePage_rounds;
    public static String BraidPreferencePage_unwind;
    public static String BraidPreferencePage_timeout;
    public static String BraidPreferencePage_onSave;

    static {
        NLS.initializeMessages(PreferenceMessages.class.getPackageName() + ".messages", PreferenceMessages.class);
    }

    private PreferenceMessages() {
    }
}
