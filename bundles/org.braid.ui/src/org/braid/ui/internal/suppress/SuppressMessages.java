package org.braid.ui.internal.suppress;

import org.eclipse.osgi.util.NLS;

final class SuppressMessages extends NLS {
    public static String Reason_title;
    public static String Reason_question;
    public static String Reason_empty;
    public static String InSource_label;
    public static String InSource_description;
    public static String InProjectFile_label;
    public static String InProjectFile_description;
    public static String InProjectFile_many;
    public static String Failed_title;

    static {
        NLS.initializeMessages(SuppressMessages.class.getPackageName() + ".messages", SuppressMessages.class);
    }

    private SuppressMessages() {
    }
}
