/**
 * Building CIR procedures: the control-flow graph of one method under construction ({@link
 * org.braid.java.internal.lower.MethodContext}), source locations, the program-wide parts
 * (globals, synthesized procedures) and small IR helpers.
 */
package org.braid.java.internal.lower;
