package org.braid.ui.internal.analysis;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.braid.core.CheckOptions;
import org.braid.core.CheckResult;
import org.braid.core.Verdict;
import org.braid.core.frontend.FrontEndSettings;
import org.braid.core.internal.ir.Printer;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;

/**
 * Results of earlier checks, keyed by what determines them: the harness, the check options, the
 * front end's options (include directories and macros, so that changed build settings re-check),
 * and the printed IR (with source lines) of the globals and of every function the harness's entry
 * functions can reach. Editing a function no harness reaches, or saving without a change, finds
 * the result here. A process-wide bounded LRU map; thread-safe.
 */
public final class ResultCache {
    private static final int CAPACITY = 512;
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final ResultCache INSTANCE = new ResultCache();

    private long hits;
    private long misses;
    private final Map<String, CheckResult> results = new LinkedHashMap<>(64, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, CheckResult> eldest) {
            return size() > CAPACITY;
        }
    };

    public static ResultCache instance() {
        return INSTANCE;
    }

    /** The key of checking {@code target} on {@code program}, lowered with {@code frontEnd}, with {@code options}. */
    public static String key(AnalysisTarget target, Program program, CheckOptions options, FrontEndSettings frontEnd) {
        List<Procedure> involved = involved(program, target.entries());
        String text = target.key() + "\n" + options + "\n" + frontEnd + "\n"
                + Printer.print(program.withProcedures(involved));
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /**
     * The procedures reachable from {@code entries}: a procedure is reached when its name occurs
     * in the printed IR of a reached one (calls, thread starts, function addresses). This
     * over-approximates the call graph, which only makes the key more specific.
     */
    static List<Procedure> involved(Program program, List<String> entries) {
        Map<String, Procedure> all = program.procedures();
        Set<String> reached = new LinkedHashSet<>();
        Deque<String> work = new ArrayDeque<>(entries);
        while (!work.isEmpty()) {
            String name = work.pop();
            Procedure procedure = all.get(name);
            if (procedure == null || !reached.add(name)) {
                continue;
            }
            Matcher matcher = IDENTIFIER.matcher(Printer.procedure(procedure));
            while (matcher.find()) {
                if (all.containsKey(matcher.group()) && !reached.contains(matcher.group())) {
                    work.push(matcher.group());
                }
            }
        }
        List<Procedure> involved = new ArrayList<>();
        for (Procedure procedure : all.values()) {
            if (reached.contains(procedure.name())) {
                involved.add(procedure);
            }
        }
        return involved;
    }

    public synchronized CheckResult get(String key) {
        CheckResult result = results.get(key);
        if (result == null) {
            misses++;
        } else {
            hits++;
        }
        return result;
    }

    /** How many lookups found a result (since the start). */
    public synchronized long hits() {
        return hits;
    }

    /** How many lookups found none, so that the checker ran (since the start). */
    public synchronized long misses() {
        return misses;
    }

    /** Keeps {@code result} unless it is {@code unknown} (a timeout or cancellation may not recur). */
    public synchronized void put(String key, CheckResult result) {
        if (result.verdict() != Verdict.UNKNOWN) {
            results.put(key, result);
        }
    }

    public synchronized void clear() {
        results.clear();
    }
}
