/**
 * A C editor for IDEs without CDT: the platform's Generic Editor with colouring computed by
 * CDT's own lexer ({@link org.braid.c.ui.internal.editor.CTokens}) and bracket matching. With CDT
 * installed, CDT's editor stays in charge (the content type here has low priority).
 */
package org.braid.c.ui.internal.editor;
