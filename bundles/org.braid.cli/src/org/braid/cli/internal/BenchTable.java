package org.braid.cli.internal;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;

import org.braid.core.CheckResult;
import org.braid.core.Engine;
import org.braid.core.Stats;
import org.braid.core.Verdict;

/**
 * The table {@code braid bench} prints: one row per file, then the medians of the measured
 * columns, then a summary: how many files were decided, how verdicts compare with the outcome a
 * file's name states ({@code *-unsafe} expects a violation, {@code *-safe} none), and a histogram
 * of the reasons for {@code unknown} (the reason without its {@code at FILE:LINE}, so that the
 * same kind of reason counts once per file); with {@code --engine auto} also how many files each
 * engine answered.
 */
final class BenchTable {
    private static final Pattern LOCATION = Pattern.compile(" at \\S+:\\d+$");

    private final int fileWidth;
    private final List<String> rows = new ArrayList<>();
    private final List<Stats> measured = new ArrayList<>();
    private final Map<Verdict, Integer> verdicts = new EnumMap<>(Verdict.class);
    private final Map<String, Integer> unknownReasons = new TreeMap<>();
    private final Map<Engine, Integer> answeredBy = new EnumMap<>(Engine.class);
    private final List<String> falseAlarms = new ArrayList<>();
    private final List<String> missed = new ArrayList<>();
    private final Optional<BenchBaseline> baseline;
    private final List<double[]> ratios = new ArrayList<>();
    private final List<String> changed = new ArrayList<>();
    private long baseMillis;
    private long sameFilesMillis;
    private int inputErrors;

    BenchTable(List<String> fileNames) {
        this(fileNames, Optional.empty());
    }

    /** With a {@code baseline}, each row also gets its ratios to it and the summary the comparison. */
    BenchTable(List<String> fileNames, Optional<BenchBaseline> baseline) {
        this.fileWidth = Math.max(CliMessages.BENCH_MEDIAN.length(),
                fileNames.stream().mapToInt(String::length).max().orElse(0));
        this.baseline = baseline;
    }

    void add(String file, CheckResult result) {
        Stats stats = result.stats();
        rows.add(row(file, result.verdict().jsonName(), Integer.toString(result.findings().size()),
                millisAsSeconds(stats.timeMillis()), megabytes(stats.peakMemoryBytes()),
                Long.toString(stats.satVariables()), Long.toString(stats.satClauses()))
                + baseline.flatMap(b -> b.row(file)).map(old -> compared(file, result, old)).orElse(""));
        measured.add(stats);
        verdicts.merge(result.verdict(), 1, Integer::sum);
        result.portfolio().ifPresent(portfolio -> answeredBy.merge(portfolio.answered(), 1, Integer::sum));
        result.reason().filter(reason -> result.verdict() == Verdict.UNKNOWN)
                .ifPresent(reason -> unknownReasons.merge(LOCATION.matcher(reason).replaceFirst(""), 1, Integer::sum));
        String stem = file.replaceFirst("\\.[^.]*$", "");
        if (stem.endsWith("-safe") && result.verdict() == Verdict.VIOLATION) {
            falseAlarms.add(file);
        } else if (stem.endsWith("-unsafe") && (result.verdict() == Verdict.NO_VIOLATION_WITHIN_BOUNDS
                || result.verdict() == Verdict.PROVED)) {
            missed.add(file);
        }
    }

    /** The extra cells of a row that the baseline has, and the figures the summary compares. */
    private String compared(String file, CheckResult result, BenchBaseline.Row old) {
        Stats stats = result.stats();
        double time = ratio(stats.timeMillis(), old.timeMillis());
        double clauses = ratio(stats.satClauses(), old.clauses());
        ratios.add(new double[] {time, clauses});
        baseMillis += old.timeMillis();
        sameFilesMillis += stats.timeMillis();
        String verdict = result.verdict().jsonName();
        if (!verdict.equals(old.verdict())) {
            changed.add(file + ": " + old.verdict() + " -> " + verdict);
        }
        return String.format(Locale.ROOT, CliMessages.BENCH_BASELINE_CELLS, millisAsSeconds(old.timeMillis()),
                formatRatio(time), formatRatio(clauses), verdict.equals(old.verdict()) ? ""
                    : String.format(Locale.ROOT, CliMessages.BENCH_BASELINE_CHANGED, old.verdict())).stripTrailing();
    }

    /** {@code now / before}; NaN when there is nothing to compare with (a zero baseline). */
    private static double ratio(long now, long before) {
        return before == 0 ? Double.NaN : (double) now / before;
    }

    private static String formatRatio(double ratio) {
        return Double.isNaN(ratio) ? "-" : String.format(Locale.ROOT, "%.2f", ratio);
    }

    /** The median of the defined values (the lower middle one), or NaN if there are none. */
    private static double median(List<double[]> values, int column) {
        double[] defined = values.stream().mapToDouble(v -> v[column]).filter(v -> !Double.isNaN(v)).sorted().toArray();
        return defined.length == 0 ? Double.NaN : defined[(defined.length - 1) / 2];
    }

    void addInputError(String file) {
        rows.add(row(file, CliMessages.BENCH_INPUT_ERROR, "", "", "", "", ""));
        inputErrors++;
    }

    void print(PrintWriter out) {
        out.println((row(CliMessages.BENCH_COLUMNS) + (baseline.isEmpty() ? ""
                : String.format(Locale.ROOT, CliMessages.BENCH_BASELINE_CELLS,
                    (Object[]) CliMessages.BENCH_BASELINE_COLUMNS))).stripTrailing());
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
        int proved = verdicts.getOrDefault(Verdict.PROVED, 0);
        out.println(proved == 0
                ? String.format(Locale.ROOT, CliMessages.BENCH_DECIDED, files - unknown - inputErrors, files,
                        verdicts.getOrDefault(Verdict.VIOLATION, 0),
                        verdicts.getOrDefault(Verdict.NO_VIOLATION_WITHIN_BOUNDS, 0), unknown, inputErrors)
                : String.format(Locale.ROOT, CliMessages.BENCH_DECIDED_PROVED, files - unknown - inputErrors, files,
                        verdicts.getOrDefault(Verdict.VIOLATION, 0), proved,
                        verdicts.getOrDefault(Verdict.NO_VIOLATION_WITHIN_BOUNDS, 0), unknown, inputErrors));
        out.println(String.format(Locale.ROOT, CliMessages.BENCH_AGAINST_NAMES, falseAlarms.size(), missed.size()));
        falseAlarms.forEach(file -> out.println(String.format(Locale.ROOT, CliMessages.BENCH_FALSE_ALARM, file)));
        missed.forEach(file -> out.println(String.format(Locale.ROOT, CliMessages.BENCH_MISSED, file)));
        if (!answeredBy.isEmpty()) {
            out.println(String.format(Locale.ROOT, CliMessages.BENCH_ANSWERED_BY,
                    answeredBy.getOrDefault(Engine.BMC, 0), answeredBy.getOrDefault(Engine.DPOR, 0)));
        }
        if (!unknownReasons.isEmpty()) {
            out.println(CliMessages.BENCH_UNKNOWN_REASONS);
            unknownReasons.entrySet().stream()
                    .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                    .forEach(e -> out.println(String.format(Locale.ROOT, "  %4d  %s", e.getValue(), e.getKey())));
        }
        if (baseline.isPresent()) {
            out.println(String.format(Locale.ROOT, CliMessages.BENCH_BASELINE_SUMMARY, ratios.size(),
                    formatRatio(median(ratios, 0)), sameFilesMillis / 1000.0, baseMillis / 1000.0,
                    formatRatio(ratio(sameFilesMillis, baseMillis)), formatRatio(median(ratios, 1)), changed.size()));
            changed.forEach(line -> out.println("  " + line));
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
