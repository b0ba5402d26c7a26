/**
 * Running Braid's engine inside the IDE: what to check in a file ({@link
 * org.braid.ui.internal.analysis.AnalysisTarget}), the cache of results keyed by the IR of the
 * functions involved ({@link org.braid.ui.internal.analysis.ResultCache}), and the background
 * {@link org.braid.ui.internal.analysis.AnalysisJob} that lowers, checks and updates markers, and
 * the files it had not checked when the workbench closed ({@link
 * org.braid.ui.internal.analysis.PendingAnalyses}).
 */
package org.braid.ui.internal.analysis;
