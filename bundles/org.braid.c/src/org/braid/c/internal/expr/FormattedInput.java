package org.braid.c.internal.expr;

import java.util.ArrayList;
import java.util.List;
import org.braid.c.internal.lower.FunctionContext;
import org.braid.c.internal.lower.Ir;
import org.braid.c.internal.lower.Value;
import org.braid.c.internal.types.CType;
import org.braid.c.internal.types.IntKind;
import org.braid.c.internal.types.Target;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;

/**
 * {@code scanf} and {@code fscanf} (and glibc's {@code __isoc99_} names for them) read input from
 * outside the program, so they are lowered as nondeterministic input with a string-literal format:
 * the result is {@code EOF} or a count {@code k} between 0 and the number of assigning
 * conversions, and the first {@code k} of them store any value of the pointed-to type:
 * <ul>
 * <li>{@code %d %i %u %o %x %X} (with any length modifier) any integer, {@code %e %f %g %a} any
 * floating-point bit pattern, {@code %c} (or {@code %Nc}) any N characters;</li>
 * <li>{@code %Ns} (a field width is required) a string of 1 to N characters that are neither NUL
 * nor white space, then a NUL: exactly what the input can produce, so an overflow of a buffer
 * shorter than N + 1 is found;</li>
 * <li>{@code %%}, {@code %*...} (no assignment) and ordinary characters only consume input.</li>
 * </ul>
 * Formats that are not string literals, {@code %s} without a field width (input of unbounded
 * length), scan sets {@code %[...]}, {@code %p} and {@code %n} are reported unsupported at the
 * call, so the checks that may reach it end {@code unknown} instead of exploring less than the
 * input allows. {@code sscanf} reads program data, not input, and is not lowered here.
 */
final class FormattedInput {
    private static final long EOF = -1;

    private final FunctionContext fn;
    private final Expressions exprs;
    private final Target target;

    FormattedInput(FunctionContext fn, Expressions exprs) {
        this.fn = fn;
        this.exprs = exprs;
        this.target = fn.unit().target();
    }

    static boolean handles(String name) {
        String plain = name.startsWith("__isoc99_") ? name.substring("__isoc99_".length())
            : name.startsWith("__isoc23_") ? name.substring("__isoc23_".length()) : name;
        return plain.equals("scanf") || plain.equals("fscanf");
    }

    /** One conversion that assigns: its letter and field width (0 when none was given). */
    private record Conversion(char letter, int width) {
    }

    /** The call's value (the count), or {@code null} when it is reported unsupported and stays a call. */
    Value call(String name, IASTFunctionCallExpression e) {
        IASTInitializerClause[] args = e.getArguments();
        int formatIndex = name.endsWith("fscanf") ? 1 : 0;
        if (args.length <= formatIndex) {
            return null;
        }
        java.util.Optional<String> text = Literals.text((IASTExpression) args[formatIndex]);
        if (text.isEmpty()) {
            fn.unit().unsupported(e, name + " with a format that is not a string literal");
            return null;
        }
        List<Conversion> conversions = new ArrayList<>();
        String problem = parse(text.get(), conversions);
        if (problem == null && conversions.size() != args.length - formatIndex - 1) {
            problem = "a format whose conversions do not match its arguments";
        }
        if (problem != null) {
            fn.unit().unsupported(e, name + " with " + problem);
            return null;
        }
        for (int i = 0; i <= formatIndex; i++) {
            exprs.discard((IASTExpression) args[i]);
        }
        List<Value> targets = new ArrayList<>();
        for (int i = 0; i < conversions.size(); i++) {
            targets.add(exprs.assignments().stable(exprs.rvalue((IASTExpression) args[formatIndex + 1 + i])));
        }
        Type.Int intType = target.ir(IntKind.INT);
        Variable count = fn.newTemp(intType);
        Lvalue.Var result = new Lvalue.Var(count);
        fn.emit(new Stmt.Havoc(result, fn.loc()));
        Expr read = new Expr.Read(result);
        fn.emit(new Stmt.Assume(Ir.binary(BinaryOp.LOR, Ir.binary(BinaryOp.EQ, read, Ir.constant(EOF, intType)),
            Ir.binary(BinaryOp.LAND, Ir.binary(BinaryOp.GE, read, Ir.constant(0, intType)),
                Ir.binary(BinaryOp.LE, read, Ir.constant(conversions.size(), intType)))), fn.loc()));
        for (int i = 0; i < conversions.size(); i++) {
            Conversion c = conversions.get(i);
            IASTExpression argument = (IASTExpression) args[formatIndex + 1 + i];
            CType pointee = TypeOf.decay(exprs.typeOf(argument)) instanceof CType.Ptr p ? p.target().unqualified() : null;
            if (!fits(c, pointee)) {
                fn.unit().unsupported(argument, name + " conversion %" + c.letter() + " into " + pointee);
                continue;
            }
            String assign = fn.newLabel("scanf.assign");
            String next = fn.newLabel("scanf.next");
            fn.terminate(new Terminator.Branch(Ir.binary(BinaryOp.GT, read, Ir.constant(i, intType)), assign, next,
                fn.loc()));
            fn.start(assign);
            store(c, targets.get(i).expr(), pointee, Texts.pointee(argument));
            fn.start(next);
        }
        return new Value(read, CType.INT);
    }

    /** Parses {@code format}; returns what is unsupported in it, or {@code null}. */
    private static String parse(String format, List<Conversion> conversions) {
        int i = 0;
        while (i < format.length()) {
            if (format.charAt(i++) != '%') {
                continue;
            }
            if (i < format.length() && format.charAt(i) == '%') {
                i++;
                continue;
            }
            boolean assigns = true;
            if (i < format.length() && format.charAt(i) == '*') {
                assigns = false;
                i++;
            }
            int width = 0;
            while (i < format.length() && Character.isDigit(format.charAt(i))) {
                width = width * 10 + format.charAt(i++) - '0';
            }
            while (i < format.length() && "hljztLq".indexOf(format.charAt(i)) >= 0) {
                i++;
            }
            if (i >= format.length()) {
                return "an incomplete conversion at the end of its format";
            }
            char letter = format.charAt(i++);
            switch (letter) {
                case 'd', 'i', 'u', 'o', 'x', 'X', 'e', 'E', 'f', 'F', 'g', 'G', 'a', 'A', 'c' -> {
                }
                case 's' -> {
                    if (width == 0 && assigns) {
                        return "%s without a field width (input of unbounded length)";
                    }
                }
                default -> {
                    return "the conversion %" + letter;
                }
            }
            if (assigns) {
                conversions.add(new Conversion(letter, width));
            }
        }
        return null;
    }

    private boolean fits(Conversion c, CType pointee) {
        return switch (c.letter()) {
            case 'c', 's' -> pointee instanceof CType.Int i && i.kind() != IntKind.BOOL && target.sizeOf(i) == 1;
            case 'e', 'E', 'f', 'F', 'g', 'G', 'a', 'A' -> pointee instanceof CType.Floating f && f.bytes() <= 8;
            default -> pointee instanceof CType.Int i && i.kind() != IntKind.BOOL;
        };
    }

    private void store(Conversion c, Expr pointer, CType pointee, String display) {
        switch (c.letter()) {
            case 'c' -> {
                for (int k = 0; k < Math.max(1, c.width()); k++) {
                    fn.emit(new Stmt.Havoc(charAt(pointer, Ir.constant(k, target.offsetType()), display), fn.loc()));
                }
            }
            case 's' -> word(pointer, c.width(), display);
            default -> fn.emit(new Stmt.Havoc(new Lvalue.Mem(Ir.retype(pointer, target.pointerTo(pointee)),
                target.ir(pointee), display, Loc.NONE, Target.notation(pointee)), fn.loc()));
        }
    }

    /** A word of 1 to {@code width} characters, none NUL or white space, and its terminating NUL. */
    private void word(Expr pointer, int width, String display) {
        Type.Int offset = target.offsetType();
        Type.Int charType = (Type.Int) target.ir(CType.CHAR);
        Variable length = fn.newTemp(offset);
        Expr n = new Expr.Read(new Lvalue.Var(length));
        fn.emit(new Stmt.Havoc(new Lvalue.Var(length), fn.loc()));
        fn.emit(new Stmt.Assume(Ir.binary(BinaryOp.LAND, Ir.binary(BinaryOp.GE, n, Ir.constant(1, offset)),
            Ir.binary(BinaryOp.LE, n, Ir.constant(width, offset))), fn.loc()));
        for (int k = 0; k < width; k++) {
            String put = fn.newLabel("scanf.char");
            String next = fn.newLabel("scanf.next");
            fn.terminate(new Terminator.Branch(Ir.binary(BinaryOp.LT, Ir.constant(k, offset), n), put, next, fn.loc()));
            fn.start(put);
            Variable c = fn.newTemp(charType);
            Expr value = new Expr.Read(new Lvalue.Var(c));
            fn.emit(new Stmt.Havoc(new Lvalue.Var(c), fn.loc()));
            Expr ordinary = Ir.bool(true);
            for (char space : new char[] {0, ' ', '\t', '\n', '\u000b', '\f', '\r'}) {
                ordinary = Ir.binary(BinaryOp.LAND, ordinary, Ir.binary(BinaryOp.NE, value, Ir.constant(space, charType)));
            }
            fn.emit(new Stmt.Assume(ordinary, fn.loc()));
            fn.emit(new Stmt.Assign(charAt(pointer, Ir.constant(k, offset), display), value, fn.loc()));
            fn.start(next);
        }
        fn.emit(new Stmt.Assign(charAt(pointer, n, display), Ir.constant(0, charType), fn.loc()));
    }

    private Lvalue.Mem charAt(Expr pointer, Expr index, String display) {
        Type.Pointer charPointer = target.pointerTo(CType.CHAR);
        return new Lvalue.Mem(Ir.ptrAdd(Ir.retype(pointer, charPointer), index, charPointer), target.ir(CType.CHAR),
            display + "[i]");
    }
}
