package org.braid.java.ui.internal;

import org.eclipse.ui.IStartup;

/**
 * Nothing to do at startup but to be started: the platform then loads this bundle's adapter
 * factory for the expressions that enable Braid's commands on JDT's methods (an adapter of a
 * bundle not yet started does not count there).
 */
public final class AdaptersAtStartup implements IStartup {

    @Override
    public void earlyStartup() {
        // being started is the point
    }
}
