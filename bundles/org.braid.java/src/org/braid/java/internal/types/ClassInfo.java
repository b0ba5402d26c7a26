package org.braid.java.internal.types;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.braid.core.internal.ir.Type;
import org.braid.java.internal.parse.ParsedUnit;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.ITypeBinding;

/**
 * A class of the program: a source class (top-level, static nested or anonymous), a lambda or
 * method reference (a synthetic class implementing its functional interface, with the captured
 * variables and the enclosing {@code this}, or a method reference's bound receiver, as fields), or a built-in model class ({@code Object}). Source classes
 * include Braid's Java models of JDK classes. Built by {@link ClassTable}; immutable once the table
 * is built.
 */
public final class ClassInfo {

    /** Where a class comes from. */
    public enum Kind { SOURCE, LAMBDA, MODEL }

    /**
     * A field slot: name for reports, cell type, byte offset, whether accesses are volatile. A
     * model's fields are named after the JDK class it models ({@code java.util.HashMap.state}).
     */
    public record Field(String owner, String name, Type cell, long offset, boolean isVolatile) {
        /** {@code Owner.name}, as race reports name the field. */
        public String display() {
            return owner + "." + name;
        }
    }

    private final int id;
    private final String name;
    private final Kind kind;
    private final ITypeBinding binding;
    private final ASTNode declaration;
    private final ParsedUnit unit;
    private final ClassInfo superclass;
    private final Set<String> supertypes;
    private final Map<String, Field> fields = new LinkedHashMap<>();
    private final Map<String, Field> captures = new LinkedHashMap<>();
    private ClassInfo outer;
    private Field outerThis;
    private IMethodBinding functionalMethod;

    ClassInfo(int id, String name, Kind kind, ITypeBinding binding, ASTNode declaration, ParsedUnit unit,
            ClassInfo superclass, Set<String> supertypes) {
        this.id = id;
        this.name = name;
        this.kind = kind;
        this.binding = binding;
        this.declaration = declaration;
        this.unit = unit;
        this.superclass = superclass;
        this.supertypes = Set.copyOf(supertypes);
        if (superclass != null) {
            fields.putAll(superclass.fields);
        }
    }

    Field addField(String key, String fieldName, Type cell, boolean isVolatile) {
        String owner = name.startsWith(org.braid.java.internal.parse.ModelSources.MODEL_PACKAGE_PREFIX)
            ? name.substring(org.braid.java.internal.parse.ModelSources.MODEL_PACKAGE_PREFIX.length()) : name;
        Field field = new Field(owner, fieldName, cell, Layout.HEADER + Layout.SLOT * fields.size(), isVolatile);
        fields.put(key, field);
        return field;
    }

    void addCapture(String key, String variable, Type cell) {
        captures.put(key, addField("capture:" + key, "val$" + variable, cell, false));
    }

    void setOuter(ClassInfo enclosing, boolean capturesThis) {
        this.outer = enclosing;
        if (capturesThis) {
            this.outerThis = addField("this$0", "this$0", JavaTypes.REF, false);
        }
    }

    void setFunctionalMethod(IMethodBinding method) {
        this.functionalMethod = method;
    }

    /** Positive, unique in the program; stored at {@link Layout#CLASS_ID} of every instance. */
    public int id() {
        return id;
    }

    /** The binary name for source classes ({@code Main$1} for anonymous ones), {@code Outer$lambda$N} for lambdas. */
    public String name() {
        return name;
    }

    public Kind kind() {
        return kind;
    }

    /** The class's binding; for a lambda, its functional interface. */
    public ITypeBinding binding() {
        return binding;
    }

    /** The type, anonymous class or lambda declaration; null for model classes. */
    public ASTNode declaration() {
        return declaration;
    }

    public ParsedUnit unit() {
        return unit;
    }

    public Optional<ClassInfo> superclass() {
        return Optional.ofNullable(superclass);
    }

    /** Erased qualified names of this class and all its supertypes. */
    public boolean isSubtypeOf(String qualifiedName) {
        return supertypes.contains(qualifiedName);
    }

    /** Instance size in bytes. */
    public long size() {
        return Layout.HEADER + Layout.SLOT * fields.size();
    }

    /** The instance field with this binding key (or model field name), inherited ones included. */
    public Optional<Field> field(String key) {
        return Optional.ofNullable(fields.get(key));
    }

    /** The instance field this class declares (or inherits) under {@code fieldName}, for fields the front end sets itself. */
    public Field fieldNamed(String fieldName) {
        return fields.values().stream().filter(f -> f.name().equals(fieldName)).findFirst()
            .orElseThrow(() -> new IllegalStateException("no field " + fieldName + " in " + name));
    }

    /** The fields holding captured local variables, by the variable's binding key, in capture order. */
    public Map<String, Field> captures() {
        return Collections.unmodifiableMap(captures);
    }

    /** For anonymous classes and lambdas: the class whose {@code this} is in scope where they are created. */
    public Optional<ClassInfo> outer() {
        return Optional.ofNullable(outer);
    }

    /** The field holding the enclosing instance, if created in an instance context. */
    public Optional<Field> outerThis() {
        return Optional.ofNullable(outerThis);
    }

    /** For a lambda: the single abstract method it implements. */
    public Optional<IMethodBinding> functionalMethod() {
        return Optional.ofNullable(functionalMethod);
    }

    /** Every instance field in layout order. */
    public List<Field> allFields() {
        return new ArrayList<>(fields.values());
    }

    @Override
    public String toString() {
        return name;
    }
}
