/**
 * Internals of the Java front end: failures raised while lowering ({@link
 * org.braid.java.internal.UnsupportedConstruct}, {@link org.braid.java.internal.InvalidInput}).
 * Sub-packages: {@code parse} (JDT), {@code types} (classes, layouts), {@code lower} (control-flow
 * graph building), {@code expr}, {@code stmt}, {@code decl} (by syntactic category) and
 * {@code model} (threads, monitors, atomics).
 */
package org.braid.java.internal;
