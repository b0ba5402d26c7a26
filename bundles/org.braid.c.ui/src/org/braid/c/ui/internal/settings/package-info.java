/**
 * CDT's build settings of a file (include directories and macros), when CDT is installed, as the
 * C front end's settings: {@link org.braid.c.ui.internal.settings.CdtBuildSettings}, read
 * reflectively through CDT's own bundle and contributed to {@code org.braid.ui.buildSettings}.
 */
package org.braid.c.ui.internal.settings;
