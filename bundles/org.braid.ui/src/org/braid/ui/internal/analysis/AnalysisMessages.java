package org.braid.ui.internal.analysis;

import org.eclipse.osgi.util.NLS;

final class AnalysisMessages extends NLS {
    public static String AnalysisJob_name;
    public static String AnalysisJob_canceled;

    static {
        NLS.initializeMessages(AnalysisMessages.class.getPackageName() + ".messages", AnalysisMessages.class);
    }

    private AnalysisMessages() {
    }
}
