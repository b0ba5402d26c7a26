package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.braid.core.AccessKind;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.handlers.ToggleAnalyzeOnSaveHandler;
import org.braid.ui.internal.markers.MarkerAnchor;
import org.braid.ui.internal.markers.SourceSpans;
import org.braid.ui.internal.markers.SourceSpans.Span;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.texteditor.MarkerAnnotation;
import org.junit.jupiter.api.Test;

/**
 * Braid's markers underline what they are about: a racing access the raced location as written on
 * its line, an assertion its {@code assert(...)} call. The ranges are offsets of the file's text as
 * saved (CRLF line ends count two characters), and the editor's annotations cover them.
 */
class MarkerRangesTest {
    private static final String READ = "int seen = counter;";
    private static final String WRITE = "counter = seen + 1;";
    private static final String ASSERTION = "assert(counter == 2)";

    @Test
    void raceAndAssertionMarkersCoverTheRacedLocationAndTheAssertion() throws Exception {
        checkRanges("ranges-lf", UiTestSupport.fixture("lost-update-unsafe.c"));
    }

    @Test
    void crlfLineEndsGiveTheOffsetsOfTheSavedText() throws Exception {
        checkRanges("ranges-crlf", UiTestSupport.fixture("lost-update-unsafe.c").replace("\n", "\r\n"));
    }

    @Test
    void spansOnALine() {
        String member = "    e->stoppingFlag = TRUE;  /* e->stoppingFlag */";
        assertEquals(span(member, "e->stoppingFlag", 0), find(member, access("e->stoppingFlag", AccessKind.WRITE)));
        String spaced = "    if (e -> stoppingFlag) return;";
        assertEquals(span(spaced, "e -> stoppingFlag", 0), find(spaced, access("e->stoppingFlag", AccessKind.READ)),
                "blanks between the tokens of the location");
        String other = "    dev->stoppingFlag = 1;";
        assertEquals(span(other, "stoppingFlag", 0), find(other, access("e->stoppingFlag", AccessKind.WRITE)),
                "the last member name when the location is written otherwise");
        String longer = "    counterMax = counter + 1;";
        assertEquals(span(longer, "counter", 12), find(longer, access("counter", AccessKind.WRITE)),
                "whole identifiers only; no occurrence is written, so the first one");
        String both = "    counter = counter + 1;";
        assertEquals(span(both, "counter", 0), find(both, access("counter", AccessKind.WRITE)));
        assertEquals(span(both, "counter", 5), find(both, access("counter", AccessKind.READ)));
        assertEquals(span(both, "counter", 5), find(both, new MarkerAnchor.Access("counter", AccessKind.WRITE, 15)),
                "the occurrence at the access's column, whatever its kind");
        String split = "    arr[x -";
        assertEquals(span(split, "arr", 0), find(split, new MarkerAnchor.Access("arr[x - 2]", AccessKind.WRITE, 5)),
                "a location written over lines: the identifier at the access's column");
        assertEquals(Optional.empty(), find(split, new MarkerAnchor.Access("arr[x - 2]", AccessKind.WRITE, 6)),
                "no identifier starts at the column: the whole line");
        String stepped = "    total += counter; counter++;";
        assertEquals(span(stepped, "counter", 20), find(stepped, access("counter", AccessKind.WRITE)));
        String literal = "    printf(\"counter\"); x = 'c'; // counter";
        assertEquals(Optional.empty(), find(literal, access("counter", AccessKind.READ)),
                "not in strings or comments: the marker keeps its whole line");
        String verifier = "  __VERIFIER_assert(f(a) == (b)); /* assert(no) */ ";
        assertEquals(span(verifier, "__VERIFIER_assert(f(a) == (b))", 0), find(verifier, new MarkerAnchor.Assertion()));
        String open = "\tassert(x &&  ";
        assertEquals(span(open, "assert(x &&", 0), find(open, new MarkerAnchor.Assertion()),
                "an assertion continued on the next line: the line's text");
        assertEquals(Optional.empty(), find(both, MarkerAnchor.LINE));
    }

    private static void checkRanges(String project, String text) throws Exception {
        IFile file = UiTestSupport.project(project, "lost-update.c", text);
        ToggleAnalyzeOnSaveHandler.setAnalyzeOnSave(file.getProject(), true);
        UiTestSupport.waitForAnalysis();
        int read = text.indexOf(READ) + READ.indexOf("counter");
        int write = text.indexOf(WRITE);
        int assertion = text.indexOf(ASSERTION);
        List<String> expected = List.of(
                Ids.RACE_MARKER + "|19|" + read + "-" + (read + 7) + "|counter",
                Ids.RACE_MARKER + "|20|" + write + "-" + (write + 7) + "|counter",
                Ids.RACE_MARKER + "|20|" + write + "-" + (write + 7) + "|counter",
                Ids.ASSERTION_MARKER + "|32|" + assertion + "-" + (assertion + ASSERTION.length()) + "|" + ASSERTION);
        assertEquals(expected, ranges(file, text), "markers as type|line|range|text covered");

        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        ITextEditor editor = (ITextEditor) IDE.openEditor(page, file, "org.eclipse.ui.DefaultTextEditor");
        UiTestSupport.spin(200);
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        IAnnotationModel model = editor.getDocumentProvider().getAnnotationModel(editor.getEditorInput());
        assertEquals(expected, annotations(model, document), "the editor's annotations of the markers");
        page.closeEditor(editor, false);
        file.getProject().delete(true, true, null);
    }

    /** Braid's markers as {@code type|line|start-end|covered text}, by line and start. */
    private static List<String> ranges(IFile file, String text) throws Exception {
        IMarker[] markers = file.findMarkers(Ids.PROBLEM_MARKER, true, IResource.DEPTH_ZERO);
        Arrays.sort(markers, Comparator.<IMarker>comparingInt(m -> m.getAttribute(IMarker.LINE_NUMBER, 0))
                .thenComparingInt(m -> m.getAttribute(IMarker.CHAR_START, -1)));
        List<String> ranges = new ArrayList<>();
        for (IMarker marker : markers) {
            int start = marker.getAttribute(IMarker.CHAR_START, -1);
            int end = marker.getAttribute(IMarker.CHAR_END, -1);
            ranges.add(marker.getType() + "|" + marker.getAttribute(IMarker.LINE_NUMBER, 0) + "|" + start + "-" + end
                    + "|" + (start >= 0 && end <= text.length() ? text.substring(start, end) : "?"));
        }
        return ranges;
    }

    /** The annotations of Braid's markers as {@code type|line|start-end|covered text}, by offset. */
    private static List<String> annotations(IAnnotationModel model, IDocument document) throws Exception {
        List<Annotation> found = new ArrayList<>();
        model.getAnnotationIterator().forEachRemaining(annotation -> {
            if (annotation instanceof MarkerAnnotation marker && marker.getMarker().getAttribute(Ids.ATTR_HARNESS, null) != null) {
                found.add(annotation);
            }
        });
        found.sort(Comparator.comparingInt(a -> model.getPosition(a).getOffset()));
        List<String> texts = new ArrayList<>();
        for (Annotation annotation : found) {
            IMarker marker = ((MarkerAnnotation) annotation).getMarker();
            Position position = model.getPosition(annotation);
            texts.add(marker.getType() + "|" + (document.getLineOfOffset(position.getOffset()) + 1) + "|"
                    + position.getOffset() + "-" + (position.getOffset() + position.getLength()) + "|"
                    + document.get(position.getOffset(), position.getLength()));
        }
        return texts;
    }

    private static MarkerAnchor access(String target, AccessKind kind) {
        return new MarkerAnchor.Access(target, kind);
    }

    private static Optional<Span> find(String line, MarkerAnchor anchor) {
        return SourceSpans.find(line, anchor);
    }

    /** The span of {@code text} at or after {@code from} in {@code line}. */
    private static Optional<Span> span(String line, String text, int from) {
        int start = line.indexOf(text, from);
        return Optional.of(new Span(start, start + text.length()));
    }
}
