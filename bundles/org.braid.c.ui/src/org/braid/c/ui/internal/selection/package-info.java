/**
 * CDT's model elements as Braid's commands understand them: a function CDT's Outline or
 * Project Explorer selects adapts to Braid's selected function, a C element to its file.
 */
package org.braid.c.ui.internal.selection;
