package org.braid.ui.internal.views;

import java.util.List;
import java.util.function.IntConsumer;

import org.braid.core.TraceStep;
import org.braid.ui.internal.markers.StoredFinding;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;

/**
 * Draws a trace as swimlanes: one column per thread, one row per step, a connector where the
 * schedule switches from one thread to another, the racing accesses or the failing assertion
 * tinted, and the current step selected. Clicking a row or pressing Up/Down/Home/End selects a
 * step; the listener hears about it.
 */
final class SwimlaneCanvas extends Canvas {
    private static final int GUTTER = 44;
    private static final int PAD = 6;

    private final Color highlight;
    private final Color switchColor;
    private final Color laneLine;
    private final Font bold;
    private StoredFinding finding;
    private List<Integer> lanes = List.of();
    private int current = -1;
    private IntConsumer listener = step -> {
    };

    SwimlaneCanvas(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        Display display = getDisplay();
        highlight = new Color(new RGB(253, 226, 222));
        switchColor = display.getSystemColor(SWT.COLOR_WIDGET_DARK_SHADOW);
        laneLine = display.getSystemColor(SWT.COLOR_WIDGET_NORMAL_SHADOW);
        FontData[] data = getFont().getFontData();
        for (FontData d : data) {
            d.setStyle(SWT.BOLD);
        }
        bold = new Font(display, data);
        addDisposeListener(e -> bold.dispose());
        addPaintListener(e -> paint(e.gc));
        addListener(SWT.MouseDown, e -> {
            setFocus();
            int row = (e.y - headerHeight()) / rowHeight();
            if (finding != null && e.y >= headerHeight() && row < finding.steps().size()) {
                listener.accept(row);
            }
        });
        addListener(SWT.KeyDown, e -> {
            if (finding == null) {
                return;
            }
            int last = finding.steps().size() - 1;
            switch (e.keyCode) {
                case SWT.ARROW_DOWN -> listener.accept(Math.min(last, current + 1));
                case SWT.ARROW_UP -> listener.accept(Math.max(0, current - 1));
                case SWT.HOME -> listener.accept(0);
                case SWT.END -> listener.accept(last);
                default -> {
                }
            }
        });
        addListener(SWT.Traverse, e -> e.doit = e.detail != SWT.TRAVERSE_ARROW_NEXT
                && e.detail != SWT.TRAVERSE_ARROW_PREVIOUS);
    }

    void onSelect(IntConsumer stepListener) {
        this.listener = stepListener;
    }

    void setFinding(StoredFinding newFinding) {
        finding = newFinding;
        lanes = newFinding == null ? List.of() : newFinding.threads().stream().sorted().toList();
        current = -1;
        redraw();
    }

    void setCurrent(int step) {
        current = step;
        redraw();
    }

    /** The lane (0-based column) of {@code thread}. */
    int laneOf(int thread) {
        return lanes.indexOf(thread);
    }

    /** The y coordinate of the top of {@code step}'s row. */
    int rowTop(int step) {
        return headerHeight() + step * rowHeight();
    }

    int rowHeight() {
        return fontHeight() + 2 * PAD;
    }

    @Override
    public Point computeSize(int wHint, int hHint, boolean changed) {
        int rows = finding == null ? 0 : finding.steps().size();
        return new Point(wHint == SWT.DEFAULT ? GUTTER + 260 * Math.max(1, lanes.size()) : wHint,
                headerHeight() + rows * rowHeight() + PAD);
    }

    private int headerHeight() {
        return fontHeight() + 3 * PAD;
    }

    private int fontHeight() {
        GC gc = new GC(this);
        try {
            return gc.getFontMetrics().getHeight();
        } finally {
            gc.dispose();
        }
    }

    private void paint(GC gc) {
        Display display = getDisplay();
        gc.setBackground(display.getSystemColor(SWT.COLOR_LIST_BACKGROUND));
        gc.fillRectangle(getClientArea());
        if (finding == null || lanes.isEmpty()) {
            return;
        }
        gc.setAntialias(SWT.ON);
        int width = getClientArea().width;
        int laneWidth = Math.max(120, (width - GUTTER) / lanes.size());
        int rowHeight = rowHeight();
        int header = headerHeight();
        List<TraceStep> steps = finding.steps();
        paintHeader(gc, laneWidth, header);
        for (int i = 0; i < steps.size(); i++) {
            int y = header + i * rowHeight;
            TraceStep step = steps.get(i);
            int x = GUTTER + laneOf(step.thread()) * laneWidth;
            if (i == current) {
                gc.setBackground(display.getSystemColor(SWT.COLOR_LIST_SELECTION));
                gc.fillRectangle(0, y, width, rowHeight);
                gc.setForeground(display.getSystemColor(SWT.COLOR_LIST_SELECTION_TEXT));
            } else {
                if (isHighlighted(i)) {
                    gc.setBackground(highlight);
                    gc.fillRectangle(x + 1, y, laneWidth - 1, rowHeight);
                }
                gc.setForeground(display.getSystemColor(SWT.COLOR_WIDGET_DARK_SHADOW));
            }
            gc.setFont(getFont());
            gc.drawString(Integer.toString(i + 1), PAD, y + PAD, true);
            if (i != current) {
                gc.setForeground(display.getSystemColor(SWT.COLOR_LIST_FOREGROUND));
            }
            gc.setFont(isHighlighted(i) ? bold : getFont());
            String text = step.line() > 0 ? step.line() + "   " + step.text() : step.text();
            gc.drawString(shorten(gc, text, laneWidth - 3 * PAD), x + 2 * PAD, y + PAD, true);
            if (i > 0 && steps.get(i - 1).thread() != step.thread()) {
                paintSwitch(gc, GUTTER + laneOf(steps.get(i - 1).thread()) * laneWidth, x, y, laneWidth);
            }
        }
        gc.setForeground(laneLine);
        for (int lane = 1; lane < lanes.size(); lane++) {
            int x = GUTTER + lane * laneWidth;
            gc.drawLine(x, 0, x, header + steps.size() * rowHeight);
        }
        gc.drawLine(GUTTER, 0, GUTTER, header + steps.size() * rowHeight);
    }

    private void paintHeader(GC gc, int laneWidth, int header) {
        Display display = getDisplay();
        gc.setBackground(display.getSystemColor(SWT.COLOR_WIDGET_BACKGROUND));
        gc.fillRectangle(0, 0, getClientArea().width, header);
        gc.setForeground(laneLine);
        gc.drawLine(0, header - 1, getClientArea().width, header - 1);
        gc.setForeground(display.getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
        gc.setFont(bold);
        for (int lane = 0; lane < lanes.size(); lane++) {
            int thread = lanes.get(lane);
            String function = finding.steps().stream().filter(s -> s.thread() == thread).findFirst()
                    .map(TraceStep::function).orElse("");
            String title = NLS.bind(ViewMessages.InterleavingView_lane, thread, function);
            gc.drawString(shorten(gc, title, laneWidth - 3 * PAD), GUTTER + lane * laneWidth + 2 * PAD, PAD + 1,
                    true);
        }
        gc.setFont(getFont());
    }

    /** An elbow from the bottom of the previous step's lane cell into the current one. */
    private void paintSwitch(GC gc, int fromX, int toX, int y, int laneWidth) {
        gc.setForeground(switchColor);
        gc.setLineStyle(SWT.LINE_DOT);
        int startX = fromX + laneWidth / 2;
        int endX = toX + 2 * PAD - 3;
        int midY = y + 1;
        gc.drawLine(startX, y - 2, startX, midY);
        gc.drawLine(startX, midY, endX, midY);
        gc.setLineStyle(SWT.LINE_SOLID);
        int direction = endX > startX ? -1 : 1;
        gc.drawLine(endX, midY, endX + 4 * direction, midY - 3);
        gc.drawLine(endX, midY, endX + 4 * direction, midY + 3);
    }

    private boolean isHighlighted(int step) {
        return finding.highlights().stream().anyMatch(location -> finding.stepOf(location) == step);
    }

    private static String shorten(GC gc, String text, int width) {
        if (gc.textExtent(text).x <= width) {
            return text;
        }
        String ellipsis = "\u2026";
        int end = text.length();
        while (end > 0 && gc.textExtent(text.substring(0, end) + ellipsis).x > width) {
            end--;
        }
        return text.substring(0, end) + ellipsis;
    }
}
