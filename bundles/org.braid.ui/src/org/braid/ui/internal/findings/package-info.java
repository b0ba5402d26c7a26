/**
 * The Braid Findings by File view: Braid's findings as a tree of files, kinds and findings with
 * their location, check, bounds and state, filterable, read off the UI thread.
 */
package org.braid.ui.internal.findings;
