/** Parsing Java files with JDT's {@code ASTParser}, bindings resolved against the running JDK. */
package org.braid.java.internal.parse;
