/**
 * Braid's project nature and incremental builder: saving a C file of a project with the nature
 * schedules an {@link org.braid.ui.internal.analysis.AnalysisJob} for the files the change touched.
 */
package org.braid.ui.internal.builder;
