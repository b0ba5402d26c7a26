/**
 * C's section of Braid's preferences and project properties (data model, include directories,
 * macros), contributed to {@code org.braid.ui.languagePreferences}:
 * {@link org.braid.c.ui.internal.preferences.CPreferences}.
 */
package org.braid.c.ui.internal.preferences;
