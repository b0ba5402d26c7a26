package org.braid.c.ui.internal.editor;

import java.util.EnumMap;
import java.util.Map;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITypedRegion;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.TextPresentation;
import org.eclipse.jface.text.presentation.IPresentationDamager;
import org.eclipse.jface.text.presentation.IPresentationRepairer;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.graphics.Color;

/**
 * Colours C in the Generic Editor from {@link CTokens}. A change re-colours from its line to the
 * end of the document (an opened or closed comment changes everything after it); the text is
 * lexed whole each time, which takes a few milliseconds even for thousands of lines, so colours
 * never depend on where a repair starts.
 */
public final class CPresentationReconciler extends PresentationReconciler {

    private static final Map<CTokens.Kind, TextAttribute> STYLES = new EnumMap<>(CTokens.Kind.class);

    static {
        Color keyword = new Color(127, 0, 85);
        Color literal = new Color(42, 0, 255);
        STYLES.put(CTokens.Kind.KEYWORD, new TextAttribute(keyword, null, SWT.BOLD));
        STYLES.put(CTokens.Kind.TYPE, new TextAttribute(keyword, null, SWT.BOLD));
        STYLES.put(CTokens.Kind.NUMBER, new TextAttribute(literal));
        STYLES.put(CTokens.Kind.STRING, new TextAttribute(literal));
        STYLES.put(CTokens.Kind.COMMENT, new TextAttribute(new Color(63, 127, 95)));
        STYLES.put(CTokens.Kind.PREPROCESSOR, new TextAttribute(new Color(100, 70, 50), null, SWT.BOLD));
    }

    public CPresentationReconciler() {
        Colouring colouring = new Colouring();
        setDamager(colouring, IDocument.DEFAULT_CONTENT_TYPE);
        setRepairer(colouring, IDocument.DEFAULT_CONTENT_TYPE);
    }

    /** The style of {@code kind}: for tests and the preference of a future colour page. */
    public static TextAttribute style(CTokens.Kind kind) {
        return STYLES.get(kind);
    }

    private static final class Colouring implements IPresentationDamager, IPresentationRepairer {
        private IDocument document;

        @Override
        public void setDocument(IDocument newDocument) {
            document = newDocument;
        }

        @Override
        public IRegion getDamageRegion(ITypedRegion partition, DocumentEvent event, boolean documentPartitioningChanged) {
            try {
                int start = document.getLineOffset(document.getLineOfOffset(event.getOffset()));
                return new Region(start, document.getLength() - start);
            } catch (BadLocationException e) {
                return new Region(0, document.getLength());
            }
        }

        @Override
        public void createPresentation(TextPresentation presentation, ITypedRegion damage) {
            int start = damage.getOffset();
            int end = start + damage.getLength();
            for (CTokens.Span span : CTokens.of(document.get())) {
                int from = Math.max(start, span.offset());
                int to = Math.min(end, span.offset() + span.length());
                if (from < to) {
                    TextAttribute style = STYLES.get(span.kind());
                    presentation.addStyleRange(new StyleRange(from, to - from, style.getForeground(), null,
                            style.getStyle()));
                }
            }
        }
    }
}
