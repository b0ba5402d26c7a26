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
    private final List<Encoding.Step> failures = new ArrayList<>();
    private final List<Conditions.Event> unsupported = new ArrayList<>();
    private final List<Conditions.Event> undefined = new ArrayList<>();
    private final List<Encoding.CutEvent> cuts = new ArrayList<>();

    Obligations(TermFactory f) {
        this.f = f;
    }

    /**
     * Strengthens the guard by a step's definedness conditions, records its unsupported and
     * undefined events (with {@code loc}) and blocks the path where one happens.
     */
    void finish(Conditions c, SymState s, Loc loc) {
        finish(c, s, loc, null);
    }

    /**
     * As {@link #finish(Conditions, SymState, Loc)}; an unsupported event inside one of Braid's
     * environment models also names the user's call that led there (from {@code frame}'s callers).
     */
    void finish(Conditions c, SymState s, Loc loc, Frame frame) {
        for (Conditions.Event e : c.undefined()) {
            Term when = f.and(s.guard(), e.condition());
            if (!when.isFalse()) {
                String at = " at " + where(loc, frame);
                undefined.add(new Conditions.Event(when, model -> e.message(model) + at));
            }
        }
        Term guard = f.and(s.guard(), c.safe());
        Term blocked = f.falseTerm;
        for (Conditions.Event e : c.unsupported()) {
            Term when = f.and(guard, e.condition());
            if (!when.isFalse()) {
                String at = " at " + where(loc, frame);
                unsupported.add(new Conditions.Event(when, model -> "unsupported: " + e.message(model) + at));
                blocked = f.or(blocked, e.condition());
            }
        }
        s.guard(f.and(guard, f.not(blocked)));
    }

    /** {@code loc}, and for a location in a model the innermost call from user code that reached it ({@link Loc#where}). */
    static String where(Loc loc, Frame frame) {
        java.util.List<Loc> calls = new java.util.ArrayList<>();
        for (Frame at = frame; at != null; at = at.parent()) {
            calls.add(at.call() == null ? null : at.call().loc());
        }
        return loc.where(calls);
    }

    /** Records an assertion's step, unless its failure folded to false. */
    void failure(Encoding.Step step) {
        if (!step.failure().isFalse()) {
            failures.add(step);
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
        return new Encoding(records, failures, unsupported, undefined, cuts);
    }
}
