/**
 * Reading C source: preprocessing (the host's {@code gcc -E} when usable, otherwise Braid's
 * include splicer over its own minimal headers, with CDT expanding macros), parsing with CDT's
 * GNU C parser, and mapping every AST offset back to the file and line the user wrote through
 * the preprocessor's line markers ({@link org.braid.c.internal.parse.SourceMap}).
 *
 * <p>CDT is used through its API packages only: its include resolution needs a workspace, so
 * Braid hands CDT one preprocessed buffer and resolves includes itself.
 */
package org.braid.c.internal.parse;
