/**
 * Braid's project nature and incremental builder: saving a source file of a project with the nature
 * schedules an {@link org.braid.ui.internal.analysis.AnalysisJob} for the files the change touched;
 * {@link org.braid.ui.internal.builder.ResumeAnalyses} checks, when the workbench starts, the files
 * whose analysis the previous session's closing interrupted.
 */
package org.braid.ui.internal.builder;
