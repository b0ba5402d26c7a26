package org.braid.core.internal.check;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.braid.core.Property;
import org.braid.core.internal.harness.Harness;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;

/**
 * The assertions of a closed program as the selected properties see them
 * ({@link Stmt.Assert.Kind}): an assertion of an unselected {@link Property#EXCEPTION} is dropped
 * (the lowering after it unwinds the thread as the JVM does, so the execution goes on), one of a
 * selected {@link Property#EXCEPTION} is followed by the assumption of its condition (the reported
 * exception ends the execution, in the race search too, and the unwinding after it costs the
 * solver nothing); with
 * {@code assumeUnchecked}, one of an unselected {@link Property#ASSERT} becomes an assumption of its
 * condition (a failing one ends the execution, as the race search treats every assertion).
 * Assertions that mark unsupported behaviour stay, but one of kind {@code EXCEPTION} (an exception
 * that could not be unwound) only while {@link Property#EXCEPTION} is not selected: with it, the
 * exception is reported where it is thrown, before. Stateless.
 */
final class AssertionKinds {
    private AssertionKinds() {
    }

    /** The property of an assertion of {@code kind}. */
    static Property property(Stmt.Assert.Kind kind) {
        return switch (kind) {
            case ASSERT -> Property.ASSERT;
            case EXCEPTION -> Property.EXCEPTION;
        };
    }

    /** Whether some assertion property is selected (then the assertion search runs). */
    static boolean anyChecked(Set<Property> properties) {
        return properties.contains(Property.ASSERT) || properties.contains(Property.EXCEPTION);
    }

    /**
     * What the assertion search of {@code selected} looks for in {@code program} (shaped by
     * {@link #select}), as its progress names it: the selected assertion properties, without
     * {@link Property#EXCEPTION} when {@link Property#ASSERT} is selected too and the program has no
     * assertion of kind {@code EXCEPTION} (a C program, which has no exceptions). Not empty when
     * {@link #anyChecked}.
     */
    static Set<Property> searched(Program program, Set<Property> selected) {
        Set<Property> searched = EnumSet.noneOf(Property.class);
        if (selected.contains(Property.ASSERT)) {
            searched.add(Property.ASSERT);
        }
        if (selected.contains(Property.EXCEPTION) && (searched.isEmpty() || hasExceptions(program))) {
            searched.add(Property.EXCEPTION);
        }
        return searched;
    }

    private static boolean hasExceptions(Program program) {
        return program.procedures().values().stream().flatMap(p -> p.blocks().stream())
            .flatMap(b -> b.statements().stream())
            .anyMatch(s -> s instanceof Stmt.Assert a && a.kind() == Stmt.Assert.Kind.EXCEPTION && !a.marksUnsupported());
    }

    /** {@code closed} with its assertions of unselected properties treated as above; itself if none changes. */
    static Harness select(Harness closed, Set<Property> properties, boolean assumeUnchecked) {
        boolean changed = false;
        List<Procedure> procedures = new ArrayList<>();
        for (Procedure p : closed.program().procedures().values()) {
            List<Block> blocks = new ArrayList<>();
            boolean procedureChanged = false;
            for (Block b : p.blocks()) {
                List<Stmt> statements = new ArrayList<>();
                for (Stmt s : b.statements()) {
                    if (!(s instanceof Stmt.Assert a)) {
                        statements.add(s);
                    } else if (a.marksUnsupported()) {
                        if (a.kind() == Stmt.Assert.Kind.ASSERT || !properties.contains(property(a.kind()))) {
                            statements.add(s);
                        }
                    } else if (properties.contains(property(a.kind()))) {
                        statements.add(s);
                        if (a.kind() == Stmt.Assert.Kind.EXCEPTION) {
                            statements.add(new Stmt.Assume(a.condition(), a.loc()));
                        }
                    } else if (a.kind() == Stmt.Assert.Kind.ASSERT && assumeUnchecked) {
                        statements.add(new Stmt.Assume(a.condition(), a.loc()));
                    } else if (a.kind() == Stmt.Assert.Kind.ASSERT) {
                        statements.add(s);
                    }
                }
                procedureChanged |= statements.size() != b.statements().size() || !statements.equals(b.statements());
                blocks.add(new Block(b.label(), statements, b.terminator()));
            }
            changed |= procedureChanged;
            procedures.add(procedureChanged
                ? new Procedure(p.name(), p.type(), p.parameters(), p.locals(), blocks, p.loc()) : p);
        }
        return changed ? new Harness(closed.program().withProcedures(procedures), closed.entry(), closed.spec()) : closed;
    }
}
