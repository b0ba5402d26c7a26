package org.braid.java.internal.decl;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.braid.java.internal.parse.ModelSources;
import org.braid.java.internal.parse.ParsedUnit;
import org.braid.java.internal.types.ClassInfo;
import org.eclipse.jdt.core.dom.ASTVisitor;
import org.eclipse.jdt.core.dom.IBinding;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.IVariableBinding;
import org.eclipse.jdt.core.dom.SimpleName;

/**
 * Which enums of Braid's Java models a program uses: Braid initializes classes eagerly, before
 * {@code main}, so a model enum ({@code TimeUnit}) would create its constants in every program.
 * It is initialized only when the user's files name it (its type, a constant or a method of it);
 * models must therefore not read another model enum's constants themselves.
 */
final class ModelEnums {
    private final Set<String> named = new HashSet<>();

    private ModelEnums() {
    }

    /** The JDK names of the types the units in {@code userFiles} name. */
    static ModelEnums namedIn(List<ParsedUnit> units, Set<String> userFiles) {
        ModelEnums found = new ModelEnums();
        for (ParsedUnit unit : units) {
            if (userFiles.contains(unit.file())) {
                unit.unit().accept(new ASTVisitor() {
                    @Override
                    public boolean visit(SimpleName node) {
                        found.add(node.resolveBinding());
                        return true;
                    }
                });
            }
        }
        return found;
    }

    private void add(IBinding binding) {
        ITypeBinding type = switch (binding) {
            case ITypeBinding t -> t;
            case IVariableBinding v when v.isField() -> v.getDeclaringClass();
            case IMethodBinding m -> m.getDeclaringClass();
            case null, default -> null;
        };
        if (type != null) {
            named.add(type.getErasure().getQualifiedName());
        }
    }

    /** Whether {@code cls} is a model enum that no user file names, so its class initializer is left out. */
    boolean unused(ClassInfo cls) {
        return cls.name().startsWith(ModelSources.MODEL_PACKAGE_PREFIX) && cls.binding() != null
            && cls.binding().isEnum()
            && !named.contains(cls.name().substring(ModelSources.MODEL_PACKAGE_PREFIX.length()));
    }
}
