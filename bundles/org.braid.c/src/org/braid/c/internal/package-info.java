/**
 * Internals of the C front end shared by all stages: the unchecked {@link
 * org.braid.c.internal.InvalidInput} that stages throw at a bad AST node (turned into the API's
 * checked exception at the boundary) and the {@link org.braid.c.internal.Diagnostics} collector.
 * The stages live in sub-packages, in data-flow order: {@code parse} (preprocess, CDT),
 * {@code types} (C types, layouts, conversions), {@code lower} (per-function CFG building),
 * {@code expr}, {@code stmt}, {@code decl}, {@code link} (translation units and models).
 */
package org.braid.c.internal;
