package org.braid.ui.tests;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.analysis.AnalysisJob;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.e4.ui.model.application.ui.MElementContainer;
import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartSashContainer;
import org.eclipse.jface.viewers.AbstractTreeViewer;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeColumn;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IViewPart;

/** Scenario projects from fixture files, waiting for Braid's jobs, markers as text, screenshots. */
final class UiTestSupport {

    private UiTestSupport() {
    }

    /** A fixture file's text: {@code fixtures/} relative to the working directory, else from the repository root. */
    static String fixture(String name) throws IOException {
        Path local = Path.of("fixtures", name);
        Path file = Files.exists(local) ? local : Path.of("tests/org.braid.ui.tests/fixtures", name);
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    /** A fresh project {@code name} holding {@code fileName} with {@code text}. */
    /**
     * The check options of the test workbench's defaults: the registry's, but the engine
     * {@code bmc} that {@code plugin_customization.ini} sets for the UI tests.
     */
    static org.braid.core.CheckOptions testWorkbenchDefaults() {
        return org.braid.core.CheckOptions.defaults().withEngine(org.braid.core.Engine.BMC);
    }

    static IFile project(String name, String fileName, String text) throws CoreException {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (project.exists()) {
            project.delete(true, true, null);
        }
        project.create(null);
        project.open(null);
        IFile file = project.getFile(fileName);
        file.create(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, null);
        return file;
    }

    /** Runs the event loop until the auto-build and every Braid analysis have finished. */
    static void waitForAnalysis() throws InterruptedException {
        Display display = Display.getCurrent();
        long deadline = System.currentTimeMillis() + 180_000;
        while (System.currentTimeMillis() < deadline) {
            while (display.readAndDispatch()) {
                // drain pending UI work, e.g. the view update after a pair check
            }
            boolean busy = Job.getJobManager().find(ResourcesPlugin.FAMILY_AUTO_BUILD).length > 0
                    || Job.getJobManager().find(AnalysisJob.FAMILY).length > 0;
            if (!busy) {
                spin(200);
                if (Job.getJobManager().find(ResourcesPlugin.FAMILY_AUTO_BUILD).length == 0
                        && Job.getJobManager().find(AnalysisJob.FAMILY).length == 0) {
                    return;
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("Braid analysis did not finish within 180 s");
    }

    static void spin(long millis) throws InterruptedException {
        Display display = Display.getCurrent();
        long end = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < end) {
            if (!display.readAndDispatch()) {
                Thread.sleep(10);
            }
        }
    }

    /** Braid's markers in {@code resource} as {@code type|file|line|severity|message}, sorted by file and line. */
    static List<String> markers(IResource resource) throws CoreException {
        IMarker[] found = resource.findMarkers(Ids.PROBLEM_MARKER, true, IResource.DEPTH_INFINITE);
        Arrays.sort(found, Comparator.<IMarker, String>comparing(m -> m.getResource().getName())
                .thenComparingInt(m -> m.getAttribute(IMarker.LINE_NUMBER, 0))
                .thenComparing(m -> m.getAttribute(IMarker.MESSAGE, "")));
        List<String> texts = new ArrayList<>();
        for (IMarker marker : found) {
            texts.add(marker.getType() + "|" + marker.getResource().getName() + "|"
                    + marker.getAttribute(IMarker.LINE_NUMBER, 0) + "|" + marker.getAttribute(IMarker.SEVERITY, -1)
                    + "|" + marker.getAttribute(IMarker.MESSAGE, ""));
        }
        return texts;
    }

    /** Deletes every project of the workspace but {@code keep}, so that views show one scenario. */
    static void deleteProjectsExcept(String keep) throws CoreException {
        for (IProject project : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
            if (!project.getName().equals(keep)) {
                project.delete(true, true, null);
            }
        }
    }

    /**
     * Makes the workbench window fill the display: without a window manager (Xvfb) maximizing
     * does nothing and there are no window decorations, although SWT reserves room for them in
     * the shell's bounds; so the shell is sized for its menu bar and client area to fill the
     * primary monitor.
     */
    static void fillDisplay(Shell shell) throws InterruptedException {
        Rectangle monitor = shell.getDisplay().getPrimaryMonitor().getBounds();
        shell.setBounds(monitor);
        Rectangle client = shell.getDisplay().map(shell, null, shell.getClientArea());
        int menuBar = client.y - monitor.y;
        shell.setBounds(monitor.x, monitor.y, 2 * monitor.width - client.width,
                2 * monitor.height - client.height - menuBar);
        shell.layout(true, true);
        spin(300);
        System.err.println("Braid screenshots: shell " + shell.getBounds() + ", client " + shell.getClientArea()
                + " at " + shell.getDisplay().map(shell, null, shell.getClientArea()) + ", monitor " + monitor);
    }

    /**
     * Gives the part of the workbench that holds {@code view} {@code percent} of the height (or,
     * {@code across}, of the width) it shares with its neighbours, e.g. to show ~15 rows of a view.
     */
    static void share(IViewPart view, int percent, boolean across) throws InterruptedException {
        MUIElement element = view.getSite().getService(MPart.class);
        if (element instanceof MPart part && part.getCurSharedRef() != null) {
            element = part.getCurSharedRef();
        }
        while (element.getParent() != null && !((Object) element.getParent() instanceof MPartSashContainer sash
                && sash.isHorizontal() == across)) {
            element = element.getParent();
        }
        MElementContainer<MUIElement> sash = element.getParent();
        int others = Math.max(1, sash.getChildren().size() - 1);
        for (MUIElement child : sash.getChildren()) {
            child.setContainerData(Integer.toString(child == element ? percent * 100 : (100 - percent) * 100 / others));
        }
        view.getSite().getShell().layout(true, true);
        spin(300);
    }

    /** {@link #share(IViewPart, int, boolean)} of the height. */
    static void share(IViewPart view, int percent) throws InterruptedException {
        share(view, percent, false);
    }

    /**
     * Expands the Problems view's groups (Errors, Warnings) so that the markers show, and gives
     * the Description column the width the other columns do not need.
     */
    static void expandProblems(IViewPart problems) throws ReflectiveOperationException, InterruptedException {
        AbstractTreeViewer viewer = problemsViewer(problems);
        viewer.expandAll();
        Tree tree = (Tree) viewer.getControl();
        TreeColumn[] columns = tree.getColumns();
        int others = 0;
        for (int i = 1; i < columns.length; i++) {
            columns[i].pack();
            others += columns[i].getWidth();
        }
        columns[0].setWidth(Math.max(100, tree.getClientArea().width - others));
        spin(300);
    }

    /** Selects {@code marker} in the Problems view as a click would (the view must be active). */
    static void selectInProblems(IViewPart problems, IMarker marker)
            throws ReflectiveOperationException, InterruptedException {
        AbstractTreeViewer viewer = problemsViewer(problems);
        long deadline = System.currentTimeMillis() + 30_000;
        while (System.currentTimeMillis() < deadline) {
            viewer.expandAll();
            for (TreeItem group : ((Tree) viewer.getControl()).getItems()) {
                for (TreeItem item : group.getItems()) {
                    if (marker.equals(Adapters.adapt(item.getData(), IMarker.class))) {
                        viewer.setSelection(new StructuredSelection(item.getData()), true);
                        spin(500);
                        return;
                    }
                }
            }
            spin(200);
        }
        throw new AssertionError("the Problems view does not list " + marker + " (it refreshes in the background)");
    }

    /** The Problems view's tree viewer (a private field of the platform's marker view). */
    static AbstractTreeViewer problemsViewer(IViewPart problems) throws ReflectiveOperationException {
        for (Class<?> type = problems.getClass(); type != null; type = type.getSuperclass()) {
            for (java.lang.reflect.Field field : type.getDeclaredFields()) {
                if (AbstractTreeViewer.class.isAssignableFrom(field.getType())) {
                    field.setAccessible(true);
                    return (AbstractTreeViewer) field.get(problems);
                }
            }
        }
        throw new AssertionError("the Problems view has no tree viewer field");
    }

    /**
     * Watches for a dialog titled {@code title} (opened later, e.g. by a command), records the
     * texts of its labels and closes it; the returned list fills when that happens.
     */
    static List<String> closeDialogWhenItOpens(String title) {
        List<String> texts = new java.util.concurrent.CopyOnWriteArrayList<>();
        Display display = Display.getCurrent();
        long deadline = System.currentTimeMillis() + 60_000;
        Runnable[] poll = new Runnable[1];
        poll[0] = () -> {
            for (Shell shell : display.getShells()) {
                if (!shell.isDisposed() && title.equals(shell.getText()) && shell.isVisible()) {
                    texts.addAll(labels(shell));
                    shell.close();
                    return;
                }
            }
            if (System.currentTimeMillis() < deadline) {
                display.timerExec(50, poll[0]);
            }
        };
        display.timerExec(50, poll[0]);
        return texts;
    }

    /** The texts of the labels in {@code control} and below. */
    static List<String> labels(org.eclipse.swt.widgets.Control control) {
        List<String> texts = new ArrayList<>();
        if (control instanceof org.eclipse.swt.widgets.Label label && !label.getText().isEmpty()) {
            texts.add(label.getText());
        }
        if (control instanceof org.eclipse.swt.widgets.Composite composite) {
            for (org.eclipse.swt.widgets.Control child : composite.getChildren()) {
                texts.addAll(labels(child));
            }
        }
        return texts;
    }

    static Path screenshots() {
        return Path.of(System.getProperty("braid.screenshots", "target/screenshots"));
    }

    /** Saves what {@code shell} shows as {@code name} in {@link #screenshots()}; returns the file. */
    static Path screenshot(Shell shell, String name) throws IOException, InterruptedException {
        spin(500);
        Display display = shell.getDisplay();
        Rectangle bounds = shell.getParent() == null ? display.getPrimaryMonitor().getBounds()
                : display.map(shell, null, shell.getClientArea());
        Image image = new Image(display, bounds.width, bounds.height);
        GC gc = new GC(display);
        try {
            gc.copyArea(image, bounds.x, bounds.y);
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { image.getImageData() };
            Path png = screenshots().resolve(name);
            Files.createDirectories(png.getParent());
            loader.save(png.toString(), SWT.IMAGE_PNG);
            return png;
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    /** The first {@code type} control under {@code parent} whose text (with mnemonics) is {@code text}. */
    static <T extends org.eclipse.swt.widgets.Control> T find(org.eclipse.swt.widgets.Composite parent, Class<T> type, String text) {
        for (org.eclipse.swt.widgets.Control child : parent.getChildren()) {
            if (type.isInstance(child) && text.equals(textOf(child))) {
                return type.cast(child);
            }
            if (child instanceof org.eclipse.swt.widgets.Composite composite) {
                try {
                    return find(composite, type, text);
                } catch (AssertionError notHere) {
                    // look further
                }
            }
        }
        throw new AssertionError("no " + type.getSimpleName() + " " + text);
    }

    private static String textOf(org.eclipse.swt.widgets.Control control) {
        return switch (control) {
            case org.eclipse.swt.widgets.Button button -> button.getText();
            case org.eclipse.swt.widgets.Link link -> link.getText();
            case org.eclipse.swt.widgets.Label label -> label.getText();
            default -> "";
        };
    }

    /** The item of {@code menu} labelled {@code text}: without mnemonics, with or without its accelerator. */
    static org.eclipse.swt.widgets.MenuItem menuItem(org.eclipse.swt.widgets.Menu menu, String text) {
        for (org.eclipse.swt.widgets.MenuItem item : menu.getItems()) {
            String label = item.getText().replace("&", "");
            if (label.equals(text) || label.replaceFirst("\t.*", "").equals(text)) {
                return item;
            }
        }
        throw new AssertionError("no item " + text + " in " + menuTexts(menu));
    }

    /** The labels of {@code menu}'s items but separators, with accelerators, without mnemonics. */
    static List<String> menuTexts(org.eclipse.swt.widgets.Menu menu) {
        List<String> texts = new ArrayList<>();
        for (org.eclipse.swt.widgets.MenuItem item : menu.getItems()) {
            if ((item.getStyle() & SWT.SEPARATOR) == 0) {
                texts.add(item.getText().replace("&", ""));
            }
        }
        return texts;
    }
}
