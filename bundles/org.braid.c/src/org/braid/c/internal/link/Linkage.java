package org.braid.c.internal.link;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.braid.c.internal.Diagnostics;
import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.decl.UnitLowerer;
import org.braid.c.internal.lower.Symbols;
import org.braid.c.internal.lower.UnitContext;
import org.braid.c.internal.parse.ParsedUnit;
import org.braid.c.internal.types.StructTable;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.DataModel;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Procedure;

/**
 * The translation units of one link (the user's program, or a set of models) lowered with
 * shared symbols and struct layouts: their procedures, and their globals with tentative
 * definitions merged (C11 6.9.2) and duplicate definitions rejected. Not thread-safe.
 */
final class Linkage {
    final Target target;
    final Symbols symbols = new Symbols();
    final Diagnostics diagnostics;
    final Map<String, Procedure> procedures = new LinkedHashMap<>();
    final Map<String, Global> globals = new LinkedHashMap<>();
    final Set<String> externalProcedures = new LinkedHashSet<>();
    final Set<String> externalGlobals = new LinkedHashSet<>();
    private final List<UnitLowerer> units = new ArrayList<>();
    private final Set<String> initialized = new LinkedHashSet<>();

    Linkage(DataModel model, Diagnostics diagnostics) {
        this.target = new Target(model, new StructTable());
        this.diagnostics = diagnostics;
    }

    /** Lowers the units; throws {@link InvalidInput} for input errors. */
    void lower(List<ParsedUnit> parsed) {
        for (ParsedUnit u : parsed) {
            UnitLowerer.reserveExternals(u, symbols);
        }
        for (ParsedUnit u : parsed) {
            UnitLowerer.nameInternals(u, symbols);
        }
        for (ParsedUnit u : parsed) {
            UnitLowerer lowerer = new UnitLowerer(new UnitContext(u, target, symbols, diagnostics));
            lowerer.lower();
            units.add(lowerer);
            for (UnitLowerer.Function f : lowerer.procedures()) {
                addProcedure(f.procedure(), f.external());
            }
            for (UnitLowerer.Definition d : lowerer.definitions()) {
                define(d, lowerer);
            }
        }
        for (UnitLowerer u : units) {
            for (Global g : u.anonymousGlobals()) {
                globals.put(g.name(), g);
            }
        }
    }

    private void addProcedure(Procedure p, boolean external) {
        if (procedures.put(p.name(), p) != null) {
            throw new InvalidInput(p.loc(), "redefinition of '" + p.name() + "'");
        }
        if (external) {
            externalProcedures.add(p.name());
        }
    }

    private void define(UnitLowerer.Definition d, UnitLowerer from) {
        if (d.external()) {
            externalGlobals.add(d.name());
        }
        Global old = globals.get(d.name());
        if (old == null) {
            globals.put(d.name(), d.global());
        } else if (!d.tentative()) {
            if (initialized.contains(d.name())) {
                throw new InvalidInput(d.global().loc(), "redefinition of '" + d.name() + "'");
            }
            globals.put(d.name(), d.global());
        }
        if (!d.tentative()) {
            initialized.add(d.name());
        }
    }

    /** Lowers a function defined in a system header, if some unit has one; else {@code null}. */
    Procedure lowerDeferred(String name) {
        for (UnitLowerer u : units) {
            if (u.hasDeferred(name)) {
                Procedure p = u.lowerDeferred(name);
                procedures.put(p.name(), p);
                externalProcedures.add(p.name());
                return p;
            }
        }
        return null;
    }

    /** Forgets the parsed units (their ASTs) once nothing more will be lowered. */
    void release() {
        units.clear();
    }
}
