package org.braid.java.internal.lower;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.Modifier;

/**
 * Overrides javac implements with a bridge method: {@code class IntBox extends Box<Integer>}
 * declaring {@code set(Integer)} overrides {@code Box.set(T)}, whose erasure is {@code set(Object)}.
 * Braid finds implementations by erased signature and has no bridges, so a call of
 * {@code set(Object)} on an {@code IntBox} must not silently run {@code Box.set(Object)}: such a
 * method is reported instead ({@link Names#implementation} finds no implementation).
 */
final class Bridges {
    private Bridges() {
    }

    /**
     * Whether {@code declared}, a method of {@code owner}, overrides a method of a supertype of
     * {@code owner} whose erased signature is {@code name(parameters)} while its own erasure differs.
     */
    static boolean overridesWithOtherErasure(ITypeBinding owner, IMethodBinding declared, String name,
            List<String> parameters) {
        if (declared.isConstructor() || Modifier.isStatic(declared.getModifiers()) || !declared.getName().equals(name)
            || declared.getParameterTypes().length != parameters.size() || Names.parameters(declared).equals(parameters)) {
            return false;
        }
        Set<String> seen = new HashSet<>();
        for (ITypeBinding supertype : supertypes(owner)) {
            if (!seen.add(supertype.getKey())) {
                continue;
            }
            for (IMethodBinding m : supertype.getDeclaredMethods()) {
                if (m.getName().equals(name) && Names.parameters(m).equals(parameters) && declared.overrides(m)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The direct and indirect supertypes of {@code type}, as the parameterized bindings it names them. */
    private static List<ITypeBinding> supertypes(ITypeBinding type) {
        List<ITypeBinding> all = new java.util.ArrayList<>();
        collect(type, all);
        all.remove(0);
        return all;
    }

    private static void collect(ITypeBinding type, List<ITypeBinding> into) {
        if (type == null) {
            return;
        }
        into.add(type);
        collect(type.getSuperclass(), into);
        Arrays.stream(type.getInterfaces()).forEach(i -> collect(i, into));
    }
}
