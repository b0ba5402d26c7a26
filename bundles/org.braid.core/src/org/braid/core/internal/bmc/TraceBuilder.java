package org.braid.core.internal.bmc;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

import org.braid.core.internal.bmc.term.Evaluator;

/**
 * Stage 5: the counterexample. Starting at the entry node, follows the one edge whose guard
 * holds in the model (paths are deterministic once the havocked values are fixed), listing every
 * recorded step with its value, until the first assertion whose failure condition holds.
 */
final class TraceBuilder {

    /** A trace ending at the step of a failing assertion. */
    record Trace(List<BmcStep> steps, Encoding.Step failed) {
    }

    private TraceBuilder() {
    }

    static Trace build(Node root, Encoding encoding, Evaluator model) {
        List<BmcStep> steps = new ArrayList<>();
        Node node = root;
        while (true) {
            Encoding.NodeRecord record = encoding.records().get(node);
            if (record == null) {
                throw new IllegalStateException("trace enters unencoded node " + node.id());
            }
            for (Encoding.Step step : record.steps()) {
                OptionalLong value = step.value() == null ? OptionalLong.empty() : OptionalLong.of(model.value(step.value()));
                steps.add(new BmcStep(step.stmt(), value));
                if (step.failure() != null && model.isTrue(step.failure())) {
                    return new Trace(steps, step);
                }
            }
            Encoding.Edge taken = null;
            for (Encoding.Edge edge : record.edges()) {
                if (model.isTrue(edge.guard())) {
                    taken = edge;
                    break;
                }
            }
            if (taken == null) {
                throw new IllegalStateException("trace ends at node " + node.id() + " without a failing assertion");
            }
            if (taken.externalResult() != null) {
                BmcStep call = steps.remove(steps.size() - 1);
                steps.add(new BmcStep(call.stmt(), OptionalLong.of(model.value(taken.externalResult()))));
            }
            node = taken.target();
        }
    }
}
