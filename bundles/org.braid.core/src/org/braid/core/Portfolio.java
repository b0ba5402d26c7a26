package org.braid.core;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How a check with both engines ({@link Engine#AUTO}, {@link Engine#DPOR_THEN_BMC}, or a cross-check) came to its result: which
 * engine answered, by which rule, and what the other engine said. Immutable and thread-safe.
 *
 * @param answered the engine whose result this is, {@link Engine#BMC} or {@link Engine#DPOR}
 * @param rule why that engine's result was taken
 * @param otherVerdict the other engine's verdict; empty when it was canceled before it finished or
 *        did not run
 * @param disagreements for {@link Rule#CROSS_CHECK}: the findings one engine reported and the
 *        other missed although its search covered them (see {@link Disagreement}); always empty
 *        for the other rules
 */
public record Portfolio(Engine answered, Rule rule, Optional<Verdict> otherVerdict,
        List<Disagreement> disagreements) {

    /** Why a portfolio took one engine's result. */
    public enum Rule {
        /** The first conclusive answer (a replayed violation or {@code proved}); the other engine was canceled. */
        FIRST_CONCLUSIVE("first-conclusive"),
        /**
         * Neither engine was conclusive: {@code no-violation-within-bounds} beats {@code unknown};
         * between two of those, one no bound cut beats one with cuts, and otherwise the BMC's,
         * whose bounds are the ones the user sets.
         */
        MORE_INFORMATIVE("more-informative"),
        /**
         * Both engines ran to the end ({@code --cross-check}); the result is the one
         * {@link #FIRST_CONCLUSIVE} or {@link #MORE_INFORMATIVE} would take, the BMC's when both
         * are conclusive.
         */
        CROSS_CHECK("cross-check"),
        /**
         * {@link Engine#DPOR_THEN_BMC}: DPOR searched first; its result is the answer when it is
         * conclusive (the BMC did not run, no other verdict), else the BMC checked and the answer is
         * the one {@link #MORE_INFORMATIVE} takes.
         */
        DPOR_THEN_BMC("dpor-then-bmc");

        private final String key;

        Rule(String key) {
            this.key = key;
        }

        /** The name used in reports. */
        public String key() {
            return key;
        }
    }

    public Portfolio {
        Objects.requireNonNull(answered, "answered");
        if (answered.combines()) {
            throw new IllegalArgumentException("the engine that answered is bmc or dpor, not " + answered.key());
        }
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(otherVerdict, "otherVerdict");
        disagreements = List.copyOf(disagreements);
        if (rule != Rule.CROSS_CHECK && !disagreements.isEmpty()) {
            throw new IllegalArgumentException("disagreements come only from a cross-check");
        }
    }

    /** The engine that did not answer. */
    public Engine other() {
        return answered == Engine.BMC ? Engine.DPOR : Engine.BMC;
    }
}
