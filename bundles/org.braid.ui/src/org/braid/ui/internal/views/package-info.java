/**
 * The Braid Interleaving view: a finding's trace as per-thread swimlanes with stepping, a values
 * pane and the current step revealed in the editor.
 */
package org.braid.ui.internal.views;
