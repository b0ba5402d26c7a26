package org.braid.cli.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.braid.core.CheckResult;
import org.braid.core.Cut;
import org.braid.core.Finding;
import org.braid.core.Stats;
import org.braid.core.Unreached;
import org.braid.core.Verdict;

/**
 * One result for several harnesses of one program (the method pairs of a Java class harness),
 * as the reports print one result: every finding of every harness in order; a violation if any
 * harness found one, else {@code unknown} if any harness is unknown, else no violation (proved only
 * if every harness proved); the first reason, prefixed with its harness; every cut; the places
 * unreached in every harness; times and counts summed, sizes and memory the largest.
 */
final class HarnessResults {
    /** A harness's label and its result. */
    record Labelled(String label, CheckResult result) {
    }

    private HarnessResults() {
    }

    static CheckResult merge(List<Labelled> results) {
        if (results.size() == 1) {
            return results.get(0).result();
        }
        List<Finding> findings = new ArrayList<>();
        List<Cut> cuts = new ArrayList<>();
        List<Unreached> unreached = new ArrayList<>(results.get(0).result().unreached());
        Optional<String> reason = Optional.empty();
        boolean unknown = false;
        boolean proved = true;
        Stats stats = Stats.NONE;
        for (Labelled labelled : results) {
            CheckResult r = labelled.result();
            findings.addAll(r.findings());
            r.cuts().stream().filter(cut -> !cuts.contains(cut)).forEach(cuts::add);
            unreached.retainAll(r.unreached());
            if (reason.isEmpty() && r.reason().isPresent()) {
                reason = Optional.of(labelled.label() + ": " + r.reason().get());
            }
            unknown |= r.verdict() == Verdict.UNKNOWN;
            proved &= r.verdict() == Verdict.PROVED;
            stats = add(stats, r.stats());
        }
        CheckResult first = results.get(0).result();
        Verdict verdict = !findings.isEmpty() ? Verdict.VIOLATION : unknown ? Verdict.UNKNOWN
                : proved ? Verdict.PROVED : Verdict.NO_VIOLATION_WITHIN_BOUNDS;
        Optional<String> stated = verdict == Verdict.VIOLATION || verdict == Verdict.UNKNOWN ? reason : Optional.empty();
        return new CheckResult(verdict, stated, first.bounds(), findings, stats,
                verdict == Verdict.PROVED ? List.of() : cuts, verdict == Verdict.PROVED ? List.of() : unreached);
    }

    private static Stats add(Stats a, Stats b) {
        Map<String, Long> counts = new TreeMap<>(a.counts());
        b.counts().forEach((name, value) -> counts.merge(name, value, Long::sum));
        return new Stats(a.timeMillis() + b.timeMillis(), Math.max(a.peakMemoryBytes(), b.peakMemoryBytes()),
                Math.max(a.satVariables(), b.satVariables()), Math.max(a.satClauses(), b.satClauses()), counts);
    }
}
