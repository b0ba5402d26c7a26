package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

import org.braid.c.ui.internal.outline.FunctionOutlinePage;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.quickassist.IQuickAssistAssistant;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.text.source.ISourceViewerExtension3;
import org.eclipse.jface.text.source.TextInvocationContext;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.editors.text.EditorsUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.AbstractDecoratedTextEditorPreferenceConstants;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Without CDT, a C file opens in the Generic Editor with Braid's colouring, bracket matching, no
 * spelling squiggles and Braid's Outline; a screenshot of it is saved as {@code c-editor.png}.
 */
class CEditorTest {
    private static final String GENERIC_EDITOR = "org.eclipse.ui.genericeditor.GenericEditor";
    private static final String LINE_NUMBERS = AbstractDecoratedTextEditorPreferenceConstants.EDITOR_LINE_NUMBER_RULER;

    @AfterEach
    void closeEditors() {
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
    }

    @Test
    void aCFileOpensColouredInTheGenericEditorWithoutSpellingSquiggles() throws Exception {
        String text = UiTestSupport.fixture("lost-update-unsafe.c");
        IFile file = UiTestSupport.project("c-editor", "lost-update-unsafe.c", text);
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = window.getActivePage();

        IEditorPart editor = IDE.openEditor(page, file);
        assertEquals(GENERIC_EDITOR, editor.getSite().getId(), "the default editor of .c files without CDT");
        StyledText widget = assertInstanceOf(StyledText.class, editor.getAdapter(Control.class));
        UiTestSupport.spin(1500);

        int intAt = text.indexOf("int ");
        StyleRange keyword = widget.getStyleRangeAtOffset(intAt);
        assertEquals(List.of(new RGB(127, 0, 85), SWT.BOLD), List.of(keyword.foreground.getRGB(), keyword.fontStyle),
                "int is a type keyword: bold purple");
        int commentAt = text.indexOf("/*");
        assertEquals(new RGB(63, 127, 95), widget.getStyleRangeAtOffset(commentAt).foreground.getRGB(),
                "comments are green");
        assertEquals(null, widget.getStyleRangeAtOffset(text.indexOf("counter;")), "identifiers keep the default style");

        ITextEditor textEditor = (ITextEditor) editor;
        IAnnotationModel annotations = textEditor.getDocumentProvider().getAnnotationModel(textEditor.getEditorInput());
        List<String> spelling = new ArrayList<>();
        for (Iterator<Annotation> it = annotations.getAnnotationIterator(); it.hasNext();) {
            Annotation annotation = it.next();
            if (annotation.getType().contains("spelling")) {
                spelling.add(annotation.getText());
            }
        }
        assertEquals(List.of(), spelling, "no spell checking of C code");
        IPreferenceStore editors = EditorsUI.getPreferenceStore();
        for (int waited = 0; waited < 100 && !editors.getBoolean(LINE_NUMBERS); waited++) {
            UiTestSupport.spin(100); // Braid's early startup sets the default after the workbench starts
        }
        assertTrue(editors.getBoolean(LINE_NUMBERS), "line numbers are shown by default");
        assertInstanceOf(FunctionOutlinePage.class, editor.getAdapter(IContentOutlinePage.class),
                "Braid's Outline lists the functions");

        UiTestSupport.fillDisplay(window.getShell());
        assertEquals(4, UiTestSupport.markers(file).size(), "the races on lines 19 and 20 and the assertion");
        Path png = UiTestSupport.screenshot(window.getShell(), "c-editor.png");
        assertTrue(Files.size(png) > 20_000, png + " shows the editor");
    }

    @Test
    void ctrl1OnABraidMarkerOffersShowInterleaving() throws Exception {
        String text = UiTestSupport.fixture("lost-update-unsafe.c");
        IFile file = UiTestSupport.project("c-editor-assist", "lost-update-unsafe.c", text);
        AnalysisJob.schedule(file.getProject(), Set.of(file)).join();
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        ITextEditor editor = (ITextEditor) IDE.openEditor(page, file);
        UiTestSupport.spin(500);
        ISourceViewer viewer = (ISourceViewer) editor.getAdapter(ITextOperationTarget.class);
        int race = text.indexOf("counter;     /* read  */");
        editor.selectAndReveal(race, 0);
        IQuickAssistAssistant assistant = ((ISourceViewerExtension3) viewer).getQuickAssistAssistant();
        ICompletionProposal[] proposals = assistant.getQuickAssistProcessor()
                .computeQuickAssistProposals(new TextInvocationContext(viewer, race, 0));
        assertTrue(Arrays.stream(proposals).map(ICompletionProposal::getDisplayString).toList()
                .containsAll(List.of("Show interleaving", "Suppress as benign race (comment in the source)",
                        "Suppress in .braid-suppressions")),
                Arrays.stream(proposals).map(ICompletionProposal::getDisplayString).toList().toString());
        file.getProject().delete(true, true, null);
    }
}
