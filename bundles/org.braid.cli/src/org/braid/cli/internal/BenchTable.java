package org.braid.cli.internal;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

import org.braid.core.CheckResult;
import org.braid.core.Stats;
import org.braid.core.Verdict;

/**
 * The table {@code braid bench} prints: one row per file, then the medians of the measured
 * columns, then a summary: how many files were decided, how verdicts compare with the outcome a
 * file's name states ({@code *-unsafe} expects a violation, {@code *-safe} none), and a histogram
 * of the reasons for {@code unknown} (the reason without its {@code at FILE:LINE}, so that the
 * same kind of reason counts once per file).
 */
final class BenchTable {
    private static final Pattern LOCATION = Pattern.compile(" at \\S+:\\d+$");

    private final int fileWidth;
    private final List<String> rows = new ArrayList<>();
    private final List<Stats> measured = new ArrayList<>();
    private final Map<Verdict, Integer> verdicts = new EnumMap<>(Verdict.class);
    private final Map<String, Integer> unknownReasons = new TreeMap<>();
    private final List<String> falseAlarms = new ArrayList<>();
    private final List<String> missed = new ArrayList<>();
    private int inputErrors;

    BenchTable(List<String> fileNames) {
        this.fileWidth = Math.max(CliMessages.BENCH_MEDIAN.length(),
                fileNames.stream().mapToInt(String::length).max().orElse(0));
    }

    void add(String file, CheckResult result) {
        Stats stats = result.stats();
        rows.add(row(file, result.verdict().jsonName(), Integer.toString(result.findings().size()),
                millisAsSeconds(stats.timeMillis()), megabytes(stats.peakMemoryBytes()),
                Long.toString(stats.satVariables()), Long.toString(stats.satClauses())));
        measured.add(stats);
        verdicts.merge(result.verdict(), 1, Integer::sum);
        result.reason().filter(reason -> result.verdict() == Verdict.UNKNOWN)
                .ifPresent(reason -> unknownReasons.merge(LOCATION.matcher(reason).replaceFirst(""), 1, Integer::sum));
        String stem = file.replaceFirst("\\.[^.]*$", "");
        if (stem.endsWith("-safe") && result.verdict() == Verdict.VIOLATION) {
            falseAlarms.add(file);
        } else if (stem.endsWith("-unsafe") && result.verdict() == Verdict.NO_VIOLATION_WITHIN_BOUNDS) {
            missed.add(file);
        }
    }

    void addInputError(String file) {
        rows.add(row(file, CliMessages.BENCH_INPUT_ERROR, "", "", "", "", ""));
        inputErrors++;
    }

    void print(PrintWriter out) {
        out.println(row(CliMessages.BENCH_COLUMNS));
        rows.forEach(out::println);
        if (!measured.isEmpty()) {
            out.println(row(CliMessages.BENCH_MEDIAN, "", "",
                    millisAsSeconds(median(measured.stream().mapToLong(Stats::timeMillis).toArray())),
                    megabytes(median(measured.stream().mapToLong(Stats::peakMemoryBytes).toArray())),
                    Long.toString(median(measured.stream().mapToLong(Stats::satVariables).toArray())),
                    Long.toString(median(measured.stream().mapToLong(Stats::satClauses).toArray()))));
        }
        int files = measured.size() + inputErrors;
        int unknown = verdicts.getOrDefault(Verdict.UNKNOWN, 0);
        out.println();
        out.println(String.format(Locale.ROOT, CliMessages.BENCH_DECIDED, files - unknown - inputErrors, files,
                verdicts.getOrDefault(Verdict.VIOLATION, 0), verdicts.getOrDefault(Verdict.NO_VIOLATION_WITHIN_BOUNDS, 0),
                unknown, inputErrors));
        out.println(String.format(Locale.ROOT, CliMessages.BENCH_AGAINST_NAMES, falseAlarms.size(), missed.size()));
        falseAlarms.forEach(file -> out.println(String.format(Locale.ROOT, CliMessages.BENCH_FALSE_ALARM, file)));
        missed.forEach(file -> out.println(String.format(Locale.ROOT, CliMessages.BENCH_MISSED, file)));
        if (!unknownReasons.isEmpty()) {
            out.println(CliMessages.BENCH_UNKNOWN_REASONS);
            unknownReasons.entrySet().stream()
                    .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                    .forEach(e -> out.println(String.format(Locale.ROOT, "  %4d  %s", e.getValue(), e.getKey())));
        }
        out.flush();
    }

    private String row(String... cells) {
        String file = cells[0] + " ".repeat(fileWidth - cells[0].length());
        Object[] rest = Arrays.copyOfRange(cells, 1, cells.length);
        return (file + String.format(Locale.ROOT, CliMessages.BENCH_ROW, rest)).stripTrailing();
    }

    /** The median; for an even count the lower of the two middle values, so that it is a measured value. */
    static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[(sorted.length - 1) / 2];
    }

    private static String millisAsSeconds(long millis) {
        return String.format(Locale.ROOT, "%.2f", millis / 1000.0);
    }

    private static String megabytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f", bytes / (1024.0 * 1024.0));
    }
}
