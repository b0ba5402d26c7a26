package org.braid.cli.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The rows of an earlier {@code braid bench} table, read back from its standard output (of any
 * Braid version that prints the same columns: file, verdict, findings, time, peak memory, SAT
 * variables, clauses), so that one run can compare a change with the commit before it
 * ({@code releng/bench-compare.sh}). Lines other than rows (the header, the medians, the summary)
 * are skipped.
 */
record BenchBaseline(Map<String, Row> rows) {

    /** One file's verdict, wall-clock time and clause count in the baseline. */
    record Row(String verdict, long timeMillis, long clauses) {
    }

    BenchBaseline {
        rows = Map.copyOf(rows);
    }

    Optional<Row> row(String file) {
        return Optional.ofNullable(rows.get(file));
    }

    /**
     * Reads a saved bench table.
     *
     * @throws InputException naming the file (and line) if it cannot be read or has no rows
     */
    static BenchBaseline read(Path file) throws InputException {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw new InputException(file.toString(), 0, CliMessages.BENCH_BASELINE_UNREADABLE, e);
        }
        Map<String, Row> rows = new LinkedHashMap<>();
        for (String line : lines) {
            String[] cells = line.trim().split("\\s+");
            if (cells.length != 7 || !isVerdict(cells[1])) {
                continue;
            }
            try {
                rows.put(cells[0], new Row(cells[1], Math.round(Double.parseDouble(cells[3]) * 1000),
                    Long.parseLong(cells[6])));
            } catch (NumberFormatException e) {
                throw new InputException(file.toString(), lines.indexOf(line) + 1, CliMessages.BENCH_BASELINE_BAD_ROW,
                    e);
            }
        }
        if (rows.isEmpty()) {
            throw new InputException(file.toString(), 0, CliMessages.BENCH_BASELINE_EMPTY, null);
        }
        return new BenchBaseline(rows);
    }

    private static boolean isVerdict(String cell) {
        return cell.equals("violation") || cell.equals("no-violation-within-bounds") || cell.equals("unknown");
    }
}
