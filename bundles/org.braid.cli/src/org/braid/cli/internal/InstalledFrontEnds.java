package org.braid.cli.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

import org.braid.core.frontend.FrontEnd;
import org.braid.core.frontend.FrontEnds;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/**
 * The front ends the command line can use: those named in
 * {@code META-INF/services/org.braid.core.frontend.FrontEnd} of the jars on the class path
 * ({@code ServiceLoader}), which is how the {@code braid} command runs. Inside an OSGi framework
 * (Braid's own tests run the command line there) other bundles' service files are invisible to
 * {@code ServiceLoader}, so the same files are read from the installed bundles instead.
 */
final class InstalledFrontEnds {

    private static final String SERVICE_FILE = "META-INF/services/" + FrontEnd.class.getName();

    private InstalledFrontEnds() {
    }

    static FrontEnds find() {
        List<FrontEnd> found = new ArrayList<>();
        ServiceLoader.load(FrontEnd.class, InstalledFrontEnds.class.getClassLoader()).forEach(found::add);
        if (found.isEmpty()) {
            found.addAll(fromBundles());
        }
        return FrontEnds.of(found);
    }

    private static List<FrontEnd> fromBundles() {
        Bundle self;
        try {
            self = FrameworkUtil.getBundle(InstalledFrontEnds.class);
        } catch (NoClassDefFoundError e) {
            return List.of();
        }
        if (self == null || self.getBundleContext() == null) {
            return List.of();
        }
        List<FrontEnd> found = new ArrayList<>();
        for (Bundle bundle : self.getBundleContext().getBundles()) {
            URL file = bundle.getEntry(SERVICE_FILE);
            if (file != null) {
                for (String name : classNames(file)) {
                    found.add(create(bundle, name));
                }
            }
        }
        return found;
    }

    private static FrontEnd create(Bundle bundle, String name) {
        try {
            return (FrontEnd) bundle.loadClass(name).getConstructor().newInstance();
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new IllegalStateException("front end " + name + " of bundle " + bundle.getSymbolicName()
                    + " cannot be created", e);
        }
    }

    /** The class names of a service file: one per line, {@code #} starts a comment. */
    private static List<String> classNames(URL file) {
        List<String> names = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(file.openStream(),
                StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String name = line.replaceFirst("#.*", "").strip();
                if (!name.isEmpty()) {
                    names.add(name);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        return names;
    }
}
