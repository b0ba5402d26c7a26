package org.braid.c.ui.internal.outline;

import java.util.List;

import org.eclipse.jface.viewers.ITreeContentProvider;

/** The Outline's elements: a {@link List} input, shown as a flat tree. */
final class FlatContent implements ITreeContentProvider {

    @Override
    public Object[] getElements(Object input) {
        return input instanceof List<?> list ? list.toArray() : new Object[0];
    }

    @Override
    public Object[] getChildren(Object parent) {
        return new Object[0];
    }

    @Override
    public Object getParent(Object element) {
        return null;
    }

    @Override
    public boolean hasChildren(Object element) {
        return false;
    }
}
