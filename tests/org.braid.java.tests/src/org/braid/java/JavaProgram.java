package org.braid.java;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A random single-threaded Java program for {@link RandomProgramTest}: static fields of every
 * integral type, an {@code int} array, a small class hierarchy with a field and an overridden
 * method, static methods that call only earlier ones, and a {@code main} of random statements
 * (plain and compound assignments with their implicit narrowing, {@code ++}/{@code --},
 * {@code if}, counted {@code for} loops with {@code break} and {@code continue}, {@code while},
 * {@code switch} with fall-through, conditional expressions, string concatenation and
 * {@code length()}/{@code charAt}, virtual calls on objects chosen at run time, division and
 * array indexing that may throw, and {@code try}/{@code catch}/{@code finally}). Every loop is
 * bounded by a constant, so each program terminates, on the JVM normally or with an uncaught
 * exception. At the end {@code main} folds the array and the objects' fields into {@code chk}.
 * The oracle is the JVM itself: the test compiles and runs the text.
 */
final class JavaProgram {

    /** The class every program declares; its static fields are the observed results. */
    static final String CLASS = "P";

    private static final int FIELDS = 8;
    private static final int ARRAY = 6;
    private static final int METHODS = 3;

    private final Random random;
    private final List<JavaExpression.Variable> fields = new ArrayList<>();
    private final StringBuilder out = new StringBuilder();
    private int loops;
    private int depth;

    private JavaProgram(Random random) {
        this.random = random;
    }

    /** The source text of one random program, {@code class P} with the fields {@link #fieldNames()} names. */
    static String generate(long seed) {
        return new JavaProgram(new Random(seed)).source();
    }

    /** The static fields every program has, whose final values the test compares. */
    static List<String> fieldNames() {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < FIELDS; i++) {
            names.add("g" + i);
        }
        names.add("chk");
        return names;
    }

    private String source() {
        for (int i = 0; i < FIELDS; i++) {
            JavaExpression.Kind kind = JavaExpression.Kind.values()[i % JavaExpression.Kind.values().length];
            fields.add(new JavaExpression.Variable("g" + i, kind, 0));
        }
        out.append("class ").append(CLASS).append(" {\n");
        for (JavaExpression.Variable v : fields) {
            out.append("    static ").append(v.type().keyword()).append(' ').append(v.name()).append(" = ")
                .append(literal(v.type())).append(";\n");
        }
        out.append("    static long chk;\n");
        out.append("    static int[] arr = new int[").append(ARRAY).append("];\n");
        out.append("    static class A {\n        int f = ").append(random.nextInt(9) - 4).append(";\n");
        out.append("        int m(int x) { f += x; return ").append(intExpression("x", "f")).append("; }\n    }\n");
        out.append("    static class B extends A {\n");
        out.append("        @Override int m(int x) { f ^= x; return ").append(intExpression("x", "f"))
            .append(" + super.m(x & 3); }\n    }\n");
        out.append("    static A o1 = new A();\n    static A o2 = new B();\n");
        for (int i = 0; i < METHODS; i++) {
            out.append("    static int m").append(i).append("(int a, long b) {\n");
            out.append("        if (a > b) { return (int) (").append(intExpression("a", "(int) b")).append("); }\n");
            if (i > 0) {
                out.append("        return m").append(random.nextInt(i)).append("(a + 1, b - a) ^ ")
                    .append(intExpression("a", "g3")).append(";\n");
            } else {
                out.append("        return (int) (b * 3 - a);\n");
            }
            out.append("    }\n");
        }
        out.append("    public static void main(String[] args) {\n");
        depth = 2;
        int statements = 6 + random.nextInt(8);
        for (int i = 0; i < statements; i++) {
            statement(2);
        }
        out.append("        for (int i = 0; i < arr.length; i++) { chk = chk * 31 + arr[i]; }\n");
        out.append("        chk = chk * 31 + o1.f;\n        chk = chk * 31 + o2.f;\n");
        out.append("    }\n}\n");
        return out.toString();
    }

    private void statement(int nesting) {
        indent(nesting);
        int choice = depth <= 0 ? random.nextInt(5) : random.nextInt(15);
        switch (choice) {
            case 0, 1 -> {
                JavaExpression.Variable v = field();
                out.append(v.name()).append(" = (").append(v.type().keyword()).append(") ").append(expression())
                    .append(";\n");
            }
            case 2 -> {
                String[] ops = { "+=", "-=", "*=", "&=", "|=", "^=", "<<=", ">>=", ">>>=" };
                out.append(field().name()).append(' ').append(ops[random.nextInt(ops.length)]).append(' ')
                    .append(expression()).append(";\n");
            }
            case 3 -> out.append(random.nextBoolean() ? field().name() + "++" : "--" + field().name()).append(";\n");
            case 4 -> out.append("arr[").append(intExpression()).append(" & 3] += (int) ").append(expression()).append(";\n");
            case 5 -> {
                out.append("if (").append(condition()).append(") {\n");
                block(nesting + 1);
                indent(nesting);
                out.append("} else {\n");
                block(nesting + 1);
                indent(nesting);
                out.append("}\n");
            }
            case 6 -> {
                String i = "i" + loops++;
                out.append("for (int ").append(i).append(" = 0; ").append(i).append(" < ").append(random.nextInt(4))
                    .append("; ").append(i).append("++) {\n");
                indent(nesting + 1);
                out.append("if (").append(condition()).append(") { ")
                    .append(random.nextBoolean() ? "break" : "continue").append("; }\n");
                indent(nesting + 1);
                out.append(field().name()).append(" += ").append(i).append(";\n");
                block(nesting + 1);
                indent(nesting);
                out.append("}\n");
            }
            case 7 -> {
                String w = "w" + loops++;
                out.append("{ int ").append(w).append(" = ").append(random.nextInt(4)).append("; while (").append(w)
                    .append("-- > 0) {\n");
                block(nesting + 1);
                indent(nesting);
                out.append("} }\n");
            }
            case 8 -> {
                out.append("switch (").append(intExpression()).append(" & 3) {\n");
                for (int c = 0; c < 3; c++) {
                    indent(nesting);
                    out.append("case ").append(c).append(":\n");
                    block(nesting + 1);
                    if (random.nextBoolean()) {
                        indent(nesting + 1);
                        out.append("break;\n");
                    }
                }
                indent(nesting);
                out.append("default:\n");
                block(nesting + 1);
                indent(nesting);
                out.append("}\n");
            }
            case 9 -> {
                JavaExpression.Variable v = field();
                out.append(v.name()).append(" = (").append(v.type().keyword()).append(") (").append(expression())
                    .append(random.nextBoolean() ? " / " : " % ").append(field().name()).append(");\n");
            }
            case 10 -> out.append("arr[").append(intExpression()).append(" % ").append(ARRAY + 2).append("] = ")
                .append(intExpression()).append(";\n");
            case 11 -> {
                out.append("try {\n");
                block(nesting + 1);
                indent(nesting);
                out.append("} catch (ArithmeticException e) {\n");
                indent(nesting + 1);
                out.append(field().name()).append(" += ").append(random.nextInt(100)).append(";\n");
                indent(nesting);
                out.append("} catch (RuntimeException e) {\n");
                indent(nesting + 1);
                out.append(field().name()).append(" -= ").append(random.nextInt(100)).append(";\n");
                indent(nesting);
                out.append("} finally {\n");
                indent(nesting + 1);
                out.append(field().name()).append(" ^= ").append(random.nextInt(100)).append(";\n");
                indent(nesting);
                out.append("}\n");
            }
            case 12 -> {
                JavaExpression.Variable v = field();
                out.append(v.name()).append(" = (").append(v.type().keyword()).append(") (").append(condition())
                    .append(" ? o1 : o2).m((int) ").append(expression()).append(");\n");
            }
            case 13 -> {
                JavaExpression.Variable v = field();
                out.append(v.name()).append(" = (").append(v.type().keyword()).append(") m")
                    .append(random.nextInt(METHODS)).append("((int) ").append(expression()).append(", ")
                    .append(expression()).append(");\n");
            }
            default -> {
                JavaExpression.Variable v = field();
                String s = "(\"x\" + " + field().name() + " + \"/\" + " + field().name() + ")";
                out.append(v.name()).append(" = (").append(v.type().keyword()).append(") (")
                    .append(random.nextBoolean() ? s + ".length()" : s + ".charAt(" + random.nextInt(3) + ")")
                    .append(");\n");
            }
        }
    }

    private void block(int nesting) {
        depth--;
        int statements = 1 + random.nextInt(2);
        for (int i = 0; i < statements; i++) {
            statement(nesting);
        }
        depth++;
    }

    private String condition() {
        String[] ops = { "<", "<=", ">", ">=", "==", "!=" };
        String c = "(" + expression() + " " + ops[random.nextInt(ops.length)] + " " + expression() + ")";
        return switch (random.nextInt(4)) {
            case 0 -> "(" + c + " && " + "(" + expression() + " != 0))";
            case 1 -> "(!" + c + " || (" + expression() + " < 0))";
            default -> c;
        };
    }

    private String expression() {
        JavaExpression e = JavaExpression.random(random, fields, 2);
        if (random.nextInt(6) == 0) {
            return "(" + condition() + " ? " + e.text() + " : " + JavaExpression.random(random, fields, 1).text() + ")";
        }
        return e.text();
    }

    private String intExpression() {
        return "((int) " + expression() + ")";
    }

    private String intExpression(String a, String b) {
        String[] ops = { "+", "-", "*", "^", "&", "|", "<<", ">>", ">>>" };
        return "(" + a + " " + ops[random.nextInt(ops.length)] + " " + b + ") " + ops[random.nextInt(3)] + " "
            + (random.nextInt(7) - 3);
    }

    private String literal(JavaExpression.Kind kind) {
        long[] values = { 0, 1, -1, 5, 100, -128, 255, 65535, 2147483647L, -2147483648L, 0x7f00ff00L };
        return kind.literal(kind.normalize(values[random.nextInt(values.length)]));
    }

    private JavaExpression.Variable field() {
        return fields.get(random.nextInt(fields.size()));
    }

    private void indent(int nesting) {
        out.append("    ".repeat(nesting));
    }
}
