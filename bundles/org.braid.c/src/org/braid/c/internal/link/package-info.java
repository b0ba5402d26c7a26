/**
 * Linking: several translation units into one CIR program (tentative definitions merged,
 * internal names kept apart), plus the environment models ({@link
 * org.braid.c.internal.link.ModelLibrary}, C files lowered once per JVM and data model) for every
 * function the program uses without defining it. User definitions always win over models;
 * a function with neither body nor model becomes a procedure returning an arbitrary value, with a
 * diagnostic.
 */
package org.braid.c.internal.link;
