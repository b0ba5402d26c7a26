package org.braid.cli.internal.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

class JsonReportTest {

    private static JsonObject parse(String json) {
        return JsonParser.parseString(json).getAsJsonObject();
    }

    @Test
    void topLevelFields() {
        JsonObject json = parse(ReportFormat.JSON.render(SampleResults.VIOLATION, "0.1.0"));
        assertEquals(List.of("verdict", "bounds", "findings", "suppressed", "cuts", "unreached", "stats"), List.copyOf(json.keySet()));
        assertEquals("violation", json.get("verdict").getAsString());
        assertEquals(parse("{\"strategy\":\"kiss\",\"maxTs\":1,\"unwind\":2,\"threads\":4,\"timeout\":60}"), json.get("bounds"));
        assertEquals(parse("{\"timeMillis\":410,\"peakMemoryBytes\":52428800,\"satVariables\":1234,"
                + "\"satClauses\":5678,\"counts\":{\"solverCalls\":2}}"), json.get("stats"));
        assertEquals(2, json.getAsJsonArray("findings").size());
    }

    @Test
    void raceHasTargetExactlyTwoAccessesAndTrace() {
        JsonObject race = parse(ReportFormat.JSON.render(SampleResults.VIOLATION, "0.1.0"))
                .getAsJsonArray("findings").get(0).getAsJsonObject();
        assertEquals(List.of("kind", "target", "accesses", "trace"), List.copyOf(race.keySet()));
        assertEquals("data-race", race.get("kind").getAsString());
        assertEquals("e->stoppingFlag", race.get("target").getAsString());
        assertEquals(JsonParser.parseString("["
                + "{\"thread\":1,\"access\":\"write\",\"file\":\"examples/bluetooth.c\",\"line\":42,"
                + "\"function\":\"BCSP_PnpStop\"},"
                + "{\"thread\":2,\"access\":\"read\",\"file\":\"examples/bluetooth.c\",\"line\":57,"
                + "\"function\":\"BCSP_IoIncrement\"}]"), race.get("accesses"));
        JsonArray trace = race.getAsJsonArray("trace");
        assertEquals(5, trace.size());
        assertEquals(parse("{\"thread\":2,\"function\":\"BCSP_IoIncrement\",\"file\":\"examples/bluetooth.c\","
                + "\"line\":56,\"text\":\"e->pendingIo++;\",\"values\":[\"e->pendingIo == 1\",\"e->pendingIo := 2\"],"
                + "\"contextSwitch\":true}"), trace.get(2));
        assertEquals(List.of("thread", "function", "file", "line", "text", "values", "contextSwitch"),
                List.copyOf(trace.get(0).getAsJsonObject().keySet()));
    }

    @Test
    void assertionHasLocationMessagePropertyAndTrace() {
        JsonObject assertion = parse(ReportFormat.JSON.render(SampleResults.VIOLATION, "0.1.0"))
                .getAsJsonArray("findings").get(1).getAsJsonObject();
        assertEquals(List.of("kind", "file", "line", "function", "message", "property", "trace"),
                List.copyOf(assertion.keySet()));
        assertEquals("assert", assertion.get("property").getAsString());
        assertEquals("assertion", assertion.get("kind").getAsString());
        assertEquals("examples/counter.c", assertion.get("file").getAsString());
        assertEquals(20, assertion.get("line").getAsInt());
        assertEquals("main", assertion.get("function").getAsString());
        assertEquals("count == 2", assertion.get("message").getAsString());
        assertEquals(parse("{\"thread\":0,\"function\":\"<harness>\",\"file\":\"<braid>\",\"line\":0,"
                + "\"text\":\"main()\",\"values\":[],\"contextSwitch\":false}"),
                assertion.getAsJsonArray("trace").get(0));
    }

    @Test
    void unknownHasReasonAndNoViolationHasNone() {
        JsonObject unknown = parse(ReportFormat.JSON.render(SampleResults.UNKNOWN, "0.1.0"));
        assertEquals(List.of("verdict", "reason", "bounds", "findings", "suppressed", "cuts", "unreached", "stats"),
                List.copyOf(unknown.keySet()));
        assertEquals("unknown", unknown.get("verdict").getAsString());
        assertEquals("unsupported construct at a.c:3: inline assembly", unknown.get("reason").getAsString());
        JsonObject none = parse(ReportFormat.JSON.render(SampleResults.NO_VIOLATION, "0.1.0"));
        assertEquals("no-violation-within-bounds", none.get("verdict").getAsString());
        assertFalse(none.has("reason"));
        assertEquals(new JsonArray(), none.get("findings"));
        assertEquals(parse("{\"strategy\":\"rounds\",\"rounds\":3,\"unwind\":4,\"threads\":4,\"timeout\":0}"), none.get("bounds"));
    }

    @Test
    void htmlCharactersAreNotEscaped() {
        String json = ReportFormat.JSON.render(SampleResults.VIOLATION, "0.1.0");
        assertEquals(true, json.contains("\"pthread_create(&t1, 0, stopper, e);\""), json);
        assertEquals(true, json.contains("\"e->stoppingFlag\""), json);
    }

    @Test
    void cutsAndCompletenessOfANoViolation() {
        JsonObject cut = parse(ReportFormat.JSON.render(SampleResults.CUT, "0.1.0"));
        assertEquals(false, cut.get("complete").getAsBoolean());
        assertEquals(JsonParser.parseString("[{\"kind\":\"loop\",\"file\":\"spin.c\",\"line\":12,\"bound\":2,"
                + "\"message\":\"loop at spin.c:12 ran more than 2 iterations\"},"
                + "{\"kind\":\"threads\",\"file\":\"\",\"line\":0,\"bound\":4,"
                + "\"message\":\"executions starting more than 4 threads were not explored\"}]"), cut.get("cuts"));
        JsonObject none = parse(ReportFormat.JSON.render(SampleResults.NO_VIOLATION, "0.1.0"));
        assertEquals(true, none.get("complete").getAsBoolean());
        assertEquals(new JsonArray(), none.get("cuts"));
    }

    @Test
    void unreachedPlacesHaveKindLocationFunctionAndMessage() {
        JsonObject json = parse(ReportFormat.JSON.render(SampleResults.UNREACHED, "0.1.0"));
        assertEquals(JsonParser.parseString("[{\"kind\":\"thread-start\",\"file\":\"relock.c\",\"line\":19,\"function\":\"main\","
                + "\"message\":\"thread creation in main is never reached within the bounds, so its thread never starts\"},"
                + "{\"kind\":\"assertion\",\"file\":\"relock.c\",\"line\":21,\"function\":\"main\","
                + "\"message\":\"assertion in main is never reached within the bounds, so it was not checked (vacuous)\"}]"),
                json.get("unreached"));
        assertEquals(true, json.get("complete").getAsBoolean());
    }
}
