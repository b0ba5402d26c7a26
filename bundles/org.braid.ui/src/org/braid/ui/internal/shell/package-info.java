/**
 * The workbench around Braid: what it lacks when it lacks parts a full Eclipse has (Braid's
 * product IDE: no help system, no native launcher): no help buttons that do nothing, no File &gt;
 * Restart that quits; the Getting Started page opened on a workspace's first start; Problems in
 * front of Tasks in the Resource perspective.
 */
package org.braid.ui.internal.shell;
