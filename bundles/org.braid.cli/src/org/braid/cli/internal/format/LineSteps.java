package org.braid.cli.internal.format;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.braid.core.TraceStep;

/**
 * Consecutive steps of one thread on the same source line (same file, line and statement text),
 * shown as one line of the text interleaving, as a debugger steps by line: one C line often runs
 * several of Braid's statements (the reads of a condition, then its branch; a 128-bit division is
 * a loop of about a thousand). The line's values are those of its steps in order, a read left out
 * when the same read was already listed and its variable has not been written since (the
 * division's loop reads its operands again and again). JSON and SARIF keep every step.
 */
final class LineSteps {

    private LineSteps() {
    }

    /** The first step of each line and the values of all steps of that line. */
    record Line(TraceStep first, List<String> values) {
    }

    static List<Line> of(List<TraceStep> steps) {
        List<Line> lines = new ArrayList<>();
        int start = 0;
        while (start < steps.size()) {
            TraceStep first = steps.get(start);
            int end = start;
            while (end + 1 < steps.size() && sameLine(first, steps.get(end + 1))) {
                end++;
            }
            lines.add(new Line(first, values(steps.subList(start, end + 1))));
            start = end + 1;
        }
        return lines;
    }

    private static boolean sameLine(TraceStep a, TraceStep b) {
        return a.thread() == b.thread() && a.line() == b.line() && a.file().equals(b.file())
            && a.text().equals(b.text());
    }

    private static List<String> values(List<TraceStep> steps) {
        List<String> values = new ArrayList<>();
        Set<String> reads = new LinkedHashSet<>();
        for (TraceStep step : steps) {
            for (String value : step.values()) {
                int write = value.indexOf(" := ");
                if (write >= 0) {
                    String written = value.substring(0, write) + " ";
                    reads.removeIf(read -> read.startsWith(written));
                    values.add(value);
                } else if (reads.add(value)) {
                    values.add(value);
                }
            }
        }
        return values;
    }
}
