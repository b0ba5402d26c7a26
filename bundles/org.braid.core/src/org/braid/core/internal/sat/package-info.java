/**
 * A small propositional SAT solver interface ({@link org.braid.core.internal.sat.SatSolver}) and
 * its implementation on Sat4j (Le Berre &amp; Parrain, "The Sat4j library, release 2.2", JSAT 7,
 * 2010), a MiniSat-style CDCL solver (E&eacute;n &amp; S&ouml;rensson, SAT 2003).
 *
 * <p>Literals are DIMACS integers: variable {@code v >= 1} positive, {@code -v} negated. Solving
 * is incremental: clauses accumulate and each {@link org.braid.core.internal.sat.SatSolver#solve}
 * may pass assumption literals. Solving honours the core's
 * {@link org.braid.core.Cancellation}: a watcher thread expires the Sat4j timeout once it fires.
 */
package org.braid.core.internal.sat;
