package org.braid.ui.internal.analysis;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
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
import org.braid.core.frontend.Diagnostic;
import org.braid.core.frontend.FrontEndSettings;
import org.braid.core.frontend.Lowering;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Printer;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;

/**
 * Results of earlier checks, keyed by what determines them: the harness, the check options, the
 * front end's options (include directories and macros, so that changed build settings re-check),
 * the printed IR of the globals and of every function the harness's entry functions can reach
 * (environment models included: they are functions of the program), the full source location of
 * each of their statements (file, line, column and source text, which findings and traces quote),
 * and the diagnostics that make a check unknown at file scope or in those functions. Editing a
 * function no harness reaches, or saving without a change, finds the result here; any edit a
 * finding of the harness could show (a reached statement, even only its spacing or a comment on
 * its line) checks it again. A process-wide bounded LRU map; thread-safe.
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

    /** The key of checking {@code target} on {@code lowering}, lowered with {@code frontEnd}, with {@code options}. */
    public static String key(AnalysisTarget target, Lowering lowering, CheckOptions options,
            FrontEndSettings frontEnd) {
        Program program = lowering.program();
        List<Procedure> involved = involved(program, target.entries());
        StringBuilder text = new StringBuilder(target.key()).append('\n').append(options).append('\n')
                .append(frontEnd).append('\n').append(Printer.print(program.withProcedures(involved)));
        program.globals().values().forEach(global -> location(text, global.loc()));
        for (Procedure procedure : involved) {
            location(text, procedure.loc());
            for (Block block : procedure.blocks()) {
                block.statements().forEach(statement -> location(text, statement.loc()));
                location(text, block.terminator().loc());
            }
        }
        Set<String> names = new HashSet<>();
        involved.forEach(procedure -> names.add(procedure.name()));
        for (Diagnostic diagnostic : lowering.diagnostics()) {
            boolean reached = diagnostic.inFunction().filter(f -> !f.isEmpty())
                    .map(f -> names.contains(f) || !program.procedures().containsKey(f)).orElse(true);
            if (diagnostic.makesResultUnknown() && reached) {
                text.append(diagnostic).append('\n');
            }
        }
        return sha256(text.toString());
    }

    private static void location(StringBuilder text, Loc loc) {
        text.append(loc.file()).append(':').append(loc.line()).append(':').append(loc.column()).append(' ')
                .append(loc.text()).append('\n');
    }

    private static String sha256(String text) {
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
