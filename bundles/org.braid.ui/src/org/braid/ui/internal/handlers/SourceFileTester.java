package org.braid.ui.internal.handlers;

import java.nio.file.Path;

import org.braid.ui.internal.analysis.FrontEndRegistry;
import org.eclipse.core.expressions.PropertyTester;
import org.eclipse.core.resources.IFile;

/**
 * The property {@code org.braid.ui.source} of a file in {@code plugin.xml} expressions: whether a
 * front end of {@link FrontEndRegistry} reads it, so that the menus and commands follow the
 * installed languages instead of naming file extensions. With a value, whether the front end
 * with that id reads it, e.g. {@code value="c"} in a language's own contributions.
 */
public final class SourceFileTester extends PropertyTester {
    /** The property's name in its namespace {@code org.braid.ui}. */
    public static final String PROPERTY = "source";

    @Override
    public boolean test(Object receiver, String property, Object[] args, Object expectedValue) {
        if (!PROPERTY.equals(property) || !(receiver instanceof IFile file)) {
            return false;
        }
        if (expectedValue == null) {
            return FrontEndRegistry.isSource(file);
        }
        return FrontEndRegistry.frontEnds().forFile(Path.of(file.getName()))
                .filter(frontEnd -> frontEnd.id().equals(String.valueOf(expectedValue))).isPresent();
    }
}
