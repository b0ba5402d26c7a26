package org.braid.c.internal.parse;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTCompositeTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IFunction;

/**
 * What the lowering looks up by binding, found in one walk of the translation unit: the
 * definitions of structs and unions, and the typedef name of an anonymous one
 * ({@code typedef struct { ... } name;}), which becomes its tag.
 */
public final class AstIndex {
    private final Map<IBinding, IASTCompositeTypeSpecifier> composites = new IdentityHashMap<>();
    private final Map<IBinding, String> typedefNames = new IdentityHashMap<>();
    private final Map<IBinding, Boolean> declaredFunctions = new IdentityHashMap<>();
    private final Map<IBinding, List<IASTName>> functionDeclarations = new IdentityHashMap<>();

    AstIndex(IASTTranslationUnit ast) {
        ast.accept(new ASTVisitor() {
            {
                shouldVisitDeclSpecifiers = true;
                shouldVisitDeclarations = true;
                shouldVisitDeclarators = true;
            }

            @Override
            public int visit(IASTDeclarator declarator) {
                IASTName name = declarator.getName();
                if (name != null && name.getSimpleID().length > 0 && name.resolveBinding() instanceof IFunction function) {
                    functionDeclarations.computeIfAbsent(function, k -> new ArrayList<>()).add(name);
                }
                if (declarator instanceof IASTFunctionDeclarator f) {
                    IBinding b = f.getName().resolveBinding();
                    if (b != null) {
                        boolean body = f.getParent() instanceof IASTFunctionDefinition;
                        declaredFunctions.merge(b, body, Boolean::logicalOr);
                    }
                }
                return PROCESS_CONTINUE;
            }

            @Override
            public int visit(IASTDeclSpecifier spec) {
                if (spec instanceof IASTCompositeTypeSpecifier c) {
                    IBinding b = c.getName().resolveBinding();
                    if (b != null) {
                        composites.putIfAbsent(b, c);
                    }
                }
                return PROCESS_CONTINUE;
            }

            @Override
            public int visit(IASTDeclaration declaration) {
                if (declaration instanceof IASTSimpleDeclaration s
                        && s.getDeclSpecifier().getStorageClass() == IASTDeclSpecifier.sc_typedef
                        && s.getDeclSpecifier() instanceof IASTCompositeTypeSpecifier c
                        && c.getName().toString().isEmpty() && s.getDeclarators().length > 0) {
                    IBinding b = c.getName().resolveBinding();
                    if (b != null) {
                        typedefNames.putIfAbsent(b, s.getDeclarators()[0].getName().toString());
                    }
                }
                return PROCESS_CONTINUE;
            }
        });
    }

    /** Whether the function is declared in this unit (not implicitly, by a call). */
    public boolean isDeclared(IBinding function) {
        return declaredFunctions.containsKey(function);
    }

    /** Whether this unit defines the function's body. */
    public boolean isDefined(IBinding function) {
        return declaredFunctions.getOrDefault(function, false);
    }

    /**
     * The names that declare or define the function in this unit, in the order written: what
     * {@link IASTTranslationUnit#getDeclarationsInAST} gives, found once instead of in a walk of
     * the whole unit per question.
     */
    public List<IASTName> declarations(IFunction function) {
        return functionDeclarations.getOrDefault(function, List.of());
    }

    /** The definition of a struct or union, or {@code null} if it is incomplete here. */
    public IASTCompositeTypeSpecifier composite(IBinding binding) {
        return composites.get(binding);
    }

    /** The typedef naming an anonymous struct or union, or {@code null}. */
    public String typedefName(IBinding binding) {
        return typedefNames.get(binding);
    }
}
