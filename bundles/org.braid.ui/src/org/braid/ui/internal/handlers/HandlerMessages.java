package org.braid.ui.internal.handlers;

import org.eclipse.osgi.util.NLS;

final class HandlerMessages extends NLS {
    public static String CheckNotAvailable_message;

    static {
        NLS.initializeMessages(HandlerMessages.class.getPackageName() + ".messages", HandlerMessages.class);
    }

    private HandlerMessages() {
    }
}
