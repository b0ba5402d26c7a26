package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.braid.ui.internal.Ids;
import org.braid.ui.internal.preferences.BraidPreferencePage;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.braid.ui.internal.views.InterleavingView;
import org.eclipse.core.commands.Command;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.preference.IPreferenceNode;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;

/** Braid's contributions appear in a real IDE workbench; ends with a screenshot of it. */
class WorkbenchSmokeTest {

    @Test
    void braidContributesToTheWorkbench() throws Exception {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = window.getActivePage();

        IViewPart view = page.showView(Ids.INTERLEAVING_VIEW);
        assertInstanceOf(InterleavingView.class, view);
        assertEquals("Braid Interleaving", view.getTitle());
        assertTrue(labels(window.getShell()).contains("No interleaving selected."), "empty state is shown");

        IPreferenceNode node = PlatformUI.getWorkbench().getPreferenceManager().find(Ids.PREFERENCE_PAGE);
        assertEquals("Braid", node.getLabelText());
        assertEquals(UiTestSupport.testWorkbenchDefaults(), BraidPreferences.checkOptions());
        assertEquals(false, BraidPreferences.store().getBoolean(BraidPreferences.ON_SAVE));

        ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
        Map<String, String> expectedNames = Map.of(
                Ids.CHECK_PAIR_COMMAND, "Check Entry-Point Pair...",
                Ids.CHECK_MAIN_COMMAND, "Check main",
                Ids.RECHECK_PROJECT_COMMAND, "Re-check Project",
                Ids.SHOW_INTERLEAVING_COMMAND, "Show Interleaving");
        for (Map.Entry<String, String> expected : expectedNames.entrySet()) {
            Command command = commands.getCommand(expected.getKey());
            assertTrue(command.isDefined(), expected.getKey() + " is defined");
            assertEquals(expected.getValue(), command.getName());
            assertTrue(command.isHandled(), expected.getKey() + " has a handler");
        }

        page.hideView(view);
        page.showView(Ids.INTERLEAVING_VIEW);
        assertInstanceOf(InterleavingView.class, page.findView(Ids.INTERLEAVING_VIEW),
                "Window > Show View opens it; Show Interleaving needs a Braid marker (CheckCommandsEnablementTest)");
    }

    @Test
    void preferencePageAcceptsTheDefaults() throws Exception {
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        PreferenceDialog dialog = PreferencesUtil.createPreferenceDialogOn(shell, Ids.PREFERENCE_PAGE, null, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            BraidPreferencePage page = assertInstanceOf(BraidPreferencePage.class, dialog.getSelectedPage());
            assertTrue(page.isValid(), "default values are within the options' ranges");
        } finally {
            dialog.close();
        }
    }

    @Test
    void bundlesAreActiveOnceUsedAndLazyOtherwise() {
        PlatformUI.getWorkbench().getPreferenceManager().find(Ids.PREFERENCE_PAGE);
        BraidPreferences.checkOptions();
        assertEquals(Bundle.ACTIVE, Platform.getBundle("org.braid.core").getState(), "core: its classes are in use");
        assertEquals(Bundle.ACTIVE, Platform.getBundle("org.braid.ui").getState(), "ui: its classes are in use");
        int c = Platform.getBundle("org.braid.c").getState();
        assertTrue(c == Bundle.STARTING || c == Bundle.ACTIVE,
                "c: resolved and lazily waiting for its first class load, or started by an earlier analysis"
                        + " in this workbench; was state " + c);
        assertEquals(Bundle.STARTING, Platform.getBundle("org.braid.cli").getState(),
                "cli: resolved, lazily waiting for its first class load");
    }

    @Test
    void markersAreProblemsAndTextMarkers() throws CoreException, IOException {
        IFile file = fixtureFile("race-markers", "counter.c");
        IMarker marker = file.createMarker(Ids.RACE_MARKER);
        try {
            assertTrue(marker.isSubtypeOf(Ids.PROBLEM_MARKER));
            assertTrue(marker.isSubtypeOf(IMarker.PROBLEM));
            assertTrue(marker.isSubtypeOf(IMarker.TEXT));
            for (String type : List.of(Ids.ASSERTION_MARKER, Ids.UNSUPPORTED_MARKER)) {
                IMarker other = file.createMarker(type);
                assertTrue(other.isSubtypeOf(Ids.PROBLEM_MARKER), type);
                other.delete();
            }
        } finally {
            file.getProject().delete(true, true, null);
        }
    }

    @Test
    void screenshotOfTheWorkbench() throws Exception {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = window.getActivePage();
        IFile file = fixtureFile("screenshot", "counter.c");
        IMarker marker = file.createMarker(Ids.RACE_MARKER);
        marker.setAttributes(new String[] { IMarker.MESSAGE, IMarker.LINE_NUMBER, IMarker.SEVERITY },
                new Object[] { "Braid smoke test marker (not an analysis result)", 8, IMarker.SEVERITY_WARNING });
        IDE.openEditor(page, file, "org.eclipse.ui.DefaultTextEditor");
        page.showView("org.eclipse.ui.views.ProblemView");
        page.showView(Ids.INTERLEAVING_VIEW);

        Shell shell = window.getShell();
        shell.setMaximized(true);
        Path png = screenshots().resolve("workbench.png");
        save(shell, png);
        assertTrue(Files.size(png) > 10_000, "screenshot " + png + " has content");
    }

    private static Path screenshots() {
        return Path.of(System.getProperty("braid.screenshots", "target/screenshots"));
    }

    private static IFile fixtureFile(String projectName, String fixture) throws CoreException, IOException {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(projectName);
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
        IFile file = project.getFile(fixture);
        try (InputStream in = WorkbenchSmokeTest.class.getResourceAsStream("fixtures/" + fixture)) {
            file.create(in, true, null);
        }
        return file;
    }

    private static void save(Shell shell, Path png) throws IOException, InterruptedException {
        Display display = shell.getDisplay();
        long deadline = System.currentTimeMillis() + 1_000;
        while (System.currentTimeMillis() < deadline) {
            if (!display.readAndDispatch()) {
                Thread.sleep(10);
            }
        }
        Rectangle bounds = shell.getBounds();
        Image image = new Image(display, bounds.width, bounds.height);
        GC gc = new GC(display);
        try {
            gc.copyArea(image, bounds.x, bounds.y);
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { image.getImageData() };
            Files.createDirectories(png.getParent());
            loader.save(png.toString(), SWT.IMAGE_PNG);
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    private static List<String> labels(Control control) {
        List<String> texts = new ArrayList<>();
        if (control instanceof Label label) {
            texts.add(label.getText());
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                texts.addAll(labels(child));
            }
        }
        return texts;
    }
}
