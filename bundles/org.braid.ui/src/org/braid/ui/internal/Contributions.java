package org.braid.ui.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;

/**
 * The classes contributed to one of Braid's extension points (each element's {@code class}
 * attribute), created on first use in the registry's order and kept. A contribution that cannot be
 * created, or whose class is not of the extension point's type, is logged and skipped. Thread-safe:
 * threads that ask first at the same time may each read the registry; one of their lists is kept.
 *
 * @param <T> what a contribution becomes (the created object, or a record of it and the element's other attributes)
 */
public final class Contributions<T> {
    private final String extensionPoint;
    private final Class<?> type;
    private final BiFunction<IConfigurationElement, Object, T> result;
    private volatile List<T> all;

    private Contributions(String extensionPoint, Class<?> type, BiFunction<IConfigurationElement, Object, T> result) {
        this.extensionPoint = extensionPoint;
        this.type = type;
        this.result = result;
    }

    /** The {@code type} objects contributed to {@code extensionPoint}. */
    public static <T> Contributions<T> of(String extensionPoint, Class<T> type) {
        return of(extensionPoint, type, (element, created) -> created);
    }

    /**
     * What {@code result} makes of each {@code type} object contributed to {@code extensionPoint} and
     * the element that declares it, when it is created (e.g. a record with the element's other attributes).
     */
    public static <C, T> Contributions<T> of(String extensionPoint, Class<C> type,
            BiFunction<IConfigurationElement, C, T> result) {
        return new Contributions<>(extensionPoint, type,
                (element, created) -> result.apply(element, type.cast(created)));
    }

    /** Every contribution that could be created, in the registry's order. */
    public List<T> all() {
        List<T> known = all;
        if (known == null) {
            known = read();
            all = known;
        }
        return known;
    }

    private List<T> read() {
        List<T> found = new ArrayList<>();
        for (IConfigurationElement element : Platform.getExtensionRegistry()
                .getConfigurationElementsFor(extensionPoint)) {
            String name = element.getAttribute("class") + " of " + element.getContributor().getName();
            try {
                Object created = element.createExecutableExtension("class");
                if (type.isInstance(created)) {
                    found.add(result.apply(element, created));
                } else {
                    ILog.of(Contributions.class).error("Braid's " + extensionPoint + ": " + name + " is not a "
                            + type.getName());
                }
            } catch (CoreException e) {
                ILog.of(Contributions.class).error("Braid's " + extensionPoint + ": cannot create " + name, e);
            }
        }
        return List.copyOf(found);
    }
}
