package org.braid.c.ui.internal.outline;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.braid.ui.internal.Ids;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;

/**
 * How many Braid findings (races and assertion violations, each counted once however many
 * markers it has) lie in each function of a file: a marker belongs to the function whose
 * definition starts last at or before the marker's line. Read from the file's markers; UI thread
 * or not.
 */
final class FindingCounts {

    private FindingCounts() {
    }

    /** Findings per function name; functions without findings are absent. */
    static Map<String, Integer> of(IFile file, List<OutlineFunction> functions) {
        Map<String, Set<String>> findings = new HashMap<>();
        if (functions.isEmpty() || !file.exists()) {
            return Map.of();
        }
        for (String type : List.of(Ids.RACE_MARKER, Ids.ASSERTION_MARKER)) {
            IMarker[] markers;
            try {
                markers = file.findMarkers(type, false, IResource.DEPTH_ZERO);
            } catch (CoreException e) {
                return Map.of();
            }
            for (IMarker marker : markers) {
                String function = functionAt(functions, marker.getAttribute(IMarker.LINE_NUMBER, 0));
                if (function != null) {
                    findings.computeIfAbsent(function, name -> new HashSet<>())
                            .add(marker.getAttribute(Ids.ATTR_FINDING_ID, marker.getId() + ""));
                }
            }
        }
        Map<String, Integer> counts = new HashMap<>();
        findings.forEach((function, ids) -> counts.put(function, ids.size()));
        return Map.copyOf(counts);
    }

    private static String functionAt(List<OutlineFunction> functions, int line) {
        String found = null;
        int start = 0;
        for (OutlineFunction function : functions) {
            if (function.line() <= line && function.line() >= start) {
                found = function.name();
                start = function.line();
            }
        }
        return found;
    }
}
