package org.braid.java.internal.decl;

import java.util.List;
import java.util.function.Consumer;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.expr.Expressions;
import org.braid.java.internal.lower.Locations;
import org.braid.java.internal.lower.MethodContext;
import org.braid.java.internal.lower.ProgramParts;
import org.braid.java.internal.model.Monitors;
import org.braid.java.internal.parse.ParsedUnit;
import org.braid.java.internal.stmt.Statements;
import org.braid.java.internal.types.ClassInfo;
import org.eclipse.jdt.core.dom.ASTNode;

/**
 * Builds one procedure: parameters, then a body lowered by a callback. When the body contains a
 * construct outside the supported subset, the procedure becomes a single unsupported marker
 * ({@code Stmt.Assert.unsupported}) and the construct is reported in that procedure: a check
 * whose executions may call it is unknown, others are unaffected.
 */
final class MethodLowerer {
    /** A parameter: binding key, name, type. */
    record Parameter(String key, String name, Type type) {
    }

    /** What a body needs: its context, its expression and statement lowerers. */
    record Body(MethodContext ctx, Expressions exprs, Statements statements) {
    }

    private final ProgramParts program;

    MethodLowerer(ProgramParts program) {
        this.program = program;
    }

    /**
     * Adds procedure {@code name}; {@code self} is the receiver's class or null for static
     * code; {@code lock}, whether the body runs holding the receiver's (or class's) monitor.
     */
    void build(ParsedUnit unit, ASTNode declaration, String name, Type returnType, ClassInfo self,
            List<Parameter> parameters, boolean lock, Consumer<Body> body) {
        Loc loc = Locations.of(unit, declaration);
        MethodContext ctx = context(unit, name, returnType, self, parameters, loc);
        try {
            Expressions exprs = new Expressions(ctx);
            if (lock) {
                Expr monitor = self == null ? program.classMonitor(ownerOf(declaration)) : ctx.self();
                Monitors.enter(ctx, monitor);
                ctx.pushScope(new Monitors.Held(monitor));
            }
            body.accept(new Body(ctx, exprs, new Statements(ctx, exprs)));
            ctx.leaveScopesAbove(0);
            program.add(ctx.finish(loc));
        } catch (UnsupportedConstruct e) {
            program.diagnostics().unsupported(unit, e, name);
            MethodContext marker = context(unit, name, returnType, self, parameters, loc);
            marker.emit(Stmt.Assert.unsupported(e.what(), Locations.of(unit, e.node())));
            program.add(marker.finish(loc));
        }
    }

    /**
     * Adds procedure {@code name} as an unsupported marker without parameters, for a method whose
     * signature is outside the subset (every call of it is unsupported too).
     */
    void unsupportedSignature(ParsedUnit unit, ASTNode declaration, String name, UnsupportedConstruct e) {
        program.diagnostics().unsupported(unit, e, name);
        Loc loc = Locations.of(unit, declaration);
        MethodContext marker = context(unit, name, Type.VOID, null, List.of(), loc);
        marker.emit(Stmt.Assert.unsupported(e.what(), Locations.of(unit, e.node())));
        program.add(marker.finish(loc));
    }

    private ClassInfo ownerOf(ASTNode declaration) {
        ASTNode type = declaration.getParent();
        var binding = type instanceof org.eclipse.jdt.core.dom.AbstractTypeDeclaration t ? t.resolveBinding() : null;
        if (binding == null) {
            throw new UnsupportedConstruct(declaration, "a static synchronized method here");
        }
        return program.classes().of(binding).orElseThrow();
    }

    private MethodContext context(ParsedUnit unit, String name, Type returnType, ClassInfo self,
            List<Parameter> parameters, Loc loc) {
        MethodContext ctx = new MethodContext(program, unit, name, returnType, self, loc);
        for (Parameter p : parameters) {
            ctx.addParameter(p.key(), p.name(), p.type());
        }
        return ctx;
    }
}
