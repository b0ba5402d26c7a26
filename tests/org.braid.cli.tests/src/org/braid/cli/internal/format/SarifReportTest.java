package org.braid.cli.internal.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

class SarifReportTest {

    private static JsonObject run(String sarif) {
        JsonObject log = JsonParser.parseString(sarif).getAsJsonObject();
        assertEquals(1, log.getAsJsonArray("runs").size());
        return log.getAsJsonArray("runs").get(0).getAsJsonObject();
    }

    private static JsonObject violationRun() {
        return run(ReportFormat.SARIF.render(SampleResults.VIOLATION, "0.1.0.202611220000"));
    }

    private static JsonObject object(String json) {
        return JsonParser.parseString(json).getAsJsonObject();
    }

    @Test
    void logHeaderAndDriver() {
        JsonObject log = JsonParser.parseString(ReportFormat.SARIF.render(SampleResults.VIOLATION, "0.1.0"))
                .getAsJsonObject();
        assertEquals(List.of("$schema", "version", "runs"), List.copyOf(log.keySet()));
        assertEquals("https://json.schemastore.org/sarif-2.1.0.json", log.get("$schema").getAsString());
        assertEquals("2.1.0", log.get("version").getAsString());
        JsonObject driver = violationRun().getAsJsonObject("tool").getAsJsonObject("driver");
        assertEquals("Braid", driver.get("name").getAsString());
        assertEquals("0.1.0.202611220000", driver.get("version").getAsString());
        JsonArray rules = driver.getAsJsonArray("rules");
        assertEquals(4, rules.size());
        assertEquals("data-race", rules.get(0).getAsJsonObject().get("id").getAsString());
        assertEquals("warning", rules.get(0).getAsJsonObject().getAsJsonObject("defaultConfiguration")
                .get("level").getAsString());
        assertEquals("assertion", rules.get(1).getAsJsonObject().get("id").getAsString());
        assertEquals("error", rules.get(1).getAsJsonObject().getAsJsonObject("defaultConfiguration")
                .get("level").getAsString());
        assertEquals("deadlock", rules.get(2).getAsJsonObject().get("id").getAsString());
        assertEquals("error", rules.get(2).getAsJsonObject().getAsJsonObject("defaultConfiguration")
                .get("level").getAsString());
        assertEquals("uncaught-exception", rules.get(3).getAsJsonObject().get("id").getAsString());
        assertEquals("error", rules.get(3).getAsJsonObject().getAsJsonObject("defaultConfiguration")
                .get("level").getAsString());
    }

    @Test
    void raceResultHasBothAccessesAsLocations() {
        JsonObject result = violationRun().getAsJsonArray("results").get(0).getAsJsonObject();
        assertEquals("data-race", result.get("ruleId").getAsString());
        assertEquals(0, result.get("ruleIndex").getAsInt());
        assertEquals("warning", result.get("level").getAsString());
        assertEquals("data race on 'e->stoppingFlag': write in BCSP_PnpStop (thread 1) || read in BCSP_IoIncrement"
                + " (thread 2)", result.getAsJsonObject("message").get("text").getAsString());
        assertEquals(object("{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"examples/bluetooth.c\"},"
                + "\"region\":{\"startLine\":42}},\"logicalLocations\":[{\"name\":\"BCSP_PnpStop\",\"kind\":"
                + "\"function\"}]}"), result.getAsJsonArray("locations").get(0));
        assertEquals(1, result.getAsJsonArray("locations").size());
        assertEquals(object("{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"examples/bluetooth.c\"},"
                + "\"region\":{\"startLine\":57}},\"logicalLocations\":[{\"name\":\"BCSP_IoIncrement\",\"kind\":"
                + "\"function\"}],\"message\":{\"text\":\"read in BCSP_IoIncrement (thread 2)\"},\"id\":1}"),
                result.getAsJsonArray("relatedLocations").get(0));
    }

    @Test
    void oneThreadFlowPerThreadInOrderOfFirstStep() {
        JsonObject result = violationRun().getAsJsonArray("results").get(0).getAsJsonObject();
        assertEquals(1, result.getAsJsonArray("codeFlows").size());
        JsonArray flows = result.getAsJsonArray("codeFlows").get(0).getAsJsonObject().getAsJsonArray("threadFlows");
        assertEquals(List.of("T0", "T2", "T1"), ids(flows));
        assertEquals(List.of(0, 1), executionOrders(flows.get(0)));
        assertEquals(List.of(2, 4), executionOrders(flows.get(1)));
        assertEquals(List.of(3), executionOrders(flows.get(2)));
        assertEquals(object("{\"location\":{\"physicalLocation\":{\"artifactLocation\":{\"uri\":"
                + "\"examples/bluetooth.c\"},\"region\":{\"startLine\":42}},\"logicalLocations\":[{\"name\":"
                + "\"BCSP_PnpStop\",\"kind\":\"function\"}],\"message\":{\"text\":\"e->stoppingFlag = 1;\"}},"
                + "\"executionOrder\":3,\"properties\":{\"values\":[\"e->stoppingFlag := 1\"],"
                + "\"contextSwitch\":true}}"),
                flows.get(2).getAsJsonObject().getAsJsonArray("locations").get(0));
        assertEquals("thread 2", flows.get(1).getAsJsonObject().getAsJsonObject("message").get("text").getAsString());
    }

    @Test
    void executionOrdersRecoverTheInterleaving() {
        JsonObject result = violationRun().getAsJsonArray("results").get(1).getAsJsonObject();
        JsonArray flows = result.getAsJsonArray("codeFlows").get(0).getAsJsonObject().getAsJsonArray("threadFlows");
        List<String> steps = new ArrayList<>(List.of("", "", "", "", "", ""));
        for (JsonElement flow : flows) {
            for (JsonElement location : flow.getAsJsonObject().getAsJsonArray("locations")) {
                int order = location.getAsJsonObject().get("executionOrder").getAsInt();
                steps.set(order, flow.getAsJsonObject().get("id").getAsString() + " " + location.getAsJsonObject()
                        .getAsJsonObject("location").getAsJsonObject("message").get("text").getAsString());
            }
        }
        assertEquals(List.of("T0 main()", "T1 tmp = count;", "T2 tmp = count;", "T2 count = tmp + 1;",
                "T1 count = tmp + 1;", "T0 assert(count == 2);"), steps);
    }

    @Test
    void assertionResultAndSynthesisedStepWithoutPhysicalLocation() {
        JsonObject result = violationRun().getAsJsonArray("results").get(1).getAsJsonObject();
        assertEquals("assertion", result.get("ruleId").getAsString());
        assertEquals(1, result.get("ruleIndex").getAsInt());
        assertEquals("error", result.get("level").getAsString());
        assertEquals("assertion violated in main: count == 2",
                result.getAsJsonObject("message").get("text").getAsString());
        assertFalse(result.has("relatedLocations"));
        JsonObject harnessStep = result.getAsJsonArray("codeFlows").get(0).getAsJsonObject()
                .getAsJsonArray("threadFlows").get(0).getAsJsonObject().getAsJsonArray("locations").get(0)
                .getAsJsonObject().getAsJsonObject("location");
        assertEquals(object("{\"logicalLocations\":[{\"name\":\"<harness>\",\"kind\":\"function\"}],"
                + "\"message\":{\"text\":\"main()\"}}"), harnessStep);
    }

    @Test
    void runPropertiesCarryVerdictBoundsAndStats() {
        JsonObject properties = run(ReportFormat.SARIF.render(SampleResults.UNKNOWN, "0.1.0"))
                .getAsJsonObject("properties");
        assertEquals(List.of("verdict", "reason", "bounds", "stats"), List.copyOf(properties.keySet()));
        assertEquals("unknown", properties.get("verdict").getAsString());
        assertEquals("unsupported construct at a.c:3: inline assembly", properties.get("reason").getAsString());
        assertEquals(object("{\"strategy\":\"kiss\",\"maxTs\":1,\"unwind\":2,\"threads\":4,\"timeout\":60}"),
                properties.get("bounds"));
        assertEquals(new JsonArray(), run(ReportFormat.SARIF.render(SampleResults.UNKNOWN, "0.1.0"))
                .getAsJsonArray("results"));
    }

    @Test
    void fileNamesBecomeUris() {
        assertEquals("examples/my%20file.c", Uris.of("examples/my file.c"));
        assertEquals("file:///tmp/a.c", Uris.of("/tmp/a.c"));
    }

    private static List<String> ids(JsonArray flows) {
        List<String> ids = new ArrayList<>();
        flows.forEach(flow -> ids.add(flow.getAsJsonObject().get("id").getAsString()));
        return ids;
    }

    private static List<Integer> executionOrders(JsonElement flow) {
        List<Integer> orders = new ArrayList<>();
        flow.getAsJsonObject().getAsJsonArray("locations")
                .forEach(location -> orders.add(location.getAsJsonObject().get("executionOrder").getAsInt()));
        return orders;
    }

    @Test
    void cutsAreToolNotificationsAtTheirPlace() {
        JsonObject run = JsonParser.parseString(ReportFormat.SARIF.render(SampleResults.CUT, "0.1.0")).getAsJsonObject()
                .getAsJsonArray("runs").get(0).getAsJsonObject();
        assertEquals(false, run.getAsJsonObject("properties").get("complete").getAsBoolean());
        JsonArray notifications = run.getAsJsonArray("invocations").get(0).getAsJsonObject()
                .getAsJsonArray("toolExecutionNotifications");
        assertEquals(2, notifications.size());
        JsonObject loop = notifications.get(0).getAsJsonObject();
        assertEquals("note", loop.get("level").getAsString());
        assertEquals("bound reached: loop at spin.c:12 ran more than 2 iterations",
                loop.getAsJsonObject("message").get("text").getAsString());
        assertEquals(12, loop.getAsJsonArray("locations").get(0).getAsJsonObject().getAsJsonObject("physicalLocation")
                .getAsJsonObject("region").get("startLine").getAsInt());
        assertEquals("bound-loop", loop.getAsJsonObject("descriptor").get("id").getAsString());
        assertFalse(notifications.get(1).getAsJsonObject().has("locations"));
    }

    @Test
    void unreachedPlacesAreToolNotificationsAtTheirLine() {
        JsonObject run = JsonParser.parseString(ReportFormat.SARIF.render(SampleResults.UNREACHED, "0.1.0"))
                .getAsJsonObject().getAsJsonArray("runs").get(0).getAsJsonObject();
        JsonArray notifications = run.getAsJsonArray("invocations").get(0).getAsJsonObject()
                .getAsJsonArray("toolExecutionNotifications");
        assertEquals(2, notifications.size());
        JsonObject assertion = notifications.get(1).getAsJsonObject();
        assertEquals("note", assertion.get("level").getAsString());
        assertEquals("assertion in main is never reached within the bounds, so it was not checked (vacuous)",
                assertion.getAsJsonObject("message").get("text").getAsString());
        assertEquals(21, assertion.getAsJsonArray("locations").get(0).getAsJsonObject()
                .getAsJsonObject("physicalLocation").getAsJsonObject("region").get("startLine").getAsInt());
        assertEquals("unreached-assertion", assertion.getAsJsonObject("descriptor").get("id").getAsString());
        assertEquals("unreached-thread-start", notifications.get(0).getAsJsonObject().getAsJsonObject("descriptor")
                .get("id").getAsString());
    }
}
