/**
 * Lowering Java statements to the control-flow graph: blocks, branches, loops, jumps, returns, {@code assert},
 * {@code synchronized}, {@code throw} and {@code try} (with {@code catch}, {@code finally} and resources).
 */
package org.braid.java.internal.stmt;
