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
import org.braid.core.internal.ir.ThreadNaming;
import org.braid.core.internal.ir.Type;
import org.braid.java.internal.Diagnostics;
import org.braid.java.internal.UnsupportedConstruct;
import org.braid.java.internal.types.ClassInfo;
import org.braid.java.internal.types.ClassTable;
import org.braid.java.internal.types.JavaTypes;
import org.braid.java.internal.types.Layout;
import org.braid.java.internal.types.ModelClasses;
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

    private final boolean createsStrings;

    /**
     * {@code createsStrings}: whether the program may create strings other than literals
     * ({@code expr.Strings#createdIn}); without, every string is an interned literal and
     * {@code equals} between strings is {@code ==}.
     */
    public ProgramParts(ClassTable classes, Diagnostics diagnostics, Exceptions exceptions, boolean createsStrings) {
        this.classes = classes;
        this.diagnostics = diagnostics;
        this.exceptions = exceptions;
        this.createsStrings = createsStrings;
    }

    /** Whether the program may create strings other than its literals (concatenation, valueOf, StringBuilder). */
    public boolean createsStrings() {
        return createsStrings;
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

    /**
     * The global of a static field; a JDK class's static field is its Java model's (an enum
     * constant of {@code TimeUnit}), found by the model class's name.
     */
    public Static staticField(IVariableBinding field, ASTNode where) {
        Static s = statics.get(field.getVariableDeclaration().getKey());
        String jdkClass = field.getDeclaringClass() == null ? null
            : field.getDeclaringClass().getErasure().getQualifiedName();
        if (s == null && jdkClass != null && classes.isModelledClass(jdkClass)) {
            String name = classes.model(jdkClass).name() + "." + field.getName();
            s = statics.values().stream().filter(each -> each.global().equals(name)).findFirst().orElse(null);
        }
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
     * A string literal: a reference to one object of the model of {@code String} per distinct
     * literal, so equal literals are the same object, as the JVM interns them. The object is a
     * global with the model's class id and its {@code value} field pointing to a second global,
     * the char array ({@code "text".value}: length and UTF-16 chars), both initialized before the
     * program starts.
     */
    public Expr stringLiteral(String value) {
        String name = "\"" + value + "\"";
        if (!globals.containsKey(name)) {
            ClassInfo string = classes.model(ModelClasses.STRING);
            String chars = name + ".value";
            List<Global.Init> text = new ArrayList<>();
            text.add(new Global.Init(Layout.ARRAY_LENGTH, Expr.Const.of(value.length(), JavaTypes.INT)));
            for (int i = 0; i < value.length(); i++) {
                text.add(new Global.Init(Layout.HEADER + 2L * i, Expr.Const.of(value.charAt(i), JavaTypes.CHAR)));
            }
            globals.put(chars, new Global(chars, new Type.Array(JavaTypes.INT, (Layout.HEADER + 2L * value.length() + 3) / 4),
                text, false, Loc.NONE));
            long field = string.fieldNamed("value").offset();
            globals.put(name, new Global(name, new Type.Array(JavaTypes.INT, string.size() / 4), List.of(
                new Global.Init(Layout.CLASS_ID, Expr.Const.of(string.id(), JavaTypes.INT)),
                new Global.Init(field, new Expr.GlobalAddr(chars, JavaTypes.REF))), false, Loc.NONE));
        }
        return new Expr.GlobalAddr(name, JavaTypes.REF);
    }

    /** The char array of the string literal {@code value}: its {@code value} field's target. */
    public Expr stringLiteralChars(String value) {
        stringLiteral(value);
        return new Expr.GlobalAddr("\"" + value + "\".value", JavaTypes.REF);
    }

    /** Declares {@link ThreadNaming#PROCEDURE} if this program has not yet. */
    public void declareThreadNaming() {
        if (procedures.stream().noneMatch(p -> p.name().equals(ThreadNaming.PROCEDURE))) {
            procedures.add(ThreadNaming.declaration(JavaTypes.REF, new Type.Pointer(JavaTypes.CHAR), JavaTypes.INT));
        }
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
