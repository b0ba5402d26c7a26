package org.braid.ui.internal;

/** Identifiers declared in this bundle's {@code plugin.xml}. */
public final class Ids {
    public static final String PLUGIN = "org.braid.ui";

    public static final String INTERLEAVING_VIEW = PLUGIN + ".views.interleaving";
    public static final String PREFERENCE_PAGE = PLUGIN + ".preferences";

    public static final String CHECK_PAIR_COMMAND = PLUGIN + ".commands.checkPair";
    public static final String CHECK_MAIN_COMMAND = PLUGIN + ".commands.checkMain";
    public static final String RECHECK_PROJECT_COMMAND = PLUGIN + ".commands.recheckProject";
    public static final String SHOW_INTERLEAVING_COMMAND = PLUGIN + ".commands.showInterleaving";

    /** Root of Braid's persistent problem markers; a problem marker and a text marker. */
    public static final String PROBLEM_MARKER = PLUGIN + ".problem";
    public static final String RACE_MARKER = PLUGIN + ".race";
    public static final String ASSERTION_MARKER = PLUGIN + ".assertion";
    public static final String UNSUPPORTED_MARKER = PLUGIN + ".unsupported";

    private Ids() {
    }
}
