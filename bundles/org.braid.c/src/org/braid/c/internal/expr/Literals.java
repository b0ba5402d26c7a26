package org.braid.c.internal.expr;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.braid.c.internal.InvalidInput;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.IntKind;
import org.braid.core.internal.ir.DataModel;
import org.eclipse.cdt.core.dom.ast.IASTNode;

/**
 * C literals: the type and value of integer constants (C11 6.4.4.1: the first type of the list
 * for the suffix and base that can represent the value), character constants (type {@code int};
 * a single {@code char} is signed as on x86; multi-character constants as GCC computes them),
 * floating constants (their IEEE bits), and the elements of string literals (C11 6.4.5:
 * concatenated, escapes decoded, wide prefixes).
 */
public final class Literals {

    /** An integer constant: its bits and type. */
    record IntLiteral(long bits, CType.Int type) {
    }

    /** The code units of a string literal (without the terminating zero) and its element type. */
    public record StringLiteral(List<Long> units, CType.Int element) {
    }

    private Literals() {
    }

    static IntLiteral integer(String token, DataModel model, IASTNode where) {
        String t = token.replace("'", "");
        int end = t.length();
        while (end > 0 && "uUlL".indexOf(t.charAt(end - 1)) >= 0) {
            end--;
        }
        String suffix = t.substring(end).toLowerCase();
        String digits = t.substring(0, end);
        int radix = 10;
        if (digits.startsWith("0x") || digits.startsWith("0X")) {
            radix = 16;
            digits = digits.substring(2);
        } else if (digits.startsWith("0b") || digits.startsWith("0B")) {
            radix = 2;
            digits = digits.substring(2);
        } else if (digits.length() > 1 && digits.startsWith("0")) {
            radix = 8;
            digits = digits.substring(1);
        }
        BigInteger value;
        try {
            value = new BigInteger(digits.isEmpty() ? "0" : digits, radix);
        } catch (NumberFormatException e) {
            throw new InvalidInput(where, "invalid integer constant '" + token + "'");
        }
        boolean unsigned = suffix.contains("u");
        int longs = suffix.replace("u", "").length();
        List<IntKind> candidates = new ArrayList<>();
        boolean decimal = radix == 10;
        if (longs == 0) {
            add(candidates, unsigned, decimal, IntKind.INT, IntKind.UINT);
        }
        if (longs <= 1) {
            add(candidates, unsigned, decimal, IntKind.LONG, IntKind.ULONG);
        }
        add(candidates, unsigned, decimal, IntKind.LLONG, IntKind.ULLONG);
        for (IntKind k : candidates) {
            int w = k.width(model);
            BigInteger max = BigInteger.ONE.shiftLeft(k.signed() ? w - 1 : w).subtract(BigInteger.ONE);
            if (value.compareTo(max) <= 0) {
                return new IntLiteral(value.longValue(), new CType.Int(k));
            }
        }
        return new IntLiteral(value.longValue(), new CType.Int(IntKind.ULLONG));
    }

    private static void add(List<IntKind> list, boolean unsigned, boolean decimal, IntKind s, IntKind u) {
        if (!unsigned) {
            list.add(s);
        }
        if (unsigned || !decimal) {
            list.add(u);
        }
    }

    /** The value (as an {@code int}, or the wide type) of a character constant. */
    static IntLiteral character(String token, IASTNode where) {
        int quote = token.indexOf('\'');
        String prefix = token.substring(0, Math.max(0, quote));
        List<Long> units = decode(token.substring(quote + 1, token.lastIndexOf('\'')), !prefix.isEmpty(), where);
        if (units.isEmpty()) {
            throw new InvalidInput(where, "empty character constant");
        }
        if (!prefix.isEmpty()) {
            CType.Int type = switch (prefix) {
                case "u" -> new CType.Int(IntKind.USHORT);
                case "U" -> CType.UINT;
                default -> CType.INT;
            };
            return new IntLiteral(units.get(units.size() - 1), type);
        }
        if (units.size() == 1) {
            return new IntLiteral((byte) units.get(0).longValue(), CType.INT);
        }
        long v = 0;
        for (long u : units) {
            v = (v << 8) | (u & 0xff);
        }
        return new IntLiteral((int) v, CType.INT);
    }

    /** The code units of a (possibly concatenated) string literal token sequence. */
    public static StringLiteral string(String tokens, IASTNode where) {
        List<Long> units = new ArrayList<>();
        String prefix = "";
        int i = 0;
        while (i < tokens.length()) {
            int q = tokens.indexOf('"', i);
            if (q < 0) {
                break;
            }
            String p = tokens.substring(i, q).strip();
            if (!p.isEmpty() && !p.equals("u8")) {
                prefix = p;
            }
            int j = q + 1;
            while (j < tokens.length() && tokens.charAt(j) != '"') {
                j += tokens.charAt(j) == '\\' ? 2 : 1;
            }
            units.addAll(decode(tokens.substring(q + 1, Math.min(j, tokens.length())), !p.isEmpty() && !p.equals("u8"), where));
            i = j + 1;
        }
        CType.Int element = switch (prefix) {
            case "" -> CType.CHAR;
            case "u" -> new CType.Int(IntKind.USHORT);
            case "U" -> CType.UINT;
            default -> CType.INT;
        };
        return new StringLiteral(units, element);
    }

    /** The characters of {@code e} if it is a narrow string literal (in parentheses or not). */
    static java.util.Optional<String> text(org.eclipse.cdt.core.dom.ast.IASTExpression e) {
        if (Expressions.strip(e) instanceof org.eclipse.cdt.core.dom.ast.IASTLiteralExpression l
                && l.getKind() == org.eclipse.cdt.core.dom.ast.IASTLiteralExpression.lk_string_literal) {
            StringBuilder text = new StringBuilder();
            for (long u : string(tokens(l), l).units()) {
                text.append((char) u);
            }
            return java.util.Optional.of(text.toString());
        }
        return java.util.Optional.empty();
    }

    /** The token of a literal after macro expansion (adjacent string literals joined by CDT). */
    public static String tokens(org.eclipse.cdt.core.dom.ast.IASTLiteralExpression literal) {
        return new String(literal.getValue()).strip();
    }

    /** Decodes escapes; narrow text is bytes (the source is read as ISO-8859-1). */
    private static List<Long> decode(String s, boolean wide, IASTNode where) {
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\') {
                out.add((long) c);
                continue;
            }
            if (++i >= s.length()) {
                throw new InvalidInput(where, "bad escape sequence");
            }
            char e = s.charAt(i);
            switch (e) {
                case 'n' -> out.add(10L);
                case 't' -> out.add(9L);
                case 'r' -> out.add(13L);
                case 'a' -> out.add(7L);
                case 'b' -> out.add(8L);
                case 'f' -> out.add(12L);
                case 'v' -> out.add(11L);
                case 'e', 'E' -> out.add(27L);
                case 'x' -> {
                    int j = i + 1;
                    while (j < s.length() && Character.digit(s.charAt(j), 16) >= 0) {
                        j++;
                    }
                    out.add(new BigInteger(s.substring(i + 1, j), 16).longValue() & (wide ? 0xFFFF_FFFFL : 0xFF));
                    i = j - 1;
                }
                case 'u', 'U' -> {
                    int n = e == 'u' ? 4 : 8;
                    int cp = Integer.parseInt(s.substring(i + 1, Math.min(s.length(), i + 1 + n)), 16);
                    i += n;
                    if (wide) {
                        out.add((long) cp);
                    } else {
                        ByteArrayOutputStream utf8 = new ByteArrayOutputStream();
                        utf8.writeBytes(new String(Character.toChars(cp)).getBytes(java.nio.charset.StandardCharsets.UTF_8));
                        for (byte b : utf8.toByteArray()) {
                            out.add((long) (b & 0xff));
                        }
                    }
                }
                default -> {
                    if (e >= '0' && e <= '7') {
                        int j = i;
                        while (j < s.length() && j < i + 3 && s.charAt(j) >= '0' && s.charAt(j) <= '7') {
                            j++;
                        }
                        out.add(Long.parseLong(s.substring(i, j), 8) & (wide ? 0xFFFF_FFFFL : 0xFF));
                        i = j - 1;
                    } else {
                        out.add((long) e);
                    }
                }
            }
        }
        return out;
    }

    /** The IEEE bits and type of a floating constant; {@code long double} is not representable. */
    static long floatingBits(String token, boolean single) {
        String t = token.replaceAll("[fFlL]+$", "");
        if (t.startsWith("0x") || t.startsWith("0X")) {
            if (!t.contains("p") && !t.contains("P")) {
                t = t + "p0";
            }
        }
        double d = Double.parseDouble(t);
        return single ? Float.floatToRawIntBits((float) d) & 0xFFFF_FFFFL : Double.doubleToRawLongBits(d);
    }
}
