package org.braid.ui.internal.outline;

import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.resource.ResourceLocator;
import org.eclipse.jface.resource.ResourceManager;
import org.eclipse.jface.viewers.DelegatingStyledCellLabelProvider.IStyledLabelProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StyledString;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.graphics.Image;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;

/**
 * Labels of the Outline's elements: {@code name()} with the line in the decorations colour and a
 * function icon; a note (a {@link String}) with the info icon. Images belong to {@code resources}.
 */
final class OutlineLabels extends LabelProvider implements IStyledLabelProvider {
    private static final ImageDescriptor FUNCTION = ResourceLocator
            .imageDescriptorFromBundle(OutlineLabels.class, "icons/function.png")
            .orElseGet(ImageDescriptor::getMissingImageDescriptor);

    private final ResourceManager resources;

    OutlineLabels(ResourceManager resources) {
        this.resources = resources;
    }

    @Override
    public StyledString getStyledText(Object element) {
        if (element instanceof OutlineFunction function) {
            StyledString text = new StyledString(NLS.bind(OutlineMessages.Outline_function, function.name()));
            text.append(NLS.bind(OutlineMessages.Outline_line, function.line()), StyledString.DECORATIONS_STYLER);
            return text;
        }
        return new StyledString(String.valueOf(element));
    }

    @Override
    public String getText(Object element) {
        return getStyledText(element).getString();
    }

    @Override
    public Image getImage(Object element) {
        return element instanceof OutlineFunction ? resources.create(FUNCTION)
                : PlatformUI.getWorkbench().getSharedImages().getImage(ISharedImages.IMG_OBJS_INFO_TSK);
    }
}
