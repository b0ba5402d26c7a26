package org.braid.cli.internal.format;

import org.braid.core.CheckResult;

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
        return switch (this) {
            case TEXT -> String.join("\n", TextReport.lines(result)) + "\n";
            case JSON -> JsonReport.render(result) + "\n";
            case SARIF -> SarifReport.render(result, toolVersion) + "\n";
        };
    }
}
