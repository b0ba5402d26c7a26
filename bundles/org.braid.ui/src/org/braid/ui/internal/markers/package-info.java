/**
 * Braid's problem markers and the findings behind them: the text of a finding
 * ({@link org.braid.ui.internal.markers.FindingText}), the stored findings with their traces
 * ({@link org.braid.ui.internal.markers.TraceStore}), and the one place that creates and
 * deletes markers ({@link org.braid.ui.internal.markers.MarkerUpdater}), which underlines on each
 * marker's line what the finding is about ({@link org.braid.ui.internal.markers.SourceSpans}).
 */
package org.braid.ui.internal.markers;
