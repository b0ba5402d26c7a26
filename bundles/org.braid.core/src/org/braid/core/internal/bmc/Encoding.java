package org.braid.core.internal.bmc;

import java.util.List;
import java.util.Map;

import org.braid.core.internal.bmc.term.Term;
import org.braid.core.internal.ir.StmtRef;

/**
 * The result of symbolic execution: for each node its executed steps and outgoing edges (to
 * rebuild a trace from a model), and the three questions asked of the SAT solver: can an
 * assertion fail, can an unsupported behaviour happen, can a bound cut a path.
 *
 * @param records per node that some path reaches
 * @param failures the step of each assertion instance that can fail; its {@link Step#failure()}
 *        is "reached with its condition false"
 * @param unsupported unsupported behaviours with the condition under which they happen
 * @param undefined undefined behaviours (division by zero, memory errors) with the condition under
 *        which they happen; unlike an unsupported behaviour's, their path is blocked by the negation
 *        of that condition, so no assertion fails after one and the failure question needs no term
 *        of theirs
 * @param cuts for each cut edge, "reached", and the cut
 */
record Encoding(Map<Node, NodeRecord> records, List<Step> failures, List<Conditions.Event> unsupported,
        List<Conditions.Event> undefined, List<CutEvent> cuts) {

    /** A bound reached when {@code condition} holds. */
    record CutEvent(Term condition, Node.Cut cut) {
    }

    /**
     * One executed statement or terminator; {@code failure} only for assertions, and then
     * {@code observed}: the value of each observed global (by name) right before the assertion.
     */
    record Step(StmtRef stmt, Term value, Term failure, String message, Map<String, Term> observed) {
        Step {
            observed = Map.copyOf(observed);
        }

        Step(StmtRef stmt, Term value) {
            this(stmt, value, null, null, Map.of());
        }
    }

    /** An edge taken when {@code guard} holds; {@code externalResult} for the result of an external callee. */
    record Edge(Term guard, Node target, Term externalResult) {
    }

    /** What symbolic execution recorded for one node. */
    record NodeRecord(List<Step> steps, List<Edge> edges) {
    }
}
