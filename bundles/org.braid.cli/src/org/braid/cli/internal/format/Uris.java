package org.braid.cli.internal.format;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;

/**
 * File names as SARIF artifact URIs: relative paths stay relative (with {@code /}), absolute
 * ones become {@code file:} URIs.
 */
final class Uris {

    private Uris() {
    }

    static String of(String file) {
        Path path = Path.of(file);
        if (path.isAbsolute()) {
            return path.toUri().toString();
        }
        try {
            return new URI(null, null, file.replace('\\', '/'), null).toASCIIString();
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("file name " + file + " is no relative URI", e);
        }
    }
}
