package org.braid.java;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A random Java integer expression: its source text, its static type, and its value computed by
 * this JVM with Java's operators on the same tree (the oracle of {@link RandomExpressionTest}).
 */
abstract class JavaExpression {

    /** The integral types, with how a value of each is kept in a {@code long}. */
    enum Kind {
        BYTE("byte"), SHORT("short"), CHAR("char"), INT("int"), LONG("long");

        private final String keyword;

        Kind(String keyword) {
            this.keyword = keyword;
        }

        String keyword() {
            return keyword;
        }

        long normalize(long v) {
            return switch (this) {
                case BYTE -> (byte) v;
                case SHORT -> (short) v;
                case CHAR -> (char) v;
                case INT -> (int) v;
                case LONG -> v;
            };
        }

        String literal(long v) {
            return switch (this) {
                case LONG -> "(" + v + "L)";
                case INT -> "(" + v + ")";
                default -> "(" + keyword + ") (" + v + ")";
            };
        }

        Kind promoted() {
            return this == LONG ? LONG : INT;
        }
    }

    record Variable(String name, Kind type, long value) {
    }

    private static final long[] EDGES = { 0, 1, -1, 2, 3, 7, 31, 32, 33, 63, 64, 127, 128, 255, -128, 32767, -32768,
        65535, 2147483647L, -2147483648L, 0x12345678L, -0x7654321L };
    private static final long[] LONG_EDGES = { Long.MAX_VALUE, Long.MIN_VALUE, 0x123456789abcdefL, 4294967296L,
        -4294967297L };
    private static final String[] BINARY = { "+", "-", "*", "/", "%", "<<", ">>", ">>>", "&", "|", "^" };

    abstract String text();

    abstract Kind type();

    abstract long evaluate();

    static List<Variable> variables(Random random, int count) {
        List<Variable> variables = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Kind kind = Kind.values()[i % Kind.values().length];
            long value = random.nextInt(4) == 0 && kind == Kind.LONG ? LONG_EDGES[random.nextInt(LONG_EDGES.length)]
                : EDGES[random.nextInt(EDGES.length)];
            variables.add(new Variable("v" + i, kind, kind.normalize(value)));
        }
        return variables;
    }

    static JavaExpression random(Random random, List<Variable> variables, int depth) {
        int choice = depth == 0 ? 0 : random.nextInt(10);
        if (choice <= 2) {
            Variable v = variables.get(random.nextInt(variables.size()));
            return leaf(v.name(), v.type(), v.value());
        }
        if (choice == 3) {
            Kind kind = Kind.values()[random.nextInt(Kind.values().length)];
            return cast(kind, random(random, variables, depth - 1));
        }
        if (choice == 4) {
            return unary(random.nextBoolean() ? "-" : "~", random(random, variables, depth - 1));
        }
        String op = BINARY[random.nextInt(BINARY.length)];
        JavaExpression left = random(random, variables, depth - 1);
        JavaExpression right = random(random, variables, depth - 1);
        if (op.equals("/") || op.equals("%")) {
            right = binary("|", right, leaf("1", Kind.INT, 1));
        }
        return binary(op, left, right);
    }

    private static JavaExpression leaf(String text, Kind kind, long value) {
        return new JavaExpression() {
            String text() {
                return text;
            }

            Kind type() {
                return kind;
            }

            long evaluate() {
                return value;
            }
        };
    }

    private static JavaExpression cast(Kind kind, JavaExpression operand) {
        return new JavaExpression() {
            String text() {
                return "((" + kind.keyword() + ") " + operand.text() + ")";
            }

            Kind type() {
                return kind;
            }

            long evaluate() {
                return kind.normalize(operand.evaluate());
            }
        };
    }

    private static JavaExpression unary(String op, JavaExpression operand) {
        Kind kind = operand.type().promoted();
        return new JavaExpression() {
            String text() {
                return "(" + op + operand.text() + ")";
            }

            Kind type() {
                return kind;
            }

            long evaluate() {
                long v = operand.evaluate();
                if (kind == Kind.LONG) {
                    return op.equals("-") ? -v : ~v;
                }
                int i = (int) v;
                return op.equals("-") ? -i : ~i;
            }
        };
    }

    private static JavaExpression binary(String op, JavaExpression left, JavaExpression right) {
        boolean shift = op.startsWith("<<") || op.startsWith(">>");
        Kind kind = shift ? left.type().promoted()
            : left.type() == Kind.LONG || right.type() == Kind.LONG ? Kind.LONG : Kind.INT;
        return new JavaExpression() {
            String text() {
                return "(" + left.text() + " " + op + " " + right.text() + ")";
            }

            Kind type() {
                return kind;
            }

            long evaluate() {
                long a = left.evaluate();
                long b = right.evaluate();
                if (kind == Kind.LONG) {
                    return switch (op) {
                        case "+" -> a + b;
                        case "-" -> a - b;
                        case "*" -> a * b;
                        case "/" -> a / b;
                        case "%" -> a % b;
                        case "<<" -> a << b;
                        case ">>" -> a >> b;
                        case ">>>" -> a >>> b;
                        case "&" -> a & b;
                        case "|" -> a | b;
                        default -> a ^ b;
                    };
                }
                int x = (int) a;
                int y = (int) b;
                return switch (op) {
                    case "+" -> x + y;
                    case "-" -> x - y;
                    case "*" -> x * y;
                    case "/" -> x / y;
                    case "%" -> x % y;
                    case "<<" -> x << b;
                    case ">>" -> x >> b;
                    case ">>>" -> x >>> b;
                    case "&" -> x & y;
                    case "|" -> x | y;
                    default -> x ^ y;
                };
            }
        };
    }
}
