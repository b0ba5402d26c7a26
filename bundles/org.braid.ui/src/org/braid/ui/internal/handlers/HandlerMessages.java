package org.braid.ui.internal.handlers;

import org.eclipse.osgi.util.NLS;

final class HandlerMessages extends NLS {
    public static String CheckPair_noFile;
    public static String AnalyzeOnSave_title;
    public static String AnalyzeOnSave_question;
    public static String AnalyzeOnSave_dontAsk;
    public static String CheckPair_listing;
    public static String CheckPair_title;
    public static String CheckPair_noFunctions;
    public static String Check_title;
    public static String CheckMain_noMain;
    public static String CheckPair_pickFirst;
    public static String CheckPair_pickSecond;

    static {
        NLS.initializeMessages(HandlerMessages.class.getPackageName() + ".messages", HandlerMessages.class);
    }

    private HandlerMessages() {
    }
}
