package org.braid.c.internal.parse;

import java.util.Map;

/**
 * GCC's {@code <stdarg.h>} built-ins as macros over Braid's variable-argument convention (see
 * {@code org.braid.c.internal.expr.VarArgs}): {@code va_list} is a {@code void *} to the caller's
 * argument area, {@code va_start} gets the area of the current call ({@code __braid_va_start()},
 * an intrinsic), {@code va_arg(ap, T)} reads a {@code T} there and moves {@code ap} past its slot
 * ({@code __braid_va_arg}, a C model in {@code models/stdlib.c}), {@code va_copy} copies the
 * pointer and {@code va_end} does nothing. The declarations sit inside statement expressions so
 * that the macros work in any file, whatever it includes.
 */
final class VarArgsMacros {

    static final Map<String, String> MACROS = Map.of(
        "__builtin_va_start(ap, last)",
        "((ap) = ({ void *__braid_va_start(void); __braid_va_start(); }))",
        "__builtin_va_arg(ap, type)",
        "(*(__typeof__(type) *) ({ void *__braid_va_arg(void **, unsigned long); "
            + "__braid_va_arg((void **) &(ap), sizeof(type)); }))",
        "__builtin_va_end(ap)", "((void) (ap))",
        "__builtin_va_copy(dest, src)", "((dest) = (src))");

    private VarArgsMacros() {
    }
}
