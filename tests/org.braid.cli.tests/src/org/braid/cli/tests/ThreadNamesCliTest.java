package org.braid.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.braid.cli.internal.Main;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Java threads are named as the JVM names them, in messages, interleavings, JSON and SARIF
 * (fixtures/java/names): {@code main}; {@code Thread-0}, {@code Thread-1}, ... in the order of
 * construction of threads without a name (started or not, subclasses too); the name given to a
 * constructor; the name given to {@code setName} (the number was still taken).
 */
class ThreadNamesCliTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int braid(String... args) {
        return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    private static String fixture(String name) {
        Path local = Path.of("fixtures", "java", "names");
        return (Files.isDirectory(local) ? local : Path.of("tests", "org.braid.cli.tests", "fixtures", "java",
                "names")).resolve(name).toString();
    }

    /** The finding lines (not the interleavings' steps). */
    private List<String> findings() {
        return out.toString().lines().filter(line -> !line.startsWith(" ") && !line.startsWith("verdict:")
                && !line.startsWith("answered by ")).toList();
    }

    /** The thread tags and switches of the first interleaving, each run of one thread's tags once. */
    private List<String> lanes() {
        List<String> lanes = new ArrayList<>();
        boolean inFirst = false;
        for (String line : out.toString().lines().toList()) {
            if (line.equals("  interleaving:")) {
                if (inFirst) {
                    break;
                }
                inFirst = true;
            } else if (inFirst && line.startsWith("    ---")) {
                lanes.add(line.strip());
            } else if (inFirst && line.startsWith("    [")) {
                String tag = line.strip().substring(0, line.strip().indexOf(']') + 1);
                if (lanes.isEmpty() || !lanes.get(lanes.size() - 1).equals(tag)) {
                    lanes.add(tag);
                }
            } else if (inFirst && !line.startsWith(" ")) {
                break;
            }
        }
        return lanes;
    }

    @Test
    void unnamedThreadsAreNumberedInTheOrderOfConstruction() {
        String file = fixture("UnnamedThreads.java");
        assertEquals(1, braid("check", "--property", "race", file), err.toString());
        assertEquals(List.of(
                file + ":14:13: warning: data race on 'UnnamedThreads.shared': read in UnnamedThreads$Reader.run() "
                        + "(thread \"Thread-2\") || write in UnnamedThreads$lambda$1.run() (thread \"Thread-0\")",
                file + ":20:13: note: write in UnnamedThreads$lambda$1.run() (thread \"Thread-0\")"), findings());
    }

    @Test
    void aNameGivenToTheConstructorIsTheThreadsName() {
        String file = fixture("NamedThreads.java");
        assertEquals(1, braid("check", "--property", "race", file), err.toString());
        assertEquals(List.of(
                file + ":17:13: warning: data race on 'NamedThreads.shared': read in NamedThreads$Reader.run() "
                        + "(thread \"reader\") || write in NamedThreads$lambda$1.run() (thread \"writer\")",
                file + ":23:13: note: write in NamedThreads$lambda$1.run() (thread \"writer\")"), findings());
    }

    @Test
    void setNameRenamesTheThreadAndTheInterleavingIsTaggedWithTheNames() {
        String file = fixture("SetNameThreads.java");
        assertEquals(1, braid("check", "--property", "exception", file), err.toString());
        assertEquals(List.of(file + ":14: error: uncaught NullPointerException: config in thread \"loader\" at "
                + "SetNameThreads.java:14"), findings());
        assertEquals(List.of("[main]", "--- switch to loader ---", "[loader]"), lanes());
        List<String> steps = out.toString().lines().filter(line -> line.startsWith("    [")).toList();
        assertEquals(List.of("    [main]   SetNameThreads.java:11", "    [loader] SetNameThreads.java:13"),
                List.of(steps.get(0).substring(0, 35), steps.stream().filter(line -> line.contains("shared = 1;"))
                        .findFirst().orElseThrow().substring(0, 35)), "tags are padded to the widest");
    }

    @Test
    void theRenamedThreadRacesWithThreadOneAndJsonAndSarifCarryTheNames() {
        String file = fixture("SetNameThreads.java");
        assertEquals(1, braid("check", "--format", "json", "--property", "race", file), err.toString());
        JsonObject race = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("findings").get(0)
                .getAsJsonObject();
        assertEquals("{\"0\":\"main\",\"1\":\"loader\",\"2\":\"Thread-1\"}", race.get("threadNames").toString());
        out.getBuffer().setLength(0);
        assertEquals(1, braid("check", "--format", "sarif", "--property", "race", file), err.toString());
        JsonObject result = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("runs").get(0)
                .getAsJsonObject().getAsJsonArray("results").get(0).getAsJsonObject();
        assertEquals("write in SetNameThreads$lambda$1.run() (thread \"loader\") || write in "
                + "SetNameThreads$lambda$2.run() (thread \"Thread-1\")", result.getAsJsonObject("message")
                        .get("text").getAsString().replaceFirst("^data race on 'SetNameThreads.shared': ", ""));
        List<String> flows = new ArrayList<>();
        result.getAsJsonArray("codeFlows").get(0).getAsJsonObject().getAsJsonArray("threadFlows").forEach(flow ->
                flows.add(flow.getAsJsonObject().getAsJsonObject("message").get("text").getAsString()));
        assertEquals(Set.of("thread \"main\"", "thread \"loader\"", "thread \"Thread-1\""), Set.copyOf(flows),
                "one flow per thread, in the order of their first steps: " + flows);
        assertEquals(3, flows.size());
    }
}
