package org.braid.core.internal.bmc;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.braid.core.internal.bmc.term.Evaluator;
import org.braid.core.internal.bmc.term.Term;
import org.braid.core.internal.bmc.term.TermFactory;

/**
 * What one statement needs besides its values: conditions that must hold for the step to be
 * defined (divisor not zero, valid memory accesses; a path where one fails is blocked, as the
 * interpreter stops there with an error outcome), conditions under which the step does
 * something unsupported, and conditions under which it does something undefined that makes the
 * check unknown (a division by zero, an invalid memory access: the interpreter, hence DPOR, stops
 * there and says so).
 * Conditions raised inside a branch of an {@code ite} expression hold only when that branch is
 * taken.
 */
final class Conditions {

    /**
     * An unsupported or undefined behaviour and when it happens. Its message may depend on the
     * model that reaches it (which check of a memory access fails, at which offset): it is read
     * only once the question is satisfiable, so it costs no clauses.
     */
    record Event(Term condition, Function<Evaluator, String> message) {
        Event(Term condition, String message) {
            this(condition, model -> message);
        }

        String message(Evaluator model) {
            return message.apply(model);
        }
    }

    private final TermFactory f;
    private final ArrayDeque<Term> context = new ArrayDeque<>();
    private final List<Term> safe = new ArrayList<>();
    private final List<Event> unsupported = new ArrayList<>();
    private final List<Event> undefined = new ArrayList<>();

    Conditions(TermFactory f) {
        this.f = f;
    }

    private Term context() {
        Term c = f.trueTerm;
        for (Term t : context) {
            c = f.and(c, t);
        }
        return c;
    }

    /** Evaluation continues under {@code condition} until {@link #pop()}. */
    void push(Term condition) {
        context.push(condition);
    }

    void pop() {
        context.pop();
    }

    void requireSafe(Term condition) {
        if (!condition.isTrue()) {
            safe.add(f.implies(context(), condition));
        }
    }

    void unsupported(Term condition, String message) {
        Term c = f.and(context(), condition);
        if (!c.isFalse()) {
            unsupported.add(new Event(c, message));
        }
    }

    /**
     * The step does something undefined that ends the check {@code unknown} when {@code condition}
     * holds and the step's definedness conditions required so far hold (so an earlier invalid
     * access, which blocks the path, is not also reported as this).
     */
    void undefined(Term condition, String message) {
        undefined(condition, model -> message);
    }

    /** As {@link #undefined(Term, String)}, worded from the model that reaches it. */
    void undefined(Term condition, Function<Evaluator, String> message) {
        Term c = f.and(f.and(context(), safe()), condition);
        if (!c.isFalse()) {
            undefined.add(new Event(c, message));
        }
    }

    /** Conjunction of the conditions required so far. */
    Term safe() {
        return f.andAll(safe);
    }

    List<Event> unsupported() {
        return unsupported;
    }

    List<Event> undefined() {
        return undefined;
    }
}
