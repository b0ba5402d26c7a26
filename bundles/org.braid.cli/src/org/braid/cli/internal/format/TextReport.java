package org.braid.cli.internal.format;

import java.util.ArrayList;
import java.util.List;

import org.braid.cli.internal.CliMessages;
import org.braid.core.Access;
import org.braid.core.CheckResult;
import org.braid.core.DataRaceFinding;
import org.braid.core.Finding;
import org.braid.core.Portfolio;
import org.braid.core.Trace;
import org.braid.core.TraceStep;
import org.braid.core.suppression.Review;
import org.braid.core.suppression.SuppressedFinding;

/**
 * The human-readable report: each finding as a compiler-style diagnostic followed by its
 * interleaving, one line per step of the user's code with context switches marked, then a
 * summary line. Steps inside Braid's harnesses and environment models are folded (the JSON and
 * SARIF reports keep every step), and so are consecutive steps of a thread on one source line
 * ({@link LineSteps}); a switch is marked wherever the shown thread changes. A thread
 * is tagged with the name the program gave it ({@code [Thread-0]}, {@code [main]}: Java threads),
 * else with its id ({@code [T1]}).
 *
 * <pre>
 * bluetooth.c:42: warning: data race on 'e-&gt;stoppingFlag': write in BCSP_PnpStop (thread 1) || read in ...
 * bluetooth.c:57: note: read in BCSP_IoIncrement (thread 2)
 *   interleaving:
 *     [T0] bluetooth.c:60  pthread_create(&amp;t, 0, stopper, e);
 *     --- switch to T1 ---
 *     [T1] bluetooth.c:42  e-&gt;stoppingFlag = 1;   e-&gt;stoppingFlag := 1
 * verdict: violation (1 finding; kiss, MAX=1, unwind=2; 0.41 s)
 * </pre>
 * A {@code no-violation-within-bounds} verdict says {@code complete} when no bound cut the search,
 * else how many did, each listed before it as a note ({@link CliMessages#cut}). Suppressed
 * findings get one line each, without their interleaving:
 * {@code stats.c:4:9: suppressed: data race on 'hits': ... (statistics only; stats.c:4)}. A result of both
 * engines ({@code --engine auto}, {@code --cross-check}) says before the verdict which engine
 * answered and why ({@link CliMessages#portfolio}), and a cross-check whether the engines agree.
 */
public final class TextReport {
    /** Source texts longer than this are not padded, so that one long line does not push all values right. */
    private static final int MAX_TEXT_COLUMN = 40;

    private TextReport() {
    }

    /** The report as lines without line terminators. */
    public static List<String> lines(CheckResult result) {
        return lines(result, Review.of(result.findings()));
    }

    /** The report as lines, the findings as {@code review} split them. */
    public static List<String> lines(CheckResult result, Review review) {
        List<String> lines = new ArrayList<>();
        for (Finding finding : review.reported()) {
            lines.add(where(finding) + ": " + Rule.of(finding).level() + ": " + CliMessages.findingMessage(finding));
            if (finding instanceof DataRaceFinding race) {
                lines.add(position(race.second()) + ": note: " + CliMessages.access(race.second(), race.trace()));
            }
            lines.add("  " + CliMessages.INTERLEAVING);
            interleaving(finding.trace(), lines);
        }
        for (SuppressedFinding suppressed : review.suppressed()) {
            lines.add(where(suppressed.finding()) + ": suppressed: " + CliMessages.findingMessage(suppressed.finding())
                    + " (" + suppressed.reason() + "; " + suppressed.origin() + ")");
        }
        result.cuts().forEach(cut -> lines.add(CliMessages.cut(cut)));
        result.unreached().forEach(place -> lines.add(CliMessages.unreached(place)));
        result.portfolio().ifPresent(portfolio -> {
            lines.add(CliMessages.portfolio(portfolio));
            if (portfolio.rule() == Portfolio.Rule.CROSS_CHECK) {
                if (portfolio.disagreements().isEmpty()) {
                    lines.add(CliMessages.CROSS_CHECK_AGREES);
                }
                portfolio.disagreements().forEach(d -> lines.add(CliMessages.disagreement(d)));
            }
        });
        lines.add(CliMessages.summary(result, review));
        return lines;
    }

    private static String where(Finding finding) {
        return finding instanceof DataRaceFinding race ? position(race.first()) : finding.file() + ":" + finding.line();
    }

    /** {@code file:line:column} of an access (as gcc writes positions), {@code file:line} without a column. */
    private static String position(Access access) {
        return access.file() + ":" + access.line() + (access.column() > 0 ? ":" + access.column() : "");
    }

    private static void interleaving(Trace trace, List<String> lines) {
        List<TraceStep> all = trace.steps();
        if (all.isEmpty()) {
            return;
        }
        List<TraceStep> shown = all.stream().filter(step -> !step.isBraidCode()).toList();
        List<LineSteps.Line> steps = LineSteps.of(shown.isEmpty() ? all : shown);
        int locationWidth = 0;
        int textWidth = 0;
        int tagWidth = 0;
        for (LineSteps.Line line : steps) {
            TraceStep step = line.first();
            tagWidth = Math.max(tagWidth, CliMessages.threadTag(trace, step.thread()).length());
            locationWidth = Math.max(locationWidth, location(step).length());
            if (step.text().length() <= MAX_TEXT_COLUMN) {
                textWidth = Math.max(textWidth, step.text().length());
            }
        }
        int previousThread = steps.get(0).first().thread();
        for (LineSteps.Line shownLine : steps) {
            TraceStep step = shownLine.first();
            if (step.thread() != previousThread) {
                lines.add("    " + CliMessages.contextSwitch(trace, step.thread()));
            }
            previousThread = step.thread();
            String line = "    " + pad(CliMessages.threadTag(trace, step.thread()), tagWidth) + " "
                    + pad(location(step), locationWidth)
                    + "  " + pad(step.text(), textWidth) + "   " + String.join(", ", shownLine.values());
            lines.add(line.stripTrailing());
        }
    }

    /** {@code bluetooth.c:42}: the file's name without its folders, and the line if there is one. */
    private static String location(TraceStep step) {
        String file = step.file();
        String name = file.substring(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
        return step.line() > 0 ? name + ":" + step.line() : name;
    }

    private static String pad(String text, int width) {
        return text.length() >= width ? text : text + " ".repeat(width - text.length());
    }
}
