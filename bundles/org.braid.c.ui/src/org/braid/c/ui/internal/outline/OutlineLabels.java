package org.braid.c.ui.internal.outline;

import java.util.function.ToIntFunction;

import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.resource.ResourceLocator;
import org.eclipse.jface.resource.ResourceManager;
import org.eclipse.jface.viewers.DecorationOverlayIcon;
import org.eclipse.jface.viewers.DelegatingStyledCellLabelProvider.IStyledLabelProvider;
import org.eclipse.jface.viewers.IDecoration;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StyledString;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.graphics.Image;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;

/**
 * Labels of the Outline's elements: {@code name()} with the line in the decorations colour and a
 * neutral function icon; a function with Braid findings gets a warning overlay and "2 findings"
 * in the counter colour, so that no icon looks like "checked, fine" (a check's outcome is in the
 * Problems view, the markers and the Interleaving view). A note (a {@link String}) has the info
 * icon. Images belong to {@code resources}.
 */
final class OutlineLabels extends LabelProvider implements IStyledLabelProvider {
    private static final ImageDescriptor FUNCTION = ResourceLocator
            .imageDescriptorFromBundle(OutlineLabels.class, "icons/function.png")
            .orElseGet(ImageDescriptor::getMissingImageDescriptor);

    private static final ImageDescriptor WITH_FINDINGS = new DecorationOverlayIcon(FUNCTION,
            PlatformUI.getWorkbench().getSharedImages().getImageDescriptor(ISharedImages.IMG_DEC_FIELD_WARNING),
            IDecoration.BOTTOM_LEFT);

    private final ResourceManager resources;
    private final ToIntFunction<OutlineFunction> findings;

    /** {@code findings} counts the Braid findings in a function. */
    OutlineLabels(ResourceManager resources, ToIntFunction<OutlineFunction> findings) {
        this.resources = resources;
        this.findings = findings;
    }

    @Override
    public StyledString getStyledText(Object element) {
        if (element instanceof OutlineFunction function) {
            StyledString text = new StyledString(NLS.bind(OutlineMessages.Outline_function, function.name()));
            text.append(NLS.bind(OutlineMessages.Outline_line, function.line()), StyledString.DECORATIONS_STYLER);
            int count = findings.applyAsInt(function);
            if (count > 0) {
                text.append(NLS.bind(count == 1 ? OutlineMessages.Outline_finding : OutlineMessages.Outline_findings,
                        count), StyledString.COUNTER_STYLER);
            }
            return text;
        }
        if (element instanceof OutlineStatus status) {
            return new StyledString(status.text(), StyledString.QUALIFIER_STYLER);
        }
        return new StyledString(String.valueOf(element));
    }

    @Override
    public String getText(Object element) {
        return getStyledText(element).getString();
    }

    @Override
    public Image getImage(Object element) {
        if (element instanceof OutlineFunction function) {
            return resources.create(findings.applyAsInt(function) > 0 ? WITH_FINDINGS : FUNCTION);
        }
        return PlatformUI.getWorkbench().getSharedImages().getImage(ISharedImages.IMG_OBJS_INFO_TSK);
    }
}
