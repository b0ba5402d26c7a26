package org.braid.ui.internal.views;

import java.util.ArrayList;
import java.util.List;

import org.braid.ui.internal.Ids;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.ILog;
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
 * Opens the file of the current row, selects its line and marks it (and, for a race, the other
 * racing line) with Braid's "current step" annotation; the previous row's annotations go.
 */
final class CurrentStepMarker {
    private static final String TEXT_EDITOR = "org.eclipse.ui.DefaultTextEditor";

    /**
     * A source line to mark.
     *
     * @param file the file as the engine names it (absolute path)
     * @param line 1-based line
     * @param text the annotation's text
     */
    record Place(String file, int line, String text) {
    }

    private record Shown(IAnnotationModel model, Annotation annotation) {
    }

    private final IWorkbenchPartSite site;
    private final List<Shown> shown = new ArrayList<>();

    CurrentStepMarker(IWorkbenchPartSite site) {
        this.site = site;
    }

    /** Marks {@code places} and reveals the first one that is a workspace file. */
    void show(List<Place> places) {
        clear();
        boolean revealed = false;
        for (Place place : places) {
            revealed |= show(place, !revealed);
        }
    }

    private boolean show(Place place, boolean reveal) {
        if (place.line() < 1 || place.file().startsWith("<")) {
            return false;
        }
        IFile file = ResourcesPlugin.getWorkspace().getRoot().getFileForLocation(IPath.fromOSString(place.file()));
        if (file == null || !file.exists()) {
            return false;
        }
        IEditorPart editor;
        try {
            editor = reveal ? IDE.openEditor(site.getPage(), file, editorId(file), false)
                    : site.getPage().findEditor(new org.eclipse.ui.part.FileEditorInput(file));
        } catch (PartInitException e) {
            ILog.of(CurrentStepMarker.class).error(e.getMessage(), e);
            return false;
        }
        if (!(editor instanceof ITextEditor text)) {
            return false;
        }
        IDocument document = text.getDocumentProvider().getDocument(text.getEditorInput());
        try {
            IRegion line = document.getLineInformation(place.line() - 1);
            if (reveal) {
                text.selectAndReveal(line.getOffset(), line.getLength());
            }
            IAnnotationModel model = text.getDocumentProvider().getAnnotationModel(text.getEditorInput());
            if (model != null) {
                Annotation annotation = new Annotation(Ids.CURRENT_STEP_ANNOTATION, false, place.text());
                model.addAnnotation(annotation, new Position(line.getOffset(), line.getLength()));
                shown.add(new Shown(model, annotation));
            }
            return true;
        } catch (BadLocationException e) {
            ILog.of(CurrentStepMarker.class).warn("Trace line " + place.line() + " is not in " + file.getFullPath());
            return false;
        }
    }

    void clear() {
        for (Shown each : shown) {
            each.model().removeAnnotation(each.annotation());
        }
        shown.clear();
    }

    private static String editorId(IFile file) {
        IEditorDescriptor descriptor = PlatformUI.getWorkbench().getEditorRegistry().getDefaultEditor(file.getName());
        return descriptor != null ? descriptor.getId() : TEXT_EDITOR;
    }
}
