/**
 * Java types as CIR types ({@link org.braid.java.internal.types.JavaTypes}), and the classes of a
 * program with their object layouts and supertypes ({@link org.braid.java.internal.types.ClassTable}).
 */
package org.braid.java.internal.types;
