package org.braid.cli.internal.format;

import org.braid.cli.internal.CliMessages;
import org.braid.core.AssertionFinding;
import org.braid.core.DataRaceFinding;
import org.braid.core.DeadlockFinding;
import org.braid.core.Finding;

/**
 * The kinds of finding as reports name them: the JSON {@code kind} and SARIF {@code ruleId},
 * the diagnostic level, and the rule's description. An uncaught exception (property
 * {@code exception}) is an assertion finding of its own rule.
 */
enum Rule {
    DATA_RACE("data-race", "warning", CliMessages.RULE_DATA_RACE),
    ASSERTION("assertion", "error", CliMessages.RULE_ASSERTION),
    DEADLOCK("deadlock", "error", CliMessages.RULE_DEADLOCK),
    UNCAUGHT_EXCEPTION("uncaught-exception", "error", CliMessages.RULE_UNCAUGHT_EXCEPTION);

    private final String id;
    private final String level;
    private final String description;

    Rule(String id, String level, String description) {
        this.id = id;
        this.level = level;
        this.description = description;
    }

    static Rule of(Finding finding) {
        return switch (finding) {
            case DataRaceFinding race -> DATA_RACE;
            case AssertionFinding assertion -> assertion.uncaughtException() ? UNCAUGHT_EXCEPTION : ASSERTION;
            case DeadlockFinding deadlock -> DEADLOCK;
        };
    }

    /** {@code data-race}, {@code assertion}, {@code deadlock} or {@code uncaught-exception}. */
    String id() {
        return id;
    }

    /** {@code warning} or {@code error}, as in compiler diagnostics and SARIF. */
    String level() {
        return level;
    }

    String description() {
        return description;
    }
}
