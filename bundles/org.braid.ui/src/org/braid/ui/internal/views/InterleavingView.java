package org.braid.ui.internal.views;

import java.util.List;

import org.braid.core.TraceStep;
import org.braid.ui.internal.Ids;
import org.braid.ui.internal.markers.StoredFinding;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.contexts.IContextService;
import org.eclipse.ui.part.ViewPart;

/**
 * Shows the interleaving of a finding's trace as swimlanes (one per thread) with a values pane
 * for the current step; stepping selects a step and reveals its line in the editor with a
 * "current step" annotation. Empty until a finding is shown.
 */
public final class InterleavingView extends ViewPart {
    private Composite stack;
    private StackLayout stackLayout;
    private Composite empty;
    private Composite content;
    private Combo selector;
    private SwimlaneCanvas lanes;
    private ScrolledComposite scroller;
    private Label stepTitle;
    private Table values;
    private List<StoredFinding> findings = List.of();
    private StoredFinding finding;
    private int current = -1;
    private CurrentStepMarker editorMarker;

    @Override
    public void createPartControl(Composite parent) {
        stack = new Composite(parent, SWT.NONE);
        stackLayout = new StackLayout();
        stack.setLayout(stackLayout);
        empty = new Composite(stack, SWT.NONE);
        empty.setLayout(new GridLayout(1, false));
        Label title = new Label(empty, SWT.NONE);
        title.setText(ViewMessages.InterleavingView_empty);
        Label hint = new Label(empty, SWT.WRAP);
        hint.setText(ViewMessages.InterleavingView_emptyHint);
        hint.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        createContent();
        stackLayout.topControl = empty;
        editorMarker = new CurrentStepMarker(getSite());
        getSite().getService(IContextService.class).activateContext(Ids.INTERLEAVING_CONTEXT);
    }

    private void createContent() {
        content = new Composite(stack, SWT.NONE);
        GridLayout layout = new GridLayout(2, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        content.setLayout(layout);
        Label label = new Label(content, SWT.NONE);
        label.setText(ViewMessages.InterleavingView_finding);
        GridData labelData = new GridData(SWT.BEGINNING, SWT.CENTER, false, false);
        labelData.horizontalIndent = 5;
        label.setLayoutData(labelData);
        selector = new Combo(content, SWT.READ_ONLY | SWT.DROP_DOWN);
        selector.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        selector.addListener(SWT.Selection, e -> showFinding(selector.getSelectionIndex()));

        SashForm sash = new SashForm(content, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        scroller = new ScrolledComposite(sash, SWT.V_SCROLL | SWT.H_SCROLL);
        lanes = new SwimlaneCanvas(scroller);
        scroller.setContent(lanes);
        scroller.setExpandHorizontal(true);
        scroller.setExpandVertical(true);
        lanes.onSelect(this::selectStep);

        Composite side = new Composite(sash, SWT.NONE);
        GridLayout sideLayout = new GridLayout(1, false);
        sideLayout.marginHeight = 0;
        side.setLayout(sideLayout);
        stepTitle = new Label(side, SWT.WRAP);
        stepTitle.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        values = new Table(side, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
        values.setHeaderVisible(true);
        values.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        TableColumn column = new TableColumn(values, SWT.LEFT);
        column.setText(ViewMessages.InterleavingView_values);
        column.setWidth(260);
        sash.setWeights(72, 28);
    }

    /** Shows {@code shown} (e.g. the findings of a file) in the selector and selects {@code index}. */
    public void show(List<StoredFinding> shown, int index) {
        findings = List.copyOf(shown);
        selector.removeAll();
        for (StoredFinding each : findings) {
            selector.add(each.message());
        }
        if (findings.isEmpty()) {
            finding = null;
            editorMarker.clear();
            stackLayout.topControl = empty;
            stack.layout();
            return;
        }
        stackLayout.topControl = content;
        stack.layout(true, true);
        selector.select(index);
        showFinding(index);
    }

    private void showFinding(int index) {
        finding = findings.get(index);
        lanes.setFinding(finding);
        scroller.setMinSize(lanes.computeSize(SWT.DEFAULT, SWT.DEFAULT));
        int first = finding.highlights().isEmpty() ? 0 : finding.stepOf(finding.highlights().get(0));
        selectStep(first >= 0 ? first : 0);
    }

    /** Makes {@code step} (0-based) the current step and reveals it in the editor. */
    public void selectStep(int step) {
        if (finding == null || step < 0 || step >= finding.steps().size()) {
            return;
        }
        current = step;
        lanes.setCurrent(step);
        TraceStep shown = finding.steps().get(step);
        stepTitle.setText(NLS.bind(ViewMessages.InterleavingView_step, new Object[] { step + 1,
            finding.steps().size(), shown.thread(), shown.function(), shown.line() }));
        values.removeAll();
        for (String value : shown.values()) {
            new TableItem(values, SWT.NONE).setText(value);
        }
        if (shown.values().isEmpty()) {
            new TableItem(values, SWT.NONE).setText(ViewMessages.InterleavingView_noValues);
        }
        stepTitle.getParent().layout();
        reveal(step);
        editorMarker.show(shown);
    }

    private void reveal(int step) {
        int top = lanes.rowTop(step);
        int height = lanes.rowHeight();
        int viewTop = scroller.getOrigin().y;
        int viewHeight = scroller.getClientArea().height;
        if (top < viewTop || top + height > viewTop + viewHeight) {
            scroller.setOrigin(scroller.getOrigin().x, Math.max(0, top - viewHeight / 3));
        }
    }

    public void first() {
        selectStep(0);
    }

    public void back() {
        selectStep(current - 1);
    }

    public void forward() {
        selectStep(current + 1);
    }

    public void last() {
        if (finding != null) {
            selectStep(finding.steps().size() - 1);
        }
    }

    /** The current step (0-based), -1 if nothing is shown. */
    public int currentStep() {
        return current;
    }

    /** The finding shown, or null. */
    public StoredFinding finding() {
        return finding;
    }

    /** The swimlane column (0-based) of the current step's thread, -1 if nothing is shown. */
    public int currentLane() {
        return finding == null || current < 0 ? -1 : lanes.laneOf(finding.steps().get(current).thread());
    }

    /** The text of the values pane, one entry per row. */
    public List<String> valuesShown() {
        return java.util.Arrays.stream(values.getItems()).map(TableItem::getText).toList();
    }

    @Override
    public void setFocus() {
        if (stackLayout.topControl == content) {
            lanes.setFocus();
        } else {
            stack.setFocus();
        }
    }

    @Override
    public void dispose() {
        if (editorMarker != null) {
            editorMarker.clear();
        }
        super.dispose();
    }
}
