package org.braid.java.ui.internal;

import java.util.Set;

import org.eclipse.core.expressions.PropertyTester;
import org.eclipse.core.resources.IFile;
import org.eclipse.jdt.core.IAnnotation;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.core.runtime.Adapters;

/**
 * JUnit test methods as JDT shows them: a method of a workspace {@code .java} file annotated
 * {@code @Test} of JUnit 5 ({@code org.junit.jupiter.api.Test}) or JUnit 4 ({@code org.junit.Test}),
 * written qualified or imported; the Java front end checks the annotation's binding again and
 * rejects a method JUnit would not run. Also the property tester {@code org.braid.java.ui.junitTest}
 * on {@link IMethod} for menus and enablement. Reads JDT's model; stateless.
 */
public final class JUnitTests extends PropertyTester {
    private static final Set<String> TEST_ANNOTATIONS = Set.of("Test", "org.junit.Test", "org.junit.jupiter.api.Test");

    /** Created by the extension registry. */
    public JUnitTests() {
    }

    @Override
    public boolean test(Object receiver, String property, Object[] args, Object expectedValue) {
        return receiver instanceof IMethod method && isTest(method);
    }

    /** Whether {@code method}, of a workspace {@code .java} file, is annotated {@code @Test}. */
    public static boolean isTest(IMethod method) {
        if (!(method.getResource() instanceof IFile file) || !"java".equals(file.getFileExtension())) {
            return false;
        }
        try {
            for (IAnnotation annotation : method.getAnnotations()) {
                if (TEST_ANNOTATIONS.contains(annotation.getElementName())) {
                    return true;
                }
            }
        } catch (JavaModelException e) {
            return false;
        }
        return false;
    }

    /** The test as the Java front end's setting {@code test} names it: {@code CounterTest#twoThreadsIncrement()}. */
    public static String reference(IMethod method) {
        return JavaMethodAdapters.name(method);
    }

    /**
     * The test method of a selection: the one selected (Outline, Package Explorer), else the one
     * around the cursor of {@code editorFile}'s editor; null if that is no JUnit test method.
     */
    public static IMethod selected(ISelection selection, IFile editorFile) {
        if (selection instanceof IStructuredSelection structured && structured.size() == 1) {
            IMethod method = Adapters.adapt(structured.getFirstElement(), IMethod.class);
            return method != null && isTest(method) ? method : null;
        }
        if (selection instanceof ITextSelection text && editorFile != null
                && "java".equals(editorFile.getFileExtension())) {
            ICompilationUnit unit = JavaCore.createCompilationUnitFrom(editorFile);
            try {
                IJavaElement element = unit == null || !unit.exists() ? null : unit.getElementAt(text.getOffset());
                while (element != null && !(element instanceof IMethod)) {
                    element = element.getParent();
                }
                return element instanceof IMethod method && isTest(method) ? method : null;
            } catch (JavaModelException e) {
                return null;
            }
        }
        return null;
    }
}
