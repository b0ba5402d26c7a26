package org.braid.c.ui.internal.outline;

import java.util.Objects;

import org.braid.ui.internal.handlers.FunctionElement;
import org.eclipse.core.resources.IFile;

/**
 * A function defined in a C file, as the Outline lists it: its name and the 1-based line where its
 * definition starts. A {@link FunctionElement}, so that Braid's checks of a function take it (the
 * Outline's own Braid menu, {@code plugin.xml}). It does not adapt to its file: a function is not a resource, so the
 * resource menus (Team, Compare With, Replace With, Braid's project settings) stay off it.
 * Braid's checks take the function's file from the function or from the editor the Outline
 * shows, and "Show In" from the Outline page. Immutable.
 */
public record OutlineFunction(IFile file, String name, int line) implements FunctionElement {

    public OutlineFunction {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(name, "name");
        if (line < 1) {
            throw new IllegalArgumentException("line " + line + " of " + name + " is not 1-based");
        }
    }
}
