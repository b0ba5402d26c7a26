/**
 * An Outline page for C files opened in the platform's text editor (when CDT's own editor is not
 * there): the functions a file defines, in source order, computed off the UI thread by the front
 * end; selecting one reveals it in the editor, and its context menu carries Braid's checks of a
 * function. {@link org.braid.c.ui.internal.outline.OutlineStartup} gives a restored Outline its page.
 */
package org.braid.c.ui.internal.outline;
