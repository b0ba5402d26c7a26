package org.braid.cli.internal;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Enumeration;
import java.util.jar.Attributes;
import java.util.jar.Manifest;

import picocli.CommandLine.IVersionProvider;

/** {@code braid --version}: the Bundle-Version of this bundle's manifest. */
final class ManifestVersion implements IVersionProvider {
    private static final String BUNDLE = "org.braid.cli";

    @Override
    public String[] getVersion() throws IOException {
        return new String[] { "braid " + bundleVersion() };
    }

    static String bundleVersion() throws IOException {
        Enumeration<URL> manifests = ManifestVersion.class.getClassLoader().getResources("META-INF/MANIFEST.MF");
        while (manifests.hasMoreElements()) {
            try (InputStream in = manifests.nextElement().openStream()) {
                Attributes attributes = new Manifest(in).getMainAttributes();
                String name = attributes.getValue("Bundle-SymbolicName");
                if (name != null && name.split(";", 2)[0].strip().equals(BUNDLE)) {
                    return attributes.getValue("Bundle-Version");
                }
            }
        }
        return "(version unknown: not run from a built org.braid.cli bundle)";
    }
}
