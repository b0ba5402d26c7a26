package org.braid.ui.internal.views;

import org.braid.core.TraceStep;
import org.braid.ui.internal.Ids;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.ui.IEditorDescriptor;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPartSite;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;

/**
 * Opens the file of a trace step, selects its line and marks it with Braid's "current step"
 * annotation (one at a time).
 */
final class CurrentStepMarker {
    private static final String TEXT_EDITOR = "org.eclipse.ui.DefaultTextEditor";

    private final IWorkbenchPartSite site;
    private IAnnotationModel model;
    private Annotation annotation;

    CurrentStepMarker(IWorkbenchPartSite site) {
        this.site = site;
    }

    void show(TraceStep step) {
        clear();
        if (step.line() < 1 || step.file().startsWith("<")) {
            return;
        }
        IFile file = ResourcesPlugin.getWorkspace().getRoot().getFileForLocation(IPath.fromOSString(step.file()));
        if (file == null || !file.exists()) {
            return;
        }
        IEditorPart editor;
        try {
            editor = IDE.openEditor(site.getPage(), file, editorId(file), false);
        } catch (PartInitException e) {
            org.eclipse.core.runtime.ILog.of(CurrentStepMarker.class).error(e.getMessage(), e);
            return;
        }
        if (!(editor instanceof ITextEditor text)) {
            return;
        }
        IDocument document = text.getDocumentProvider().getDocument(text.getEditorInput());
        try {
            IRegion line = document.getLineInformation(step.line() - 1);
            text.selectAndReveal(line.getOffset(), line.getLength());
            model = text.getDocumentProvider().getAnnotationModel(text.getEditorInput());
            if (model != null) {
                annotation = new Annotation(Ids.CURRENT_STEP_ANNOTATION, false, step.text());
                model.addAnnotation(annotation, new Position(line.getOffset(), line.getLength()));
            }
        } catch (BadLocationException e) {
            org.eclipse.core.runtime.ILog.of(CurrentStepMarker.class)
                    .warn("Trace step line " + step.line() + " is not in " + file.getFullPath());
        }
    }

    void clear() {
        if (model != null && annotation != null) {
            model.removeAnnotation(annotation);
        }
        model = null;
        annotation = null;
    }

    private static String editorId(IFile file) {
        IEditorDescriptor descriptor = PlatformUI.getWorkbench().getEditorRegistry().getDefaultEditor(file.getName());
        return descriptor != null ? descriptor.getId() : TEXT_EDITOR;
    }
}
