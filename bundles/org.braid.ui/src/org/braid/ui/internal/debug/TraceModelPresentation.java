package org.braid.ui.internal.debug;

import org.eclipse.core.resources.IFile;
import org.eclipse.debug.core.model.IValue;
import org.eclipse.debug.ui.IDebugModelPresentation;
import org.eclipse.debug.ui.IValueDetailListener;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.FileEditorInput;

/**
 * How the Debug and Variables views show the replay, and which editor opens a frame's file (the
 * one the workbench uses for it: Braid's C editor, CDT's or JDT's).
 */
public final class TraceModelPresentation extends LabelProvider implements IDebugModelPresentation {

    @Override
    public void setAttribute(String attribute, Object value) {
        // no attributes
    }

    @Override
    public String getText(Object element) {
        return null;
    }

    @Override
    public void computeDetail(IValue value, IValueDetailListener listener) {
        try {
            listener.detailComputed(value, value.getValueString());
        } catch (org.eclipse.debug.core.DebugException e) {
            listener.detailComputed(value, e.getMessage());
        }
    }

    @Override
    public IEditorInput getEditorInput(Object element) {
        return element instanceof IFile file ? new FileEditorInput(file) : null;
    }

    @Override
    public String getEditorId(IEditorInput input, Object element) {
        if (!(element instanceof IFile file)) {
            return null;
        }
        try {
            return IDE.getEditorDescriptor(file, true, true).getId();
        } catch (PartInitException e) {
            return "org.eclipse.ui.DefaultTextEditor";
        }
    }
}
