package org.braid.ui.internal;

/**
 * Identifiers declared in this bundle's {@code plugin.xml} and the attribute keys of Braid's
 * markers: the one place that names them.
 */
public final class Ids {
    public static final String PLUGIN = "org.braid.ui";

    public static final String INTERLEAVING_VIEW = PLUGIN + ".views.interleaving";
    public static final String PREFERENCE_PAGE = PLUGIN + ".preferences";
    public static final String PROPERTY_PAGE = PLUGIN + ".properties";

    public static final String NATURE = PLUGIN + ".nature";
    public static final String BUILDER = PLUGIN + ".builder";

    public static final String CHECK_PAIR_COMMAND = PLUGIN + ".commands.checkPair";
    /** Parameter of {@link #CHECK_PAIR_COMMAND}: the first function; from the selection if absent. */
    public static final String CHECK_PAIR_FIRST = CHECK_PAIR_COMMAND + ".first";
    /** Parameter of {@link #CHECK_PAIR_COMMAND}: the second function; asked for if absent. */
    public static final String CHECK_PAIR_SECOND = CHECK_PAIR_COMMAND + ".second";
    /** Parameter of {@link #CHECK_PAIR_COMMAND}: workspace path of the source file. */
    public static final String CHECK_PAIR_FILE = CHECK_PAIR_COMMAND + ".file";
    public static final String CHECK_MAIN_COMMAND = PLUGIN + ".commands.checkMain";
    public static final String RECHECK_PROJECT_COMMAND = PLUGIN + ".commands.recheckProject";
    public static final String SHOW_INTERLEAVING_COMMAND = PLUGIN + ".commands.showInterleaving";
    public static final String TOGGLE_NATURE_COMMAND = PLUGIN + ".commands.toggleAnalyzeOnSave";
    public static final String STEP_FIRST_COMMAND = PLUGIN + ".commands.stepFirst";
    public static final String STEP_BACK_COMMAND = PLUGIN + ".commands.stepBack";
    public static final String STEP_FORWARD_COMMAND = PLUGIN + ".commands.stepForward";
    public static final String STEP_LAST_COMMAND = PLUGIN + ".commands.stepLast";
    /** Context active while the Interleaving view is; its step key bindings live there. */
    public static final String INTERLEAVING_CONTEXT = PLUGIN + ".contexts.interleaving";

    /** Context help ids ({@code contexts.xml}): F1, the dialogs' "?" and Help &gt; Show Context Help. */
    public static final String HELP_INTERLEAVING_VIEW = PLUGIN + ".interleavingView";
    public static final String HELP_FINDINGS_BY_FILE_VIEW = PLUGIN + ".findingsByFileView";
    public static final String HELP_GETTING_STARTED_VIEW = PLUGIN + ".gettingStartedView";
    public static final String HELP_PREFERENCE_PAGE = PLUGIN + ".preferencePage";
    public static final String HELP_PROPERTY_PAGE = PLUGIN + ".propertyPage";
    public static final String HELP_PAIR_DIALOG = PLUGIN + ".pairDialog";

    /** Annotation type of the "current step" of a trace in the editor. */
    public static final String CURRENT_STEP_ANNOTATION = PLUGIN + ".currentStep";

    /** Root of Braid's persistent problem markers; a problem marker and a text marker. */
    public static final String PROBLEM_MARKER = PLUGIN + ".problem";
    public static final String RACE_MARKER = PLUGIN + ".race";
    public static final String ASSERTION_MARKER = PLUGIN + ".assertion";
    public static final String UNSUPPORTED_MARKER = PLUGIN + ".unsupported";
    /** An info marker of a finding a suppression accepted; it keeps the finding's trace. */
    public static final String SUPPRESSED_MARKER = PLUGIN + ".suppressed";

    /** Marker attribute: the id of the stored finding (trace) in {@code TraceStore}. */
    public static final String ATTR_FINDING_ID = "braidFindingId";
    /** Marker attribute: the key of the harness whose check produced the marker. */
    public static final String ATTR_HARNESS = "braidHarness";
    /**
     * Marker attribute of race and assertion markers: the suppression file entry that would accept
     * the finding, with an empty reason ({@code SuppressionEntry#format}).
     */
    public static final String ATTR_SUPPRESSION = "braidSuppression";

    private Ids() {
    }
}
