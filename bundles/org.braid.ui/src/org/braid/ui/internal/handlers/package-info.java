/** Handlers of Braid's commands; they run on the UI thread and never wait for an analysis. */
package org.braid.ui.internal.handlers;
