package org.braid.core.internal.bmc;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.PriorityQueue;

import org.braid.core.internal.bmc.term.Term;
import org.braid.core.internal.bmc.term.TermFactory;
import org.braid.core.internal.bmc.term.ValueSets;
import org.braid.core.internal.ir.CallingConvention;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Variable;

/**
 * Stage 2: symbolic execution of the unwound program in topological order, merging the states
 * of all paths into a node (guards as disjunctions, values and memory as {@code ite}s), as in
 * CBMC's symbolic execution (Clarke, Kroening, Lerda, TACAS 2004), interleaved with the
 * {@link Unwinder}, which creates nodes only where some path arrives. Statements are encoded by
 * {@link StatementEncoder}; this class handles control flow: branches, inlined calls with their
 * activations, returns, and the cuts of the unwinding. Paths with a constant false guard are
 * not encoded, and paths that would be merged only to be split again by a branch whose
 * condition is constant on each of them are not merged ({@link #routeSeparately}).
 */
final class SymbolicExecutor {

    private final Program program;
    private final BmcOptions options;
    private final TermFactory f;
    private final MemoryTerms terms;
    private final ObjectTable objects;
    private final MemoryEncoder memory;
    private final ExprEncoder exprs;
    private final Obligations obligations;
    private final StatementEncoder statements;
    private final Map<Integer, Map<String, Integer>> frameObjects = new HashMap<>();
    private final Map<Node, List<SymState>> pending = new HashMap<>();
    private final PriorityQueue<Node> ready = new PriorityQueue<>(Node.ORDER);
    private final Map<Node, Encoding.NodeRecord> records = new HashMap<>();
    private Unwinder unwinder;

    SymbolicExecutor(Program program, BmcOptions options, TermFactory f, Iterable<String> addressTaken,
            List<String> observed) {
        this.program = program;
        this.options = options;
        this.f = f;
        this.terms = new MemoryTerms(f, new Residues(), new ValueSets());
        this.objects = new ObjectTable(f.constant(64, 0));
        this.memory = new MemoryEncoder(terms, objects);
        this.exprs = new ExprEncoder(program, f, objects, memory, frameObjects);
        this.obligations = new Obligations(f);
        this.statements = new StatementEncoder(program, f, objects, memory, exprs, obligations, observed);
        for (Global g : program.globals().values()) {
            objects.add(ObjectTable.Kind.GLOBAL, g.name(), f.constant(64, program.sizeOf(g.type())));
        }
        for (String name : addressTaken) {
            objects.add(ObjectTable.Kind.FUNCTION, name, f.constant(64, 0));
        }
    }

    /**
     * Executes from {@code root}, unwinding on demand: nodes are taken in {@link Node#ORDER}, so
     * all paths into a node have arrived when it is processed.
     */
    Encoding run(Unwinder nodes, Node root) {
        this.unwinder = nodes;
        SymState initial = new SymState(f.trueTerm, new HashMap<>(), initialMemory());
        enter(root.frame(), List.of(), initial);
        arrive(root, initial);
        while (!ready.isEmpty()) {
            if (options.cancellation().isCanceled()) {
                throw new CheckStopped(options.cancellation().reason());
            }
            process(ready.poll());
        }
        return obligations.encoding(records);
    }

    private void arrive(Node node, SymState s) {
        List<SymState> list = pending.get(node);
        if (list == null) {
            list = new ArrayList<>();
            pending.put(node, list);
            ready.add(node);
        }
        list.add(s);
    }

    /** Globals: zero, then their initializers' cells. */
    private Memory initialMemory() {
        Memory m = new Memory();
        for (Global g : program.globals().values()) {
            Map<Long, Cell> cells = new LinkedHashMap<>();
            for (Global.Init init : g.initializer()) {
                Term value = exprs.encode(init.value(), null, null, new Conditions(f));
                if (!value.isConst()) {
                    throw new IllegalArgumentException("initializer of " + g.name() + " is not constant");
                }
                cells.put(init.offset(), Cell.of(exprs.bytes(init.value().type()), exprs.toRaw(value), f));
            }
            if (!cells.isEmpty()) {
                m.put(objects.global(g.name()), ObjectStore.initialized(cells));
            }
        }
        return m;
    }

    private void process(Node node) {
        List<SymState> arrived = pending.remove(node);
        if (arrived.size() > 1 && routeSeparately(node, arrived)) {
            return;
        }
        SymState s = SymState.merge(arrived, terms);
        if (s.guard().isFalse()) {
            return;
        }
        Encoding.NodeRecord record = new Encoding.NodeRecord(new ArrayList<>(), new ArrayList<>());
        records.put(node, record);
        int last = node.endsWithCall() ? node.end() - 1 : node.end();
        for (int i = node.start(); i < last; i++) {
            Stmt stmt = node.block().statements().get(i);
            record.steps().add(statements.execute(stmt, ref(node, i), node.frame(), s));
            if (s.guard().isFalse()) {
                return;
            }
        }
        unwinder.expand(node);
        if (node.endsWithCall()) {
            call(node, s, record);
        } else {
            terminator(node, s, record);
        }
    }

    /**
     * Path splitting at a node that is only a branch: when the branch condition is a constant in
     * every arriving state, each state goes on to its own successor without being merged here
     * and split again right away. This is the pattern KISS creates after every call that may
     * raise ({@code if (raise) return}): states that raised and states that returned normally
     * only meet where their continuations meet. Merging them first would be exact too, but would
     * make an {@code ite} for every cell the paths wrote differently, and the split paths would
     * carry those {@code ite}s (under guards that fix their conditions) to every later merge.
     * Returns false, having changed nothing, when some condition is not constant.
     */
    private boolean routeSeparately(Node node, List<SymState> arrived) {
        if (node.endsWithCall() || node.start() != node.block().statements().size()
                || !(node.block().terminator() instanceof Terminator.Branch b)) {
            return false;
        }
        List<Boolean> taken = new ArrayList<>();
        for (SymState s : arrived) {
            Conditions c = new Conditions(f);
            Term condition = exprs.encode(b.condition(), node.frame(), s, c);
            if (!condition.isConst() || !c.safe().isTrue() || !c.unsupported().isEmpty() || !c.undefined().isEmpty()) {
                return false;
            }
            taken.add(condition.isTrue());
        }
        Encoding.NodeRecord record = new Encoding.NodeRecord(new ArrayList<>(), new ArrayList<>());
        records.put(node, record);
        unwinder.expand(node);
        record.steps().add(new Encoding.Step(ref(node, node.block().statements().size()), null));
        for (int i = 0; i < arrived.size(); i++) {
            if (!arrived.get(i).guard().isFalse()) {
                follow(node.successors().get(taken.get(i) ? 0 : 1).target(), arrived.get(i), record);
            }
        }
        return true;
    }

    private static StmtRef ref(Node node, int index) {
        return new StmtRef(node.frame().procedure().name(), node.block().label(), index);
    }

    /** Allocates the in-memory variables of a new activation and binds its parameters. */
    private void enter(Frame frame, List<Term> arguments, SymState s) {
        Procedure p = frame.procedure();
        Map<String, Integer> locals = new LinkedHashMap<>();
        List<Variable> variables = new ArrayList<>(p.parameters());
        variables.addAll(p.locals());
        for (Variable v : variables) {
            if (v.inMemory()) {
                int o = objects.add(ObjectTable.Kind.LOCAL, MemoryFaults.localName(p, v),
                        f.constant(64, program.sizeOf(v.type())));
                locals.put(v.name(), o);
                s.memory().setAlive(o, f.trueTerm);
            }
        }
        frameObjects.put(frame.id(), locals);
        for (int i = 0; i < p.parameters().size(); i++) {
            Variable param = p.parameters().get(i);
            Term value = arguments.get(i);
            if (value.width() != ExprEncoder.width(param.type())) {
                throw new IllegalArgumentException("argument " + i + " of " + p.name() + " has the wrong width");
            }
            if (param.inMemory()) {
                Conditions c = new Conditions(f);
                memory.store(s.memory(), memory.pointer(locals.get(param.name()), f.constant(32, 0)),
                        exprs.bytes(param.type()), exprs.toRaw(value), s.guard(), c, param.name());
                s.guard(f.and(s.guard(), c.safe()));
            } else {
                s.registers().put(new SymState.Register(frame.id(), param.name()), value);
            }
        }
    }

    /** An inlined call: one successor per candidate callee, selected by the function pointer. */
    private void call(Node node, SymState s, Encoding.NodeRecord record) {
        Stmt.Call call = node.call();
        Frame frame = node.frame();
        StmtRef ref = ref(node, node.end() - 1);
        Conditions c = new Conditions(f);
        List<Term> arguments = new ArrayList<>();
        call.arguments().forEach(a -> arguments.add(exprs.encode(a, frame, s, c)));
        Term target = call.callee() instanceof Callee.Indirect i ? exprs.encode(i.pointer(), frame, s, c) : null;
        List<Node.Successor> successors = node.successors();
        List<Term> selects = new ArrayList<>();
        for (Node.Successor succ : successors) {
            selects.add(target == null ? f.trueTerm
                    : f.eq(target, memory.pointer(objects.function(succ.callee().name()), f.constant(32, 0))));
        }
        Term callable = f.orAll(selects);
        if (target != null && !callable.isTrue()) {
            // a pointer to no procedure: a memory error, as the interpreter's run stops there
            c.undefined(f.not(callable), MemoryFaults.call(target, "call"));
            c.requireSafe(callable);
        }
        obligations.finish(c, s, call.loc(), frame);
        record.steps().add(new Encoding.Step(ref, null));
        for (int k = 0; k < successors.size(); k++) {
            Node.Successor succ = successors.get(k);
            Term select = selects.get(k);
            Term guard = f.and(s.guard(), select);
            if (guard.isFalse()) {
                continue;
            }
            switch (succ.target()) {
                case Node.Cut cut -> obligations.cut(guard, cut);
                case Node.Unsupported u -> obligations.unsupported(guard, "unsupported: " + u.message());
                case Node.End end -> throw new IllegalStateException("call without continuation");
                case Node.To to -> {
                    SymState t = k == successors.size() - 1 ? s : s.fork(guard);
                    t.guard(guard);
                    Term shown = null;
                    if (succ.frame() != null) {
                        enter(succ.frame(), passed(call, succ.callee(), arguments, frame, t), t);
                    } else if (call.result().isPresent()) {
                        Conditions rc = new Conditions(f);
                        Term[] v = statements.havoc(call.result().get().type(), ref);
                        statements.assign(call.result().get(), v[0], frame, t, rc);
                        obligations.finish(rc, t, call.loc());
                        shown = v[1];
                    }
                    edge(to.node(), t, record, shown);
                }
            }
        }
    }

    /**
     * The parameters' values of an inlined callee ({@link CallingConvention}): the encoded
     * arguments where their types are the parameters', else the arguments as the callee reads
     * them, encoded again in the call's state (the Unwinder made unmodelled bindings unsupported).
     */
    private List<Term> passed(Stmt.Call call, Procedure callee, List<Term> arguments, Frame frame, SymState s) {
        List<Expr> read = ((CallingConvention.Passed) CallingConvention.bind(callee, call.arguments(),
                Unwinder.through(call, callee))).arguments();
        if (read.equals(call.arguments().subList(0, read.size()))) {
            return arguments;
        }
        Conditions c = new Conditions(f);
        List<Term> out = new ArrayList<>();
        read.forEach(e -> out.add(exprs.encode(e, frame, s, c)));
        obligations.finish(c, s, call.loc());
        return out;
    }

    private void edge(Node target, SymState s, Encoding.NodeRecord record, Term externalResult) {
        if (s.guard().isFalse()) {
            return;
        }
        record.edges().add(new Encoding.Edge(s.guard(), target, externalResult));
        arrive(target, s);
    }

    private void follow(Node.Target target, SymState s, Encoding.NodeRecord record) {
        switch (target) {
            case Node.To to -> edge(to.node(), s, record, null);
            case Node.Cut cut -> obligations.cut(s.guard(), cut);
            case Node.Unsupported u -> throw new IllegalStateException("unsupported jump " + u.message());
            case Node.End end -> {
            }
        }
    }

    private void terminator(Node node, SymState s, Encoding.NodeRecord record) {
        Terminator t = node.block().terminator();
        Frame frame = node.frame();
        Conditions c = new Conditions(f);
        record.steps().add(new Encoding.Step(ref(node, node.block().statements().size()), null));
        switch (t) {
            case Terminator.Goto g -> follow(node.successors().get(0).target(), s, record);
            case Terminator.Branch b -> {
                Term condition = exprs.encode(b.condition(), frame, s, c);
                obligations.finish(c, s, b.loc(), frame);
                Term guard = s.guard();
                SymState otherwise = s.fork(f.and(guard, f.not(condition)));
                s.guard(f.and(guard, condition));
                follow(node.successors().get(0).target(), s, record);
                follow(node.successors().get(1).target(), otherwise, record);
            }
            case Terminator.Return r -> {
                Term value = r.value().map(v -> exprs.encode(v, frame, s, c)).orElse(null);
                obligations.finish(c, s, r.loc(), frame);
                if (frame.parent() != null) {
                    leave(frame, value, Terminator.Return.ABANDONS.equals(r.loc()), s);
                }
                follow(node.successors().get(0).target(), s, record);
            }
            case Terminator.Exit e -> {
            }
        }
    }

    /**
     * Ends an activation: its locals die (unless {@code abandoned}: see
     * {@link Terminator.Return#ABANDONS}), its registers go, the caller receives the result (0 if none).
     */
    private void leave(Frame frame, Term value, boolean abandoned, SymState s) {
        if (!abandoned) {
            for (int o : frameObjects.getOrDefault(frame.id(), Map.of()).values()) {
                s.memory().setAlive(o, f.falseTerm);
            }
        }
        s.registers().keySet().removeIf(r -> r.frame() == frame.id());
        Optional<Lvalue> result = frame.call().result();
        if (result.isPresent()) {
            Conditions c = new Conditions(f);
            Term v = value != null ? value : f.constant(ExprEncoder.width(result.get().type()), 0);
            statements.assign(result.get(), v, frame.parent(), s, c);
            obligations.finish(c, s, frame.call().loc());
        }
    }
}
