/**
 * Java in Braid's IDE: a method selected in JDT's Outline or Package Explorer is an entry point
 * of "Check Entry-Point Pair", named as the Java front end names it ({@code Class#method(T)}).
 */
package org.braid.java.ui.internal;
