package org.braid.core.internal.interp;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * IEEE 754 values for people, as a C programmer reads them: the shortest decimal that reads back
 * as the same value, spelled as glibc's {@code printf("%g")} spells it.
 *
 * <p>Exactly: {@code printf("%.*g", q, v)} (glibc, round to nearest even) where {@code p} is
 * the fewest significant digits (1 to 9 for {@code float}, 1 to 17 for {@code double}) whose
 * {@code %.*g} text {@code strtof}/{@code strtod} reads back to the same bits, {@code X} the
 * decimal exponent of that {@code p}-digit rounding, and {@code q = max(p, X + 1)} when
 * {@code -4 <= X < 9} (float) or {@code < 17} (double), else {@code q = p}. So numbers whose
 * {@code %.9g}/{@code %.17g} text is positional are positional and whole numbers keep their
 * digits ({@code 100}, not {@code 1e+02}), and the rest take an exponent: {@code 1.5},
 * {@code 0.1}, {@code 100}, {@code 1e+20}, {@code 5e-324}, {@code -0}, {@code inf},
 * {@code -inf}, {@code nan}, {@code -nan} (a NaN's payload is not shown, as printf does not).
 * A {@code float} is shortest as a {@code float}: {@code 0.1f} is {@code 0.1}.
 */
final class FloatText {
    private static final int FLOAT_DIGITS = 9;
    private static final int DOUBLE_DIGITS = 17;

    private FloatText() {
    }

    /** The binary32 value whose bits are the low 32 bits of {@code bits}. */
    static String binary32(long bits) {
        int raw = (int) bits;
        float value = Float.intBitsToFloat(raw);
        return special(value, raw < 0).orElseGet(() -> shortest(new BigDecimal(value), FLOAT_DIGITS,
            text -> Float.floatToRawIntBits(Float.parseFloat(text)) == raw));
    }

    /** The binary64 value whose bits are {@code bits}. */
    static String binary64(long bits) {
        double value = Double.longBitsToDouble(bits);
        return special(value, bits < 0).orElseGet(() -> shortest(new BigDecimal(value), DOUBLE_DIGITS,
            text -> Double.doubleToRawLongBits(Double.parseDouble(text)) == bits));
    }

    /** NaN, infinity and zero, as printf writes them (with the sign bit). */
    private static Optional<String> special(double value, boolean negative) {
        String sign = negative ? "-" : "";
        if (Double.isNaN(value)) {
            return Optional.of(sign + "nan");
        }
        if (Double.isInfinite(value)) {
            return Optional.of(sign + "inf");
        }
        if (value == 0) {
            return Optional.of(sign + "0");
        }
        return Optional.empty();
    }

    /** {@code %.*g} of the shortest rounding of {@code exact} that {@code readsBack}, laid out as the class says. */
    private static String shortest(BigDecimal exact, int maxDigits, Predicate<String> readsBack) {
        for (int p = 1; p < maxDigits; p++) {
            BigDecimal rounded = round(exact, p);
            if (readsBack.test(rounded.toString())) {
                int exponent = exponent(rounded);
                int q = exponent >= -4 && exponent < maxDigits ? Math.max(p, exponent + 1) : p;
                return g(exact, q);
            }
        }
        return g(exact, maxDigits);
    }

    private static BigDecimal round(BigDecimal exact, int digits) {
        return exact.round(new MathContext(digits, RoundingMode.HALF_EVEN));
    }

    /** The decimal exponent of the leading digit: 2 for 100, -1 for 0.5. */
    private static int exponent(BigDecimal nonZero) {
        return nonZero.precision() - nonZero.scale() - 1;
    }

    /** C's {@code %.<precision>g} without the {@code #} flag (C11 7.21.6.1p8). */
    static String g(BigDecimal exact, int precision) {
        BigDecimal rounded = round(exact, precision);
        int exponent = exponent(rounded);
        String sign = rounded.signum() < 0 ? "-" : "";
        BigDecimal magnitude = rounded.abs().stripTrailingZeros();
        if (exponent >= -4 && exponent < precision) {
            return sign + magnitude.toPlainString();
        }
        String digits = magnitude.unscaledValue().toString();
        String mantissa = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
        String power = Integer.toString(Math.abs(exponent));
        return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + (power.length() < 2 ? "0" + power : power);
    }
}
