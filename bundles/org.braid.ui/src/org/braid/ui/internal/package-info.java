/**
 * Braid's Eclipse integration. {@link org.braid.ui.internal.Ids} holds every identifier that
 * {@code plugin.xml} declares, so that code and tests never spell one twice;
 * {@link org.braid.ui.internal.BraidUiPlugin} starts the clean-up of stored traces and cancels
 * running analyses when the workbench closes.
 */
package org.braid.ui.internal;
