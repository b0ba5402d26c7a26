package org.braid.ui.internal.views;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

import org.braid.ui.internal.markers.StoredFinding;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.ScrollBar;

/**
 * Draws {@link TraceRows} as swimlanes: one column per thread under a header that stays in place
 * while the rows scroll, one row per step, a dotted elbow where the schedule switches threads,
 * the failing assertion or the racing next steps tinted and framed, the current row selected.
 * Clicking a row or pressing Up/Down (or Left/Right)/Page Up/Page Down/Home/End selects a row; the listener
 * hears about it.
 */
final class SwimlaneCanvas extends Canvas {
    private static final int PAD = 6;

    private final Color highlight;
    private final Color highlightBorder;
    private final Font bold;
    private final Font italic;
    private final int fontHeight;
    private StoredFinding finding;
    private TraceRows rows = new TraceRows(List.of(), List.of());
    private List<List<RowCells.Cell>> cells = List.of();
    private int[] needed = new int[0];
    private int current = -1;
    private IntConsumer listener = row -> {
    };

    SwimlaneCanvas(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND | SWT.V_SCROLL | SWT.H_SCROLL);
        highlight = new Color(new RGB(253, 226, 222));
        highlightBorder = new Color(new RGB(214, 120, 105));
        bold = derive(SWT.BOLD);
        italic = derive(SWT.ITALIC);
        GC gc = new GC(this);
        try {
            fontHeight = gc.getFontMetrics().getHeight();
        } finally {
            gc.dispose();
        }
        addDisposeListener(e -> {
            bold.dispose();
            italic.dispose();
        });
        addPaintListener(e -> paint(e.gc));
        addListener(SWT.Resize, e -> updateScrollBars());
        getVerticalBar().addListener(SWT.Selection, e -> redraw());
        getHorizontalBar().addListener(SWT.Selection, e -> redraw());
        addListener(SWT.MouseDown, e -> {
            setFocus();
            int row = (e.y - headerHeight() + getVerticalBar().getSelection()) / rowHeight();
            if (e.y >= headerHeight() && row >= 0 && row < rows.rows().size()) {
                listener.accept(row);
            }
        });
        addListener(SWT.KeyDown, e -> key(e.keyCode));
        addListener(SWT.Traverse, e -> e.doit = e.detail != SWT.TRAVERSE_ARROW_NEXT
                && e.detail != SWT.TRAVERSE_ARROW_PREVIOUS && e.detail != SWT.TRAVERSE_PAGE_NEXT
                && e.detail != SWT.TRAVERSE_PAGE_PREVIOUS);
    }

    private Font derive(int style) {
        FontData[] data = getFont().getFontData();
        for (FontData d : data) {
            d.setStyle(style);
        }
        return new Font(getDisplay(), data);
    }

    void onSelect(IntConsumer rowListener) {
        this.listener = rowListener;
    }

    void setRows(StoredFinding newFinding, TraceRows newRows) {
        finding = newFinding;
        rows = newRows;
        List<List<RowCells.Cell>> all = new ArrayList<>();
        for (Row row : rows.rows()) {
            all.add(RowCells.of(finding, rows, row));
        }
        cells = List.copyOf(all);
        needed = measure();
        current = -1;
        getVerticalBar().setSelection(0);
        getHorizontalBar().setSelection(0);
        updateScrollBars();
        redraw();
    }

    /** Selects {@code row} and scrolls it into view. */
    void setCurrent(int row) {
        current = row;
        int top = row * rowHeight();
        int viewport = viewportHeight();
        ScrollBar bar = getVerticalBar();
        if (top < bar.getSelection() || top + rowHeight() > bar.getSelection() + viewport) {
            bar.setSelection(Math.max(0, top - viewport / 3));
        }
        redraw();
    }

    /** The lane (0-based column) of {@code thread}, -1 if it has none. */
    int laneOf(int thread) {
        return rows.lanes().indexOf(thread);
    }

    /** The index of the first row shown below the header. */
    int firstVisibleRow() {
        return getVerticalBar().getSelection() / rowHeight();
    }

    private int rowHeight() {
        return fontHeight + 2 * PAD;
    }

    private int headerHeight() {
        return fontHeight + 2 * PAD + 2;
    }

    @Override
    public Point computeSize(int wHint, int hHint, boolean changed) {
        int width = wHint != SWT.DEFAULT ? wHint : gutter() + java.util.Arrays.stream(needed).sum();
        int height = hHint != SWT.DEFAULT ? hHint : headerHeight() + rows.rows().size() * rowHeight();
        return new Point(width, height);
    }

    private void key(int code) {
        int last = rows.rows().size() - 1;
        if (last < 0) {
            return;
        }
        int page = Math.max(1, viewportHeight() / rowHeight() - 1);
        switch (code) {
            case SWT.ARROW_DOWN, SWT.ARROW_RIGHT -> listener.accept(Math.min(last, current + 1));
            case SWT.ARROW_UP, SWT.ARROW_LEFT -> listener.accept(Math.max(0, current - 1));
            case SWT.PAGE_DOWN -> listener.accept(Math.min(last, current + page));
            case SWT.PAGE_UP -> listener.accept(Math.max(0, current - page));
            case SWT.HOME -> listener.accept(0);
            case SWT.END -> listener.accept(last);
            default -> {
                // other keys are not for the swimlanes
            }
        }
    }

    private int viewportHeight() {
        return Math.max(0, getClientArea().height - headerHeight());
    }

    /** The width each lane's widest cell (or its header) needs. */
    private int[] measure() {
        int[] widths = new int[rows.lanes().size()];
        GC gc = new GC(this);
        try {
            gc.setFont(bold);
            for (int lane = 0; lane < widths.length; lane++) {
                widths[lane] = gc.textExtent(title(lane)).x + 4 * PAD;
            }
            for (List<RowCells.Cell> row : cells) {
                for (RowCells.Cell cell : row) {
                    gc.setFont(font(cell.style()));
                    widths[cell.lane()] = Math.max(widths[cell.lane()], gc.textExtent(cell.text()).x + 4 * PAD);
                }
            }
        } finally {
            gc.dispose();
        }
        return widths;
    }

    private int gutter() {
        GC gc = new GC(this);
        try {
            return Math.max(36, gc.textExtent(Integer.toString(Math.max(1, rows.rows().size()))).x + 3 * PAD);
        } finally {
            gc.dispose();
        }
    }

    private LaneLayout lanes() {
        return LaneLayout.of(needed, getClientArea().width - gutter());
    }

    private void updateScrollBars() {
        Rectangle area = getClientArea();
        int content = rows.rows().size() * rowHeight();
        int viewport = viewportHeight();
        ScrollBar vertical = getVerticalBar();
        vertical.setValues(Math.min(vertical.getSelection(), Math.max(0, content - viewport)), 0,
                Math.max(content, 1), Math.max(1, Math.min(viewport, content)), rowHeight(), Math.max(1, viewport));
        vertical.setVisible(content > viewport);
        int width = gutter() + lanes().width();
        ScrollBar horizontal = getHorizontalBar();
        horizontal.setValues(Math.min(horizontal.getSelection(), Math.max(0, width - area.width)), 0,
                Math.max(width, 1), Math.max(1, Math.min(area.width, width)), 20, Math.max(1, area.width));
        horizontal.setVisible(width > area.width);
    }

    private void paint(GC gc) {
        Rectangle area = getClientArea();
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_LIST_BACKGROUND));
        gc.fillRectangle(area);
        if (finding == null || rows.lanes().isEmpty()) {
            return;
        }
        gc.setAntialias(SWT.ON);
        LaneLayout lanes = lanes();
        int x0 = gutter() - getHorizontalBar().getSelection();
        int header = headerHeight();
        int top = header - getVerticalBar().getSelection();
        gc.setClipping(0, header, area.width, Math.max(0, area.height - header));
        int from = Math.max(0, firstVisibleRow() - 1);
        int to = Math.min(rows.rows().size(), from + viewportHeight() / rowHeight() + 3);
        for (int i = from; i < to; i++) {
            int y = top + i * rowHeight();
            paintRow(gc, i, x0, lanes, y, area.width);
            if (i > 0) {
                paintSwitch(gc, rows.rows().get(i - 1), rows.rows().get(i), x0, lanes, y);
            }
        }
        gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_NORMAL_SHADOW));
        for (int lane = 0; lane <= rows.lanes().size(); lane++) {
            int x = x0 + (lane < rows.lanes().size() ? lanes.left(lane) : lanes.width());
            gc.drawLine(x, header, x, area.height);
        }
        gc.setClipping((Rectangle) null);
        paintHeader(gc, x0, lanes, area.width);
    }

    private void paintRow(GC gc, int index, int x0, LaneLayout lanes, int y, int width) {
        boolean selected = index == current;
        if (selected) {
            gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_LIST_SELECTION));
            gc.fillRectangle(0, y, width, rowHeight());
        }
        gc.setFont(getFont());
        gc.setForeground(getDisplay().getSystemColor(selected ? SWT.COLOR_LIST_SELECTION_TEXT
                : SWT.COLOR_WIDGET_DARK_SHADOW));
        gc.drawString(Integer.toString(index + 1), PAD, y + PAD, true);
        for (RowCells.Cell cell : cells.get(index)) {
            if (cell.lane() < 0) {
                continue;
            }
            int x = x0 + lanes.left(cell.lane());
            int laneWidth = lanes.width(cell.lane());
            if (cell.style() == RowCells.Style.MARKED) {
                gc.setBackground(selected ? getDisplay().getSystemColor(SWT.COLOR_LIST_SELECTION) : highlight);
                gc.fillRectangle(x + 2, y + 1, laneWidth - 3, rowHeight() - 2);
                gc.setForeground(highlightBorder);
                gc.drawRectangle(x + 2, y + 1, laneWidth - 4, rowHeight() - 3);
            }
            int color = selected ? SWT.COLOR_LIST_SELECTION_TEXT
                    : cell.style() == RowCells.Style.DIMMED ? SWT.COLOR_WIDGET_DARK_SHADOW : SWT.COLOR_LIST_FOREGROUND;
            gc.setForeground(getDisplay().getSystemColor(color));
            gc.setFont(font(cell.style()));
            gc.drawString(shorten(gc, cell.text(), laneWidth - 3 * PAD), x + 2 * PAD, y + PAD, true);
        }
        gc.setFont(getFont());
    }

    private Font font(RowCells.Style style) {
        return switch (style) {
            case PLAIN -> getFont();
            case DIMMED -> italic;
            case MARKED -> bold;
        };
    }

    private String title(int lane) {
        return RowText.laneTitle(finding, rows.lanes().get(lane));
    }

    private void paintHeader(GC gc, int x0, LaneLayout lanes, int width) {
        int header = headerHeight();
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_BACKGROUND));
        gc.fillRectangle(0, 0, width, header);
        gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_NORMAL_SHADOW));
        gc.drawLine(0, header - 1, width, header - 1);
        gc.setFont(bold);
        for (int lane = 0; lane < rows.lanes().size(); lane++) {
            int x = x0 + lanes.left(lane);
            gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_NORMAL_SHADOW));
            gc.drawLine(x, 3, x, header - 4);
            gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
            gc.drawString(shorten(gc, title(lane), lanes.width(lane) - 3 * PAD), x + 2 * PAD, PAD, true);
        }
        gc.setFont(getFont());
    }

    /** A dotted elbow from the previous row's lane into this row's lane when the thread changes. */
    private void paintSwitch(GC gc, Row previous, Row row, int x0, LaneLayout lanes, int y) {
        int from = laneOf(thread(previous));
        int to = laneOf(thread(row));
        if (from < 0 || to < 0 || from == to) {
            return;
        }
        gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_DARK_SHADOW));
        gc.setLineStyle(SWT.LINE_DOT);
        int startX = x0 + lanes.left(from) + lanes.width(from) / 2;
        int endX = x0 + lanes.left(to) + (to > from ? PAD : lanes.width(to) - PAD);
        gc.drawLine(startX, y - PAD / 2, startX, y + 1);
        gc.drawLine(startX, y + 1, endX, y + 1);
        gc.setLineStyle(SWT.LINE_SOLID);
        int direction = endX > startX ? -1 : 1;
        gc.drawLine(endX, y + 1, endX + 4 * direction, y - 2);
        gc.drawLine(endX, y + 1, endX + 4 * direction, y + 4);
    }

    /** The thread of a row; -1 for a race row, which has two. */
    private static int thread(Row row) {
        return switch (row) {
            case Row.Step step -> step.thread();
            case Row.Library library -> library.thread();
            case Row.Race race -> -1;
        };
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
