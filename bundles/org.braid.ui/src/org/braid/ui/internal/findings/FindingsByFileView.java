package org.braid.ui.internal.findings;

import java.util.ArrayList;
import java.util.List;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.findings.FindingTree.FileNode;
import org.braid.ui.internal.findings.FindingTree.KindNode;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.GroupMarker;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITableLabelProvider;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.TreeColumn;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.ViewPart;

/**
 * Braid's findings grouped by file, then by kind (SpotBugs' Bug Explorer is the model): a tree of
 * files, their kinds of finding and the findings with their location, check, bounds and state
 * (open or suppressed), and a filter field above it that keeps the findings whose file, kind or
 * any column contains its text. The markers are read by a background job whenever Braid markers
 * change; the UI thread only shows the result. A finding adapts to its marker: a double-click
 * opens the editor at it, the Interleaving view follows the selection, and the context menu has
 * Show Interleaving. The by-kind view with the platform's filters and quick fixes is
 * {@link org.braid.ui.internal.views.FindingsView}.
 */
public final class FindingsByFileView extends ViewPart {

    /** The view's id in plugin.xml. */
    public static final String ID = Ids.PLUGIN + ".views.findingsByFile";

    private static final int[] WIDTHS = { 430, 70, 70, 250, 90 };

    private final Job load = Job.create(FindingsMessages.Findings_loading, this::load);
    private final IResourceChangeListener markersChanged = event -> {
        if (event.findMarkerDeltas(Ids.PROBLEM_MARKER, true).length > 0) {
            load.schedule(200);
        }
    };
    private TreeViewer viewer;
    private Text filter;
    private FindingTree all = new FindingTree(List.of());

    @Override
    public void createPartControl(Composite parent) {
        PlatformUI.getWorkbench().getHelpSystem().setHelp(parent, Ids.HELP_FINDINGS_BY_FILE_VIEW);
        parent.setLayout(new GridLayout(1, false));
        filter = new Text(parent, SWT.SEARCH | SWT.ICON_SEARCH | SWT.ICON_CANCEL);
        filter.setMessage(FindingsMessages.Findings_filter);
        filter.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        filter.addModifyListener(event -> show());
        viewer = new TreeViewer(parent, SWT.FULL_SELECTION | SWT.SINGLE | SWT.H_SCROLL | SWT.V_SCROLL);
        viewer.getTree().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        viewer.getTree().setHeaderVisible(true);
        viewer.getTree().setLinesVisible(true);
        String[] titles = { FindingsMessages.Findings_description, FindingsMessages.Findings_location,
            FindingsMessages.Findings_check, FindingsMessages.Findings_bounds, FindingsMessages.Findings_state };
        for (int i = 0; i < titles.length; i++) {
            TreeColumn column = new TreeColumn(viewer.getTree(), SWT.LEFT);
            column.setText(titles[i]);
            column.setWidth(WIDTHS[i]);
        }
        viewer.setContentProvider(new Content());
        viewer.setLabelProvider(new Labels());
        viewer.setAutoExpandLevel(TreeViewer.ALL_LEVELS);
        viewer.addDoubleClickListener(event -> open((IStructuredSelection) event.getSelection()));
        MenuManager menu = new MenuManager();
        menu.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        viewer.getTree().setMenu(menu.createContextMenu(viewer.getTree()));
        getSite().registerContextMenu(menu, viewer);
        getSite().setSelectionProvider(viewer);
        load.setSystem(true);
        ResourcesPlugin.getWorkspace().addResourceChangeListener(markersChanged, IResourceChangeEvent.POST_CHANGE);
        load.schedule();
    }

    /** Reads Braid's markers (background job) and hands the tree to the UI thread. */
    private IStatus load(IProgressMonitor monitor) {
        List<FindingRow> rows = new ArrayList<>();
        try {
            for (String type : FindingRow.TYPES) {
                for (IMarker marker : ResourcesPlugin.getWorkspace().getRoot().findMarkers(type, false,
                        IResource.DEPTH_INFINITE)) {
                    if (marker.exists()) {
                        rows.add(FindingRow.of(marker, type));
                    }
                }
            }
        } catch (CoreException e) {
            ILog.of(FindingsByFileView.class).warn(e.getMessage(), e);
        }
        FindingTree tree = FindingTree.of(rows);
        if (viewer != null && !viewer.getControl().isDisposed()) {
            viewer.getControl().getDisplay().asyncExec(() -> {
                if (!viewer.getControl().isDisposed()) {
                    all = tree;
                    show();
                }
            });
        }
        return Status.OK_STATUS;
    }

    /** Shows the findings the filter keeps. UI thread. */
    private void show() {
        FindingTree shown = all.filter(filter.getText());
        viewer.getTree().setRedraw(false);
        try {
            viewer.setInput(shown);
            viewer.expandAll();
        } finally {
            viewer.getTree().setRedraw(true);
        }
        setContentDescription(NLS.bind(FindingsMessages.Findings_count, shown.rows().size(), all.rows().size()));
    }

    private void open(IStructuredSelection selection) {
        if (selection.getFirstElement() instanceof FindingRow row) {
            try {
                IDE.openEditor(getSite().getPage(), row.marker());
            } catch (PartInitException e) {
                ILog.of(FindingsByFileView.class).error(e.getMessage(), e);
            }
        } else if (selection.getFirstElement() != null) {
            viewer.setExpandedState(selection.getFirstElement(), !viewer.getExpandedState(selection.getFirstElement()));
        }
    }

    /** The tree viewer, for tests. */
    public TreeViewer viewer() {
        return viewer;
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }

    @Override
    public void dispose() {
        ResourcesPlugin.getWorkspace().removeResourceChangeListener(markersChanged);
        load.cancel();
        super.dispose();
    }

    private static final class Content implements ITreeContentProvider {
        @Override
        public Object[] getElements(Object input) {
            return ((FindingTree) input).files().toArray();
        }

        @Override
        public Object[] getChildren(Object parent) {
            return switch (parent) {
                case FileNode file -> file.kinds().toArray();
                case KindNode kind -> kind.rows().toArray();
                default -> new Object[0];
            };
        }

        @Override
        public Object getParent(Object element) {
            return element instanceof KindNode kind ? kind.file() : null;
        }

        @Override
        public boolean hasChildren(Object element) {
            return !(element instanceof FindingRow);
        }
    }

    private static final class Labels extends LabelProvider implements ITableLabelProvider {
        @Override
        public Image getColumnImage(Object element, int column) {
            if (column != 0) {
                return null;
            }
            ISharedImages images = PlatformUI.getWorkbench().getSharedImages();
            return switch (element) {
                case FileNode file -> images.getImage(ISharedImages.IMG_OBJ_FILE);
                case KindNode kind -> images.getImage(ISharedImages.IMG_OBJ_FOLDER);
                case FindingRow row -> images.getImage(switch (row.severity()) {
                    case IMarker.SEVERITY_ERROR -> ISharedImages.IMG_OBJS_ERROR_TSK;
                    case IMarker.SEVERITY_WARNING -> ISharedImages.IMG_OBJS_WARN_TSK;
                    default -> ISharedImages.IMG_OBJS_INFO_TSK;
                });
                default -> null;
            };
        }

        @Override
        public String getColumnText(Object element, int column) {
            return switch (element) {
                case FileNode file -> column == 0 ? NLS.bind(FindingsMessages.Findings_group, file.path(), file.count()) : "";
                case KindNode kind -> column == 0 ? NLS.bind(FindingsMessages.Findings_group, kind.kind(), kind.rows().size()) : "";
                case FindingRow row -> row.columns().get(column);
                default -> "";
            };
        }
    }
}
