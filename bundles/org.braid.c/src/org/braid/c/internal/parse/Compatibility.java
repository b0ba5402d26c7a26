package org.braid.c.internal.parse;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;
import org.braid.core.internal.ir.DataModel;

/**
 * What CDT's GNU C parser needs to read C11 and the preprocessed GNU headers. CDT has no
 * {@code _Atomic}: it is spelt {@code __restrict__}, which CDT keeps as a qualifier, and a
 * restrict-qualified non-pointer type is how the type converter recognises an atomic type (a
 * restrict-qualified pointer stays a plain pointer). {@code _Atomic(T)} becomes
 * {@code __restrict__ __typeof__(T)}. {@code __builtin_offsetof} is the null-based member address
 * converted to {@code size_t}, which needs no {@code size_t} typedef in scope.
 */
final class Compatibility {

    private static final Pattern ATOMIC_SPECIFIER = Pattern.compile("\\b_Atomic\\s*\\(");

    private Compatibility() {
    }

    static Map<String, String> macros() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("_Atomic", "__restrict__");
        m.put("_Thread_local", "__thread");
        m.put("_Noreturn", "");
        m.put("_Alignas(x)", "__attribute__((aligned(x)))");
        m.put("_Static_assert(c, ...)", "typedef char __braid_static_assert[(c) ? 1 : -1]");
        // CDT's own expansion casts to size_t, which a file that includes no <stddef.h> lacks;
        // sizeof's type is size_t for the data model without naming it
        m.put("__builtin_offsetof(T, m)", "((__typeof__(sizeof 0)) &((T *) 0)->m)");
        m.putAll(VarArgsMacros.MACROS);
        return m;
    }

    /** Rewrites what a macro cannot: the {@code _Atomic(T)} type specifier. */
    static String rewrite(String text) {
        return ATOMIC_SPECIFIER.matcher(text).replaceAll("__restrict__ __typeof__(");
    }

    /** GCC's predefined macros that Braid's headers and common code test, for a data model. */
    static Map<String, String> predefined(DataModel model) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("__STDC__", "1");
        m.put("__STDC_VERSION__", "201710L");
        m.put("__STDC_HOSTED__", "1");
        m.put("__BRAID__", "1");
        m.put("__CHAR_BIT__", "8");
        m.put("__SIZEOF_INT__", "4");
        m.put("__SIZEOF_SHORT__", "2");
        m.put("__SIZEOF_LONG_LONG__", "8");
        m.put("__SIZEOF_LONG__", Integer.toString(model.longBits() / 8));
        m.put("__SIZEOF_POINTER__", Integer.toString(model.pointerBytes()));
        if (model == DataModel.LP64) {
            m.put("__SIZEOF_INT128__", "16");
        }
        m.put("__INT_MAX__", "0x7fffffff");
        m.put("__LONG_MAX__", model.longBits() == 64 ? "0x7fffffffffffffffL" : "0x7fffffffL");
        m.put("__SCHAR_MAX__", "0x7f");
        m.put("__GNUC__", "4");
        m.put("__GNUC_MINOR__", "2");
        m.put("__ATOMIC_RELAXED", "0");
        m.put("__ATOMIC_CONSUME", "1");
        m.put("__ATOMIC_ACQUIRE", "2");
        m.put("__ATOMIC_RELEASE", "3");
        m.put("__ATOMIC_ACQ_REL", "4");
        m.put("__ATOMIC_SEQ_CST", "5");
        m.put("__ORDER_LITTLE_ENDIAN__", "1234");
        m.put("__ORDER_BIG_ENDIAN__", "4321");
        m.put("__BYTE_ORDER__", "__ORDER_LITTLE_ENDIAN__");
        m.put("__SIZE_TYPE__", model.longBits() == 64 ? "long unsigned int" : "unsigned int");
        m.put("__PTRDIFF_TYPE__", model.longBits() == 64 ? "long int" : "int");
        m.put("__INTPTR_TYPE__", "long int");
        m.put("__UINTPTR_TYPE__", "long unsigned int");
        m.put("__WCHAR_TYPE__", "int");
        m.put("__INT8_TYPE__", "signed char");
        m.put("__INT16_TYPE__", "short int");
        m.put("__INT32_TYPE__", "int");
        m.put("__INT64_TYPE__", model.longBits() == 64 ? "long int" : "long long int");
        m.put("__UINT8_TYPE__", "unsigned char");
        m.put("__UINT16_TYPE__", "short unsigned int");
        m.put("__UINT32_TYPE__", "unsigned int");
        m.put("__UINT64_TYPE__", model.longBits() == 64 ? "long unsigned int" : "long long unsigned int");
        m.put("__SHRT_MAX__", "0x7fff");
        m.put("__LONG_LONG_MAX__", "0x7fffffffffffffffLL");
        if (model == DataModel.LP64) {
            m.put("__LP64__", "1");
            m.put("_LP64", "1");
            m.put("__x86_64__", "1");
        } else {
            m.put("__ILP32__", "1");
            m.put("__i386__", "1");
        }
        return m;
    }
}
