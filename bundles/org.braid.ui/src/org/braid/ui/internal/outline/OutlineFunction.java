package org.braid.ui.internal.outline;

import java.util.Objects;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.IAdaptable;

/**
 * A function defined in a C file, as the Outline lists it: its name and the 1-based line where its
 * definition starts. Adapts to its file ({@link IFile}, {@link IResource}), so that commands and
 * "Show In" that work on files work on it. Immutable.
 */
public record OutlineFunction(IFile file, String name, int line) implements IAdaptable {

    public OutlineFunction {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(name, "name");
        if (line < 1) {
            throw new IllegalArgumentException("line " + line + " of " + name + " is not 1-based");
        }
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        return adapter == IFile.class || adapter == IResource.class ? adapter.cast(file) : null;
    }
}
