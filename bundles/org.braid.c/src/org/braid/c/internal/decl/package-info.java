/**
 * Declarations (C11 6.7, 6.9): functions into procedures (parameters, address-taken locals in
 * memory, struct parameters copied on entry, {@code __VERIFIER_atomic_*} bodies made atomic),
 * block-scope objects (registers, in-memory objects, statics as globals named
 * {@code function.name}), file-scope objects into globals, and initializers (C11 6.7.9: brace
 * elision, designators, strings, zero-fill) for both. {@link
 * org.braid.c.internal.decl.UnitLowerer} lowers one translation unit.
 */
package org.braid.c.internal.decl;
