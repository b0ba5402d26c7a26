package org.braid.c.internal.lower;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;
import org.braid.c.Diagnostic;
import org.braid.c.DiagnosticKind;
import org.braid.c.internal.Diagnostics;
import org.braid.c.internal.parse.ParsedUnit;
import org.braid.c.internal.parse.SourceMap;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.Target;
import org.braid.c.internal.types.TypeContext;
import org.braid.c.internal.types.TypeConverter;
import org.braid.c.internal.types.WideUnsupported;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Global;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IType;

/** Everything the lowering of one translation unit shares. Not thread-safe. */
public final class UnitContext implements TypeContext {
    private final ParsedUnit unit;
    private final Target target;
    private final Symbols symbols;
    private final Diagnostics diagnostics;
    private String procedure;
    private final Locations locations;
    private final TypeConverter types;
    private final List<Global> globals = new ArrayList<>();
    private final java.util.Map<IASTExpression, Expr> runtimeLengths = new java.util.IdentityHashMap<>();
    private final java.util.Map<org.eclipse.cdt.core.dom.ast.IBinding, CType> objectTypes = new java.util.IdentityHashMap<>();
    private Function<IASTExpression, Optional<Value>> constants = e -> Optional.empty();

    public UnitContext(ParsedUnit unit, Target target, Symbols symbols, Diagnostics diagnostics) {
        this.unit = unit;
        this.target = target;
        this.symbols = symbols;
        this.diagnostics = diagnostics;
        this.locations = new Locations(unit);
        this.types = new TypeConverter(unit, target, this);
    }

    public ParsedUnit unit() {
        return unit;
    }

    public Target target() {
        return target;
    }

    public Symbols symbols() {
        return symbols;
    }

    public Diagnostics diagnostics() {
        return diagnostics;
    }

    public Locations locations() {
        return locations;
    }

    public TypeConverter types() {
        return types;
    }

    public CType typeOf(IType type, IASTNode where) {
        return types.convert(type, where);
    }

    /** The completed type of a file-scope object, once known. */
    public CType objectType(org.eclipse.cdt.core.dom.ast.IBinding variable) {
        return objectTypes.get(variable);
    }

    public void setObjectType(org.eclipse.cdt.core.dom.ast.IBinding variable, CType type) {
        objectTypes.put(variable, type);
    }

    public void addGlobal(Global global) {
        globals.add(global);
    }

    public List<Global> globals() {
        return globals;
    }

    /** Installs the evaluator of integer constant expressions (array sizes, case labels, ...). */
    public void setConstants(Function<IASTExpression, Optional<Value>> evaluator) {
        this.constants = evaluator;
    }

    /** The value of an integer constant expression, with its type, or empty. */
    public Optional<Value> constantValue(IASTExpression expression) {
        return constants.apply(expression);
    }

    @Override
    public OptionalLong constant(IASTExpression expression) {
        Optional<Value> v;
        try {
            v = constants.apply(expression);
        } catch (WideUnsupported e) {
            return OptionalLong.empty();
        }
        if (v.isPresent() && v.get().isWide()) {
            // a __int128 constant counts where its value fits in 64 bits
            if (v.get().low() instanceof Expr.Const low && v.get().high() instanceof Expr.Const high
                    && high.bits() == (low.bits() < 0 && v.get().type() instanceof CType.Int i && i.kind().signed() ? -1 : 0)) {
                return OptionalLong.of(low.bits());
            }
            return OptionalLong.empty();
        }
        if (v.isPresent() && v.get().expr() instanceof Expr.Const c) {
            return OptionalLong.of(c.value());
        }
        return OptionalLong.empty();
    }

    @Override
    public Expr runtimeLength(IASTExpression size) {
        return runtimeLengths.get(size);
    }

    /** Records the value computed for the non-constant array length {@code size} (see {@link #runtimeLength}). */
    public void bindRuntimeLength(IASTExpression size, Expr value) {
        runtimeLengths.put(size, value);
    }

    @Override
    public void unsupported(IASTNode where, String construct) {
        report(DiagnosticKind.UNSUPPORTED, where, construct);
    }

    @Override
    public void unsupportedEverywhere(IASTNode where, String construct) {
        SourceMap.Position pos = locations.position(where);
        diagnostics.add(new Diagnostic(DiagnosticKind.UNSUPPORTED, pos.file().display(), pos.line(), null,
            List.of(construct)));
    }

    /** An unsupported construct at a statement's location (where no AST node is at hand). */
    public void unsupported(Loc where, String construct) {
        diagnostics.add(new Diagnostic(DiagnosticKind.UNSUPPORTED, where.file(), where.line(), procedure,
            List.of(construct)));
    }

    public void report(DiagnosticKind kind, IASTNode where, String... arguments) {
        SourceMap.Position pos = locations.position(where);
        diagnostics.add(new Diagnostic(kind, pos.file().display(), pos.line(), procedure, List.of(arguments)));
    }

    /**
     * Names the procedure whose body is being lowered ({@code null} after it), so that the
     * diagnostics reported meanwhile say which function they are in.
     */
    public void lowering(String procedure) {
        this.procedure = procedure;
    }
}
