package org.braid.java.internal.lower;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Type;
import org.braid.java.internal.Diagnostics;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.ClassTable;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.Layout;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.IVariableBinding;
import org.eclipse.jdt.core.dom.Modifier;

/**
 * What the lowering of one program collects: its classes, diagnostics, globals (static fields
 * as {@code Owner.name}, class monitors as {@code Owner.class}) and procedures. Not thread-safe.
 */
public final class ProgramParts {
    /** A static field: the global holding it, its cell type and whether it is volatile. */
    public record Static(String global, Type cell, boolean isVolatile) {
    }

    private final ClassTable classes;
    private final Diagnostics diagnostics;
    private final Exceptions exceptions;
    private final Map<String, Global> globals = new LinkedHashMap<>();
    private final Map<String, Static> statics = new HashMap<>();
    private final List<Procedure> procedures = new ArrayList<>();

    public ProgramParts(ClassTable classes, Diagnostics diagnostics, Exceptions exceptions) {
        this.classes = classes;
        this.diagnostics = diagnostics;
        this.exceptions = exceptions;
    }

    /** How thrown exceptions are lowered in this program. */
    public Exceptions exceptions() {
        return exceptions;
    }

    public ClassTable classes() {
        return classes;
    }

    public Diagnostics diagnostics() {
        return diagnostics;
    }

    /** Declares a static field with the constant {@code initial} (or zero if it is not a constant). */
    public void declareStatic(ClassInfo owner, IVariableBinding field, Expr initial, ASTNode where, Loc loc) {
        Type cell = JavaTypes.cell(field.getType(), where);
        String name = owner.name() + "." + field.getName();
        List<Global.Init> init = initial instanceof Expr.Const c && cell instanceof Type.Int i
            ? List.of(new Global.Init(0, Expr.Const.of(c.value(), i))) : List.of();
        globals.put(name, new Global(name, cell, init, false, loc));
        statics.put(field.getVariableDeclaration().getKey(),
            new Static(name, cell, Modifier.isVolatile(field.getModifiers())));
    }

    public Static staticField(IVariableBinding field, ASTNode where) {
        Static s = statics.get(field.getVariableDeclaration().getKey());
        if (s == null) {
            throw new UnsupportedConstruct(where, "the static field " + field.getDeclaringClass().getQualifiedName()
                + "." + field.getName());
        }
        return s;
    }

    /** The monitor of a class's {@code static synchronized} methods: a global with an object header. */
    public Expr classMonitor(ClassInfo owner) {
        String name = owner.name() + ".class";
        globals.computeIfAbsent(name, n -> new Global(n, new Type.Array(JavaTypes.INT, Layout.HEADER / 4), List.of(),
            false, Loc.NONE));
        return new Expr.GlobalAddr(name, JavaTypes.REF);
    }

    /**
     * A string literal: a reference to one object per distinct literal (an object header without
     * fields), so equal literals are the same object, as the JVM interns them. No method of
     * {@code String} is modelled, so the object is only passed around and compared.
     */
    public Expr stringLiteral(String value) {
        String name = "\"" + value + "\"";
        globals.computeIfAbsent(name, n -> new Global(n, new Type.Array(JavaTypes.INT, Layout.HEADER / 4), List.of(),
            false, Loc.NONE));
        return new Expr.GlobalAddr(name, JavaTypes.REF);
    }

    /** Declares a global of Braid's own (thread ids); thread-local if asked. */
    public Expr modelGlobal(String name, Type cell, boolean threadLocal) {
        globals.computeIfAbsent(name, n -> new Global(n, cell, List.of(), threadLocal, Loc.NONE));
        return new Expr.GlobalAddr(name, new Type.Pointer(cell));
    }

    public void add(Procedure procedure) {
        procedures.add(procedure);
    }

    public List<Global> globals() {
        return List.copyOf(globals.values());
    }

    public List<Procedure> procedures() {
        return List.copyOf(procedures);
    }
}
