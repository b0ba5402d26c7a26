/**
 * Braid's views. The Interleaving view shows a counterexample's steps as per-thread
 * swimlanes; until a trace is selected it says so.
 */
package org.braid.ui.internal.views;
