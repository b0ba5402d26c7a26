/**
 * Braid's Java front end: lowers Java source files, parsed with JDT's DOM and resolved bindings,
 * to one CIR program ({@link org.braid.java.JavaFrontEnd}). The supported subset of Java and the
 * concurrency models are described in the bundle's {@code README.md}; everything outside it is
 * reported as an {@linkplain org.braid.java.DiagnosticKind#UNSUPPORTED unsupported} construct.
 */
package org.braid.java;
