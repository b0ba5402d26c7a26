package org.braid.c.ui.internal.outline;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.braid.ui.internal.analysis.FileStatus;
import org.braid.ui.internal.analysis.FunctionIndex;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.resource.LocalResourceManager;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentListener;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.viewers.DelegatingStyledCellLabelProvider;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPropertyListener;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchCommandConstants;
import org.eclipse.ui.actions.ContributionItemFactory;
import org.eclipse.ui.keys.IBindingService;
import org.eclipse.ui.part.IShowInSource;
import org.eclipse.ui.part.ShowInContext;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.views.contentoutline.ContentOutlinePage;

/**
 * The Outline of a C file in a text editor: first Braid's status of the file in this session
 * ({@link OutlineStatus}: not analyzed, analyzing, or each harness's outcome, following
 * {@link FileStatus}), then the functions the file defines, in source order
 * ({@link OutlineFunction}s), or one note when the front end finds none. The list is computed by
 * a job from the text of the editor's document and shown on the UI thread; it is computed again
 * {@link #DELAY_MS} after the last change of the document (typing, a save, a revert), and when the
 * editor's input changes (Save As), from the new file and its document. Selecting a function
 * selects its name in the editor; double-clicking also activates the editor. The context menu is registered as {@link #CONTEXT_MENU_ID}, so that Braid's (and
 * others') contributions for functions show there, followed by "Show In", which shows the file.
 * UI thread only.
 */
public final class FunctionOutlinePage extends ContentOutlinePage implements IAdaptable {
    /** Id of the Outline's context menu, for {@code popup:} menu contributions. */
    public static final String CONTEXT_MENU_ID = "org.braid.c.ui.outline";
    private static final String SHOW_GROUP = "group.show";
    private static final String SHOW_IN_MENU_ID = CONTEXT_MENU_ID + ".showIn";

    /** How long the document must stay unchanged before its functions are listed again. */
    static final long DELAY_MS = 500;

    private final ITextEditor editor;
    private final IDocumentListener changes = new IDocumentListener() {
        @Override
        public void documentAboutToBeChanged(DocumentEvent event) {
            // the new text is read once the change is done
        }

        @Override
        public void documentChanged(DocumentEvent event) {
            if (Display.getCurrent() == display) {
                refresh(DELAY_MS);
            } else if (!display.isDisposed()) {
                display.asyncExec(() -> {
                    if (!disposed) {
                        refresh(DELAY_MS);
                    }
                });
            }
        }
    };
    private final IPropertyListener inputs = this::propertyChanged;
    /** Re-counts the findings per function when the markers of the file change. */
    private final IResourceChangeListener markers = this::resourcesChanged;
    /** Shows Braid's new status of the file in the first row. */
    private final Consumer<IFile> statuses = this::statusChanged;
    /** Braid findings per function name of the functions shown. */
    private volatile Map<String, Integer> findings = Map.of();
    /** The file the editor edits, or null once its input is no C file of the workspace. */
    private IFile file;
    /** The editor's document this page listens to, or null. */
    private IDocument document;
    private Display display;
    private MenuManager menu;
    private Job listing;
    /** Counts lists asked for, so that only the latest one is shown. */
    private int requests;
    private boolean disposed;

    FunctionOutlinePage(ITextEditor editor, IFile file) {
        this.editor = editor;
        this.file = file;
    }

    @Override
    public void createControl(Composite parent) {
        super.createControl(parent);
        TreeViewer viewer = getTreeViewer();
        display = viewer.getControl().getDisplay();
        viewer.setContentProvider(new FlatContent());
        viewer.setLabelProvider(new DelegatingStyledCellLabelProvider(
                new OutlineLabels(new LocalResourceManager(JFaceResources.getResources(), viewer.getControl()),
                        function -> findings.getOrDefault(function.name(), 0))));
        viewer.setUseHashlookup(true);
        viewer.addDoubleClickListener(event -> editor.getSite().getPage().activate(editor));
        menu = new MenuManager();
        menu.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
        menu.add(new Separator(SHOW_GROUP));
        menu.appendToGroup(SHOW_GROUP, showInMenu());
        Control tree = viewer.getControl();
        tree.setMenu(menu.createContextMenu(tree));
        getSite().registerContextMenu(CONTEXT_MENU_ID, menu, viewer);
        editor.addPropertyListener(inputs);
        ResourcesPlugin.getWorkspace().addResourceChangeListener(markers, IResourceChangeEvent.POST_CHANGE);
        FileStatus.addListener(statuses);
        bindDocument();
        refresh(0);
    }

    /** Listens to the document of the editor's current input (and no longer to the previous one). */
    private void bindDocument() {
        if (document != null) {
            document.removeDocumentListener(changes);
        }
        document = editor.getDocumentProvider() == null ? null
                : editor.getDocumentProvider().getDocument(editor.getEditorInput());
        if (document != null) {
            document.addDocumentListener(changes);
        }
    }

    /** Save As (or another new input): follows the new file and its document. */
    private void propertyChanged(Object source, int property) {
        if (property == IEditorPart.PROP_INPUT && !disposed) {
            file = OutlineAdapterFactory.cFile(editor);
            bindDocument();
            refresh(0);
        }
    }

    /** "Show In" with its key binding, as in JDT's Outline: the targets for the file (the page's source). */
    private MenuManager showInMenu() {
        IBindingService bindings = getSite().getService(IBindingService.class);
        String key = bindings == null ? null
                : bindings.getBestActiveBindingFormattedFor(IWorkbenchCommandConstants.NAVIGATE_SHOW_IN_QUICK_MENU);
        MenuManager showIn = new MenuManager(key == null ? OutlineMessages.Outline_showIn
                : OutlineMessages.Outline_showIn + '\t' + key, SHOW_IN_MENU_ID);
        showIn.add(ContributionItemFactory.VIEWS_SHOW_IN.create(getSite().getWorkbenchWindow()));
        return showIn;
    }

    /**
     * Lists the functions of the document's current text again, in a job that starts after
     * {@code delay} ms unless a later refresh replaces it; the tree shows them when it is done.
     */
    private void refresh(long delay) {
        if (listing != null) {
            listing.cancel();
        }
        int request = ++requests;
        IFile listed = file;
        if (listed == null) {
            show(request, List.of(OutlineMessages.Outline_noFunctions));
            return;
        }
        String text = document == null ? null : document.get();
        listing = Job.create(NLS.bind(OutlineMessages.Outline_listing, listed.getName()), monitor -> {
            List<Object> elements = elements(listed, text);
            if (!display.isDisposed()) {
                display.asyncExec(() -> show(request, elements));
            }
            return Status.OK_STATUS;
        });
        listing.setSystem(true);
        listing.schedule(delay);
    }

    /** "Show In" from the Outline (which asks its page): the editor's input, the file selected. */
    @Override
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == IShowInSource.class) {
            return adapter.cast((IShowInSource) () -> new ShowInContext(editor.getEditorInput(),
                    file == null ? StructuredSelection.EMPTY : new StructuredSelection(file)));
        }
        return null;
    }

    @Override
    public void selectionChanged(SelectionChangedEvent event) {
        super.selectionChanged(event);
        if (event.getStructuredSelection().getFirstElement() instanceof OutlineFunction function) {
            reveal(function);
        }
    }

    @Override
    public void dispose() {
        disposed = true;
        requests++;
        editor.removePropertyListener(inputs);
        ResourcesPlugin.getWorkspace().removeResourceChangeListener(markers);
        FileStatus.removeListener(statuses);
        if (document != null) {
            document.removeDocumentListener(changes);
        }
        if (listing != null) {
            listing.cancel();
        }
        if (menu != null) {
            menu.dispose();
        }
        super.dispose();
    }

    /** The functions of {@code text} as {@code file}'s content (of the saved file if there is no text). */
    private static List<Object> elements(IFile file, String text) {
        List<Object> elements = new ArrayList<>();
        try {
            FunctionIndex index = text == null ? FunctionIndex.of(file) : FunctionIndex.of(file, text);
            for (FunctionIndex.Definition definition : index.definitions()) {
                elements.add(new OutlineFunction(file, definition.name(), definition.line()));
            }
        } catch (RuntimeException e) {
            ILog.of(FunctionOutlinePage.class).error(NLS.bind(OutlineMessages.Outline_failed, file.getFullPath()), e);
        }
        return elements.isEmpty() ? List.of(OutlineMessages.Outline_noFunctions) : List.copyOf(elements);
    }

    private void show(int request, List<Object> elements) {
        TreeViewer viewer = getTreeViewer();
        if (disposed || request != requests || viewer.getControl().isDisposed()) {
            return;
        }
        findings = counts(elements);
        List<Object> rows = new ArrayList<>();
        if (file != null) {
            rows.add(status(file));
        }
        rows.addAll(elements);
        viewer.setInput(List.copyOf(rows));
    }

    private static OutlineStatus status(IFile file) {
        return new OutlineStatus(FileStatus.of(file).map(text -> NLS.bind(OutlineMessages.Outline_status, text))
                .orElse(OutlineMessages.Outline_notAnalyzed));
    }

    /** Braid's status of a file changed (on any thread): the first row follows it for this page's file. */
    private void statusChanged(IFile changed) {
        if (changed.equals(file) && !display.isDisposed()) {
            display.asyncExec(this::restatus);
        }
    }

    /** Replaces the status row with the file's current status. UI thread. */
    private void restatus() {
        TreeViewer viewer = getTreeViewer();
        IFile shown = file;
        if (disposed || shown == null || viewer.getControl().isDisposed()
                || !(viewer.getInput() instanceof List<?> rows)) {
            return;
        }
        List<Object> updated = new ArrayList<>();
        for (Object row : rows) {
            updated.add(row instanceof OutlineStatus ? status(shown) : row);
        }
        viewer.setInput(List.copyOf(updated));
    }

    /** Re-counts the findings per function when the markers of the file change. */
    private void resourcesChanged(IResourceChangeEvent event) {
        IFile shown = file;
        if (shown != null && !display.isDisposed() && Arrays.stream(event.findMarkerDeltas(null, true))
                .anyMatch(delta -> shown.equals(delta.getResource()))) {
            display.asyncExec(this::recount);
        }
    }

    /** Counts the findings per function again and updates the labels. UI thread. */
    private void recount() {
        TreeViewer viewer = getTreeViewer();
        if (disposed || viewer.getControl().isDisposed() || !(viewer.getInput() instanceof List<?> elements)) {
            return;
        }
        findings = counts(elements);
        viewer.refresh(true);
    }

    private Map<String, Integer> counts(List<?> elements) {
        IFile shown = file;
        if (shown == null) {
            return Map.of();
        }
        return FindingCounts.of(shown, elements.stream().filter(OutlineFunction.class::isInstance)
                .map(OutlineFunction.class::cast).toList());
    }

    /** Selects the function's name on its line (the whole line if the name is not there). */
    private void reveal(OutlineFunction function) {
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        if (document == null || function.line() > document.getNumberOfLines()) {
            return;
        }
        try {
            IRegion line = document.getLineInformation(function.line() - 1);
            Matcher name = Pattern.compile("(?<![A-Za-z0-9_$])" + Pattern.quote(function.name()) + "(?![A-Za-z0-9_$])")
                    .matcher(document.get(line.getOffset(), line.getLength()));
            if (name.find()) {
                editor.selectAndReveal(line.getOffset() + name.start(), function.name().length());
            } else {
                editor.selectAndReveal(line.getOffset(), line.getLength());
            }
        } catch (BadLocationException e) {
            throw new IllegalStateException("line " + function.line() + " of " + document.getNumberOfLines(), e);
        }
    }
}
