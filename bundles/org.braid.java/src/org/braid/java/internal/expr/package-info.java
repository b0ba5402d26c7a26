/**
 * Lowering Java expressions: operators with Java's promotions, wrapping, masked shifts and the
 * checks the JVM makes ({@link org.braid.java.internal.expr.Operators}, {@link
 * org.braid.java.internal.expr.Checks}), variables, fields and array elements ({@link
 * org.braid.java.internal.expr.Places}), calls with virtual dispatch ({@link
 * org.braid.java.internal.expr.Calls}) and object, array and lambda creation ({@link
 * org.braid.java.internal.expr.Creation}).
 */
package org.braid.java.internal.expr;
