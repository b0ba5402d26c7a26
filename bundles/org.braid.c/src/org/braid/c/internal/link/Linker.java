package org.braid.c.internal.link;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.braid.c.Diagnostic;
import org.braid.c.DiagnosticKind;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Symbols;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.Leaves;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StructDef;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * Completes the user's program: every function it uses but does not define comes from a
 * function definition in a system header, else the first model set that provides it (the
 * user's models before Braid's), else a stub returning an arbitrary value (with a diagnostic).
 * Imported model code is renamed where its internal names (statics, string literals, struct
 * tags with another layout) would clash with the program's. Globals used but defined nowhere
 * are zero-initialized, with a diagnostic. Not thread-safe.
 */
final class Linker {
    private final Linkage user;
    private final List<ModelSet> models;
    private final boolean nondeterministic;
    private final Map<String, Procedure> procedures = new LinkedHashMap<>();
    private final Map<String, Global> globals = new LinkedHashMap<>();
    private final Map<String, StructDef> importedStructs = new LinkedHashMap<>();
    private final Map<ModelSet, Renames> renames = new IdentityHashMap<>();
    private final Deque<String> pendingProcedures = new ArrayDeque<>();
    private final Deque<String> pendingGlobals = new ArrayDeque<>();

    /** Per model set: the final names of its symbols and tags in this program. */
    private static final class Renames {
        final Map<String, String> procedures = new LinkedHashMap<>();
        final Map<String, String> globals = new LinkedHashMap<>();
        final Map<String, String> tags = new LinkedHashMap<>();
        final Set<String> imported = new HashSet<>();

        IrRenamer renamer() {
            return new IrRenamer(procedures, globals, tags);
        }
    }

    Linker(Linkage user, List<ModelSet> models, boolean nondeterministic) {
        this.user = user;
        this.models = List.copyOf(models);
        this.nondeterministic = nondeterministic;
    }

    /** Lowers what a link's own units use from their system headers (for model sets). */
    static void resolveDeferred(Linkage linkage) {
        Deque<String> work = new ArrayDeque<>(linkage.symbols.references().keySet());
        Set<String> seen = new HashSet<>();
        while (!work.isEmpty()) {
            String name = work.pop();
            if (!seen.add(name) || linkage.procedures.containsKey(name)) {
                continue;
            }
            Procedure p = linkage.lowerDeferred(name);
            if (p != null) {
                work.addAll(References.of(p).procedures);
            }
        }
    }

    Program link() {
        procedures.putAll(user.procedures);
        globals.putAll(user.globals);
        for (Procedure p : user.procedures.values()) {
            enqueue(References.of(p));
        }
        for (Global g : user.globals.values()) {
            enqueue(References.of(g));
        }
        while (!pendingProcedures.isEmpty() || !pendingGlobals.isEmpty()) {
            if (!pendingProcedures.isEmpty()) {
                resolveProcedure(pendingProcedures.pop());
            } else {
                resolveGlobal(pendingGlobals.pop());
            }
        }
        List<StructDef> structs = new ArrayList<>(user.target.structs().toIr(user.target));
        structs.addAll(importedStructs.values());
        return new Program(user.target.model(), structs, new ArrayList<>(globals.values()),
            new ArrayList<>(procedures.values()));
    }

    private void enqueue(References r) {
        for (String p : r.procedures) {
            if (!procedures.containsKey(p)) {
                pendingProcedures.add(p);
            }
        }
        for (String g : r.globals) {
            if (!globals.containsKey(g)) {
                pendingGlobals.add(g);
            }
        }
    }

    private void resolveProcedure(String name) {
        if (procedures.containsKey(name)) {
            return;
        }
        Procedure deferred = user.lowerDeferred(name);
        if (deferred != null) {
            procedures.put(name, deferred);
            enqueue(References.of(deferred));
            return;
        }
        for (ModelSet m : models) {
            if (m.provides(name)) {
                importProcedure(m, name);
                return;
            }
        }
        stub(name);
    }

    private void resolveGlobal(String name) {
        if (globals.containsKey(name)) {
            return;
        }
        for (ModelSet m : models) {
            if (m.providesGlobal(name)) {
                importGlobal(m, name);
                return;
            }
        }
        Symbols.GlobalReference ref = user.symbols.globalReferences().get(name);
        Type type = ref != null ? user.target.ir(completed(ref.type())) : modelGlobalType(name);
        Loc loc = ref != null ? ref.firstUse() : Loc.NONE;
        globals.put(name, new Global(name, type, List.of(), false, loc));
        user.diagnostics.add(DiagnosticKind.ASSUMED_EXTERNAL_OBJECT, loc.file(), loc.line(), name);
    }

    private static CType completed(CType t) {
        return t.unqualified() instanceof CType.Arr a && a.length() < 0 ? new CType.Arr(a.element(), 0) : t;
    }

    private Type modelGlobalType(String name) {
        for (ModelSet m : models) {
            Symbols.GlobalReference r = m.globalReference(name);
            if (r != null) {
                return m.target().ir(completed(r.type()));
            }
        }
        throw new IllegalStateException("reference to unknown global " + name);
    }

    private void importProcedure(ModelSet m, String name) {
        Renames r = renames.computeIfAbsent(m, k -> new Renames());
        if (!r.imported.add(name)) {
            return;
        }
        Procedure p = m.procedure(name);
        r.procedures.computeIfAbsent(name, n -> m.isExternalProcedure(n) ? n : user.symbols.fresh(n));
        References refs = References.of(p);
        for (String q : refs.procedures) {
            if (m.hasProcedure(q) && !(m.isExternalProcedure(q) && userDefines(q))) {
                r.procedures.computeIfAbsent(q, n -> m.isExternalProcedure(n) ? n : user.symbols.fresh(n));
                importProcedure(m, q);
            } else if (!procedures.containsKey(q)) {
                pendingProcedures.add(q);
            }
        }
        for (String g : refs.globals) {
            if (m.global(g) != null && !(m.isExternalGlobal(g) && globals.containsKey(g))) {
                importGlobal(m, g);
            } else if (!globals.containsKey(g)) {
                pendingGlobals.add(g);
            }
        }
        for (String tag : refs.structs) {
            importStruct(m, r, tag);
        }
        Procedure renamed = r.renamer().procedure(p);
        procedures.put(renamed.name(), renamed);
        user.diagnostics.addAll(m.diagnosticsOf(p));
    }

    private boolean userDefines(String name) {
        return user.procedures.containsKey(name) || procedures.containsKey(name) && !isModelName(name);
    }

    private boolean isModelName(String name) {
        for (Renames r : renames.values()) {
            if (r.procedures.containsValue(name)) {
                return true;
            }
        }
        return false;
    }

    private void importGlobal(ModelSet m, String name) {
        Renames r = renames.computeIfAbsent(m, k -> new Renames());
        if (!r.imported.add("global " + name)) {
            return;
        }
        Global g = m.global(name);
        r.globals.computeIfAbsent(name, n -> m.isExternalGlobal(n) ? n : user.symbols.fresh(n));
        References refs = References.of(g);
        for (String q : refs.procedures) {
            if (m.hasProcedure(q)) {
                r.procedures.computeIfAbsent(q, n -> m.isExternalProcedure(n) ? n : user.symbols.fresh(n));
                importProcedure(m, q);
            } else if (!procedures.containsKey(q)) {
                pendingProcedures.add(q);
            }
        }
        for (String other : refs.globals) {
            if (!other.equals(name) && m.global(other) != null) {
                importGlobal(m, other);
            }
        }
        for (String tag : refs.structs) {
            importStruct(m, r, tag);
        }
        Global renamed = r.renamer().global(g);
        globals.put(renamed.name(), renamed);
    }

    private void importStruct(ModelSet m, Renames r, String tag) {
        if (r.tags.containsKey(tag)) {
            return;
        }
        StructDef def = m.struct(tag);
        if (def == null) {
            r.tags.put(tag, tag);
            return;
        }
        Optional<StructDef> existing = programStruct(tag);
        if (existing.isEmpty()) {
            user.target.structs().freshTag(tag);
            r.tags.put(tag, tag);
        } else if (existing.get().equals(def)) {
            r.tags.put(tag, tag);
            return;
        } else {
            r.tags.put(tag, user.target.structs().freshTag(tag));
        }
        References nested = new References();
        for (StructDef.Field f : def.fields()) {
            nested.type(f.type());
        }
        for (String inner : nested.structs) {
            importStruct(m, r, inner);
        }
        importedStructs.put(r.tags.get(tag), r.renamer().struct(def));
    }

    private Optional<StructDef> programStruct(String tag) {
        if (importedStructs.containsKey(tag)) {
            return Optional.of(importedStructs.get(tag));
        }
        if (user.target.structs().find(tag).isEmpty()) {
            return Optional.empty();
        }
        return user.target.structs().toIr(user.target).stream().filter(d -> d.tag().equals(tag)).findFirst();
    }

    /** A procedure for a function with no body and no model: returns any value of its type. */
    private void stub(String name) {
        Symbols.Reference ref = user.symbols.reference(name).orElse(null);
        org.braid.c.internal.types.Target target = user.target;
        if (ref == null) {
            for (ModelSet m : models) {
                if (m.reference(name) != null) {
                    ref = m.reference(name);
                    target = m.target();
                    break;
                }
            }
        }
        if (ref == null) {
            throw new IllegalStateException("call of unknown function " + name);
        }
        Type.Function type = target.irFunction(ref.type());
        List<Variable> params = new ArrayList<>();
        for (int i = 0; i < type.parameters().size(); i++) {
            params.add(new Variable("p" + i, type.parameters().get(i), false));
        }
        List<Variable> locals = new ArrayList<>();
        List<Stmt> body = new ArrayList<>();
        Optional<Expr> result = Optional.empty();
        if (type.returnType().isScalar()) {
            Variable v = new Variable("result", type.returnType(), false, false, Target.notation(ref.type().result()));
            locals.add(v);
            body.add(new Stmt.Havoc(new Lvalue.Var(v), Loc.NONE));
            result = Optional.of(new Expr.Read(new Lvalue.Var(v)));
        } else if (Target.inMemory(ref.type().result())) {
            // a struct or __int128 result: every cell of the caller's result object is any value
            Expr object = new Expr.Read(new Lvalue.Var(params.get(0)));
            for (Leaves.Leaf leaf : Leaves.of(ref.type().result(), target)) {
                Expr cell = Ir.ptrAdd(object, Ir.constant(leaf.offset(), target.offsetType()), target.pointerTo(leaf.type()));
                body.add(new Stmt.Havoc(new Lvalue.Mem(cell, target.ir(leaf.type()), "<result>" + leaf.path(), Loc.NONE,
                    Target.notation(leaf.type())), Loc.NONE));
            }
        }
        Block entry = new Block("entry", body, new Terminator.Return(result, Loc.NONE));
        procedures.put(name, new Procedure(name, type, params, locals, List.of(entry), ref.firstUse()));
        Loc use = ref.firstUse();
        // In the stub's procedure: only checks whose executions may call it are affected.
        user.diagnostics.add(new Diagnostic(nondeterministic ? DiagnosticKind.ASSUMED_EXTERNAL
            : DiagnosticKind.UNKNOWN_EXTERNAL, use.file(), use.line(), name, List.of(name)));
    }
}
