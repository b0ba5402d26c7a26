/**
 * Workspace preferences of Braid: the check options of {@link org.braid.core.CheckOption} with
 * their defaults from the core, and whether to analyze on save.
 */
package org.braid.ui.internal.preferences;
