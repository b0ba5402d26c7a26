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
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

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

    static Path screenshots() {
        return Path.of(System.getProperty("braid.screenshots", "target/screenshots"));
    }

    static void screenshot(Shell shell, String name) throws IOException, InterruptedException {
        spin(500);
        Display display = shell.getDisplay();
        Rectangle bounds = shell.getBounds();
        Image image = new Image(display, bounds.width, bounds.height);
        GC gc = new GC(display);
        try {
            gc.copyArea(image, bounds.x, bounds.y);
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { image.getImageData() };
            Path png = screenshots().resolve(name);
            Files.createDirectories(png.getParent());
            loader.save(png.toString(), SWT.IMAGE_PNG);
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}
