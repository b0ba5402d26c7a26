/**
 * Expression lowering (C11 6.5): lvalues and rvalues, the integer promotions and usual
 * arithmetic conversions made explicit as CIR casts, pointer arithmetic in bytes, short-circuit
 * operators as control flow, assignments and increments with their conversions back, calls
 * (direct, through pointers, variadic), Braid's {@code __braid_*} intrinsics and GCC's atomic
 * built-ins. {@link org.braid.c.internal.expr.Expressions} is the entry point; the other classes
 * each handle one category of operators.
 */
package org.braid.c.internal.expr;
