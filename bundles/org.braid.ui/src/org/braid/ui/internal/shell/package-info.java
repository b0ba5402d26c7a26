/**
 * The workbench around Braid when it lacks parts a full Eclipse has (Braid's product IDE: no help
 * system, no native launcher): no help buttons that do nothing, no File &gt; Restart that quits.
 */
package org.braid.ui.internal.shell;
