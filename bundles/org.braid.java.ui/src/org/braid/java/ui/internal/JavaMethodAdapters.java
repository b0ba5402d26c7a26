package org.braid.java.ui.internal;

import java.util.Arrays;
import java.util.stream.Collectors;

import org.braid.ui.internal.handlers.FunctionElement;
import org.braid.ui.internal.handlers.Selections.SelectedFunction;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.Signature;

/**
 * Adapts a JDT {@link IMethod} of a workspace {@code .java} file to the {@link FunctionElement}
 * Braid's commands take, named as the Java front end names its entry points:
 * {@code Counter#add(int)}: the class by its simple name, the parameters by their erased types.
 */
public final class JavaMethodAdapters implements IAdapterFactory {

    @Override
    public <T> T getAdapter(Object adaptable, Class<T> type) {
        if (type != FunctionElement.class || !(adaptable instanceof IMethod method)
                || !(method.getResource() instanceof IFile file) || !"java".equals(file.getFileExtension())) {
            return null;
        }
        return type.cast(new SelectedFunction(file, name(method)));
    }

    @Override
    public Class<?>[] getAdapterList() {
        return new Class<?>[] { FunctionElement.class };
    }

    /** {@code Class#method(T)} for {@code method}. */
    static String name(IMethod method) {
        IType type = method.getDeclaringType();
        String parameters = Arrays.stream(method.getParameterTypes())
                .map(signature -> Signature.toString(Signature.getTypeErasure(signature)))
                .collect(Collectors.joining(","));
        return type.getElementName() + "#" + method.getElementName() + "(" + parameters + ")";
    }
}
