/**
 * Braid's C front end: turns C translation units into one CIR program.
 *
 * <p>{@link org.braid.c.CFrontEnd#lower} parses the files with CDT (after preprocessing with the
 * host's {@code gcc} when there is one, otherwise with Braid's own minimal headers), lowers them
 * with bit-precise C semantics for the chosen data model, links them, and adds the environment
 * models (C files calling Braid's {@code __braid_*} intrinsics) for every function the program
 * uses but does not define. What could not be lowered exactly is reported as a
 * {@link org.braid.c.Diagnostic}; a result with an
 * {@linkplain org.braid.c.DiagnosticKind#makesResultUnknown() unknown-making} diagnostic must be
 * answered with verdict {@code unknown}.
 *
 * <p>The types here are the bundle's API. They are immutable and thread-safe, and not meant to be
 * implemented or extended by clients.
 */
package org.braid.c;
