package org.braid.ui.internal.analysis;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.braid.core.frontend.FrontEnd;
import org.braid.core.frontend.FrontEndSettings;
import org.braid.core.frontend.FrontEnds;
import org.braid.ui.internal.Contributions;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.ILog;

/**
 * The front ends contributed to the {@code org.braid.ui.frontEnds} extension point, read once:
 * which files Braid analyzes and which front end lowers them. A contribution that cannot be
 * created is logged and skipped. Thread-safe.
 */
public final class FrontEndRegistry {

    /** The extension point's id. */
    public static final String EXTENSION_POINT = "org.braid.ui.frontEnds";

    private static final Contributions<FrontEnd> CONTRIBUTED = Contributions.of(EXTENSION_POINT, FrontEnd.class);

    private static volatile FrontEnds frontEnds;

    private FrontEndRegistry() {
    }

    /** The contributed front ends. */
    public static FrontEnds frontEnds() {
        FrontEnds known = frontEnds;
        if (known == null) {
            known = FrontEnds.of(read());
            frontEnds = known;
        }
        return known;
    }

    /** Whether a front end reads {@code file} (a source file Braid analyzes, e.g. {@code .c}). */
    public static boolean isSource(IFile file) {
        return frontEnds().forFile(Path.of(file.getName())).isPresent();
    }

    /**
     * Whether {@code file} is a header of a front end's language ({@link FrontEnd#headerExtensions()},
     * e.g. a C header): no program of its own, but any source file may read it.
     */
    public static boolean isHeader(IFile file) {
        String extension = file.getFileExtension();
        if (extension == null) {
            return false;
        }
        String lower = extension.toLowerCase(Locale.ROOT);
        return frontEnds().all().stream().anyMatch(frontEnd -> frontEnd.headerExtensions().contains(lower));
    }

    /**
     * The project's settings as the front end of {@code file} understands them: a setting its
     * front end does not know (include directories for a language without a preprocessor) is
     * dropped, never an error.
     */
    public static FrontEndSettings settingsFor(Path file, FrontEndSettings settings) {
        return frontEnds().forFile(file).map(settings::restrictedTo).orElse(settings);
    }

    private static List<FrontEnd> read() {
        List<FrontEnd> found = CONTRIBUTED.all();
        if (found.isEmpty()) {
            ILog.of(FrontEndRegistry.class).error("No Braid front end is installed: no file can be analyzed");
        }
        return found;
    }
}
