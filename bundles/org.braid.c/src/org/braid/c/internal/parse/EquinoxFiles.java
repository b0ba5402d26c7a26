package org.braid.c.internal.parse;

import java.io.IOException;
import java.net.URL;
import org.eclipse.core.runtime.FileLocator;

/**
 * Converts an OSGi bundle resource URL to a {@code file:} URL (Equinox extracts jarred folders).
 * Kept apart so that a plain class path never loads the Equinox class.
 */
final class EquinoxFiles {

    private EquinoxFiles() {
    }

    static URL toFileUrl(URL url) throws IOException {
        return FileLocator.toFileURL(url);
    }
}
