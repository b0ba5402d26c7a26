package org.braid.c.internal.lower;

import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.braid.c.internal.types.CType;
import org.braid.core.internal.ir.Loc;
import org.eclipse.cdt.core.dom.ast.IBinding;

/**
 * Names of the link-level symbols of one program being linked: globals, functions, statics
 * renamed where two translation units use the same internal name, function-scope statics
 * ({@code f.x}), string literals ({@code .str}); and the functions referenced but not defined,
 * with the signature and place of first use, which the linker resolves against models. Not
 * thread-safe.
 */
public final class Symbols {

    /** A function the program refers to: its C signature and where it is first used. */
    public record Reference(String name, CType.Fun type, Loc firstUse) {
    }

    private final NameTable names = new NameTable();
    private final Map<IBinding, String> internal = new IdentityHashMap<>();
    private final Map<String, Reference> references = new LinkedHashMap<>();
    private final Map<String, GlobalReference> globals = new LinkedHashMap<>();

    /** A global object the program refers to, with its C type and the place of first use. */
    public record GlobalReference(String name, CType type, Loc firstUse) {
    }

    /** Reserves an external-linkage name (same in every translation unit). */
    public void reserveExternal(String name) {
        names.reserve(name);
    }

    /** Gives an internal-linkage symbol its program-wide name. */
    public String nameInternal(IBinding binding, String preferred) {
        return internal.computeIfAbsent(binding, b -> names.fresh(preferred));
    }

    /** A fresh program-wide name for something Braid creates (string literal, static local). */
    public String fresh(String preferred) {
        return names.fresh(preferred);
    }

    /** The program-wide name of a file-scope symbol: its own name unless internal and renamed. */
    public String nameOf(IBinding binding) {
        String n = internal.get(binding);
        return n != null ? n : binding.getName();
    }

    public void reference(String name, CType.Fun type, Loc use) {
        references.putIfAbsent(name, new Reference(name, type, use));
    }

    public Optional<Reference> reference(String name) {
        return Optional.ofNullable(references.get(name));
    }

    public Map<String, Reference> references() {
        return references;
    }

    public void referenceGlobal(String name, CType type, Loc use) {
        globals.putIfAbsent(name, new GlobalReference(name, type, use));
    }

    public Map<String, GlobalReference> globalReferences() {
        return globals;
    }
}
