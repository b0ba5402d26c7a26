package org.braid.cli.internal.format;

import java.util.List;
import java.util.Map;

import org.braid.cli.internal.CliMessages;
import org.braid.core.Access;
import org.braid.core.AssertionFinding;
import org.braid.core.Bounds;
import org.braid.core.CheckResult;
import org.braid.core.DataRaceFinding;
import org.braid.core.DeadlockFinding;
import org.braid.core.Disagreement;
import org.braid.core.Finding;
import org.braid.core.Portfolio;
import org.braid.core.Stats;
import org.braid.core.TraceStep;
import org.braid.core.suppression.Review;
import org.braid.core.suppression.SuppressedFinding;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/**
 * The machine-readable report: one JSON document with {@code verdict}, {@code reason} (only
 * when unknown), {@code bounds} (keys from the option registry), {@code findings} (each with
 * {@code kind} {@code data-race}, {@code assertion}, {@code deadlock} or {@code uncaught-exception}, an
 * assertion or uncaught exception also its {@code property} {@code assert} or {@code exception},
 * its {@code trace}, and {@code threadNames} when the program named threads: thread id to name,
 * {@code {"0": "main", "1": "Thread-0"}}), {@code complete}
 * (only for {@code no-violation-within-bounds}: whether no bound cut the search), {@code cuts}
 * (where bounds cut it: {@code kind} loop, recursion or threads, {@code file}, {@code line},
 * {@code bound}, {@code message}), {@code stats}, {@code suppressed} (findings a
 * {@code braid: benign-race} comment or a suppression file accepted, each as in {@code findings}
 * plus {@code reason} and {@code origin}; {@code findings} then lists only the others), and for a
 * check with both engines ({@code --engine auto}, {@code --cross-check}) {@code portfolio}
 * ({@link #portfolio}).
 */
public final class JsonReport {

    private JsonReport() {
    }

    /** The report as a pretty-printed JSON document. */
    public static String render(CheckResult result) {
        return render(result, Review.of(result.findings()));
    }

    /** The report with the findings as {@code review} split them. */
    public static String render(CheckResult result, Review review) {
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(toJson(result, review));
    }

    /** The report as a JSON tree. */
    public static JsonObject toJson(CheckResult result) {
        return toJson(result, Review.of(result.findings()));
    }

    /** The report as a JSON tree, the findings as {@code review} split them. */
    public static JsonObject toJson(CheckResult result, Review review) {
        JsonObject json = new JsonObject();
        json.addProperty("verdict", result.verdict().jsonName());
        result.reason().ifPresent(reason -> json.addProperty("reason", reason));
        json.add("bounds", bounds(result.bounds()));
        JsonArray findings = new JsonArray();
        review.reported().forEach(finding -> findings.add(finding(finding)));
        json.add("findings", findings);
        JsonArray suppressed = new JsonArray();
        for (SuppressedFinding accepted : review.suppressed()) {
            JsonObject item = finding(accepted.finding());
            item.addProperty("reason", accepted.reason());
            item.addProperty("origin", accepted.origin());
            suppressed.add(item);
        }
        json.add("suppressed", suppressed);
        if (result.verdict() == org.braid.core.Verdict.NO_VIOLATION_WITHIN_BOUNDS) {
            json.addProperty("complete", result.complete());
        }
        JsonArray cuts = new JsonArray();
        result.cuts().forEach(cut -> cuts.add(cut(cut)));
        json.add("cuts", cuts);
        JsonArray unreached = new JsonArray();
        result.unreached().forEach(place -> unreached.add(unreached(place)));
        json.add("unreached", unreached);
        json.add("stats", stats(result.stats()));
        result.portfolio().ifPresent(portfolio -> json.add("portfolio", portfolio(portfolio)));
        return json;
    }

    /**
     * How a check with both engines answered: {@code {"engine": "dpor", "rule": "first-conclusive",
     * "otherEngine": "bmc", "otherVerdict": "violation", "disagreements": [...]}}, {@code otherVerdict}
     * only when the other engine finished; each disagreement {@code {"found": "bmc", "missed":
     * "dpor", "missedVerdict": "proved", "finding": {...}, "message": "..."}}. Also SARIF's.
     */
    static JsonObject portfolio(Portfolio portfolio) {
        JsonObject json = new JsonObject();
        json.addProperty("engine", portfolio.answered().key());
        json.addProperty("rule", portfolio.rule().key());
        json.addProperty("otherEngine", portfolio.other().key());
        portfolio.otherVerdict().ifPresent(v -> json.addProperty("otherVerdict", v.jsonName()));
        JsonArray disagreements = new JsonArray();
        for (Disagreement d : portfolio.disagreements()) {
            JsonObject item = new JsonObject();
            item.addProperty("found", d.found().key());
            item.addProperty("missed", d.missed().key());
            item.addProperty("missedVerdict", d.missedVerdict().jsonName());
            item.add("finding", finding(d.finding()));
            item.addProperty("message", CliMessages.disagreement(d));
            disagreements.add(item);
        }
        json.add("disagreements", disagreements);
        return json;
    }

    /** A cut as {@code {"kind": "loop", "file": "f.c", "line": 12, "bound": 2, "message": "..."}}. */
    static JsonObject cut(org.braid.core.Cut cut) {
        JsonObject json = new JsonObject();
        json.addProperty("kind", cut.kind().jsonName());
        json.addProperty("file", cut.file());
        json.addProperty("line", cut.line());
        json.addProperty("bound", cut.bound());
        json.addProperty("message", cut.describe());
        return json;
    }

    /**
     * A place no execution within the bounds reaches, as {@code {"kind": "assertion", "file":
     * "f.c", "line": 9, "function": "main", "message": "..."}} ({@code kind} also
     * {@code thread-start}).
     */
    static JsonObject unreached(org.braid.core.Unreached place) {
        JsonObject json = new JsonObject();
        json.addProperty("kind", place.kind().jsonName());
        json.addProperty("file", place.file());
        json.addProperty("line", place.line());
        json.addProperty("function", place.function());
        json.addProperty("message", place.describe());
        return json;
    }

    /** The bounds as {@code {"strategy": "kiss", "maxTs": 1, ...}}; also SARIF's run properties. */
    static JsonObject bounds(Bounds bounds) {
        JsonObject json = new JsonObject();
        for (Map.Entry<String, Object> entry : bounds.asMap().entrySet()) {
            switch (entry.getValue()) {
                case Long number -> json.addProperty(entry.getKey(), number);
                case String text -> json.addProperty(entry.getKey(), text);
                default -> throw new IllegalStateException("bound " + entry.getKey() + " has a value of type "
                        + entry.getValue().getClass().getName());
            }
        }
        return json;
    }

    static JsonObject stats(Stats stats) {
        JsonObject json = new JsonObject();
        json.addProperty("timeMillis", stats.timeMillis());
        json.addProperty("peakMemoryBytes", stats.peakMemoryBytes());
        json.addProperty("satVariables", stats.satVariables());
        json.addProperty("satClauses", stats.satClauses());
        JsonObject counts = new JsonObject();
        stats.counts().forEach(counts::addProperty);
        json.add("counts", counts);
        return json;
    }

    private static JsonObject finding(Finding finding) {
        JsonObject json = new JsonObject();
        json.addProperty("kind", Rule.of(finding).id());
        switch (finding) {
            case DataRaceFinding race -> {
                json.addProperty("target", race.target());
                JsonArray accesses = new JsonArray();
                accesses.add(access(race.first()));
                accesses.add(access(race.second()));
                json.add("accesses", accesses);
            }
            case DeadlockFinding deadlock -> {
                JsonArray waits = new JsonArray();
                for (DeadlockFinding.Wait w : deadlock.waits()) {
                    JsonObject wait = new JsonObject();
                    wait.addProperty("thread", w.thread());
                    wait.addProperty("file", w.file());
                    wait.addProperty("line", w.line());
                    wait.addProperty("function", w.function());
                    wait.addProperty("text", w.text());
                    wait.addProperty("waitsIn", w.waitsIn());
                    waits.add(wait);
                }
                json.add("waits", waits);
            }
            case AssertionFinding assertion -> {
                json.addProperty("file", assertion.file());
                json.addProperty("line", assertion.line());
                json.addProperty("function", assertion.function());
                json.addProperty("message", assertion.message());
                json.addProperty("property", assertion.property().key());
            }
        }
        json.add("trace", trace(finding.trace().steps()));
        if (!finding.trace().threadNames().isEmpty()) {
            JsonObject names = new JsonObject();
            finding.trace().threadNames().entrySet().stream().sorted(java.util.Map.Entry.comparingByKey())
                    .forEach(name -> names.addProperty(Integer.toString(name.getKey()), name.getValue()));
            json.add("threadNames", names);
        }
        return json;
    }

    private static JsonObject access(Access access) {
        JsonObject json = new JsonObject();
        json.addProperty("thread", access.thread());
        json.addProperty("access", access.kind().key());
        json.addProperty("file", access.file());
        json.addProperty("line", access.line());
        if (access.column() > 0) {
            json.addProperty("column", access.column());
        }
        json.addProperty("function", access.function());
        return json;
    }

    private static JsonArray trace(List<TraceStep> steps) {
        JsonArray json = new JsonArray();
        for (TraceStep step : steps) {
            JsonObject item = new JsonObject();
            item.addProperty("thread", step.thread());
            item.addProperty("function", step.function());
            item.addProperty("file", step.file());
            item.addProperty("line", step.line());
            item.addProperty("text", step.text());
            JsonArray values = new JsonArray();
            step.values().forEach(values::add);
            item.add("values", values);
            item.addProperty("contextSwitch", step.contextSwitch());
            json.add(item);
        }
        return json;
    }
}
