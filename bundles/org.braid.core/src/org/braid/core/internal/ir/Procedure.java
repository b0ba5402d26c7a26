package org.braid.core.internal.ir;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A procedure: signature, parameters, locals and a control-flow graph whose first block is the
 * entry. A procedure without blocks is external (declared, no body, no model).
 */
public final class Procedure {
    private final String name;
    private final Type.Function type;
    private final List<Variable> parameters;
    private final List<Variable> locals;
    private final List<Block> blocks;
    private final Map<String, Block> byLabel;
    private final Loc loc;

    public Procedure(String name, Type.Function type, List<Variable> parameters, List<Variable> locals,
            List<Block> blocks, Loc loc) {
        this.name = Objects.requireNonNull(name, "name");
        this.type = Objects.requireNonNull(type, "type");
        this.parameters = List.copyOf(parameters);
        this.locals = List.copyOf(locals);
        this.blocks = List.copyOf(blocks);
        this.loc = Objects.requireNonNull(loc, "loc");
        Map<String, Block> labels = new LinkedHashMap<>();
        for (Block b : this.blocks) {
            if (labels.put(b.label(), b) != null) {
                throw new IllegalArgumentException("duplicate block label " + b.label() + " in " + name);
            }
        }
        this.byLabel = Map.copyOf(labels);
    }

    public String name() {
        return name;
    }

    public Type.Function type() {
        return type;
    }

    public List<Variable> parameters() {
        return parameters;
    }

    public List<Variable> locals() {
        return locals;
    }

    public List<Block> blocks() {
        return blocks;
    }

    public Loc loc() {
        return loc;
    }

    public boolean isExternal() {
        return blocks.isEmpty();
    }

    public Block entry() {
        if (blocks.isEmpty()) {
            throw new IllegalStateException("external procedure " + name + " has no entry");
        }
        return blocks.get(0);
    }

    public Block block(String label) {
        Block b = byLabel.get(label);
        if (b == null) {
            throw new IllegalArgumentException("no block " + label + " in " + name);
        }
        return b;
    }

    public Optional<Block> findBlock(String label) {
        return Optional.ofNullable(byLabel.get(label));
    }

    @Override
    public String toString() {
        return name;
    }
}
