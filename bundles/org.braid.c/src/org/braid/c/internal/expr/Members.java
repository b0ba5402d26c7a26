package org.braid.c.internal.expr;

import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.StructTable;
import org.eclipse.cdt.core.dom.ast.IASTNode;

/** Finds a named member of a struct or union, also inside anonymous members (C11 6.7.2.1p13). */
final class Members {

    /** The member and its byte offset from the start of the outermost struct. */
    record Found(StructTable.Member member, long offset) {
    }

    private Members() {
    }

    static Found find(StructTable structs, String tag, String name, IASTNode where) {
        StructTable.Layout layout = structs.layout(tag);
        if (!layout.complete()) {
            throw new InvalidInput(where, "member access into incomplete type 'struct " + tag + "'");
        }
        Found f = search(structs, layout, name, 0);
        if (f == null) {
            throw new InvalidInput(where, "no member named '" + name + "' in 'struct " + tag + "'");
        }
        return f;
    }

    private static Found search(StructTable structs, StructTable.Layout layout, String name, long base) {
        for (StructTable.Member m : layout.members()) {
            if (m.name().equals(name)) {
                return new Found(m, base + m.offset());
            }
        }
        for (StructTable.Member m : layout.members()) {
            if (m.name().isEmpty() && m.type().unqualified() instanceof CType.Rec r) {
                Found f = search(structs, structs.layout(r.tag()), name, base + m.offset());
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }
}
