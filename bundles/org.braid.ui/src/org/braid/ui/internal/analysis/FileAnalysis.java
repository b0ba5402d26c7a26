package org.braid.ui.internal.analysis;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.braid.core.AssertionFinding;
import org.braid.core.CheckOptions;
import org.braid.core.CheckResult;
import org.braid.core.Cut;
import org.braid.core.DataRaceFinding;
import org.braid.core.DeadlockFinding;
import org.braid.core.Finding;
import org.braid.core.InvalidOptionException;
import org.braid.core.Verdict;
import org.braid.core.frontend.Analysis;
import org.braid.core.frontend.Diagnostic;
import org.braid.core.frontend.FrontEndException;
import org.braid.core.frontend.FrontEndSettings;
import org.braid.core.frontend.Lowering;
import org.braid.core.internal.harness.HarnessException;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.core.internal.ir.Program;
import org.braid.core.suppression.Review;
import org.braid.core.suppression.SuppressedFinding;
import org.braid.core.suppression.SuppressionEntry;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.Tracing;
import org.braid.ui.internal.markers.FindingText;
import org.braid.ui.internal.markers.MarkerAnchor;
import org.braid.ui.internal.markers.MarkerSpec;
import org.braid.ui.internal.markers.StoredFinding;
import org.braid.ui.internal.markers.TraceStore;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.braid.ui.internal.settings.BuildSettings;
import org.braid.ui.internal.suppress.ProjectSuppressions;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;

/**
 * Checks one source file the way the command line does ({@code PipelineEngine}): lowers it with
 * the front end that reads it ({@link FrontEndRegistry}), then checks each harness of the file
 * through {@link Analysis}, taking results from the {@link ResultCache} when the functions
 * involved have not changed. The harnesses of a file are its program entry ({@code main}, if it
 * defines one) and the entry-point pairs checked before.
 */
public final class FileAnalysis {

    /**
     * What a check of a file produced.
     *
     * @param markers the markers the file's harnesses should have now
     * @param findings the findings per harness name ({@code main}, {@code pair:f,g})
     * @param outcomes per harness, the outcome in words ({@link FindingText#outcome}), e.g. "No
     *        violation within bounds (complete; KISS, MAX=1, threads=4)"
     */
    public record Report(List<MarkerSpec> markers, Map<String, List<StoredFinding>> findings,
            Map<String, String> outcomes) {
        public Report(List<MarkerSpec> markers, Map<String, List<StoredFinding>> findings) {
            this(markers, findings, Map.of());
        }
    }

    private final IFile file;
    private final IProject project;
    private final String prefix;
    private final Highlights highlights = new Highlights();

    public FileAnalysis(IFile file) {
        this.file = file;
        this.project = file.getProject();
        this.prefix = AnalysisTarget.keyPrefix(file);
    }

    /** Lowers {@link #file} and checks its harnesses plus {@code extraPairs}; honors cancellation. */
    public Report run(List<HarnessSpec.Pair> extraPairs, SubMonitor monitor) {
        return run(extraPairs, List.of(), monitor);
    }

    /**
     * Lowers {@link #file} and checks its harnesses plus {@code extraPairs} and the harnesses the
     * front end builds for {@code extraBuilt} (a JUnit test); honors cancellation.
     */
    public Report run(List<HarnessSpec.Pair> extraPairs, List<FrontEndHarness> extraBuilt, SubMonitor monitor) {
        List<MarkerSpec> markers = new ArrayList<>();
        Map<String, List<StoredFinding>> findings = new LinkedHashMap<>();
        Map<String, String> outcomes = new LinkedHashMap<>();
        CheckOptions options;
        FrontEndSettings frontEnd;
        try {
            options = BraidPreferences.checkOptions(project);
            frontEnd = BuildSettings.frontEndSettings(file);
        } catch (InvalidOptionException e) {
            markers.add(info(file, 1, FindingText.inputError(e.getMessage()), prefix + "options"));
            return new Report(markers, findings);
        }
        Path path = file.getLocation().toPath();
        Lowering lowered;
        long start = System.nanoTime();
        try {
            lowered = Analysis.lower(FrontEndRegistry.frontEnds(), List.of(path), FrontEndRegistry.settingsFor(path,
                    frontEnd));
        } catch (FrontEndException e) {
            IFile where = workspaceFile(e.file());
            markers.add(info(where == null ? file : where, Math.max(1, e.line()), FindingText.inputError(e.detail()),
                    prefix + "input"));
            return new Report(markers, findings);
        }
        Tracing.trace("lowered " + path + " in " + (System.nanoTime() - start) / 1_000_000 + " ms");
        monitor.checkCanceled();
        for (Diagnostic diagnostic : lowered.diagnostics()) {
            IFile where = workspaceFile(diagnostic.file());
            String text;
            if (diagnostic.makesResultUnknown()) {
                text = FindingText.unsupported(diagnostic.message());
            } else {
                text = FindingText.note(diagnostic.message());
            }
            markers.add(info(where == null ? file : where, Math.max(1, diagnostic.line()), text, prefix + "input"));
        }
        ProjectSuppressions accepted = ProjectSuppressions.of(project);
        accepted.error().ifPresent(e -> markers.add(new MarkerSpec(Ids.UNSUPPORTED_MARKER,
                ProjectSuppressions.file(project), e.line(), FindingText.suppressionFileError(e.detail()),
                IMarker.SEVERITY_ERROR, "", prefix + "suppressions")));
        List<AnalysisTarget> targets = targets(lowered, path, extraPairs, extraBuilt);
        Set<String> marked = new java.util.HashSet<>();
        Set<Integer> deprecatedLines = new java.util.HashSet<>();
        monitor.setWorkRemaining(Math.max(1, targets.size()));
        for (AnalysisTarget target : targets) {
            boolean remembered = target.built() != null && !extraBuilt.contains(target.built());
            CheckResult result = check(target, lowered, options, frontEnd, monitor.split(1), markers, remembered);
            if (result == null) {
                continue;
            }
            Review review = accepted.review(result);
            for (SuppressionEntry old : review.deprecated()) {
                if (deprecatedLines.add(old.line())) {
                    markers.add(new MarkerSpec(Ids.UNSUPPORTED_MARKER, ProjectSuppressions.file(project), old.line(),
                            FindingText.deprecatedSuppressionKind(), IMarker.SEVERITY_WARNING, "",
                            prefix + "suppressions"));
                }
            }
            List<StoredFinding> stored = new ArrayList<>();
            Set<String> inTarget = new java.util.HashSet<>();
            for (Finding finding : review.reported()) {
                if (!inTarget.add(identity(finding))) {
                    continue;
                }
                StoredFinding kept = store(target, finding, FindingText.message(finding, result.bounds()));
                stored.add(kept);
                if (marked.add(identity(finding))) {
                    addMarkers(target, finding, kept, accepted.entryFor(finding), markers);
                }
            }
            for (SuppressedFinding suppressed : review.suppressed()) {
                Finding finding = suppressed.finding();
                if (!inTarget.add(identity(finding))) {
                    continue;
                }
                StoredFinding kept = store(target, finding, FindingText.suppressed(finding, result.bounds(),
                        suppressed.reason(), suppressed.origin()));
                IFile where = workspaceFile(finding.file());
                markers.add(new MarkerSpec(Ids.SUPPRESSED_MARKER, where == null ? file : where, finding.line(),
                        kept.message(), IMarker.SEVERITY_INFO, kept.id(), target.key()));
            }
            findings.put(target.harnessName(), stored);
            outcomes.put(target.harnessName(), FindingText.outcome(result, review.reported().size(),
                    review.suppressed().size()));
            for (Cut cut : result.cuts()) {
                IFile where = cut.line() > 0 ? workspaceFile(cut.file()) : null;
                markers.add(info(where == null ? file : where, Math.max(1, cut.line()),
                        FindingText.cut(target.harnessName(), cut), target.key()));
            }
            for (org.braid.core.Unreached place : result.unreached()) {
                IFile where = workspaceFile(place.file());
                markers.add(info(where == null ? file : where, place.line(),
                        FindingText.unreached(target.harnessName(), place), target.key()));
            }
            if (result.verdict() == Verdict.UNKNOWN && !Analysis.unknownBecauseUnsupported(result, lowered)) {
                markers.add(info(file, entryLine(lowered.program(), target),
                        FindingText.unknown(target.harnessName(), result.reason().orElseThrow()), target.key()));
            }
        }
        return new Report(distinct(markers), findings, outcomes);
    }

    /** A race is the same bug whichever of its two accesses the trace reaches first. */
    private static String identity(Finding finding) {
        return switch (finding) {
            case DataRaceFinding race -> race.target() + " " + java.util.stream.Stream.of(race.first(), race.second())
                    .map(a -> a.file() + ":" + a.line() + ":" + a.kind() + ":" + a.function()).sorted().toList();
            case AssertionFinding assertion -> assertion.file() + ":" + assertion.line() + ":" + assertion.message();
            case DeadlockFinding deadlock -> "deadlock " + deadlock.waits().stream()
                    .map(w -> w.file() + ":" + w.line() + ":" + w.waitsIn()).sorted().toList();
        };
    }

    /** One marker per type, place and message, even when several harnesses find the same bug. */
    private static List<MarkerSpec> distinct(List<MarkerSpec> markers) {
        Map<String, MarkerSpec> unique = new LinkedHashMap<>();
        for (MarkerSpec marker : markers) {
            unique.putIfAbsent(marker.type() + "|" + marker.file().getFullPath() + "|" + marker.line() + "|"
                    + marker.message(), marker);
        }
        return List.copyOf(unique.values());
    }

    /**
     * Checks {@code target}; a front-end harness the front end no longer builds (its test was
     * renamed or deleted) ends with a marker, unless {@code remembered} (checked again on save).
     */
    private CheckResult check(AnalysisTarget target, Lowering lowered, CheckOptions options, FrontEndSettings frontEnd,
            SubMonitor monitor, List<MarkerSpec> markers, boolean remembered) {
        Lowering checked = lowered;
        AnalysisTarget run = target;
        if (target.built() != null) {
            try {
                FrontEndPairs.Resolved resolved = FrontEndPairs.resolve(file, file.getLocation().toPath(),
                        target.built(), frontEnd);
                checked = resolved.lowering();
                run = resolved.run();
            } catch (FrontEndException e) {
                if (remembered) {
                    return null;
                }
                markers.add(info(file, Math.max(1, e.line()), FindingText.unknown(target.harnessName(), e.detail()),
                        target.key()));
                return null;
            }
        } else if (FrontEndPairs.isFrontEndPair(target.harness())) {
            try {
                FrontEndPairs.Resolved resolved = FrontEndPairs.resolve(file, file.getLocation().toPath(),
                        (HarnessSpec.Pair) target.harness(), frontEnd);
                checked = resolved.lowering();
                run = resolved.run();
            } catch (FrontEndException e) {
                markers.add(info(file, Math.max(1, e.line()), FindingText.unknown(target.harnessName(), e.detail()),
                        target.key()));
                return null;
            }
        }
        Program program = checked.program();
        String key = ResultCache.key(run, checked, options, frontEnd);
        CheckResult cached = ResultCache.instance().get(key);
        if (cached != null) {
            Tracing.trace("cache hit " + target.key());
            return cached;
        }
        monitor.subTask(target.harnessName());
        long start = System.nanoTime();
        CheckResult result;
        try {
            result = Analysis.check(checked, run.harness(), options, new MonitorCancellation(monitor),
                    new MonitorProgress(monitor, options.searches(), file.getName(),
                            target.harnessName()));
        } catch (HarnessException e) {
            markers.add(info(file, entryLine(program, target), FindingText.unknown(target.harnessName(),
                    e.getMessage()), target.key()));
            return null;
        }
        if (monitor.isCanceled()) {
            throw new OperationCanceledException();
        }
        Tracing.trace("checked " + target.key() + " in " + (System.nanoTime() - start) / 1_000_000 + " ms: "
                + result.verdict());
        ResultCache.instance().put(key, result);
        return result;
    }

    /**
     * The file's program entries, the pairs checked before, {@code extraPairs}, the front-end
     * harnesses checked before (each checked again while the front end still builds it: one whose
     * test is gone ends without a marker) and {@code extraBuilt}.
     */
    private List<AnalysisTarget> targets(Lowering lowered, Path path, List<HarnessSpec.Pair> extraPairs,
            List<FrontEndHarness> extraBuilt) {
        Set<AnalysisTarget> targets = new LinkedHashSet<>();
        lowered.entryPoints().stream().filter(entry -> entry.programEntry() && entry.file().equals(path.toString()))
                .forEach(entry -> targets.add(new AnalysisTarget(file, new HarnessSpec.Main(entry.procedure()))));
        for (String pair : BraidPreferences.pairs(project)) {
            String[] parts = pair.split("\\|");
            if (parts.length == 3 && parts[0].equals(file.getProjectRelativePath().toString())
                    && FrontEndPairs.offers(lowered, parts[1]) && FrontEndPairs.offers(lowered, parts[2])) {
                targets.add(new AnalysisTarget(file, new HarnessSpec.Pair(parts[1], parts[2], false)));
            }
        }
        for (HarnessSpec.Pair pair : extraPairs) {
            targets.add(new AnalysisTarget(file, pair));
        }
        String here = file.getProjectRelativePath().toString();
        for (String harness : BraidPreferences.harnesses(project)) {
            String[] parts = harness.split("\\|");
            if (parts.length == 3 && parts[0].equals(here)) {
                targets.add(new AnalysisTarget(file, new FrontEndHarness(parts[1], parts[2])));
            }
        }
        for (FrontEndHarness built : extraBuilt) {
            targets.add(new AnalysisTarget(file, built));
        }
        return List.copyOf(targets);
    }

    private void addMarkers(AnalysisTarget target, Finding finding, StoredFinding stored, String suppression,
            List<MarkerSpec> markers) {
        switch (finding) {
            case DataRaceFinding race -> {
                int severity = BraidPreferences.markerSeverity(project, BraidPreferences.RACE_SEVERITY);
                Set<String> places = new LinkedHashSet<>();
                for (var access : List.of(race.first(), race.second())) {
                    IFile where = workspaceFile(access.file());
                    if (where != null && places.add(where.getFullPath() + ":" + access.line())) {
                        markers.add(new MarkerSpec(Ids.RACE_MARKER, where, access.line(), stored.message(), severity,
                                stored.id(), target.key(),
                                new MarkerAnchor.Access(race.target(), access.kind(), access.column()), suppression));
                    }
                }
            }
            case DeadlockFinding deadlock -> {
                IFile where = workspaceFile(deadlock.file());
                markers.add(new MarkerSpec(Ids.ASSERTION_MARKER, where == null ? file : where, deadlock.line(),
                        stored.message(), BraidPreferences.markerSeverity(project,
                                BraidPreferences.ASSERTION_SEVERITY), stored.id(), target.key(), MarkerAnchor.LINE,
                        suppression));
            }
            case AssertionFinding assertion -> {
                IFile where = workspaceFile(assertion.file());
                markers.add(new MarkerSpec(Ids.ASSERTION_MARKER, where == null ? file : where, assertion.line(),
                        stored.message(), BraidPreferences.markerSeverity(project,
                                BraidPreferences.ASSERTION_SEVERITY), stored.id(), target.key(),
                        where == null ? MarkerAnchor.LINE : new MarkerAnchor.Assertion(), suppression));
            }
        }
    }

    private StoredFinding store(AnalysisTarget target, Finding finding, String message) {
        List<StoredFinding.Location> places = highlights.of(finding);
        String kind = finding instanceof DataRaceFinding ? StoredFinding.RACE : StoredFinding.ASSERTION;
        String id = hash(target.key() + "\n" + message + "\n" + places + "\n" + finding.trace());
        StoredFinding stored = new StoredFinding(id, kind, message, target.key(), places, finding.trace().steps(),
                finding.trace().threadNames());
        try {
            TraceStore.instance().put(stored);
        } catch (IOException e) {
            org.eclipse.core.runtime.ILog.of(FileAnalysis.class).error("Cannot store Braid finding " + id, e);
        }
        return stored;
    }

    private static int entryLine(Program program, AnalysisTarget target) {
        return program.procedure(target.entries().get(0)).map(p -> Math.max(1, p.loc().line())).orElse(1);
    }

    private static MarkerSpec info(IFile where, int line, String message, String harness) {
        return new MarkerSpec(Ids.UNSUPPORTED_MARKER, where, line, message, IMarker.SEVERITY_INFO, "", harness);
    }

    /** The workspace file the engine names {@code name} (an absolute path), or null. */
    static IFile workspaceFile(String name) {
        if (name.startsWith("<")) {
            return null;
        }
        IFile found = ResourcesPlugin.getWorkspace().getRoot().getFileForLocation(IPath.fromOSString(name));
        return found != null && found.exists() ? found : null;
    }

    private static String hash(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
