package org.braid.c.internal.lower;

import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.braid.c.internal.types.CType;
import org.eclipse.cdt.core.dom.ast.IASTInitializer;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IVariable;

/** Block-scope declarations and initializers as statement and expression lowering need them. */
public interface DeclService {

    /** A declaration inside a function body. */
    void declaration(IASTDeclaration d);

    /** Initializes the fresh automatic object at {@code target} from {@code init}. */
    void initialize(Place target, IASTInitializer init);

    /** The type with an unknown array length taken from the initializer (C11 6.7.9p22). */
    CType complete(CType type, IASTInitializer init);

    /**
     * The type of an object as declared, with the length of an array declared {@code []}
     * taken from its definition's initializer.
     */
    CType objectType(IVariable variable, IASTNode where);
}
