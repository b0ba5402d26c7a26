package org.braid.ui.internal;

import org.eclipse.core.runtime.Platform;
import org.eclipse.osgi.service.debug.DebugOptions;
import org.eclipse.osgi.service.debug.DebugTrace;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceReference;

/**
 * Eclipse tracing of the analysis ({@code org.braid.ui/debug/analysis} in {@code .options}):
 * what was lowered, checked or taken from the cache, and how long it took.
 */
public final class Tracing {
    private static final String OPTION = Ids.PLUGIN + "/debug/analysis";

    private Tracing() {
    }

    public static void trace(String message) {
        Bundle bundle = Platform.getBundle(Ids.PLUGIN);
        BundleContext context = bundle == null ? null : bundle.getBundleContext();
        if (context == null) {
            return;
        }
        ServiceReference<DebugOptions> reference = context.getServiceReference(DebugOptions.class);
        if (reference == null) {
            return;
        }
        DebugOptions options = context.getService(reference);
        try {
            if (options != null && options.getBooleanOption(OPTION, false)) {
                DebugTrace trace = options.newDebugTrace(Ids.PLUGIN);
                trace.trace("/debug/analysis", message);
            }
        } finally {
            context.ungetService(reference);
        }
    }
}
