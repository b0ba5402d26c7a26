/**
 * Java in Braid's IDE: a method selected in JDT's Outline or Package Explorer is an entry point
 * of "Check Entry-Point Pair", named as the Java front end names it ({@code Class#method(T)});
 * a Java project's class path resolves the checked files' types ({@link JdtClasspath}); and in a
 * project analyzed on save, JDT's build hands the Java files it compiled to Braid's analysis
 * ({@link BraidCompilationParticipant}, with {@link JdtBuild} keeping Braid's own builder off them).
 */
package org.braid.java.ui.internal;
