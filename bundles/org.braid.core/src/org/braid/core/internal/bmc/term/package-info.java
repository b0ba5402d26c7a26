/**
 * The bit-vector term layer of bounded model checking: immutable, hash-consed terms with
 * constant folding ({@link org.braid.core.internal.bmc.term.TermFactory}), their concrete
 * semantics ({@link org.braid.core.internal.bmc.term.Semantics}, shared by folding and model
 * evaluation), evaluation in a model ({@link org.braid.core.internal.bmc.term.Evaluator}), the
 * small sets of values a term can take ({@link org.braid.core.internal.bmc.term.ValueSets}) and
 * bit-blasting to CNF with Tseitin clauses ({@link org.braid.core.internal.bmc.term.BitBlaster};
 * circuits as in Kroening &amp; Strichman, "Decision Procedures", 2nd ed., 2016, ch. 6).
 */
package org.braid.core.internal.bmc.term;
