package org.braid.ui.internal.views;

import java.util.List;
import java.util.Set;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.markers.StoredFinding;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.contexts.IContextService;
import org.eclipse.ui.services.IEvaluationService;
import org.eclipse.ui.part.IShowInTarget;
import org.eclipse.ui.part.ShowInContext;
import org.eclipse.ui.part.ViewPart;

/**
 * Shows the interleaving of a finding's trace as swimlanes (one per thread, see
 * {@link TraceRows} for what is shown) with a values pane for the current row; stepping selects
 * a row and reveals its line in the editor with a "current step" annotation. Follows the
 * selection of a Braid marker in other parts (the Problems view) and is a "Show In" target for
 * Braid markers. Drops findings whose markers disappear. Empty until a finding is shown.
 */
public final class InterleavingView extends ViewPart implements IShowInTarget {
    private Composite stack;
    private StackLayout stackLayout;
    private Composite empty;
    private Label emptyTitle;
    private Label emptyHint;
    private Composite content;
    private Combo selector;
    private SwimlaneCanvas lanes;
    private ValuesPane values;
    private IAction showAll;
    private List<StoredFinding> findings = List.of();
    private StoredFinding finding;
    private TraceRows rows = new TraceRows(List.of(), List.of());
    private int current = -1;
    private CurrentStepMarker editorMarker;
    private final ISelectionListener markerSelection = this::selectionChanged;
    private FindingsWatch watch;
    /** The ids of the findings shown that had markers when they were shown: they go with their markers. */
    private Set<String> marked = Set.of();

    @Override
    public void createPartControl(Composite parent) {
        PlatformUI.getWorkbench().getHelpSystem().setHelp(parent, Ids.HELP_INTERLEAVING_VIEW);
        stack = new Composite(parent, SWT.NONE);
        stackLayout = new StackLayout();
        stack.setLayout(stackLayout);
        empty = new Composite(stack, SWT.NONE);
        empty.setLayout(new GridLayout(1, false));
        emptyTitle = new Label(empty, SWT.NONE);
        emptyTitle.setText(ViewMessages.InterleavingView_empty);
        emptyTitle.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        emptyHint = new Label(empty, SWT.WRAP);
        emptyHint.setText(ViewMessages.InterleavingView_emptyHint);
        emptyHint.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        createContent();
        stackLayout.topControl = empty;
        editorMarker = new CurrentStepMarker(getSite());
        getSite().getService(IContextService.class).activateContext(Ids.INTERLEAVING_CONTEXT);
        showAll = new Action(ViewMessages.InterleavingView_showAll, IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                setShowAllSteps(isChecked());
            }
        };
        showAll.setToolTipText(ViewMessages.InterleavingView_showAllTooltip);
        getViewSite().getActionBars().getMenuManager().add(showAll);
        getSite().getPage().addPostSelectionListener(markerSelection);
        watch = FindingsWatch.start(ResourcesPlugin.getWorkspace(), parent.getDisplay(), this::keepOnly);
    }

    private void createContent() {
        content = new Composite(stack, SWT.NONE);
        GridLayout layout = new GridLayout(2, false);
        layout.marginWidth = 0;
        layout.marginHeight = 2;
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
        lanes = new SwimlaneCanvas(sash);
        lanes.onSelect(this::selectRow);
        values = new ValuesPane(sash);
        sash.setWeights(74, 26);
    }

    /**
     * Says how a check that was asked for ended ({@code harness}: {@code outcome}), in the view's
     * status line, and in the view itself when there is no interleaving to show (a pair check
     * that found nothing says so instead of "No interleaving selected").
     */
    public void showOutcome(String harness, String outcome) {
        String text = NLS.bind(ViewMessages.InterleavingView_outcome, harness, outcome);
        getViewSite().getActionBars().getStatusLineManager().setMessage(text);
        if (findings.isEmpty()) {
            emptyTitle.setText(text);
            emptyHint.setText(ViewMessages.InterleavingView_outcomeHint);
            empty.layout(true, true);
        }
    }

    /** The text the view shows when it has no interleaving (its title line). */
    public String emptyText() {
        return emptyTitle.getText();
    }

    /** Shows {@code shown} (e.g. the findings of a file) in the selector and selects {@code index}. */
    public void show(List<StoredFinding> shown, int index) {
        findings = List.copyOf(shown);
        Set<String> live = watch.findingIds();
        marked = findings.stream().map(StoredFinding::id).filter(live::contains)
                .collect(java.util.stream.Collectors.toUnmodifiableSet());
        selector.removeAll();
        for (StoredFinding each : findings) {
            selector.add(each.message());
        }
        emptyTitle.setText(ViewMessages.InterleavingView_empty);
        emptyHint.setText(ViewMessages.InterleavingView_emptyHint);
        getViewSite().getActionBars().getStatusLineManager().setMessage(null);
        if (findings.isEmpty()) {
            finding = null;
            rows = new TraceRows(List.of(), List.of());
            current = -1;
            editorMarker.clear();
            stackLayout.topControl = empty;
            stack.layout();
            requestStepEvaluation();
            return;
        }
        stackLayout.topControl = content;
        stack.layout(true, true);
        selector.select(index);
        showFinding(index);
    }

    /**
     * Drops the findings whose markers are gone (e.g. the bug was fixed and the file checked
     * again): the selector loses them; if the finding shown is gone, the view shows the first
     * remaining one, or is empty and the editor loses the current-step marks.
     */
    void keepOnly(Set<String> live) {
        if (stack.isDisposed()) {
            return;
        }
        List<StoredFinding> kept = findings.stream()
                .filter(each -> live.contains(each.id()) || !marked.contains(each.id())).toList();
        if (kept.size() == findings.size()) {
            return;
        }
        if (finding == null || !kept.contains(finding)) {
            show(kept, 0);
            return;
        }
        findings = kept;
        selector.removeAll();
        kept.forEach(each -> selector.add(each.message()));
        selector.select(kept.indexOf(finding));
    }

    /** Shows the finding of {@code marker} among the other findings of its file. */
    public void show(IMarker marker) {
        MarkerFindings found = MarkerFindings.of(marker);
        show(found.findings(), found.index());
    }

    /** Shows every step, including Braid's set-up code and its C library models, or only the user's code. */
    public void setShowAllSteps(boolean all) {
        showAll.setChecked(all);
        if (finding != null) {
            Row before = current >= 0 ? rows.rows().get(current) : null;
            rows = TraceRows.of(finding, all);
            lanes.setRows(finding, rows);
            selectRow(before == null ? initialRow() : rowOf(before));
        }
    }

    private void showFinding(int index) {
        finding = findings.get(index);
        rows = TraceRows.of(finding, showAll.isChecked());
        lanes.setRows(finding, rows);
        selectRow(initialRow());
    }

    /** The row of the race, else the row of the failing assertion, else the first. */
    private int initialRow() {
        List<Row> all = rows.rows();
        if (!all.isEmpty() && all.get(all.size() - 1) instanceof Row.Race) {
            return all.size() - 1;
        }
        int failing = finding.highlights().isEmpty() ? -1 : finding.stepOf(finding.highlights().get(0));
        return failing >= 0 ? rowOfStep(failing) : 0;
    }

    /** The row of the same step (or race) as {@code row} in the current rows. */
    private int rowOf(Row row) {
        return switch (row) {
            case Row.Step step -> rowOfStep(step.step());
            case Row.Library library -> rowOfStep(library.last());
            case Row.Race race -> rows.rows().size() - 1;
        };
    }

    /** The row that shows trace step {@code step}, or the last row before it. */
    private int rowOfStep(int step) {
        int found = 0;
        for (int i = 0; i < rows.rows().size(); i++) {
            int first = switch (rows.rows().get(i)) {
                case Row.Step each -> each.first();
                case Row.Library library -> library.first();
                case Row.Race race -> Integer.MAX_VALUE;
            };
            if (first <= step) {
                found = i;
            }
        }
        return found;
    }

    /** Makes the row that shows trace step {@code step} current (a debug session's step). */
    public void selectStep(int step) {
        if (finding != null) {
            selectRow(rowOfStep(step));
        }
    }

    /** Whether the view's controls are gone (the view was closed). */
    public boolean isDisposed() {
        return stack == null || stack.isDisposed();
    }

    /** Makes {@code row} (0-based) the current row and reveals its line in the editor. */
    public void selectRow(int row) {
        if (finding == null || row < 0 || row >= rows.rows().size()) {
            return;
        }
        current = row;
        lanes.setCurrent(row);
        Row shown = rows.rows().get(row);
        values.show(RowText.heading(finding, shown, row, rows.rows().size()), RowText.values(finding, shown),
                RowText.placeholder(finding, shown));
        editorMarker.show(RowText.places(finding, shown));
        requestStepEvaluation();
    }

    /**
     * Whether the step command {@code direction} ({@code first}, {@code back}, {@code forward}
     * or {@code last}) would move to another row: none can while the view is empty, first and
     * back not at the first row, forward and last not at the last.
     */
    public boolean canStep(String direction) {
        if (finding == null || current < 0) {
            return false;
        }
        return switch (direction) {
            case "first", "back" -> current > 0;
            case "forward", "last" -> current < rows.rows().size() - 1;
            default -> false;
        };
    }

    /** Re-evaluates the step handlers' enablement, so toolbar buttons and key bindings follow the current row. */
    private void requestStepEvaluation() {
        getSite().getService(IEvaluationService.class).requestEvaluation(StepTester.PROPERTY);
    }

    public void first() {
        selectRow(0);
    }

    public void back() {
        selectRow(current - 1);
    }

    public void forward() {
        selectRow(current + 1);
    }

    public void last() {
        selectRow(rows.rows().size() - 1);
    }

    /** The current row (0-based), -1 if nothing is shown. */
    public int currentRow() {
        return current;
    }

    /** The trace step the current row shows, -1 for the race row or if nothing is shown. */
    public int currentStep() {
        if (current < 0) {
            return -1;
        }
        return switch (rows.rows().get(current)) {
            case Row.Step step -> step.step();
            case Row.Library library -> library.last();
            case Row.Race race -> -1;
        };
    }

    /** The finding shown, or null. */
    public StoredFinding finding() {
        return finding;
    }

    /** The messages of the findings the selector offers. */
    public List<String> findingMessages() {
        return findings.stream().map(StoredFinding::message).toList();
    }

    /** The rows as one-line summaries, e.g. {@code T2 19 int seen = counter;}. */
    public List<String> rowSummaries() {
        return rows.rows().stream().map(row -> RowText.summary(finding, row)).toList();
    }

    /** The lane titles, e.g. {@code T1 increment}, {@code Thread-0 Worker.run()} for a named thread. */
    public List<String> laneTitles() {
        return rows.lanes().stream().map(thread -> RowText.laneTitle(finding, thread)).toList();
    }

    /** The swimlane column (0-based) of the current row's thread, -1 for the race row or if nothing is shown. */
    public int currentLane() {
        int step = currentStep();
        return step < 0 ? -1 : lanes.laneOf(finding.steps().get(step).thread());
    }

    /** The heading of the values pane. */
    public String valuesHeading() {
        return values.title();
    }

    /** What the values pane says instead of values (e.g. for the race), empty if it shows values. */
    public String valuesHint() {
        return values.hint();
    }

    /** The values pane's rows as {@code variable|access|value}. */
    public List<String> valuesShown() {
        return values.rows();
    }

    /** The first row below the fixed lane headers (changes as the rows scroll). */
    public int firstVisibleRow() {
        return lanes.firstVisibleRow();
    }

    /** "Show In &gt; Braid Interleaving" on a Braid marker (e.g. in the Problems view). */
    @Override
    public boolean show(ShowInContext context) {
        IMarker marker = MarkerFindings.shownMarker(context, getSite().getPage());
        if (marker == null) {
            return false;
        }
        show(marker);
        return true;
    }

    private void selectionChanged(IWorkbenchPart part, ISelection selection) {
        if (part == this) {
            return;
        }
        IMarker marker = MarkerFindings.selectedMarker(selection);
        if (marker != null && (finding == null
                || !finding.id().equals(marker.getAttribute(Ids.ATTR_FINDING_ID, "")))) {
            show(marker);
        }
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
        getSite().getPage().removePostSelectionListener(markerSelection);
        if (watch != null) {
            watch.stop();
        }
        if (editorMarker != null) {
            editorMarker.clear();
        }
        super.dispose();
    }
}
