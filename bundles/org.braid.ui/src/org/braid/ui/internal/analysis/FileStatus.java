package org.braid.ui.internal.analysis;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.osgi.util.NLS;

/**
 * What Braid last said about each file in this session, in words, so that silence never looks
 * like "safe": "analyzing", or each harness's outcome ("main: No violation within bounds
 * (complete; ...)", "pair:f,g: 2 finding(s) (...)", "main: Unknown: ..."). Files never analyzed
 * in this session have no status. Listeners hear every change, on the thread that made it.
 * Thread-safe.
 */
public final class FileStatus {

    private static final Map<IFile, String> STATUS = new ConcurrentHashMap<>();
    private static final List<Consumer<IFile>> LISTENERS = new CopyOnWriteArrayList<>();

    private FileStatus() {
    }

    /** The status of {@code file} in words, if Braid analyzed it in this session. */
    public static Optional<String> of(IFile file) {
        return Optional.ofNullable(STATUS.get(file));
    }

    /** Tells {@code listener} the file whose status changed. */
    public static void addListener(Consumer<IFile> listener) {
        LISTENERS.add(listener);
    }

    public static void removeListener(Consumer<IFile> listener) {
        LISTENERS.remove(listener);
    }

    static void analyzing(IFile file) {
        set(file, NLS.bind(AnalysisMessages.FileStatus_analyzing, file.getName()));
    }

    /** The outcomes of the file's harnesses ({@link FileAnalysis.Report#outcomes()}), or why there are none. */
    static void analyzed(IFile file, FileAnalysis.Report report) {
        if (report.outcomes().isEmpty()) {
            set(file, NLS.bind(AnalysisMessages.FileStatus_nothing, file.getName()));
            return;
        }
        StringBuilder text = new StringBuilder();
        report.outcomes().forEach((harness, outcome) -> text.append(text.isEmpty() ? "" : "; ").append(harness)
                .append(": ").append(outcome));
        set(file, NLS.bind(AnalysisMessages.FileStatus_outcomes, text));
    }

    /** A deleted file has no status any more. */
    static void forget(IFile file) {
        if (STATUS.remove(file) != null) {
            LISTENERS.forEach(listener -> listener.accept(file));
        }
    }

    static void cancelled(IFile file) {
        set(file, NLS.bind(AnalysisMessages.FileStatus_cancelled, file.getName()));
    }

    private static void set(IFile file, String text) {
        STATUS.put(file, text);
        LISTENERS.forEach(listener -> listener.accept(file));
    }
}
