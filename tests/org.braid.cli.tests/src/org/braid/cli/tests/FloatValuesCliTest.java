package org.braid.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.braid.cli.internal.Main;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code braid check} writes {@code float} and {@code double} values in traces as numbers, the
 * shortest text that reads back as printf's {@code %g} spells it, not as the integers of their
 * bits: a global double, a struct's float field, a local double and a function's double
 * parameters (fixtures/float/float-values-unsafe.c), alike in text and JSON and with both engines.
 */
class FloatValuesCliTest {
    private static final List<String> ENGINES = List.of("bmc", "dpor");

    /** The values of each step of the user's code, in trace order, as {@code line: values}. */
    private static final List<String> VALUES = List.of(
        "19: [limit := 0.3]",
        "20: [last.celsius := -0.33333334]",
        "21: [total = 0.1]",
        "14: [sum = 0.1, x = 0.2]",
        "21: [total := 0.30000000000000004]",
        "22: [total = 0.30000000000000004, limit = 0.3]",
        "22: []");

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int braid(String... args) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    private static String fixture() {
        Path local = Path.of("fixtures", "float", "float-values-unsafe.c");
        return (Files.exists(local) ? local : Path.of("tests", "org.braid.cli.tests", "fixtures", "float",
            "float-values-unsafe.c")).toString();
    }

    @Test
    void theTextTraceShowsTheNumbers() {
        for (String engine : ENGINES) {
            assertEquals(1, braid("check", "--engine", engine, "--property", "assert", fixture()), err::toString);
            List<String> lines = out.toString().lines().toList();
            assertEquals(fixture() + ":22: error: assertion violated in main: assert(total <= limit);", lines.get(0));
            assertEquals(List.of(
                "  interleaving:",
                "    [T0] float-values-unsafe.c:19  double limit = 0.3;         limit := 0.3",
                "    [T0] float-values-unsafe.c:20  last.celsius = -1.0f / 3;   last.celsius := -0.33333334",
                "    [T0] float-values-unsafe.c:21  total = add(total, 0.2);    total = 0.1",
                "    [T0] float-values-unsafe.c:14  return sum + x;             sum = 0.1, x = 0.2",
                "    [T0] float-values-unsafe.c:21  total = add(total, 0.2);    total := 0.30000000000000004",
                "    [T0] float-values-unsafe.c:22  assert(total <= limit);     total = 0.30000000000000004, limit = 0.3"),
                lines.subList(1, 8), engine);
        }
    }

    @Test
    void theJsonTraceShowsTheNumbers() {
        for (String engine : ENGINES) {
            assertEquals(1, braid("check", "--engine", engine, "--property", "assert", "--format", "json", fixture()),
                err::toString);
            JsonObject finding = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("findings")
                .get(0).getAsJsonObject();
            assertEquals(22, finding.get("line").getAsInt(), engine);
            List<String> values = new ArrayList<>();
            for (JsonElement e : finding.getAsJsonArray("trace")) {
                JsonObject step = e.getAsJsonObject();
                if (step.get("file").getAsString().equals(fixture())) {
                    List<String> texts = new ArrayList<>();
                    step.getAsJsonArray("values").forEach(v -> texts.add(v.getAsString()));
                    values.add(step.get("line").getAsInt() + ": " + texts);
                }
            }
            assertEquals(VALUES, values, engine);
        }
    }
}
