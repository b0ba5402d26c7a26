/**
 * Lowering declarations: the whole program ({@link org.braid.java.internal.decl.ProgramLowerer}),
 * static fields and class initialization ({@link org.braid.java.internal.decl.Statics}), methods,
 * constructors and lambda bodies ({@link org.braid.java.internal.decl.MethodLowerer}), and the
 * entry {@code main} ({@link org.braid.java.internal.decl.Entry}).
 */
package org.braid.java.internal.decl;
