package org.braid.ui.internal.shell;

import org.braid.ui.internal.Ids;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.eclipse.ui.part.ViewPart;

/**
 * Braid's welcome page: the IDE quick start of the README (switch analysis on, save, read the
 * markers, step through and debug a trace, suppress, settings) as a few paragraphs whose links
 * open the views and preferences they name. {@link WelcomeStartup} opens it once, on the first
 * start of a workspace; <i>Window &gt; Show View &gt; Braid &gt; Braid Getting Started</i> shows it again.
 * Plain SWT (no browser, no intro framework), built from {@code messages.properties}.
 */
public final class GettingStartedView extends ViewPart {

    /** The view's id in plugin.xml. */
    public static final String ID = Ids.PLUGIN + ".views.gettingStarted";

    /** A link that opens a view: {@code view:ID}. */
    static final String VIEW_LINK = "view:";
    /** A link that opens Braid's preference page. */
    static final String PREFERENCES_LINK = "preferences";

    /** The narrowest the paragraphs wrap to before the view scrolls sideways, in pixels. */
    private static final int MIN_WIDTH = 240;

    private ScrolledComposite scrolled;

    @Override
    public void createPartControl(Composite parent) {
        PlatformUI.getWorkbench().getHelpSystem().setHelp(parent, Ids.HELP_GETTING_STARTED_VIEW);
        scrolled = new ScrolledComposite(parent, SWT.V_SCROLL | SWT.H_SCROLL);
        Composite body = new Composite(scrolled, SWT.NONE);
        body.setLayout(new GridLayout(1, false));
        Label title = new Label(body, SWT.NONE);
        title.setText(ShellMessages.GettingStarted_title);
        title.setFont(JFaceResources.getFontRegistry().getBold(JFaceResources.HEADER_FONT));
        for (String paragraph : ShellMessages.paragraphs()) {
            Link link = new Link(body, SWT.WRAP);
            link.setText(paragraph);
            GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
            data.verticalIndent = 6;
            link.setLayoutData(data);
            link.addListener(SWT.Selection, event -> follow(event.text));
        }
        scrolled.setContent(body);
        scrolled.setExpandHorizontal(true);
        scrolled.setExpandVertical(true);
        // the paragraphs wrap at the view's width (at least MIN_WIDTH); the view scrolls down
        scrolled.addListener(SWT.Resize, event -> {
            int width = Math.max(MIN_WIDTH, scrolled.getClientArea().width);
            scrolled.setMinSize(body.computeSize(width, SWT.DEFAULT));
        });
    }

    /** Opens what a link names: {@code view:ID} a view, {@code preferences} Braid's preference page. UI thread. */
    void follow(String href) {
        if (href.startsWith(VIEW_LINK)) {
            try {
                getSite().getPage().showView(href.substring(VIEW_LINK.length()));
            } catch (PartInitException e) {
                ILog.of(GettingStartedView.class).error(e.getMessage(), e);
            }
        } else if (href.equals(PREFERENCES_LINK)) {
            PreferencesUtil.createPreferenceDialogOn(getSite().getShell(), Ids.PREFERENCE_PAGE, null, null).open();
        }
    }

    @Override
    public void setFocus() {
        scrolled.setFocus();
    }
}
