package org.braid.cli.internal.format;

import org.braid.core.CheckResult;
import org.braid.core.suppression.Review;

/** The formats of {@code braid check --format}; all render the same {@link CheckResult}. */
public enum ReportFormat {
    TEXT("text"),
    JSON("json"),
    SARIF("sarif");

    private final String key;

    ReportFormat(String key) {
        this.key = key;
    }

    /** The name on the command line. */
    public String key() {
        return key;
    }

    /**
     * Returns the format named {@code key}.
     *
     * @throws IllegalArgumentException if there is none
     */
    public static ReportFormat fromKey(String key) {
        for (ReportFormat format : values()) {
            if (format.key.equals(key)) {
                return format;
            }
        }
        throw new IllegalArgumentException("unknown format '" + key + "' (expected text, json or sarif)");
    }

    /** The whole report, ending with a line terminator; {@code toolVersion} is Braid's version. */
    public String render(CheckResult result, String toolVersion) {
        return render(result, Review.of(result.findings()), toolVersion);
    }

    /**
     * The whole report of {@code result} whose findings {@code review} split into reported and
     * suppressed; suppressed findings are listed apart, with their reason.
     */
    public String render(CheckResult result, Review review, String toolVersion) {
        return switch (this) {
            case TEXT -> String.join("\n", TextReport.lines(result, review)) + "\n";
            case JSON -> JsonReport.render(result, review) + "\n";
            case SARIF -> SarifReport.render(result, review, toolVersion) + "\n";
        };
    }
}
