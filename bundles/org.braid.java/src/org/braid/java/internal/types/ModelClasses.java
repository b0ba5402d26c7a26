package org.braid.java.internal.types;

import java.util.List;
import java.util.Set;

/**
 * The JDK classes Braid models, with the fields the models use: {@code Object};
 * {@code Thread} ({@code target}, the {@code Runnable} given to the constructor, and {@code tid},
 * the CIR thread id once started); {@code AtomicInteger}, {@code AtomicLong} and
 * {@code AtomicBoolean} ({@code value}).
 */
public final class ModelClasses {
    public static final String OBJECT = "java.lang.Object";
    public static final String THREAD = "java.lang.Thread";
    public static final String RUNNABLE = "java.lang.Runnable";
    public static final String ATOMIC_INTEGER = "java.util.concurrent.atomic.AtomicInteger";
    public static final String ATOMIC_LONG = "java.util.concurrent.atomic.AtomicLong";
    public static final String ATOMIC_BOOLEAN = "java.util.concurrent.atomic.AtomicBoolean";
    /** Model field keys. */
    public static final String TARGET = "target";
    public static final String THREAD_ID = "tid";
    public static final String VALUE = "value";

    private ModelClasses() {
    }

    static void addTo(ClassTable table) {
        ClassInfo object = model(table, OBJECT, null, Set.of(OBJECT));
        ClassInfo thread = model(table, THREAD, object, Set.of(THREAD, RUNNABLE, OBJECT));
        thread.addField(TARGET, "target", JavaTypes.REF, false);
        thread.addField(THREAD_ID, "tid", JavaTypes.INT, false);
        for (var atomic : List.of(List.of(ATOMIC_INTEGER, JavaTypes.INT), List.of(ATOMIC_LONG, JavaTypes.LONG),
                List.of(ATOMIC_BOOLEAN, JavaTypes.BOOLEAN_CELL))) {
            ClassInfo info = model(table, (String) atomic.get(0), object, Set.of((String) atomic.get(0), OBJECT));
            info.addField(VALUE, "value", (org.braid.core.internal.ir.Type) atomic.get(1), true);
        }
    }

    private static ClassInfo model(ClassTable table, String name, ClassInfo superclass, Set<String> supertypes) {
        ClassInfo info = table.add(name.substring(name.lastIndexOf('.') + 1), ClassInfo.Kind.MODEL, null, null, null,
            superclass, supertypes);
        table.register(name, info);
        return info;
    }
}
