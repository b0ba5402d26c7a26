package org.braid.core.internal.bmc;

import java.util.ArrayList;
import java.util.List;

import org.braid.core.internal.bmc.term.Term;
import org.braid.core.internal.bmc.term.TermFactory;
import org.braid.core.internal.ir.Loc;

/**
 * What symbolic execution collects for the SAT questions: when an assertion fails, when an
 * unsupported behaviour happens, when a bound cuts a path. Also applies a step's
 * {@link Conditions} to the path guard.
 */
final class Obligations {
    private final TermFactory f;
    private final List<Term> failures = new ArrayList<>();
    private final List<Conditions.Event> unsupported = new ArrayList<>();
    private final List<Encoding.CutEvent> cuts = new ArrayList<>();

    Obligations(TermFactory f) {
        this.f = f;
    }

    /**
     * Strengthens the guard by a step's definedness conditions, records its unsupported events
     * (with {@code loc}) and blocks the path where one happens.
     */
    void finish(Conditions c, SymState s, Loc loc) {
        Term guard = f.and(s.guard(), c.safe());
        Term blocked = f.falseTerm;
        for (Conditions.Event e : c.unsupported()) {
            Term when = f.and(guard, e.condition());
            if (!when.isFalse()) {
                unsupported.add(new Conditions.Event(when, "unsupported: " + e.message() + " at " + loc));
                blocked = f.or(blocked, e.condition());
            }
        }
        s.guard(f.and(guard, f.not(blocked)));
    }

    void failure(Term when) {
        if (!when.isFalse()) {
            failures.add(when);
        }
    }

    void unsupported(Term when, String message) {
        if (!when.isFalse()) {
            unsupported.add(new Conditions.Event(when, message));
        }
    }

    void cut(Term when, Node.Cut cut) {
        if (!when.isFalse()) {
            cuts.add(new Encoding.CutEvent(when, cut));
        }
    }

    Encoding encoding(java.util.Map<Node, Encoding.NodeRecord> records) {
        return new Encoding(records, failures, unsupported, cuts);
    }
}
