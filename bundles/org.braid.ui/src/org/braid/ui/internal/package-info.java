/**
 * Braid's Eclipse integration. {@link org.braid.ui.internal.Ids} holds every identifier that
 * {@code plugin.xml} declares, so that code and tests never spell one twice.
 */
package org.braid.ui.internal;
