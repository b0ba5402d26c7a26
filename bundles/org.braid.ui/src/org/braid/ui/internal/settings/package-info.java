/**
 * Where a front end's settings for a file of the workspace come from: the language integrations'
 * {@link org.braid.ui.internal.settings.BuildSettingsProvider}s (extension point
 * {@code org.braid.ui.buildSettings}; e.g. CDT's include directories and macros through
 * {@code org.braid.c.ui}, a Java project's class path through {@code org.braid.java.ui}), then
 * the file's language's own preferences
 * ({@link org.braid.ui.internal.preferences.LanguagePreferences}), combined by
 * {@link org.braid.ui.internal.settings.BuildSettings}, which every lowering in the IDE uses.
 */
package org.braid.ui.internal.settings;
