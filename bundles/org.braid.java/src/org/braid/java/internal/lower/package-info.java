/**
 * Building CIR procedures: the control-flow graph of one method under construction ({@link
 * org.braid.java.internal.lower.MethodContext}) with the scopes its ways out leave, source
 * locations, the program-wide parts (globals, synthesized procedures), how exceptions are carried
 * ({@link org.braid.java.internal.lower.Exceptions}) and small IR helpers.
 */
package org.braid.java.internal.lower;
