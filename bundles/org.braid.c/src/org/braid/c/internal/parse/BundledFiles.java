package org.braid.c.internal.parse;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Enumeration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * The bundle's own folders ({@code include/}, {@code models/}) as directories on disk, found as
 * class-path resources so that the same code works on a plain class path (folder or jar) and in
 * OSGi. A folder inside a jar is extracted once per JVM into a temporary directory. Thread-safe.
 */
public final class BundledFiles {

    /** The include root: {@code braid/}, {@code libc/} and {@code override/} below it. */
    public static final String INCLUDE = "include";
    /** Braid's environment models, one C file per API. */
    public static final String MODELS = "models";

    /** A file every build of the bundle has; the folders are found relative to it. */
    private static final String MARKER = "include/braid/intrinsics.h";
    private static final Map<String, Path> DIRECTORIES = new ConcurrentHashMap<>();

    private BundledFiles() {
    }

    /**
     * The bundle folder {@code name} on disk, or {@code null} if the bundle has no such folder.
     *
     * @throws UncheckedIOException if the folder exists but cannot be made available on disk
     */
    public static Path directory(String name) {
        Path known = DIRECTORIES.get(name);
        if (known != null) {
            return known;
        }
        URL marker = BundledFiles.class.getResource("/" + MARKER);
        if (marker == null) {
            throw new IllegalStateException("Braid's " + MARKER + " is not on the class path");
        }
        String base = marker.toString().substring(0, marker.toString().length() - MARKER.length());
        try {
            URL url = new URI(base + name + "/").toURL();
            Path dir = switch (url.getProtocol()) {
                case "file" -> Path.of(url.toURI());
                case "jar" -> extract(url, name);
                default -> Path.of(EquinoxFiles.toFileUrl(url).getPath());
            };
            if (dir == null || !Files.isDirectory(dir)) {
                return null;
            }
            DIRECTORIES.putIfAbsent(name, dir);
            return DIRECTORIES.get(name);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read Braid's " + name + " folder from " + base, e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException("bad resource URL " + base + name, e);
        }
    }

    private static Path extract(URL url, String name) throws IOException, URISyntaxException {
        Path target = Files.createTempDirectory("braid-" + name);
        target.toFile().deleteOnExit();
        boolean found = false;
        JarURLConnection connection = (JarURLConnection) new URI(url.toString().substring(0,
            url.toString().indexOf("!/") + 2)).toURL().openConnection();
        connection.setUseCaches(false);
        try (JarFile jar = connection.getJarFile()) {
            Enumeration<JarEntry> entries = jar.entries();
            while (entries.hasMoreElements()) {
                JarEntry entry = entries.nextElement();
                if (!entry.getName().startsWith(name + "/") || entry.isDirectory()) {
                    continue;
                }
                found = true;
                Path out = target.resolve(entry.getName().substring(name.length() + 1)).normalize();
                if (!out.startsWith(target)) {
                    continue;
                }
                createDirectories(target, out.getParent());
                try (InputStream in = jar.getInputStream(entry)) {
                    Files.copy(in, out, StandardCopyOption.REPLACE_EXISTING);
                }
                out.toFile().deleteOnExit();
            }
        }
        return found ? target : null;
    }

    /** Creates {@code dir} below {@code root}, registering each new folder for deletion at exit before its files. */
    private static void createDirectories(Path root, Path dir) throws IOException {
        if (dir.equals(root) || Files.isDirectory(dir)) {
            return;
        }
        createDirectories(root, dir.getParent());
        Files.createDirectory(dir);
        dir.toFile().deleteOnExit();
    }
}
