package org.braid.java.internal.types;

import java.util.Set;

/**
 * The JDK class the front end models itself: {@code Object} (no fields, the root of every
 * class). Other JDK classes are modelled in Java ({@code parse.ModelSources}); the names here are
 * the ones the front end refers to.
 */
public final class ModelClasses {
    public static final String OBJECT = "java.lang.Object";
    public static final String THREAD = "java.lang.Thread";
    public static final String RUNNABLE = "java.lang.Runnable";
    /** The superclass of every enum, modelled in Java with the constant's name and ordinal. */
    public static final String ENUM = "java.lang.Enum";
    /** Strings, modelled in Java; string literals are objects of this model the front end lays out. */
    public static final String STRING = "java.lang.String";

    private ModelClasses() {
    }

    static void addTo(ClassTable table) {
        model(table, OBJECT, null, Set.of(OBJECT));
    }

    private static ClassInfo model(ClassTable table, String name, ClassInfo superclass, Set<String> supertypes) {
        ClassInfo info = table.add(name.substring(name.lastIndexOf('.') + 1), ClassInfo.Kind.MODEL, null, null, null,
            superclass, supertypes);
        table.register(name, info);
        return info;
    }
}
