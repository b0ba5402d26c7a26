package org.braid.ui.internal.debug;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.debug.core.model.ISourceLocator;
import org.eclipse.debug.core.model.IStackFrame;

/** Finds a frame's statement in the workspace file the trace names (an absolute path). */
final class TraceSourceLocator implements ISourceLocator {

    @Override
    public Object getSourceElement(IStackFrame frame) {
        if (!(frame instanceof TraceStackFrame trace) || trace.step().isBraidCode()) {
            return null;
        }
        IFile file = ResourcesPlugin.getWorkspace().getRoot()
                .getFileForLocation(IPath.fromOSString(trace.step().file()));
        return file != null && file.exists() ? file : null;
    }
}
