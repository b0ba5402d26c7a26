/**
 * C types as the front end needs them ({@link org.braid.c.internal.types.CType}): integer kinds
 * with their C11 ranks, the data model's sizes and System V alignments
 * ({@link org.braid.c.internal.types.Target}), struct and union layouts including bit-fields
 * ({@link org.braid.c.internal.types.StructTable}), the conversion from CDT's types
 * ({@link org.braid.c.internal.types.TypeConverter}) and the C11 arithmetic conversions
 * ({@link org.braid.c.internal.types.Conversions}, C11 6.3.1).
 */
package org.braid.c.internal.types;
