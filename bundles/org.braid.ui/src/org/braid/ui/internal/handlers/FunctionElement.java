package org.braid.ui.internal.handlers;

import org.eclipse.core.resources.IFile;

/**
 * A function of a source file of the workspace, as a view shows it: what "Check Entry-Point
 * Pair" and "Check main" take from a selection ({@link Selections#function}). A language's UI
 * bundle lets the elements of its own views implement it (e.g. the functions of the C Outline),
 * or adapts another model's elements to it ({@link Selections.SelectedFunction} for CDT's
 * functions, JDT's methods). Elements that implement it come from a view that offers its own
 * Braid menu with the checks of a function; elements that only adapt to it get Braid's menu of
 * every view ({@code plugin.xml}). Implementations are immutable.
 */
public interface FunctionElement {

    /** The file that defines the function. */
    IFile file();

    /** The function's name as the file's front end names an entry point, e.g. {@code main}, {@code C#m()}. */
    String name();
}
