package org.braid.c.ui.internal.preferences;

import org.eclipse.osgi.util.NLS;

final class CPreferenceMessages extends NLS {
    public static String CPreferences_title;
    public static String CPreferences_dataModel;
    public static String CPreferences_dataModelLp64;
    public static String CPreferences_dataModelIlp32;
    public static String CPreferences_dataModelTip;
    public static String CPreferences_includes;
    public static String CPreferences_includesTip;
    public static String CPreferences_macros;
    public static String CPreferences_macrosTip;
    public static String CPreferences_badMacro;

    static {
        NLS.initializeMessages(CPreferenceMessages.class.getPackageName() + ".messages", CPreferenceMessages.class);
    }

    private CPreferenceMessages() {
    }
}
