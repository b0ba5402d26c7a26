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
 * @param failures for each assertion instance, "reached with its condition false"
 * @param unsupported unsupported behaviours with the condition under which they happen
 * @param cuts for each cut edge, "reached", and the cut
 */
record Encoding(Map<Node, NodeRecord> records, List<Term> failures, List<Conditions.Event> unsupported,
        List<CutEvent> cuts) {

    /** A bound reached when {@code condition} holds. */
    record CutEvent(Term condition, Node.Cut cut) {
    }

    /** One executed statement or terminator; {@code failure} only for assertions. */
    record Step(StmtRef stmt, Term value, Term failure, String message) {
    }

    /** An edge taken when {@code guard} holds; {@code externalResult} for the result of an external callee. */
    record Edge(Term guard, Node target, Term externalResult) {
    }

    /** What symbolic execution recorded for one node. */
    record NodeRecord(List<Step> steps, List<Edge> edges) {
    }
}
