package org.braid.java.internal.types;

import java.util.Set;

/**
 * The JDK classes the front end models itself, with the fields the models use: {@code Object};
 * {@code Thread} ({@code target}, the {@code Runnable} given to the constructor, and {@code tid},
 * the CIR thread id once started). Other JDK classes are modelled in Java ({@code
 * parse.ModelSources}).
 */
public final class ModelClasses {
    public static final String OBJECT = "java.lang.Object";
    public static final String THREAD = "java.lang.Thread";
    public static final String RUNNABLE = "java.lang.Runnable";
    /** Model field keys. */
    public static final String TARGET = "target";
    public static final String THREAD_ID = "tid";

    private ModelClasses() {
    }

    static void addTo(ClassTable table) {
        ClassInfo object = model(table, OBJECT, null, Set.of(OBJECT));
        ClassInfo thread = model(table, THREAD, object, Set.of(THREAD, RUNNABLE, OBJECT));
        thread.addField(TARGET, "target", JavaTypes.REF, false);
        thread.addField(THREAD_ID, "tid", JavaTypes.INT, false);
    }

    private static ClassInfo model(ClassTable table, String name, ClassInfo superclass, Set<String> supertypes) {
        ClassInfo info = table.add(name.substring(name.lastIndexOf('.') + 1), ClassInfo.Kind.MODEL, null, null, null,
            superclass, supertypes);
        table.register(name, info);
        return info;
    }
}
