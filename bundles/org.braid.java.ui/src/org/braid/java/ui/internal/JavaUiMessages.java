package org.braid.java.ui.internal;

import org.eclipse.osgi.util.NLS;

final class JavaUiMessages extends NLS {
    public static String CheckTest_title;
    public static String CheckTest_noTest;

    static {
        NLS.initializeMessages(JavaUiMessages.class.getPackageName() + ".messages", JavaUiMessages.class);
    }

    private JavaUiMessages() {
    }
}
