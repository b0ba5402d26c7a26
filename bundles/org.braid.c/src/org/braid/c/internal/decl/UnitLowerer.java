package org.braid.c.internal.decl;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.lower.Symbols;
import org.braid.c.internal.lower.UnitContext;
import org.braid.c.internal.types.WideUnsupported;
import org.braid.c.internal.parse.ParsedUnit;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.StaticAssertions;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Procedure;
import org.eclipse.cdt.core.dom.ast.IASTASMDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTProblemDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IFunction;
import org.eclipse.cdt.core.dom.ast.IVariable;

/**
 * Lowers the file-scope declarations of one translation unit: object definitions into globals
 * (tentative ones marked so the linker can merge them, C11 6.9.2), function definitions into
 * procedures. Definitions from system headers are lowered only when the program uses them (the
 * linker asks), so unused header code never produces diagnostics. {@code extern} declarations
 * produce nothing; uses are recorded in {@link Symbols}.
 */
public final class UnitLowerer {

    /** A file-scope object definition. */
    public record Definition(String name, Global global, boolean tentative, boolean external) {
    }

    /** A function definition and whether it has external linkage. */
    public record Function(Procedure procedure, boolean external) {
    }

    private final UnitContext context;
    private final Map<String, IASTFunctionDefinition> deferred = new LinkedHashMap<>();
    private final List<Function> procedures = new ArrayList<>();
    private final List<Definition> definitions = new ArrayList<>();
    private Set<String> internal = Set.of();

    public UnitLowerer(UnitContext context) {
        this.context = context;
        Lowerers.installConstants(context);
    }

    /** Reserves the external names of a unit (first pass over all units of a link). */
    public static void reserveExternals(ParsedUnit unit, Symbols symbols) {
        Set<String> statics = staticNames(unit);
        forEachSymbol(unit, (name, declarator) -> {
            if (!statics.contains(name)) {
                symbols.reserveExternal(name);
            }
        });
    }

    /** Names the internal-linkage symbols of a unit (second pass, after all externals). */
    public static void nameInternals(ParsedUnit unit, Symbols symbols) {
        Set<String> statics = staticNames(unit);
        forEachSymbol(unit, (name, declarator) -> {
            if (statics.contains(name)) {
                IBinding b = Declarators.innermost(declarator).getName().resolveBinding();
                if (b instanceof IFunction || b instanceof IVariable) {
                    symbols.nameInternal(b, name);
                }
            }
        });
    }

    private interface SymbolAction {
        void accept(String name, IASTDeclarator declarator);
    }

    /**
     * The file-scope names declared {@code static} anywhere in the unit: they have internal
     * linkage (C11 6.2.2p3). Found syntactically, because CDT's {@code isStatic()} rescans the
     * whole unit on each call.
     */
    private static Set<String> staticNames(ParsedUnit unit) {
        Set<String> names = new HashSet<>();
        for (IASTDeclaration d : unit.ast().getDeclarations()) {
            IASTDeclSpecifier spec = d instanceof IASTFunctionDefinition f ? f.getDeclSpecifier()
                : d instanceof IASTSimpleDeclaration s ? s.getDeclSpecifier() : null;
            if (spec != null && spec.getStorageClass() == IASTDeclSpecifier.sc_static) {
                forEachDeclarator(d, (name, declarator) -> names.add(name));
            }
        }
        return names;
    }

    private static void forEachSymbol(ParsedUnit unit, SymbolAction action) {
        for (IASTDeclaration d : unit.ast().getDeclarations()) {
            forEachDeclarator(d, action);
        }
    }

    private static void forEachDeclarator(IASTDeclaration d, SymbolAction action) {
        if (d instanceof IASTFunctionDefinition f) {
            IASTDeclarator decl = Declarators.innermost(f.getDeclarator());
            action.accept(decl.getName().toString(), decl);
        } else if (d instanceof IASTSimpleDeclaration s
                && s.getDeclSpecifier().getStorageClass() != IASTDeclSpecifier.sc_typedef) {
            for (IASTDeclarator decl : s.getDeclarators()) {
                String name = Declarators.innermost(decl).getName().toString();
                if (!name.isEmpty()) {
                    action.accept(name, decl);
                }
            }
        }
    }

    /** Lowers every definition outside system headers. */
    public void lower() {
        StaticInitializer statics = new StaticInitializer(context, "<global>");
        internal = staticNames(context.unit());
        for (IASTDeclaration d : context.unit().ast().getDeclarations()) {
            boolean system = context.unit().position(d).file().system();
            switch (d) {
                case IASTFunctionDefinition f -> {
                    IBinding b = Declarators.innermost(f.getDeclarator()).getName().resolveBinding();
                    if (system) {
                        if (b != null) {
                            deferred.put(context.symbols().nameOf(b), f);
                        }
                    } else {
                        boolean external = !internal.contains(Declarators.innermost(f.getDeclarator()).getName().toString());
                        procedures.add(new Function(new FunctionLowerer(context).lower(f), external));
                    }
                }
                case IASTSimpleDeclaration s -> objects(s, statics);
                case IASTASMDeclaration a -> {
                    if (!system) {
                        context.unsupported(a, "inline assembly");
                    }
                }
                case IASTProblemDeclaration p -> {
                    if (!system) {
                        throw new InvalidInput(p, "syntax error");
                    }
                }
                default -> {
                }
            }
        }
    }

    private void objects(IASTSimpleDeclaration s, StaticInitializer statics) {
        int storage = s.getDeclSpecifier().getStorageClass();
        if (storage == IASTDeclSpecifier.sc_typedef) {
            StaticAssertions.check(s, context);
            return;
        }
        for (IASTDeclarator declarator : s.getDeclarators()) {
            IBinding b = Declarators.innermost(declarator).getName().resolveBinding();
            if (!(b instanceof IVariable v) || storage == IASTDeclSpecifier.sc_extern && declarator.getInitializer() == null) {
                continue;
            }
            CType type = statics.complete(context.typeOf(v.getType(), declarator), declarator.getInitializer());
            if (type.unqualified() instanceof CType.Arr a && a.length() < 0) {
                type = new CType.Arr(a.element(), 1);
            }
            context.setObjectType(v, type);
            String name = context.symbols().nameOf(v);
            List<Global.Init> cells;
            try {
                cells = statics.cells(type, declarator.getInitializer());
            } catch (WideUnsupported e) {
                context.unsupportedEverywhere(declarator, "__int128 in the initializer of `" + v.getName()
                    + "` (Braid computes with __int128 in arithmetic, comparisons and conversions)");
                cells = List.of();
            }
            Global g = new Global(name, context.target().ir(type), cells,
                Declarators.isThreadLocal(s, context.unit()), context.locations().loc(declarator));
            definitions.add(new Definition(name, g, declarator.getInitializer() == null, !internal.contains(v.getName())));
        }
    }

    /** The procedure of a deferred (system header) definition, or {@code null}. */
    public Procedure lowerDeferred(String name) {
        IASTFunctionDefinition f = deferred.remove(name);
        return f == null ? null : new FunctionLowerer(context).lower(f);
    }

    public boolean hasDeferred(String name) {
        return deferred.containsKey(name);
    }

    public List<Function> procedures() {
        return procedures;
    }

    public List<Definition> definitions() {
        return definitions;
    }

    /** Globals Braid created: string literals, static locals. */
    public List<Global> anonymousGlobals() {
        return context.globals();
    }

    public UnitContext context() {
        return context;
    }
}
