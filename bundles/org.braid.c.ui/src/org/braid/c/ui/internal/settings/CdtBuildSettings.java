package org.braid.c.ui.internal.settings;

import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Pattern;

import org.braid.core.frontend.FrontEndSettings;
import org.braid.ui.internal.settings.BuildSettingsProvider;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;
import org.osgi.framework.Bundle;

/**
 * The include directories and macros CDT holds for a file, when CDT is installed:
 * {@code CCorePlugin.getDefault().getScannerInfoProvider(project).getScannerInformation(file)},
 * contributed to {@code org.braid.ui.buildSettings}; Braid's project preferences come after them
 * (and so win, see {@code CPreferences.applyTo}).
 * <p>
 * Braid cannot compile against that API: its target platform has only CDT's parser, republished
 * as the bundle {@code wrapped.io.joern.eclipse-cdt-core}, whose {@code CCorePlugin} is a stub.
 * So the classes are loaded through the bundle named exactly {@value #BUNDLE} (real CDT, never
 * that parser jar) and called reflectively. When CDT is absent, or the project has no CDT
 * settings, there is nothing to read; when a call fails (another CDT version), the failure is
 * logged once and Braid goes on with its preferences alone. Thread-safe.
 */
public final class CdtBuildSettings implements BuildSettingsProvider {
    /** The symbolic name of CDT's core bundle. */
    public static final String BUNDLE = "org.eclipse.cdt.core";
    private static final String PLUGIN = "org.eclipse.cdt.core.CCorePlugin";
    private static final String PROVIDER = "org.eclipse.cdt.core.parser.IScannerInfoProvider";
    private static final String INFO = "org.eclipse.cdt.core.parser.IScannerInfo";
    private static final String EXTENDED_INFO = "org.eclipse.cdt.core.parser.IExtendedScannerInfo";
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final AtomicBoolean REPORTED = new AtomicBoolean();

    /** Created by the extension registry. */
    public CdtBuildSettings() {
    }

    @Override
    public FrontEndSettings settingsFor(IFile file) {
        return of(file).map(settings -> settings.applyTo(FrontEndSettings.NONE)).orElse(FrontEndSettings.NONE);
    }

    /** Whether CDT's core bundle is installed and resolved (not the parser jar Braid ships with). */
    public static boolean isInstalled() {
        return cdt() != null;
    }

    /** CDT's settings of {@code file}; empty without CDT, without CDT settings, or when reading fails. */
    public static Optional<ScannerSettings> of(IFile file) {
        Bundle bundle = cdt();
        if (bundle == null) {
            return Optional.empty();
        }
        try {
            return read(bundle, file);
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            Throwable cause = e instanceof InvocationTargetException invocation && invocation.getCause() != null
                    ? invocation.getCause() : e;
            if (REPORTED.compareAndSet(false, true)) {
                ILog.of(CdtBuildSettings.class).warn("Braid cannot read CDT's include paths and macros (CDT "
                        + bundle.getVersion() + "); it uses the include directories and macros of its project "
                        + "preferences only. Reported once per session.", cause);
            }
            return Optional.empty();
        }
    }

    /**
     * The settings CDT's {@code IScannerInfo} of a file states: the quote include path of
     * {@code IExtendedScannerInfo.getLocalIncludePath()} first (the front end has no separate
     * search path for {@code #include "..."}, and the compiler searches it first for those), then
     * {@code getIncludePaths()}; the macros of {@code getDefinedSymbols()} with their values as
     * CDT states them (an empty value defines the macro as empty, as CDT's own parser does),
     * sorted by name, since CDT keeps them in a hash map and the same settings must give the same
     * options. Function-like macros (a name with parameters) are left out: the front end takes
     * object-like {@code -D} definitions only. Relative directories are resolved against
     * {@code base}, the project's location.
     */
    public static ScannerSettings scannerSettings(String[] localIncludes, String[] includes,
            Map<String, String> symbols, Path base) {
        List<Path> dirs = new ArrayList<>();
        for (String[] paths : List.of(localIncludes, includes)) {
            for (String path : paths) {
                if (path != null && !path.isBlank()) {
                    dirs.add(base.resolve(path.strip()).normalize());
                }
            }
        }
        Map<String, String> macros = new TreeMap<>();
        symbols.forEach((name, value) -> {
            if (name != null && IDENTIFIER.matcher(name).matches()) {
                macros.put(name, value == null ? "" : value);
            }
        });
        return new ScannerSettings(dirs, macros);
    }

    private static Optional<ScannerSettings> read(Bundle bundle, IFile file) throws ReflectiveOperationException {
        Object core = bundle.loadClass(PLUGIN).getMethod("getDefault").invoke(null);
        if (core == null) {
            return Optional.empty();
        }
        Object provider = bundle.loadClass(PLUGIN).getMethod("getScannerInfoProvider", IProject.class)
                .invoke(core, file.getProject());
        if (provider == null) {
            return Optional.empty();
        }
        Object info = bundle.loadClass(PROVIDER).getMethod("getScannerInformation", IResource.class)
                .invoke(provider, file);
        if (info == null) {
            return Optional.empty();
        }
        Class<?> infoType = bundle.loadClass(INFO);
        String[] includes = strings(infoType.getMethod("getIncludePaths").invoke(info));
        Map<?, ?> symbols = (Map<?, ?>) infoType.getMethod("getDefinedSymbols").invoke(info);
        Class<?> extended = bundle.loadClass(EXTENDED_INFO);
        String[] local = extended.isInstance(info)
                ? strings(extended.getMethod("getLocalIncludePath").invoke(info)) : new String[0];
        Map<String, String> macros = new HashMap<>();
        if (symbols != null) {
            symbols.forEach((name, value) -> macros.put(String.valueOf(name), value == null ? "" : value.toString()));
        }
        return Optional.of(scannerSettings(local, includes, macros, file.getProject().getLocation().toPath()));
    }

    private static String[] strings(Object array) {
        return array == null ? new String[0] : (String[]) array;
    }

    /** CDT's core bundle if it is resolved, else null. */
    private static Bundle cdt() {
        Bundle bundle = Platform.getBundle(BUNDLE);
        if (bundle == null || !BUNDLE.equals(bundle.getSymbolicName())) {
            return null;
        }
        int usable = Bundle.RESOLVED | Bundle.STARTING | Bundle.ACTIVE;
        return (bundle.getState() & usable) != 0 ? bundle : null;
    }
}
