/**
 * The machinery shared by expression, statement and declaration lowering: rvalues
 * ({@link org.braid.c.internal.lower.Value}) and lvalues ({@link org.braid.c.internal.lower.Place}),
 * CIR expression builders that fold constants with exactly the CIR's C semantics
 * ({@link org.braid.c.internal.lower.Ir}), the control-flow graph under construction
 * ({@link org.braid.c.internal.lower.Cfg}) and the rule that every step touches memory at most
 * once ({@link org.braid.c.internal.lower.AccessSplitter}), statement locations, and the per-unit
 * and per-function contexts.
 */
package org.braid.c.internal.lower;
