package org.braid.c.internal.link;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.braid.c.Diagnostic;
import org.braid.c.internal.lower.Symbols;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StructDef;

/**
 * A lowered set of environment models: procedures and globals by name (which are external),
 * their struct layouts, and their diagnostics, each attributed to the procedure whose lines it
 * is on. Immutable and thread-safe once built.
 */
final class ModelSet {
    private final Map<String, Procedure> procedures;
    private final Map<String, Global> globals;
    private final Set<String> externalProcedures;
    private final Set<String> externalGlobals;
    private final Map<String, StructDef> structs;
    private final List<Diagnostic> diagnostics;
    private final Map<String, Symbols.Reference> references;
    private final Map<String, Symbols.GlobalReference> globalReferences;
    private final Target target;

    ModelSet(Linkage linkage) {
        this.procedures = Map.copyOf(linkage.procedures);
        this.globals = Map.copyOf(linkage.globals);
        this.externalProcedures = Set.copyOf(linkage.externalProcedures);
        this.externalGlobals = Set.copyOf(linkage.externalGlobals);
        Map<String, StructDef> s = new LinkedHashMap<>();
        for (StructDef d : linkage.target.structs().toIr(linkage.target)) {
            s.put(d.tag(), d);
        }
        this.structs = Map.copyOf(s);
        this.diagnostics = List.copyOf(linkage.diagnostics.all());
        this.references = Map.copyOf(linkage.symbols.references());
        this.globalReferences = Map.copyOf(linkage.symbols.globalReferences());
        this.target = linkage.target;
    }

    /** How the models call a function they do not define, if they do. */
    Symbols.Reference reference(String name) {
        return references.get(name);
    }

    Symbols.GlobalReference globalReference(String name) {
        return globalReferences.get(name);
    }

    /** The data model layout information of the models (for types of references). */
    Target target() {
        return target;
    }

    /** Whether the set defines an externally visible function {@code name}. */
    boolean provides(String name) {
        return externalProcedures.contains(name) && procedures.containsKey(name);
    }

    boolean providesGlobal(String name) {
        return externalGlobals.contains(name) && globals.containsKey(name);
    }

    Procedure procedure(String name) {
        return procedures.get(name);
    }

    boolean hasProcedure(String name) {
        return procedures.containsKey(name);
    }

    boolean isExternalProcedure(String name) {
        return externalProcedures.contains(name);
    }

    Global global(String name) {
        return globals.get(name);
    }

    boolean isExternalGlobal(String name) {
        return externalGlobals.contains(name);
    }

    StructDef struct(String tag) {
        return structs.get(tag);
    }

    /** The diagnostics on the lines of {@code p}. */
    List<Diagnostic> diagnosticsOf(Procedure p) {
        int first = p.loc().line();
        int last = first;
        for (Block b : p.blocks()) {
            for (Stmt s : b.statements()) {
                last = Math.max(last, s.loc().line());
            }
            last = Math.max(last, b.terminator().loc().line());
        }
        List<Diagnostic> out = new ArrayList<>();
        for (Diagnostic d : diagnostics) {
            if (d.file().equals(p.loc().file()) && d.line() >= first && d.line() <= last) {
                out.add(d);
            }
        }
        return out;
    }
}
