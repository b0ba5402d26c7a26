/**
 * Where the C front end's include directories and macros come from: CDT's build settings of a
 * file when CDT is installed ({@link org.braid.ui.internal.settings.CdtScannerInfo}, read
 * reflectively through CDT's own bundle), then Braid's project preferences; merged in
 * {@link org.braid.ui.internal.settings.ScannerSettings} and turned into the front end's options
 * by {@link org.braid.ui.internal.settings.BuildSettings}, which every lowering in the IDE uses.
 */
package org.braid.ui.internal.settings;
