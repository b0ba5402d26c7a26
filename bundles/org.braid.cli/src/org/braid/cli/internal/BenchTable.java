package org.braid.cli.internal;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.braid.core.CheckResult;
import org.braid.core.Stats;

/** The table {@code braid bench} prints: one row per file, then the medians of the measured columns. */
final class BenchTable {
    private final int fileWidth;
    private final List<String> rows = new ArrayList<>();
    private final List<Stats> measured = new ArrayList<>();

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
    }

    void addInputError(String file) {
        rows.add(row(file, CliMessages.BENCH_INPUT_ERROR, "", "", "", "", ""));
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
