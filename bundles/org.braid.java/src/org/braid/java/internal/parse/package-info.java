/**
 * Parsing Java files with JDT's {@code ASTParser}, bindings resolved against the running JDK, the
 * user's files together with Braid's Java models ({@link org.braid.java.internal.parse.ModelSources}).
 */
package org.braid.java.internal.parse;
