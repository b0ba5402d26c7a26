/**
 * Suppressed findings: races, assertion violations, uncaught exceptions and deadlocks a team has
 * reviewed and accepted as benign. Two places hold them, both meant to be shared with the code:
 * <ul>
 * <li>a comment at one of a race's two accesses, {@code /* braid: benign-race(reason) *&#47;} or
 * {@code // braid: benign-race(reason)}, on the access's line or alone on the line above it
 * ({@link SuppressionComments});</li>
 * <li>the project file {@value SuppressionFile#NAME}, one finding per line, for findings that
 * should not touch the source ({@link SuppressionFile}).</li>
 * </ul>
 * A {@link Suppressions#review review} splits a check's findings into those still reported and
 * the {@linkplain SuppressedFinding suppressed} ones with their reason: suppressed findings are
 * listed by the command line and the IDE, never dropped, and the check's own result (verdict,
 * bounds, traces) is unchanged. Provisional API for Braid's own bundles.
 */
package org.braid.core.suppression;
