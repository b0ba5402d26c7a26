package org.braid.core.internal.ir;

import java.util.ArrayList;
import java.util.List;

/**
 * What a procedure reads when a call passes arguments of other types than its parameters, as
 * gcc's code does on x86-64 (System V ABI): a call through a function pointer of another type, a
 * call of an unprototyped or K&amp;R function, a thread start routine. Integer and pointer
 * arguments travel in 64-bit registers, and the procedure reads its parameter from the
 * register's low bits:
 * <ul>
 * <li>a parameter as wide as the argument or narrower reads the argument's low bits (a
 * conversion to the parameter's type; pointers and 64-bit integers are the same 64 bits);</li>
 * <li>a wider parameter of at most 32 bits reads the argument as gcc's caller extended it to 32
 * bits: sign-extended if its type is signed, zero-extended otherwise;</li>
 * <li>a parameter wider than 32 bits read from a narrower argument, a parameter the call does
 * not pass, and a variadic procedure called as a fixed one or the reverse are left undefined by
 * the ABI (what the register holds depends on the code gcc generated before the call): Braid
 * does not model them, and a path that makes such a call ends in an
 * {@linkplain Stmt.Assert#unsupported unsupported} step, so the checks that reach it are
 * {@code unknown}, never silently cut. So does a call whose type's result differs in kind from
 * the procedure's (even where the caller ignores it: counting such procedures as targets would
 * make every call through a {@code void} function pointer a possible thread start for the
 * static analyses of the sequentializers).</li>
 * </ul>
 * CIR does not tell floating-point values from integers of the same width (both are bit
 * patterns), so a {@code double} argument read as a 64-bit integer parameter passes its bits,
 * where gcc's code would read another register (see README, "What a check means"). Stateless.
 */
public final class CallingConvention {

    private CallingConvention() {
    }

    /** How a call binds a procedure's parameters: the arguments as it reads them, or why Braid cannot say. */
    public sealed interface Binding {
    }

    /** One argument per parameter of the procedure, each of its parameter's type. */
    public record Passed(List<Expr> arguments) implements Binding {
        public Passed {
            arguments = List.copyOf(arguments);
        }
    }

    /** A call whose effect on the procedure the ABI leaves undefined; {@code reason} names the procedure. */
    public record Unmodelled(String reason) implements Binding {
        private static Unmodelled of(String procedure, String detail) {
            return new Unmodelled("call of " + procedure + " through a mismatched function type (" + procedure
                + " " + detail + ")");
        }
    }

    /**
     * Binds {@code callee}'s parameters to {@code arguments} of a call through a function of type
     * {@code through} (the pointer's target type, or the callee's own type for a direct call).
     * Arguments beyond the parameters are ignored, as the procedure never reads their registers. The parameters are the procedure's
     * variables (a variadic procedure's last one is its hidden argument area), or its type's for
     * a procedure without a body.
     */
    public static Binding bind(Procedure callee, List<Expr> arguments, Type.Function through) {
        Type.Function own = callee.type();
        String name = callee.name();
        if (own.variadic() != through.variadic()) {
            return Unmodelled.of(name, own.variadic() ? "takes variable arguments; the call passes fixed ones"
                : "takes fixed arguments; the call passes variable ones");
        }
        if (!sameKind(own.returnType(), through.returnType())) {
            return Unmodelled.of(name, "returns " + describe(own.returnType()) + "; the call's type returns "
                + describe(through.returnType()));
        }
        List<Type> parameters = callee.isExternal() ? own.parameters()
            : callee.parameters().stream().map(Variable::type).toList();
        if (parameters.size() > arguments.size()) {
            return Unmodelled.of(name, "takes " + parameters.size() + " parameter"
                + (parameters.size() == 1 ? "" : "s") + "; the call passes " + arguments.size()
                + ", so the register of parameter " + (arguments.size() + 1) + " holds an undefined value");
        }
        List<Expr> passed = new ArrayList<>(parameters.size());
        for (int i = 0; i < parameters.size(); i++) {
            Expr argument = arguments.get(i);
            Expr read = read(argument, parameters.get(i));
            if (read == null) {
                return Unmodelled.of(name, "reads parameter " + (i + 1) + " as " + describe(parameters.get(i))
                    + "; the call passes " + describe(argument.type()) + ", which leaves the register's upper bits "
                    + "undefined");
            }
            passed.add(read);
        }
        return new Passed(passed);
    }

    /** The argument as a parameter of type {@code parameter} reads it, or null where the ABI leaves it undefined. */
    private static Expr read(Expr argument, Type parameter) {
        Type type = argument.type();
        if (type.equals(parameter) || type instanceof Type.Pointer && parameter instanceof Type.Pointer) {
            return argument;
        }
        return readable(type, parameter) ? new Expr.Cast(argument, parameter) : null;
    }

    private static boolean readable(Type argument, Type parameter) {
        if (argument.equals(parameter) || argument instanceof Type.Pointer && parameter instanceof Type.Pointer) {
            return true;
        }
        int from = registerWidth(argument);
        int to = registerWidth(parameter);
        if (from == 0 || to == 0) {
            return false;
        }
        return to <= from || to <= 32;
    }

    /** The bits of a register an argument of this type defines: 0 for what is not passed in an integer register. */
    private static int registerWidth(Type t) {
        return switch (t) {
            case Type.Int i -> i.width();
            case Type.Pointer p -> 64;
            case Type.Bool b -> 0;
            case Type.Struct s -> 0;
            case Type.Array a -> 0;
            case Type.Function f -> 0;
            case Type.Void v -> 0;
        };
    }

    private static boolean sameKind(Type a, Type b) {
        return a.equals(b) || a instanceof Type.Pointer && b instanceof Type.Pointer;
    }

    private static String describe(Type t) {
        return switch (t) {
            case Type.Int i -> "a " + i.width() + "-bit " + (i.signed() ? "signed" : "unsigned") + " integer";
            case Type.Pointer p -> "a pointer";
            case Type.Void v -> "nothing";
            case Type.Bool b -> t.toString();
            case Type.Struct s -> t.toString();
            case Type.Array a -> t.toString();
            case Type.Function f -> t.toString();
        };
    }
}
