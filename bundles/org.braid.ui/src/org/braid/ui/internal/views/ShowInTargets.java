package org.braid.ui.internal.views;

import org.braid.ui.internal.Ids;
import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.ui.part.IShowInTargetList;
import org.eclipse.ui.views.markers.MarkerSupportView;

/**
 * Offers <i>Show In &gt; Braid Interleaving</i> in the Problems view (and the other marker views)
 * while a Braid marker is selected, in every perspective. The {@code showInPart} of
 * {@code plugin.xml} reaches only perspectives created or reset after Braid was installed; the
 * Show In menu also asks the source part for an {@link IShowInTargetList}, and marker views hand
 * that question to the adapter manager, which asks this factory.
 */
public final class ShowInTargets implements IAdapterFactory {
    private static final String[] INTERLEAVING = { Ids.INTERLEAVING_VIEW };

    @Override
    public <T> T getAdapter(Object adaptable, Class<T> adapterType) {
        if (adapterType != IShowInTargetList.class || !(adaptable instanceof MarkerSupportView view)) {
            return null;
        }
        ISelectionProvider selection = view.getSite().getSelectionProvider();
        if (selection == null || MarkerFindings.selectedMarker(selection.getSelection()) == null) {
            return null;
        }
        IShowInTargetList targets = () -> INTERLEAVING.clone();
        return adapterType.cast(targets);
    }

    @Override
    public Class<?>[] getAdapterList() {
        return new Class<?>[] { IShowInTargetList.class };
    }
}
