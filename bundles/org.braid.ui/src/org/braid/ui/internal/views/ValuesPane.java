package org.braid.ui.internal.views;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

/**
 * The side pane of the Interleaving view: what the current row is, and a table of the values its
 * step read and wrote (variable, read or written, value). The columns share the table's width by
 * weight (never narrower than their headers), and follow it when the pane is resized.
 */
final class ValuesPane {
    private static final String WRITE = " := ";
    private static final String READ = " = ";

    private final Label title;
    private final Label hint;
    private final Table table;

    ValuesPane(Composite parent) {
        Composite pane = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginHeight = 0;
        layout.marginWidth = 0;
        layout.marginLeft = 4;
        pane.setLayout(layout);
        title = new Label(pane, SWT.WRAP);
        title.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        hint = new Label(pane, SWT.WRAP);
        hint.setForeground(pane.getDisplay().getSystemColor(SWT.COLOR_WIDGET_DARK_SHADOW));
        hint.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        Composite holder = new Composite(pane, SWT.NONE);
        holder.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        TableColumnLayout columns = new TableColumnLayout();
        holder.setLayout(columns);
        table = new Table(holder, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        column(columns, ViewMessages.InterleavingView_variable, 45);
        column(columns, ViewMessages.InterleavingView_accessColumn, 20);
        column(columns, ViewMessages.InterleavingView_value, 35);
        table.addListener(SWT.MouseHover, e -> {
            TableItem item = table.getItem(new org.eclipse.swt.graphics.Point(e.x, e.y));
            table.setToolTipText(item == null ? null
                    : item.getText(0) + " (" + item.getText(1) + ") = " + item.getText(2));
        });
    }

    private void column(TableColumnLayout layout, String name, int weight) {
        TableColumn column = new TableColumn(table, SWT.LEFT);
        column.setText(name);
        GC gc = new GC(table);
        try {
            layout.setColumnData(column, new ColumnWeightData(weight, gc.textExtent(name).x + 24, true));
        } finally {
            gc.dispose();
        }
    }

    /**
     * Shows {@code heading} and the values of a step ({@code x = 1} read, {@code x := 1} written);
     * if there are none, {@code placeholder} under the heading.
     */
    void show(String heading, List<String> values, String placeholder) {
        title.setText(heading);
        table.removeAll();
        for (String value : values) {
            new TableItem(table, SWT.NONE).setText(split(value));
        }
        hint.setText(values.isEmpty() ? placeholder : "");
        ((GridData) hint.getLayoutData()).exclude = !values.isEmpty();
        hint.setVisible(values.isEmpty());
        title.getParent().layout(true, true);
    }

    /** The table's rows as {@code variable|access|value}. */
    List<String> rows() {
        List<String> rows = new ArrayList<>();
        for (TableItem item : table.getItems()) {
            rows.add(item.getText(0) + "|" + item.getText(1) + "|" + item.getText(2));
        }
        return rows;
    }

    String title() {
        return title.getText();
    }

    /** The placeholder shown instead of values, empty when there are values. */
    String hint() {
        return hint.getText();
    }

    /** {@code variable}, {@code read}/{@code written}, {@code value}; the last {@code =} or {@code :=} splits. */
    static String[] split(String value) {
        int write = value.lastIndexOf(WRITE);
        int read = value.lastIndexOf(READ);
        if (write > read) {
            return new String[] { value.substring(0, write), ViewMessages.InterleavingView_written,
                value.substring(write + WRITE.length()) };
        }
        if (read >= 0) {
            return new String[] { value.substring(0, read), ViewMessages.InterleavingView_readValue,
                value.substring(read + READ.length()) };
        }
        return new String[] { value, "", "" };
    }
}
