/** Lowering Java statements to the control-flow graph: blocks, branches, loops, jumps, returns, {@code assert}, {@code synchronized}. */
package org.braid.java.internal.stmt;
