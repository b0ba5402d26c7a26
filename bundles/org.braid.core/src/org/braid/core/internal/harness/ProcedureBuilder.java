package org.braid.core.internal.harness;

import java.util.ArrayList;
import java.util.List;

import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/** Assembles a synthesised procedure block by block; fresh register locals get numbered names. */
final class ProcedureBuilder {
    private final String name;
    private final Type.Function type;
    private final List<Variable> parameters;
    private final List<Variable> locals = new ArrayList<>();
    private final List<Block> blocks = new ArrayList<>();
    private List<Stmt> current = new ArrayList<>();
    private String label = "entry";

    ProcedureBuilder(String name, Type.Function type, List<Variable> parameters) {
        this.name = name;
        this.type = type;
        this.parameters = List.copyOf(parameters);
    }

    /** A fresh register local named {@code base} plus a number. */
    Variable local(String base, Type type) {
        Variable v = Variable.temporary(base + locals.size(), type);
        locals.add(v);
        return v;
    }

    void add(Stmt stmt) {
        current.add(stmt);
    }

    /** Ends the current block with {@code terminator} and starts block {@code next}. */
    void end(Terminator terminator, String next) {
        blocks.add(new Block(label, current, terminator));
        current = new ArrayList<>();
        label = next;
    }

    /** Ends the current (last) block with {@code terminator} and returns the procedure. */
    Procedure finish(Terminator terminator) {
        blocks.add(new Block(label, current, terminator));
        return new Procedure(name, type, parameters, locals, blocks, Loc.NONE);
    }
}
