package org.braid.cli.internal.format;

import java.util.List;

import org.braid.cli.internal.CliMessages;
import org.braid.core.Access;
import org.braid.core.CheckResult;
import org.braid.core.DataRaceFinding;
import org.braid.core.Finding;
import org.braid.core.Trace;
import org.braid.core.TraceStep;
import org.braid.core.suppression.Review;
import org.braid.core.suppression.SuppressedFinding;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/**
 * The report in SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), for code
 * scanning services and IDEs. One run; the tool driver declares the rules {@code data-race}
 * and {@code assertion}; each finding is a result whose code flow has one thread flow per
 * thread, each location carrying its {@code executionOrder} (the step's index in the
 * interleaving) so that the interleaving can be put back together. The verdict, bounds and
 * stats go into the run's property bag. A suppressed finding is a result with SARIF's own
 * {@code suppressions}: kind {@code inSource} for a {@code braid: benign-race} comment,
 * {@code external} for a suppression file entry, the reason as its justification.
 */
public final class SarifReport {
    static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    static final String VERSION = "2.1.0";
    static final String TOOL = "Braid";

    private SarifReport() {
    }

    /** The SARIF log as a pretty-printed JSON document; {@code toolVersion} is Braid's version. */
    public static String render(CheckResult result, String toolVersion) {
        return render(result, Review.of(result.findings()), toolVersion);
    }

    /** The SARIF log with the findings as {@code review} split them. */
    public static String render(CheckResult result, Review review, String toolVersion) {
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create()
                .toJson(toJson(result, review, toolVersion));
    }

    /** The SARIF log as a JSON tree. */
    public static JsonObject toJson(CheckResult result, String toolVersion) {
        return toJson(result, Review.of(result.findings()), toolVersion);
    }

    /** The SARIF log as a JSON tree, the findings as {@code review} split them. */
    public static JsonObject toJson(CheckResult result, Review review, String toolVersion) {
        JsonObject run = new JsonObject();
        run.add("tool", tool(toolVersion));
        JsonArray results = new JsonArray();
        review.reported().forEach(finding -> results.add(result(finding)));
        review.suppressed().forEach(suppressed -> results.add(suppressedResult(suppressed)));
        run.add("results", results);
        JsonObject properties = new JsonObject();
        properties.addProperty("verdict", result.verdict().jsonName());
        result.reason().ifPresent(reason -> properties.addProperty("reason", reason));
        properties.add("bounds", JsonReport.bounds(result.bounds()));
        if (result.verdict() == org.braid.core.Verdict.NO_VIOLATION_WITHIN_BOUNDS) {
            properties.addProperty("complete", result.complete());
        }
        properties.add("stats", JsonReport.stats(result.stats()));
        result.portfolio().ifPresent(portfolio -> properties.add("portfolio", JsonReport.portfolio(portfolio)));
        run.add("properties", properties);
        if (!result.cuts().isEmpty() || !result.unreached().isEmpty()) {
            JsonArray notifications = new JsonArray();
            result.cuts().forEach(cut -> notifications.add(notification(cut)));
            result.unreached().forEach(place -> notifications.add(notification(place)));
            JsonObject invocation = new JsonObject();
            invocation.addProperty("executionSuccessful", true);
            invocation.add("toolExecutionNotifications", notifications);
            JsonArray invocations = new JsonArray();
            invocations.add(invocation);
            run.add("invocations", invocations);
        }

        JsonObject log = new JsonObject();
        log.addProperty("$schema", SCHEMA);
        log.addProperty("version", VERSION);
        JsonArray runs = new JsonArray();
        runs.add(run);
        log.add("runs", runs);
        return log;
    }

    private static JsonObject tool(String toolVersion) {
        JsonArray rules = new JsonArray();
        for (Rule rule : Rule.values()) {
            JsonObject descriptor = new JsonObject();
            descriptor.addProperty("id", rule.id());
            descriptor.add("shortDescription", message(rule.description()));
            JsonObject configuration = new JsonObject();
            configuration.addProperty("level", rule.level());
            descriptor.add("defaultConfiguration", configuration);
            rules.add(descriptor);
        }
        JsonObject driver = new JsonObject();
        driver.addProperty("name", TOOL);
        driver.addProperty("version", toolVersion);
        driver.add("rules", rules);
        JsonObject tool = new JsonObject();
        tool.add("driver", driver);
        return tool;
    }

    private static JsonObject result(Finding finding) {
        Rule rule = Rule.of(finding);
        JsonObject result = new JsonObject();
        result.addProperty("ruleId", rule.id());
        result.addProperty("ruleIndex", rule.ordinal());
        result.addProperty("level", rule.level());
        result.add("message", message(CliMessages.findingMessage(finding)));
        JsonArray locations = new JsonArray();
        JsonObject primary = location(finding.file(), finding.line(), finding.function(), null);
        locations.add(primary);
        result.add("locations", locations);
        if (finding instanceof DataRaceFinding race) {
            startColumn(primary, race.first().column());
            Access second = race.second();
            JsonObject related = location(second.file(), second.line(), second.function(),
                    CliMessages.access(second, race.trace()));
            startColumn(related, second.column());
            related.addProperty("id", 1);
            JsonArray relatedLocations = new JsonArray();
            relatedLocations.add(related);
            result.add("relatedLocations", relatedLocations);
        }
        JsonObject codeFlow = new JsonObject();
        codeFlow.add("threadFlows", threadFlows(finding.trace()));
        JsonArray codeFlows = new JsonArray();
        codeFlows.add(codeFlow);
        result.add("codeFlows", codeFlows);
        return result;
    }

    private static JsonObject suppressedResult(SuppressedFinding suppressed) {
        JsonObject result = result(suppressed.finding());
        JsonObject suppression = new JsonObject();
        suppression.addProperty("kind", suppressed.inSource() ? "inSource" : "external");
        suppression.addProperty("justification", suppressed.reason());
        JsonObject properties = new JsonObject();
        properties.addProperty("origin", suppressed.origin());
        suppression.add("properties", properties);
        JsonArray suppressions = new JsonArray();
        suppressions.add(suppression);
        result.add("suppressions", suppressions);
        return result;
    }

    /** One thread flow per thread, in order of the threads' first steps. */
    private static JsonArray threadFlows(Trace trace) {
        List<TraceStep> steps = trace.steps();
        JsonArray flows = new JsonArray();
        for (int thread : trace.threads()) {
            JsonArray locations = new JsonArray();
            for (int order = 0; order < steps.size(); order++) {
                TraceStep step = steps.get(order);
                if (step.thread() == thread) {
                    locations.add(threadFlowLocation(step, order));
                }
            }
            JsonObject flow = new JsonObject();
            flow.addProperty("id", "T" + thread);
            flow.add("message", message(CliMessages.thread(trace, thread)));
            flow.add("locations", locations);
            flows.add(flow);
        }
        return flows;
    }

    private static JsonObject threadFlowLocation(TraceStep step, int order) {
        JsonObject location = location(step.file(), step.line(), step.function(), step.text());
        JsonObject properties = new JsonObject();
        JsonArray values = new JsonArray();
        step.values().forEach(values::add);
        properties.add("values", values);
        properties.addProperty("contextSwitch", step.contextSwitch());
        JsonObject flowLocation = new JsonObject();
        flowLocation.add("location", location);
        flowLocation.addProperty("executionOrder", order);
        flowLocation.add("properties", properties);
        return flowLocation;
    }

    /**
     * A SARIF location. Code Braid synthesised (line 0) has no physical location, only its
     * function and message.
     */
    private static JsonObject location(String file, int line, String function, String text) {
        JsonObject location = new JsonObject();
        if (line > 0) {
            location.add("physicalLocation", physicalLocation(file, line));
        }
        JsonObject logical = new JsonObject();
        logical.addProperty("name", function);
        logical.addProperty("kind", "function");
        JsonArray logicalLocations = new JsonArray();
        logicalLocations.add(logical);
        location.add("logicalLocations", logicalLocations);
        if (text != null) {
            location.add("message", message(text));
        }
        return location;
    }

    /** A cut as a SARIF notification of level {@code note}, with its place when it has one. */
    private static JsonObject notification(org.braid.core.Cut cut) {
        return note("bound reached: " + cut.describe(), cut.file(), cut.line(), "bound-" + cut.kind().jsonName());
    }

    /** A place no execution within the bounds reaches, as a notification of level {@code note} at the place. */
    private static JsonObject notification(org.braid.core.Unreached place) {
        return note(place.describe(), place.file(), place.line(), "unreached-" + place.kind().jsonName());
    }

    /** A notification of level {@code note} with descriptor {@code id}, located when {@code line > 0}. */
    private static JsonObject note(String text, String file, int line, String id) {
        JsonObject notification = new JsonObject();
        notification.addProperty("level", "note");
        notification.add("message", message(text));
        if (line > 0) {
            JsonObject location = new JsonObject();
            location.add("physicalLocation", physicalLocation(file, line));
            JsonArray locations = new JsonArray();
            locations.add(location);
            notification.add("locations", locations);
        }
        JsonObject descriptor = new JsonObject();
        descriptor.addProperty("id", id);
        notification.add("descriptor", descriptor);
        return notification;
    }

    /** A SARIF physical location: the file's URI and the line. */
    /** Adds {@code startColumn} to a location's region when the column is known. */
    private static void startColumn(JsonObject location, int column) {
        if (column > 0 && location.has("physicalLocation")) {
            location.getAsJsonObject("physicalLocation").getAsJsonObject("region").addProperty("startColumn", column);
        }
    }

    private static JsonObject physicalLocation(String file, int line) {
        JsonObject artifact = new JsonObject();
        artifact.addProperty("uri", Uris.of(file));
        JsonObject region = new JsonObject();
        region.addProperty("startLine", line);
        JsonObject physical = new JsonObject();
        physical.add("artifactLocation", artifact);
        physical.add("region", region);
        return physical;
    }

    private static JsonObject message(String text) {
        JsonObject message = new JsonObject();
        message.addProperty("text", text);
        return message;
    }
}
