package org.braid.core.internal.interp;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.ThreadNaming;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * The whole mutable state of a run: memory, threads, the atomic-section owner, and whether the
 * program has ended.
 *
 * <p>Object ids: 1..G are the non-thread-local globals in declaration order, then one object per
 * procedure in declaration order (function pointers); after that objects are numbered in
 * creation order: the thread-local globals of a thread when it starts (declaration order), the
 * in-memory parameters and locals of an activation when it is entered, heap objects at
 * {@code alloc}.
 */
final class State {
    final Program program;
    final Memory memory;
    final List<ThreadState> threads = new ArrayList<>();
    private final Map<String, Integer> globals = new HashMap<>();
    private final Map<String, Integer> functions = new HashMap<>();
    private final Map<String, ProcInfo> infos = new HashMap<>();
    /** The thread that runs an atomic section and holds the turn, or -1. */
    int atomicOwner = -1;
    /** Set when the program has ended. */
    Outcome.Completed ended;
    /** The names objects were given ({@link ThreadNaming}), by pointer; replaced on change, shared by copies. */
    private Map<Long, String> objectNames = Map.of();
    /** How many numbered names each prefix has given ({@link ThreadNaming}); replaced on change. */
    private Map<String, Integer> numbered = Map.of();

    State(Program program) {
        this.program = program;
        this.memory = new Memory();
        List<Global> shared = program.globals().values().stream().filter(g -> !g.threadLocal()).toList();
        for (Global g : shared) {
            globals.put(g.name(), memory.create(MemObject.Kind.GLOBAL, g.name(), program.sizeOf(g.type()), null).id());
        }
        for (Procedure p : program.procedures().values()) {
            functions.put(p.name(), memory.create(MemObject.Kind.FUNCTION, p.name(), 0, p.name()).id());
        }
        for (Global g : shared) {
            initialize(g, memory.object(globals.get(g.name())), null);
        }
    }

    /** An independent copy of the whole state (the global, function and procedure tables are shared, never changed). */
    State copy() {
        return new State(this);
    }

    private State(State original) {
        this.program = original.program;
        this.memory = original.memory.copy();
        for (ThreadState t : original.threads) {
            threads.add(t.copy());
        }
        globals.putAll(original.globals);
        functions.putAll(original.functions);
        infos.putAll(original.infos);
        atomicOwner = original.atomicOwner;
        ended = original.ended;
        objectNames = original.objectNames;
        numbered = original.numbered;
    }

    /**
     * A call of {@value ThreadNaming#PROCEDURE} by {@code caller} with these argument values:
     * names the object (or {@code caller} itself) with the {@code length} characters of
     * {@code charType} at {@code chars}, numbered if asked.
     */
    void nameThread(ThreadState caller, List<Long> arguments, Type.Int charType) {
        long object = arguments.get(0);
        long chars = arguments.get(1);
        long length = arguments.get(2);
        int bytes = charType.width() / 8;
        StringBuilder name = new StringBuilder();
        for (long i = 0; i < length; i++) {
            long c = memory.load(Pointers.add(chars, i * bytes), charType, bytes, ThreadNaming.PROCEDURE);
            name.append((char) c);
        }
        if (arguments.get(3) != 0) {
            int next = numbered.getOrDefault(name.toString(), 0);
            Map<String, Integer> counts = new HashMap<>(numbered);
            counts.put(name.toString(), next + 1);
            numbered = Map.copyOf(counts);
            name.append(next);
        }
        if (object == 0) {
            caller.ownName = name.toString();
        } else {
            Map<Long, String> names = new HashMap<>(objectNames);
            names.put(object, name.toString());
            objectNames = Map.copyOf(names);
        }
    }

    /** The threads' names ({@link ThreadNaming}), by thread id; threads without one are left out. */
    Map<Integer, String> threadNames() {
        Map<Integer, String> names = new HashMap<>();
        for (ThreadState t : threads) {
            String name = t.ownName != null ? t.ownName : t.startObject != 0 ? objectNames.get(t.startObject) : null;
            if (name != null) {
                names.put(t.id, name);
            }
        }
        return names;
    }

    /** Object id of a global as seen by {@code thread} (thread-local globals per thread). */
    int global(String name, ThreadState thread) {
        Integer id = globals.get(name);
        if (id == null && thread != null) {
            id = thread.threadLocals.get(name);
        }
        if (id == null) {
            throw Fault.unsupported("unknown global " + name);
        }
        return id;
    }

    int function(String name) {
        Integer id = functions.get(name);
        if (id == null) {
            throw Fault.unsupported("unknown procedure " + name);
        }
        return id;
    }

    Procedure procedure(String name) {
        return program.procedure(name).orElseThrow(() -> Fault.unsupported("call of unknown procedure " + name));
    }

    ProcInfo info(Procedure p) {
        return infos.computeIfAbsent(p.name(), n -> new ProcInfo(p));
    }

    /** Width in bytes of a scalar type's cells. */
    int bytes(Type scalar) {
        return (int) program.sizeOf(scalar);
    }

    ThreadState thread(long id) {
        return id >= 0 && id < threads.size() ? threads.get((int) id) : null;
    }

    /** Creates the next thread (its thread-local globals, then its first activation). */
    ThreadState startThread(Procedure start, List<Long> arguments) {
        if (start.isExternal()) {
            throw Fault.unsupported("thread start procedure " + start.name() + " has no body");
        }
        ThreadState thread = new ThreadState(threads.size());
        threads.add(thread);
        List<Global> local = program.globals().values().stream().filter(Global::threadLocal).toList();
        for (Global g : local) {
            MemObject object = memory.create(MemObject.Kind.THREAD_LOCAL, g.name() + " of thread " + thread.id,
                program.sizeOf(g.type()), null);
            thread.threadLocals.put(g.name(), object.id());
        }
        for (Global g : local) {
            initialize(g, memory.object(thread.threadLocals.get(g.name())), thread);
        }
        thread.startObject = arguments.isEmpty() ? 0 : arguments.get(0);
        call(thread, start, arguments, null);
        return thread;
    }

    /** Pushes an activation of {@code callee} with the argument values. */
    void call(ThreadState thread, Procedure callee, List<Long> arguments, Lvalue result) {
        List<Variable> parameters = callee.parameters();
        if (arguments.size() < parameters.size()) {
            throw Fault.unsupported(callee.name() + " takes " + parameters.size() + " arguments, called with "
                + arguments.size());
        }
        ProcInfo info = info(callee);
        int[] objects = new int[info.inMemory().size()];
        for (Variable v : info.inMemory()) {
            String kind = parameters.contains(v) ? "parameter " : "local ";
            objects[info.slot(v)] = memory.create(MemObject.Kind.LOCAL, kind + v.name() + " of " + callee.name(),
                program.sizeOf(v.type()), null).id();
        }
        Frame frame = new Frame(info, objects, result);
        for (int i = 0; i < parameters.size(); i++) {
            Variable p = parameters.get(i);
            if (p.inMemory()) {
                if (!p.type().isScalar()) {
                    throw Fault.unsupported("aggregate parameter " + p.name() + " of " + callee.name());
                }
                memory.initialize(memory.object(objects[info.slot(p)]), 0, bytes(p.type()), arguments.get(i));
            } else {
                frame.registers[info.register(p)] = arguments.get(i);
            }
        }
        thread.stack.add(frame);
    }

    /**
     * Pops the top activation; its in-memory variables die unless {@code abandoned} (a
     * sequentialization's {@link org.braid.core.internal.ir.Terminator.Return#ABANDONS return}: they stay alive).
     */
    Frame pop(ThreadState thread, boolean abandoned) {
        Frame frame = thread.stack.remove(thread.stack.size() - 1);
        if (!abandoned) {
            for (int id : frame.objects) {
                memory.object(id).kill();
            }
        }
        return frame;
    }

    private void initialize(Global g, MemObject object, ThreadState thread) {
        Evaluator evaluator = new Evaluator(this, thread, null, StepLog.silent());
        for (Global.Init init : g.initializer()) {
            long value = evaluator.eval(init.value());
            memory.initialize(object, init.offset(), bytes(init.value().type()), value);
        }
    }
}
