package org.braid.c.internal.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.IntKind;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;

/**
 * {@code sprintf} and {@code snprintf} with a string-literal format, lowered piece by piece into
 * calls of the formatting helpers of {@code models/stdlib.c} ({@code __braid_fmt_*}), which write
 * exactly the characters glibc writes: ordinary characters, {@code %%}, {@code %d %i %u %x %X %o}
 * with the length modifiers {@code hh h l ll z j t}, every flag ({@code - 0 + space #}), a width
 * and a precision, also from arguments ({@code *}, {@code .*}), {@code %c}, {@code %s} (with a
 * precision, also {@code *}), {@code %p} ({@code 0x...} of the machine address, {@code (nil)} for
 * NULL), the flags {@code -} and {@code 0} and a field width, and {@code %f %F %e %E %g %G %a %A} of a {@code double} or (promoted)
 * {@code float} with every flag ({@code - 0 + space #}), a width and a precision, also from
 * arguments ({@code *}, {@code .*}), rounded exactly as glibc rounds ({@code __braid_fmt_double},
 * which reports the values it cannot write exactly unsupported at run time). {@code snprintf}
 * writes at most {@code n - 1} characters and a NUL and returns the length of the whole text.
 * Other conversions ({@code %n}, {@code long double}), and {@code *} widths, precisions and the
 * flags {@code # + space} on {@code %c} and {@code %p} (and the flags on {@code %s}), are reported unsupported at the call, so
 * the checks that reach it end {@code unknown} instead of reading a buffer that a stub left
 * untouched.
 * A format that is not a string literal stays a call, to the {@code sprintf}/{@code snprintf}
 * models, which read it at run time with the same helpers ({@code vsnprintf}).
 */
final class FormattedOutput {
    private static final int LEFT = 1;
    private static final int ZERO = 2;
    private static final int PLUS = 4;
    private static final int SPACE = 8;
    private static final int ALTERNATE = 16;
    /** A width or precision given by an argument ({@code *}). */
    private static final int FROM_ARGUMENT = -2;

    private final FunctionContext fn;
    private final Expressions exprs;
    private final Target target;

    FormattedOutput(FunctionContext fn, Expressions exprs) {
        this.fn = fn;
        this.exprs = exprs;
        this.target = fn.unit().target();
    }

    static boolean handles(String name) {
        return name.equals("sprintf") || name.equals("snprintf") || name.equals("__builtin_sprintf")
            || name.equals("__builtin_snprintf");
    }

    /** A piece of the format: literal text, or a conversion with its flags, width, precision and length. */
    private record Piece(String text, char letter, int flags, int width, int precision, String length) {
        /** How many arguments the piece takes: its value and any {@code *} width and precision. */
        int arguments() {
            return text != null ? 0 : 1 + (width == FROM_ARGUMENT ? 1 : 0) + (precision == FROM_ARGUMENT ? 1 : 0);
        }
    }

    /** The call's value, or {@code null} when it is reported unsupported and stays a call. */
    Value call(String name, IASTFunctionCallExpression e) {
        IASTInitializerClause[] args = e.getArguments();
        boolean bounded = name.endsWith("snprintf");
        int formatIndex = bounded ? 2 : 1;
        if (args.length <= formatIndex) {
            return null;
        }
        java.util.Optional<String> text = Literals.text((IASTExpression) args[formatIndex]);
        if (text.isEmpty()) {
            return null;
        }
        List<Piece> pieces = new ArrayList<>();
        String problem = parse(text.get(), pieces);
        long conversions = pieces.stream().mapToInt(Piece::arguments).sum();
        if (problem == null && conversions != args.length - formatIndex - 1) {
            problem = "a format whose conversions do not match its arguments";
        }
        if (problem != null) {
            fn.unit().unsupported(e, name + " with " + problem);
            return null;
        }
        Type.Int sizeType = target.ir(IntKind.ULONG);
        Value out = exprs.assignments().stable(exprs.rvalue((IASTExpression) args[0]));
        Expr buffer = Ir.retype(out.expr(), target.pointerTo(CType.CHAR));
        Expr cap = bounded
            ? Ir.cast(exprs.assignments().stable(exprs.rvalue((IASTExpression) args[1])).expr(), sizeType)
            : Ir.constant(-1, sizeType);
        exprs.discard((IASTExpression) args[formatIndex]);
        List<Value> values = new ArrayList<>();
        for (int i = formatIndex + 1; i < args.length; i++) {
            values.add(exprs.assignments().stable(exprs.rvalue((IASTExpression) args[i])));
        }
        Lvalue.Var pos = new Lvalue.Var(fn.newTemp(sizeType));
        fn.emit(new Stmt.Assign(pos, Ir.constant(0, sizeType), fn.loc()));
        int next = 0;
        for (Piece piece : pieces) {
            if (piece.text() != null) {
                for (char c : piece.text().toCharArray()) {
                    helper("__braid_fmt_char", pos, buffer, cap, List.of(CType.INT),
                        List.of(Ir.constant(c, target.ir(IntKind.INT))));
                }
                continue;
            }
            Expr width = Ir.constant(piece.width(), target.ir(IntKind.LONG));
            Expr precision = Ir.constant(piece.precision(), target.ir(IntKind.LONG));
            if (piece.width() == FROM_ARGUMENT) {
                width = starArgument(values.get(next), (IASTExpression) args[formatIndex + 1 + next++]);
            }
            if (piece.precision() == FROM_ARGUMENT) {
                precision = starArgument(values.get(next), (IASTExpression) args[formatIndex + 1 + next++]);
            }
            IASTExpression argument = (IASTExpression) args[formatIndex + 1 + next];
            Value value = values.get(next++);
            if (isFloating(piece.letter())) {
                if (!floating(piece, value, argument, pos, buffer, cap, width, precision)) {
                    fn.unit().unsupported(argument, name + " conversion %" + piece.letter() + " of " + value.type());
                }
            } else if (!convert(piece, value, argument, pos, buffer, cap, width, precision)) {
                fn.unit().unsupported(argument, name + " conversion %" + piece.letter() + " of " + value.type());
            }
        }
        Variable count = fn.newTemp(target.ir(IntKind.INT));
        CType.Ptr charPtr = new CType.Ptr(CType.CHAR);
        CType.Int ulong = new CType.Int(IntKind.ULONG);
        reference("__braid_fmt_end", CType.INT, List.of(charPtr, ulong, ulong));
        fn.emit(new Stmt.Call(Optional.of(new Lvalue.Var(count)), new Callee.Direct("__braid_fmt_end"),
            List.of(buffer, new Expr.Read(pos), cap), fn.loc()));
        return new Value(new Expr.Read(new Lvalue.Var(count)), CType.INT);
    }

    private boolean convert(Piece p, Value value, IASTExpression where, Lvalue.Var pos, Expr buffer, Expr cap,
            Expr width, Expr precision) {
        CType type = value.type().unqualified();
        Type.Int ull = target.ir(IntKind.ULLONG);
        Type.Int ll = target.ir(IntKind.LLONG);
        Type.Int intType = target.ir(IntKind.INT);
        Type.Int longType = target.ir(IntKind.LONG);
        switch (p.letter()) {
            case 'd', 'i', 'u', 'x', 'X', 'o', 'c' -> {
                if (!(type instanceof CType.Int)) {
                    return false;
                }
                boolean signed = p.letter() == 'd' || p.letter() == 'i';
                CType.Int as = p.letter() == 'c' ? CType.UCHAR : lengthType(p.length(), signed);
                Expr v = exprs.convert(value, as, where).expr();
                if (p.letter() == 'c') {
                    Expr padding = Ir.constant(p.width() - 1, longType);
                    if ((p.flags() & LEFT) == 0) {
                        pad(pos, buffer, cap, ' ', padding);
                    }
                    helper("__braid_fmt_char", pos, buffer, cap, List.of(CType.INT), List.of(Ir.cast(v, intType)));
                    if ((p.flags() & LEFT) != 0) {
                        pad(pos, buffer, cap, ' ', padding);
                    }
                    return true;
                }
                Expr wide = exprs.assignments().once(Ir.cast(v, signed ? ll : ull));
                Expr negative = signed ? exprs.assignments().once(Ir.binary(BinaryOp.LT, wide, Ir.constant(0, ll))) : Ir.bool(false);
                Expr magnitude = signed
                    ? new Expr.Ite(negative, Ir.unary(Expr.UnaryOp.NEG, Ir.cast(wide, ull)), Ir.cast(wide, ull))
                    : wide;
                int base = switch (p.letter()) {
                    case 'x', 'X' -> 16;
                    case 'o' -> 8;
                    default -> 10;
                };
                number(pos, buffer, cap, magnitude, negative, base, p.letter() == 'X', p, false, width, precision);
                return true;
            }
            case 'p' -> {
                if (!(type instanceof CType.Ptr)) {
                    return false;
                }
                Expr address = exprs.assignments().once(Ir.cast(value.expr(), ull));
                String nil = fn.newLabel("printf.nil");
                String hex = fn.newLabel("printf.hex");
                String done = fn.newLabel("printf.done");
                fn.terminate(new org.braid.core.internal.ir.Terminator.Branch(
                    Ir.binary(BinaryOp.EQ, address, Ir.constant(0, ull)), nil, hex, fn.loc()));
                fn.start(nil);
                Expr padding = Ir.constant(p.width() - "(nil)".length(), target.ir(IntKind.LONG));
                if ((p.flags() & LEFT) == 0) {
                    pad(pos, buffer, cap, ' ', padding);
                }
                for (char c : "(nil)".toCharArray()) {
                    helper("__braid_fmt_char", pos, buffer, cap, List.of(CType.INT),
                        List.of(Ir.constant(c, target.ir(IntKind.INT))));
                }
                if ((p.flags() & LEFT) != 0) {
                    pad(pos, buffer, cap, ' ', padding);
                }
                fn.terminate(new org.braid.core.internal.ir.Terminator.Goto(done, fn.loc()));
                fn.start(hex);
                number(pos, buffer, cap, address, Ir.bool(false), 16, false, p, true, width, precision);
                fn.start(done);
                return true;
            }
            case 's' -> {
                if (!(TypeOf.decay(type) instanceof CType.Ptr ptr) || !(ptr.target().unqualified() instanceof CType.Int i)
                        || target.sizeOf(i) != 1) {
                    return false;
                }
                string(pos, buffer, cap, value.expr(), p, width, precision);
                return true;
            }
            default -> {
                return false;
            }
        }
    }

    /** A {@code *} width or precision: an {@code int} argument, as a {@code long}. */
    private Expr starArgument(Value value, IASTExpression where) {
        return Ir.cast(exprs.convert(value, CType.INT, where).expr(), target.ir(IntKind.LONG));
    }

    /**
     * {@code %f %F %e %E %g %G %a %A} of a {@code double} (a {@code float} argument arrives promoted): its
     * bit pattern and the conversion letter go to {@code __braid_fmt_double}, which rounds and writes
     * it as glibc does.
     */
    private boolean floating(Piece p, Value value, IASTExpression where, Lvalue.Var pos, Expr buffer, Expr cap,
            Expr width, Expr precision) {
        if (!(value.type().unqualified() instanceof CType.Floating f) || !(f.name().equals("double")
                || f.name().equals("float"))) {
            return false;
        }
        Expr bits = Ir.cast(exprs.convert(value, new CType.Floating("double", 8), where).expr(),
            target.ir(IntKind.ULLONG));
        CType.Int longType = new CType.Int(IntKind.LONG);
        helper("__braid_fmt_double", pos, buffer, cap,
            List.of(new CType.Int(IntKind.ULLONG), longType, longType, CType.INT, CType.INT),
            List.of(bits, precision, width, Ir.constant(p.flags(), target.ir(IntKind.INT)),
                Ir.constant(p.letter(), target.ir(IntKind.INT))));
        return true;
    }

    /**
     * {@code __braid_fmt_uint}; as glibc, {@code +} and space count only for the signed conversions
     * (the magnitude of an unsigned one is never written with a sign).
     */
    private void number(Lvalue.Var pos, Expr buffer, Expr cap, Expr magnitude, Expr negative, int base, boolean upper,
            Piece p, boolean prefix, Expr width, Expr precision) {
        CType.Int ullong = new CType.Int(IntKind.ULLONG);
        boolean signed = p.letter() == 'd' || p.letter() == 'i';
        int flags = signed ? p.flags() : p.flags() & ~(PLUS | SPACE);
        helper("__braid_fmt_uint", pos, buffer, cap,
            List.of(ullong, CType.INT, CType.UINT, CType.INT, new CType.Int(IntKind.LONG), CType.INT, CType.INT,
                new CType.Int(IntKind.LONG)),
            List.of(magnitude, Ir.cast(negative, target.ir(IntKind.INT)), Ir.constant(base, target.ir(IntKind.UINT)),
                Ir.constant(upper ? 1 : 0, target.ir(IntKind.INT)), width,
                Ir.constant(flags, target.ir(IntKind.INT)), Ir.constant(prefix ? 1 : 0, target.ir(IntKind.INT)),
                precision));
    }

    private void string(Lvalue.Var pos, Expr buffer, Expr cap, Expr s, Piece p, Expr width, Expr precision) {
        CType.Int longType = new CType.Int(IntKind.LONG);
        helper("__braid_fmt_str", pos, buffer, cap, List.of(new CType.Ptr(CType.CHAR), longType, longType, CType.INT),
            List.of(Ir.retype(s, target.pointerTo(CType.CHAR)), precision, width,
                Ir.constant((p.flags() & LEFT) != 0 ? 1 : 0, target.ir(IntKind.INT))));
    }

    private void pad(Lvalue.Var pos, Expr buffer, Expr cap, char c, Expr count) {
        helper("__braid_fmt_pad", pos, buffer, cap, List.of(CType.INT, new CType.Int(IntKind.LONG)),
            List.of(Ir.constant(c, target.ir(IntKind.INT)), count));
    }

    /** {@code pos = name(buffer, pos, cap, rest...)}. */
    private void helper(String name, Lvalue.Var pos, Expr buffer, Expr cap, List<CType> restTypes, List<Expr> rest) {
        CType.Int ulong = new CType.Int(IntKind.ULONG);
        List<CType> params = new ArrayList<>(List.of(new CType.Ptr(CType.CHAR), ulong, ulong));
        params.addAll(restTypes);
        reference(name, ulong, params);
        List<Expr> args = new ArrayList<>(List.of(buffer, new Expr.Read(pos), cap));
        args.addAll(rest);
        fn.emit(new Stmt.Call(Optional.of(pos), new Callee.Direct(name), args, fn.loc()));
    }

    private void reference(String name, CType result, List<CType> params) {
        fn.unit().symbols().reference(name, new CType.Fun(result, params, false), fn.loc());
    }

    private CType.Int lengthType(String length, boolean signed) {
        IntKind kind = switch (length) {
            case "hh" -> signed ? IntKind.SCHAR : IntKind.UCHAR;
            case "h" -> signed ? IntKind.SHORT : IntKind.USHORT;
            case "l" -> signed ? IntKind.LONG : IntKind.ULONG;
            case "ll", "q", "j" -> signed ? IntKind.LLONG : IntKind.ULLONG;
            case "z" -> target.sizeT() == IntKind.ULONG ? (signed ? IntKind.LONG : IntKind.ULONG)
                : (signed ? IntKind.INT : IntKind.UINT);
            case "t" -> signed ? target.ptrdiffT() : target.sizeT();
            default -> signed ? IntKind.INT : IntKind.UINT;
        };
        return new CType.Int(kind);
    }

    /** The conversions {@code __braid_fmt_double} writes: {@code %f %F %e %E %g %G %a %A}. */
    private static boolean isFloating(char letter) {
        return "fFeEgGaA".indexOf(letter) >= 0;
    }

    /** Splits {@code format} into pieces; returns what is unsupported in it, or {@code null}. */
    private static String parse(String format, List<Piece> pieces) {
        StringBuilder literal = new StringBuilder();
        int i = 0;
        while (i < format.length()) {
            char c = format.charAt(i++);
            if (c != '%') {
                literal.append(c);
                continue;
            }
            if (i < format.length() && format.charAt(i) == '%') {
                literal.append('%');
                i++;
                continue;
            }
            if (!literal.isEmpty()) {
                pieces.add(new Piece(literal.toString(), ' ', 0, 0, -1, ""));
                literal.setLength(0);
            }
            int flags = 0;
            while (i < format.length() && "-0+ #".indexOf(format.charAt(i)) >= 0) {
                char flag = format.charAt(i++);
                flags |= switch (flag) {
                    case '-' -> LEFT;
                    case '0' -> ZERO;
                    case '+' -> PLUS;
                    case ' ' -> SPACE;
                    default -> ALTERNATE;
                };
            }
            if ((flags & LEFT) != 0) {
                flags &= ~ZERO;
            }
            if ((flags & PLUS) != 0) {
                flags &= ~SPACE;
            }
            int width = 0;
            if (i < format.length() && format.charAt(i) == '*') {
                width = FROM_ARGUMENT;
                i++;
            }
            while (width != FROM_ARGUMENT && i < format.length() && Character.isDigit(format.charAt(i))) {
                width = width * 10 + format.charAt(i++) - '0';
            }
            int precision = -1;
            if (i < format.length() && format.charAt(i) == '.') {
                i++;
                precision = 0;
                if (i < format.length() && format.charAt(i) == '*') {
                    precision = FROM_ARGUMENT;
                    i++;
                }
                while (precision != FROM_ARGUMENT && i < format.length() && Character.isDigit(format.charAt(i))) {
                    precision = precision * 10 + format.charAt(i++) - '0';
                }
            }
            int start = i;
            while (i < format.length() && "hljztqL".indexOf(format.charAt(i)) >= 0) {
                i++;
            }
            String length = format.substring(start, i);
            if (i >= format.length()) {
                return "an incomplete conversion at the end of its format";
            }
            char letter = format.charAt(i++);
            if ("diuxXocspfFeEgGaA".indexOf(letter) < 0) {
                return "the conversion %" + letter;
            }
            boolean floating = isFloating(letter);
            if (floating ? !length.isEmpty() && !length.equals("l") : length.contains("L")) {
                return "the length modifier " + length + " on %" + letter;
            }
            boolean integer = "diuxXo".indexOf(letter) >= 0;
            if ((letter == 'c' || letter == 'p') && (width == FROM_ARGUMENT || precision == FROM_ARGUMENT)) {
                return "a '*' field width or precision on %" + letter;
            }
            if (!floating && !integer && (flags & (PLUS | SPACE | ALTERNATE)) != 0) {
                return "the flag '" + ((flags & PLUS) != 0 ? '+' : (flags & SPACE) != 0 ? ' ' : '#') + "' on %" + letter;
            }
            if (precision != -1 && (letter == 'c' || letter == 'p')) {
                return "a precision for %" + letter;
            }
            pieces.add(new Piece(null, letter, flags, width, precision, length));
        }
        if (!literal.isEmpty()) {
            pieces.add(new Piece(literal.toString(), ' ', 0, 0, -1, ""));
        }
        return null;
    }

}
