package org.braid.ui.internal.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.part.ViewPart;

/** Shows the interleaving of a finding's trace; empty until one is selected. */
public final class InterleavingView extends ViewPart {
    private Composite page;

    @Override
    public void createPartControl(Composite parent) {
        page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(1, false));
        Label title = new Label(page, SWT.NONE);
        title.setText(ViewMessages.InterleavingView_empty);
        Label hint = new Label(page, SWT.WRAP);
        hint.setText(ViewMessages.InterleavingView_emptyHint);
        hint.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
    }

    @Override
    public void setFocus() {
        page.setFocus();
    }
}
