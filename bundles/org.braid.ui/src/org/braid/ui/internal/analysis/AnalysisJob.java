package org.braid.ui.internal.analysis;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

import org.braid.core.internal.harness.HarnessSpec;
import org.braid.ui.internal.markers.MarkerUpdater;
import org.braid.ui.internal.markers.StoredFinding;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;

/**
 * Checks some source files of one project in the background and updates their markers. All Braid
 * analyses belong to {@link #FAMILY}. Scheduling a new analysis of a project cancels the
 * project's queued or running one and takes over its files, so a new save supersedes a stale run
 * without losing its work, and waits for the stale run to stop before it starts. Checking holds no
 * resource rule, so saving and editing never wait for an analysis; the markers of each file are
 * then written in one short workspace operation under the project's rule. The files a closing
 * workbench keeps it from checking stay in {@link PendingAnalyses} for the next session.
 */
public final class AnalysisJob extends Job {
    /** The family of every Braid analysis job. */
    public static final Object FAMILY = AnalysisJob.class;

    private final IProject project;
    private final Set<IFile> files;
    private final List<HarnessSpec.Pair> pairs;
    private final IFile pairFile;
    private final Consumer<FileAnalysis.Report> onPairDone;
    private final List<Job> superseded = new java.util.ArrayList<>();
    /** The files not checked yet. */
    private final Set<IFile> pending = java.util.concurrent.ConcurrentHashMap.newKeySet();
    /** Set when the workbench closes: the files not checked yet stay pending for the next session. */
    private volatile boolean keepPending;
    /** Set when the job ended otherwise: its files are no longer pending on its account. */
    private volatile boolean settled;

    private final List<FrontEndHarness> built;

    private AnalysisJob(IProject project, Set<IFile> files, IFile pairFile, List<HarnessSpec.Pair> pairs,
            List<FrontEndHarness> built, Consumer<FileAnalysis.Report> onPairDone) {
        super(NLS.bind(AnalysisMessages.AnalysisJob_name, project.getName()));
        this.project = project;
        this.files = files;
        this.pairFile = pairFile;
        this.pairs = pairs;
        this.built = built;
        this.onPairDone = onPairDone;
        this.pending.addAll(files);
        setPriority(Job.BUILD);
    }

    /** Schedules a check of {@code files}, superseding the project's pending analysis. */
    public static AnalysisJob schedule(IProject project, Set<IFile> files) {
        return schedule(project, files, null, List.of(), findings -> {
        });
    }

    /**
     * Schedules a check of {@code files} and of {@code pairs} on {@code pairFile}; {@code onPairDone}
     * receives the report of {@code pairFile} (findings and outcome of each harness) when the check completes.
     */
    public static AnalysisJob schedule(IProject project, Set<IFile> files, IFile pairFile,
            List<HarnessSpec.Pair> pairs, Consumer<FileAnalysis.Report> onPairDone) {
        return schedule(project, files, pairFile, pairs, List.of(), onPairDone);
    }

    /**
     * Schedules a check of the harness the front end builds for {@code harness} (a JUnit test) on
     * {@code file}, with the file's other harnesses; {@code onDone} receives the file's report.
     */
    public static AnalysisJob schedule(IFile file, FrontEndHarness harness, Consumer<FileAnalysis.Report> onDone) {
        return schedule(file.getProject(), Set.of(), file, List.of(), List.of(harness), onDone);
    }

    private static AnalysisJob schedule(IProject project, Set<IFile> files, IFile pairFile,
            List<HarnessSpec.Pair> pairs, List<FrontEndHarness> built, Consumer<FileAnalysis.Report> onPairDone) {
        Set<IFile> all = new LinkedHashSet<>(files);
        List<Job> stopped = new java.util.ArrayList<>();
        for (Job job : Job.getJobManager().find(FAMILY)) {
            if (job instanceof AnalysisJob stale && stale.project.equals(project) && stale.pairs.isEmpty()
                    && stale.built.isEmpty()
                    && stale.getState() != Job.NONE) {
                all.addAll(stale.files);
                stale.cancel();
                stopped.add(stale);
            }
        }
        if (pairFile != null) {
            all.add(pairFile);
        }
        AnalysisJob job = new AnalysisJob(project, all, pairFile, List.copyOf(pairs), List.copyOf(built), onPairDone);
        job.superseded.addAll(stopped);
        job.schedule();
        recordPending(project);
        return job;
    }

    /** Records the files that the project's unfinished analyses have not checked yet. */
    private static synchronized void recordPending(IProject project) {
        Set<IFile> union = new LinkedHashSet<>();
        for (Job job : Job.getJobManager().find(FAMILY)) {
            if (job instanceof AnalysisJob analysis && analysis.project.equals(project) && !analysis.settled) {
                union.addAll(analysis.pending);
            }
        }
        PendingAnalyses.remember(project, union);
    }

    /**
     * Cancels every Braid analysis because the workbench closes: the files each had not checked
     * yet stay in {@link PendingAnalyses}, and the next session checks them.
     */
    public static void cancelForShutdown() {
        for (Job job : Job.getJobManager().find(FAMILY)) {
            if (job instanceof AnalysisJob analysis) {
                analysis.keepPending = true;
            }
            job.cancel();
        }
    }

    /**
     * Cancels every Braid analysis and waits up to {@code wait} for them to end, so that none
     * writes markers afterwards (when the plug-in stops). Returns whether they all ended.
     */
    public static boolean cancelAll(Duration wait) throws InterruptedException {
        Job.getJobManager().cancel(FAMILY);
        long deadline = System.nanoTime() + wait.toNanos();
        while (Job.getJobManager().find(FAMILY).length > 0) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            Thread.sleep(20);
        }
        return true;
    }

    public IProject project() {
        return project;
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY || family == project;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        SubMonitor progress = SubMonitor.convert(monitor, getName(), files.size() * 10);
        try {
            for (Job stale : superseded) {
                stale.join();
            }
            superseded.clear();
            for (IFile file : files) {
                progress.checkCanceled();
                if (!file.exists()) {
                    MarkerUpdater.replace(project, AnalysisTarget.keyPrefix(file), List.of(), progress.split(1));
                    FileStatus.forget(file);
                    pending.remove(file);
                    continue;
                }
                progress.subTask(file.getName());
                List<HarnessSpec.Pair> extra = file.equals(pairFile) ? pairs : List.of();
                List<FrontEndHarness> extraBuilt = file.equals(pairFile) ? built : List.of();
                FileStatus.analyzing(file);
                FileAnalysis.Report report;
                try {
                    report = new FileAnalysis(file).run(extra, extraBuilt, progress.split(9));
                    progress.checkCanceled();
                } catch (OperationCanceledException e) {
                    FileStatus.cancelled(file);
                    throw e;
                }
                MarkerUpdater.replace(project, AnalysisTarget.keyPrefix(file), report.markers(), progress.split(1));
                FileStatus.analyzed(file, report);
                if (file.equals(pairFile)) {
                    onPairDone.accept(report);
                }
                pending.remove(file);
                recordPending(project);
            }
            return Status.OK_STATUS;
        } catch (OperationCanceledException e) {
            return Status.CANCEL_STATUS;
        } catch (CoreException e) {
            return e.getStatus();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Status.CANCEL_STATUS;
        } finally {
            if (!keepPending) {
                settled = true;
                recordPending(project);
            }
        }
    }
}
