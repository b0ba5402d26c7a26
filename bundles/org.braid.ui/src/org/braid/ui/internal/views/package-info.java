/**
 * The Braid Interleaving view: a finding's trace as per-thread swimlanes with stepping, a values
 * pane and the current step revealed in the editor. {@link org.braid.ui.internal.views.TraceRows}
 * decides what of a trace the user sees (their own code; Braid's set-up hidden, its C library
 * models folded), {@link org.braid.ui.internal.views.SwimlaneCanvas} draws it.
 */
package org.braid.ui.internal.views;
