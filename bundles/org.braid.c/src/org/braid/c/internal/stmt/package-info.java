/**
 * Statement lowering (C11 6.8): the control-flow graph of {@code if}, {@code switch} (cases
 * anywhere in the body, fall-through, {@code default}, GNU case ranges), the loops,
 * {@code break}/{@code continue}, labels and {@code goto}, and {@code return} (ending the atomic
 * section of a {@code __VERIFIER_atomic_*} function, copying struct results).
 */
package org.braid.c.internal.stmt;
