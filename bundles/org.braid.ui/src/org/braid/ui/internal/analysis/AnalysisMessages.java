package org.braid.ui.internal.analysis;

import org.eclipse.osgi.util.NLS;

final class AnalysisMessages extends NLS {
    public static String AnalysisJob_name;
    public static String AnalysisJob_canceled;
    public static String FileStatus_analyzing;
    public static String FileStatus_outcomes;
    public static String FileStatus_nothing;
    public static String FileStatus_cancelled;
    public static String AnalysisProgress_property;
    public static String AnalysisProgress_run;
    public static String AnalysisProgress_nextRun;
    public static String AnalysisProgress_solving;
    public static String AnalysisProgress_replaying;
    public static String AnalysisProgress_confirmed;
    public static String AnalysisProgress_deepening;
    public static String AnalysisProgress_races;
    public static String AnalysisProgress_assertions;
    public static String AnalysisProgress_and;
    public static String AnalysisProgress_exceptions;
    public static String AnalysisProgress_race;
    public static String AnalysisProgress_assertion;
    public static String AnalysisProgress_exception;
    public static String AnalysisProgress_deadlock;
    public static String AnalysisProgress_exploring;
    public static String AnalysisProgress_engine;
    public static String AnalysisProgress_candidates;
    public static String AnalysisProgress_noCandidates;
    public static String AnalysisProgress_heap;
    public static String AnalysisProgress_globalsAndHeap;

    static {
        NLS.initializeMessages(AnalysisMessages.class.getPackageName() + ".messages", AnalysisMessages.class);
    }

    private AnalysisMessages() {
    }
}
